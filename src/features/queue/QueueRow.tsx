import { useId } from 'react';
import type { QueueEntry } from '../../state/outbox-runner';
import { relativeTime } from '../../core/format';

export interface QueueRowProps {
  entry: QueueEntry;
  /** Epoch ms the panel was opened (or last refreshed), for 'Just now' / 'N hours ago'. */
  now: number;
  onRetry: (id: number) => void;
  onCancel: (id: number) => void;
}

/** The status line: what the request is doing, and what went wrong so far. */
export function statusText(entry: Pick<QueueEntry, 'status' | 'error' | 'attempts'> & { kind?: QueueEntry['kind'] }): string {
  if (entry.status === 'running') return entry.kind === 'rewrite' ? 'Rewriting…' : 'Generating…';
  if (entry.status === 'failed') return `Failed: ${entry.error ?? 'Unknown error'}`;
  if (entry.status === 'done') return 'Ready';
  return 'Queued';
}

function attemptsText(entry: QueueEntry): string | null {
  if (entry.attempts === 0) return null;
  const tries = entry.attempts === 1 ? '1 attempt' : `${entry.attempts} attempts`;
  // A queued row with an error is waiting for its backoff: say why it did not go yet.
  return entry.status === 'queued' && entry.error ? `${tries}, last error: ${entry.error}` : tries;
}

/** One queued request: topic or rewrite (plain text), slide count, when asked, status, Retry now and Cancel. */
export function QueueRow({ entry, now, onRetry, onCancel }: QueueRowProps) {
  const topicId = useId();
  const attempts = attemptsText(entry);
  const running = entry.status === 'running';
  return (
    <li className="flex flex-col gap-2 border-b border-slate-100 py-3 last:border-b-0" data-testid="queue-item">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span id={topicId} className="min-w-0 break-words font-medium text-slate-900">{entry.topic !== '' ? entry.topic : entry.kind === 'rewrite' ? 'A rewrite' : 'Untitled request'}</span>
        <span className="text-xs text-slate-500">
          {entry.slides === undefined ? '' : `${entry.slides} slides · `}
          {entry.requestedAt === undefined ? 'Requested earlier' : `Requested ${relativeTime(entry.requestedAt, now)}`}
        </span>
      </div>
      <p className={`m-0 text-sm ${entry.status === 'failed' ? 'text-red-700' : 'text-slate-700'}`}>
        {statusText(entry)}
        {attempts && <span className="text-slate-500"> · {attempts}</span>}
      </p>
      <div className="flex gap-2">
        <button type="button" className="btn-ghost border border-slate-200" disabled={running} aria-describedby={topicId} onClick={() => onRetry(entry.id)}>
          Retry now
        </button>
        <button type="button" className="btn-ghost border border-slate-200" aria-describedby={topicId} onClick={() => onCancel(entry.id)}>
          Cancel
        </button>
      </div>
    </li>
  );
}
