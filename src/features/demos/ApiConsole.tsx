import { useRef, useState } from 'react';
import { DemoLayout, Panel } from './DemoLayout';
import { CONSOLE_LIMIT, addEntry, callHealth, callOutline, type ConsoleEntry } from './apiCalls';

const STATUS_STYLE = (status: ConsoleEntry['status']) =>
  status === 'failed' || status >= 400 ? 'bg-rose-50 text-rose-700' : 'bg-emerald-50 text-emerald-700';

/** /console-test: calls the real API and lists every call, newest first. */
export function ApiConsole() {
  const [entries, setEntries] = useState<ConsoleEntry[]>([]);
  const [busy, setBusy] = useState(false);
  const [topic, setTopic] = useState('Solar energy for small businesses');
  const nextId = useRef(1);

  const record = (result: Omit<ConsoleEntry, 'id' | 'timestamp'>) => {
    const entry = { ...result, id: nextId.current++, timestamp: Date.now() };
    setEntries((list) => addEntry(list, entry));
  };
  const run = async (calls: Array<() => Promise<Omit<ConsoleEntry, 'id' | 'timestamp'>>>) => {
    setBusy(true);
    try {
      for (const call of calls) record(await call());
    } finally {
      setBusy(false);
    }
  };
  const outline = () => callOutline(topic.trim() || 'Solar energy');

  return (
    <DemoLayout title="API console" description={`Calls the generation server of this site and logs each call. The log lives in memory and keeps the latest ${CONSOLE_LIMIT} calls.`}>
      <div className="space-y-6">
        <Panel title="Run calls">
          <div className="flex flex-wrap items-end gap-3">
            <label className="min-w-64 flex-1 text-sm font-medium text-slate-700">
              Outline topic
              <input value={topic} onChange={(e) => setTopic(e.target.value)} className="mt-1.5 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm" />
            </label>
            <button type="button" className="btn-primary" disabled={busy} onClick={() => void run([callHealth, outline])}>
              {busy ? 'Running…' : 'Run both calls'}
            </button>
            <button type="button" className="btn-ghost border border-slate-200" disabled={busy} onClick={() => void run([callHealth])}>GET health</button>
            <button type="button" className="btn-ghost border border-slate-200" disabled={busy} onClick={() => void run([outline])}>POST outline</button>
            <button type="button" className="btn-ghost" disabled={entries.length === 0} onClick={() => setEntries([])}>Clear</button>
          </div>
        </Panel>
        <Panel title={`Calls (${entries.length})`}>
          {entries.length === 0 ? <p className="m-0 text-sm text-slate-500">No calls yet. Run one above.</p> : <CallTable entries={entries} />}
        </Panel>
      </div>
    </DemoLayout>
  );
}

function CallTable({ entries }: { entries: ConsoleEntry[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-slate-500">
            {['Time', 'Type', 'Endpoint', 'Status', 'Response time', 'Details'].map((h) => (
              <th key={h} className="whitespace-nowrap py-2 pr-4 font-medium">{h}</th>
            ))}
          </tr>
        </thead>
        <tbody data-testid="console-calls">
          {entries.map((e) => (
            <tr key={e.id} className="border-b border-slate-100 align-top">
              <td className="whitespace-nowrap py-2.5 pr-4 text-slate-500">{new Date(e.timestamp).toLocaleTimeString()}</td>
              <td className="py-2.5 pr-4 font-medium text-slate-900">{e.type}</td>
              <td className="whitespace-nowrap py-2.5 pr-4 font-mono text-xs text-slate-700">{e.method} {e.endpoint}</td>
              <td className="py-2.5 pr-4"><span className={`rounded-md px-2 py-0.5 font-mono text-xs font-semibold ${STATUS_STYLE(e.status)}`}>{e.status}</span></td>
              <td className="whitespace-nowrap py-2.5 pr-4 font-mono text-xs text-slate-700">{Math.round(e.responseTimeMs)} ms</td>
              <td className="min-w-64 break-all py-2.5 font-mono text-xs text-slate-500">{e.details}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
