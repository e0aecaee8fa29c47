import { useSnapshot } from 'valtio';
import type { GenerationState } from '../../state/generation';

/** Share of the expected topics received, 0-100 (no expectation yet gives 0). */
export function outlinePercent(received: number, expected: number): number {
  if (expected <= 0) return 0;
  return Math.min(100, Math.round((received / expected) * 100));
}

/**
 * The outline while it streams (step 2): a 'Starting Outline
 * Generation' spinner until the first topic, then the live 'Building Your
 * Outline' list with a progress bar. Reads the generation store directly so
 * each streamed topic shows at once.
 */
export function OutlineProgress({ state }: { state: GenerationState }) {
  const snap = useSnapshot(state);
  const received = snap.topics.length;
  if (received === 0) {
    return (
      <div role="status" className="card flex flex-col items-center gap-3 p-8 text-center">
        <span aria-hidden="true" className="h-10 w-10 animate-spin rounded-full border-4 border-indigo-200 border-t-indigo-600" />
        <h3 className="m-0 text-lg font-semibold text-slate-900">Starting Outline Generation</h3>
        <p className="m-0 text-sm text-slate-600">{snap.statusMessage || 'Contacting the generator…'}</p>
        <DebugSummary state={state} />
      </div>
    );
  }
  const percent = outlinePercent(received, snap.expectedTopics);
  return (
    <section aria-labelledby="outline-building-title" className="card p-6">
      <div className="flex items-center justify-between gap-4">
        <h3 id="outline-building-title" className="m-0 text-lg font-semibold text-slate-900">
          Building Your Outline
        </h3>
        <span className="text-sm font-semibold text-indigo-700" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Outline progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${received} of ${snap.expectedTopics} topics (${percent}%)`}
        className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-indigo-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      {/* The list grows as topics stream; polite so each addition is read without interrupting. */}
      <ol aria-live="polite" className="m-0 mt-4 grid list-none gap-2 p-0">
        {snap.topics.map((topic, i) => (
          <li key={topic.topic_id} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
            <span className="text-sm font-semibold text-slate-900">
              {i + 1}. {topic.heading}
            </span>
            {topic.overview && <p className="m-0 mt-1 text-sm text-slate-600">{topic.overview}</p>}
          </li>
        ))}
      </ol>
      <DebugSummary state={state} />
    </section>
  );
}

/** Until the server's first status line: the store's state in words. */
const STATUS_WORDS: Record<GenerationState['status'], string> = {
  idle: 'Idle',
  'streaming-outline': 'Connecting…',
  'streaming-content': 'Writing slides…',
  done: 'Done',
  error: 'Stopped',
};

/** A small debug summary: status line, bytes and topics received. */
function DebugSummary({ state }: { state: GenerationState }) {
  const snap = useSnapshot(state);
  return (
    <dl data-testid="outline-debug" className="m-0 mt-4 flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-slate-500">
      <div className="flex gap-1">
        <dt>Status:</dt>
        <dd className="m-0">{snap.statusMessage || STATUS_WORDS[snap.status]}</dd>
      </div>
      <div className="flex gap-1">
        <dt>Bytes:</dt>
        <dd className="m-0">{snap.stats.bytesReceived.toLocaleString('en-US')}</dd>
      </div>
      <div className="flex gap-1">
        <dt>Topics:</dt>
        <dd className="m-0">
          {snap.topics.length}/{snap.expectedTopics}
        </dd>
      </div>
    </dl>
  );
}
