import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { countMessages } from '../../../data/messages';
import { uiState } from '../../../state/ui';
import { Icon } from '../shared/Icon';
import { InfoPageLayout } from '../shared/InfoPageLayout';
import { useApiHealth } from '../shared/useApiHealth';
import { overallStatus, serviceRows, type ServiceRow, type ServiceStatus } from './services';

/** Live checks repeat on this period, the same as the storage info refresh. */
export const STATUS_REFRESH_MS = 30_000;

const LOOK: Record<ServiceStatus, { label: string; dot: string; text: string }> = {
  operational: { label: 'Operational', dot: 'bg-emerald-500', text: 'text-emerald-700' },
  degraded: { label: 'Degraded', dot: 'bg-amber-500', text: 'text-amber-700' },
  down: { label: 'Down', dot: 'bg-rose-500', text: 'text-rose-700' },
  maintenance: { label: 'Maintenance', dot: 'bg-sky-500', text: 'text-sky-700' },
  checking: { label: 'Checking…', dot: 'bg-slate-300 animate-pulse', text: 'text-slate-500' },
};

const BANNER: Record<ServiceStatus, { title: string; style: string }> = {
  operational: { title: 'All systems operational', style: 'bg-emerald-600' },
  degraded: { title: 'Some services are degraded', style: 'bg-amber-500' },
  down: { title: 'Some services are down', style: 'bg-rose-600' },
  maintenance: { title: 'Maintenance in progress', style: 'bg-sky-600' },
  checking: { title: 'Checking services…', style: 'bg-slate-500' },
};

/** Reads the on-device database once per live check; any answer proves it opens. */
function useStorageProbe(round: number | null): 'checking' | 'ok' | 'failed' {
  const [result, setResult] = useState<{ round: number | null; ok: boolean } | null>(null);
  useEffect(() => {
    let live = true;
    countMessages().then(
      () => live && setResult({ round, ok: true }),
      () => live && setResult({ round, ok: false }),
    );
    return () => {
      live = false;
    };
  }, [round]);
  if (!result) return 'checking';
  return result.ok ? 'ok' : 'failed';
}

export function StatusPage() {
  const { api, checking, refresh } = useApiHealth(STATUS_REFRESH_MS);
  const { online } = useSnapshot(uiState);
  const storage = useStorageProbe(api.checkedAt);
  const rows = serviceRows({ api, online, storage });
  const overall = overallStatus(rows);
  const incidents = rows.filter((r) => r.status === 'down' || r.status === 'degraded').length;

  return (
    <InfoPageLayout eyebrow="Status" title="System Status" width="prose" intro="The live state of Decksmith’s services, checked from your browser.">
      <div className={`flex flex-wrap items-center justify-between gap-4 rounded-2xl px-6 py-5 text-white shadow-sm ${BANNER[overall].style}`} role="status">
        <p className="m-0 flex items-center gap-3 text-lg font-semibold">
          <Icon name={overall === 'operational' ? 'check' : 'activity'} className="h-6 w-6" />
          {BANNER[overall].title}
        </p>
        <button type="button" onClick={refresh} disabled={checking} className="btn border border-white/40 bg-white/10 text-white hover:bg-white/20">
          <Icon name="refresh" className={`h-4 w-4 ${checking ? 'animate-spin' : ''}`} />
          {checking ? 'Checking…' : 'Check now'}
        </button>
      </div>
      <dl className="mb-0 mt-6 grid gap-4 sm:grid-cols-3">
        <Fact label="Last checked" value={api.checkedAt ? new Date(api.checkedAt).toLocaleTimeString() : '—'} detail={`Refreshes every ${STATUS_REFRESH_MS / 1000} s`} testId="status-checked-at" />
        <Fact label="Your browser" value={online ? 'Online' : 'Offline'} detail={online ? 'Connected to a network' : 'Saved decks still work'} testId="browser-state" />
        <Fact label="Problems now" value={String(incidents)} detail={incidents === 0 ? 'No active incidents' : 'See the services below'} />
      </dl>
      <ul className="card mb-0 mt-6 list-none divide-y divide-slate-100 p-0" aria-label="Services">
        {rows.map((r) => (
          <ServiceItem key={r.id} row={r} />
        ))}
      </ul>
      <Legend />
    </InfoPageLayout>
  );
}

function Fact({ label, value, detail, testId }: { label: string; value: string; detail: string; testId?: string }) {
  return (
    <div className="card p-5">
      <dt className="text-xs font-semibold uppercase tracking-wider text-slate-500">{label}</dt>
      <dd className="m-0 mt-1.5 text-xl font-semibold text-slate-900" data-testid={testId}>{value}</dd>
      <dd className="m-0 mt-0.5 text-sm text-slate-500">{detail}</dd>
    </div>
  );
}

function ServiceItem({ row }: { row: ServiceRow }) {
  const look = LOOK[row.status];
  return (
    <li className="flex items-start justify-between gap-4 px-5 py-4" data-testid={`service-${row.id}`}>
      <div className="min-w-0">
        <p className="m-0 flex items-center gap-2 font-medium text-slate-900">
          {row.name}
          {row.live && <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-[11px] font-semibold uppercase tracking-wide text-indigo-600">live</span>}
        </p>
        <p className="mb-0 mt-1 text-sm leading-6 text-slate-500">{row.note}</p>
      </div>
      <span className={`flex shrink-0 items-center gap-2 text-sm font-medium ${look.text}`} data-testid="service-status">
        <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${look.dot}`} />
        {look.label}
      </span>
    </li>
  );
}

function Legend() {
  const shown: ServiceStatus[] = ['operational', 'degraded', 'down', 'maintenance'];
  return (
    <p className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-xs text-slate-500">
      {shown.map((s) => (
        <span key={s} className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className={`h-2 w-2 rounded-full ${LOOK[s].dot}`} />
          {LOOK[s].label}
        </span>
      ))}
      <span>Live rows are checked by this page; the others run inside your browser.</span>
    </p>
  );
}
