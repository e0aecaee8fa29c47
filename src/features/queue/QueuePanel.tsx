import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { outboxState, type QueueEntry } from '../../state/outbox-runner';
import { useServices } from '../../state/services';
import { showToast } from '../../state/toast';
import { useNativeModal } from '../../ui/useNativeModal';
import { QueueRow } from './QueueRow';

export interface QueuePanelProps {
  open: boolean;
  onClose: () => void;
}

/** Refreshed while the panel is open, so 'Just now' becomes '1 hour ago' without a re-open. */
const CLOCK_TICK_MS = 60_000;

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(Date.now());
    tick();
    const timer = setInterval(tick, CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** A storage failure of retry or cancel is shown, not swallowed. */
function reportFailure(error: unknown): void {
  showToast('error', error instanceof Error ? error.message : 'The queue could not be changed');
}

/** The queue of offline requests, as a native modal dialog (focus moves in, Escape closes it). */
export function QueuePanel({ open, onClose }: QueuePanelProps) {
  const ref = useNativeModal(open);
  const { items } = useSnapshot(outboxState);
  const now = useNow(open);
  return (
    <dialog ref={ref} aria-labelledby="queue-panel-title" onClose={onClose} className="w-full max-w-lg rounded-2xl border border-slate-200 p-6 shadow-xl backdrop:bg-slate-900/40">
      <h2 id="queue-panel-title" className="m-0 text-lg font-semibold text-slate-900">Queued decks</h2>
      <p className="mt-1 text-sm text-slate-600">Requests made offline generate by themselves when you are back online.</p>
      <QueueList items={items as readonly QueueEntry[]} now={now} />
      <form method="dialog" className="mt-6 flex justify-end">
        <button type="submit" className="btn-primary">Close</button>
      </form>
    </dialog>
  );
}

function QueueList({ items, now }: { items: readonly QueueEntry[]; now: number }) {
  const { outbox } = useServices();
  if (items.length === 0) return <p className="mt-4 text-sm text-slate-600">Nothing is waiting.</p>;
  return (
    <ul className="m-0 mt-4 list-none p-0">
      {items.map((entry) => (
        <QueueRow
          key={entry.id}
          entry={entry}
          now={now}
          onRetry={(id) => void outbox.retryQueued(id).catch(reportFailure)}
          onCancel={(id) => void outbox.cancelQueued(id).catch(reportFailure)}
        />
      ))}
    </ul>
  );
}
