import { useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { outboxState } from '../../state/outbox-runner';
import { QueuePanel } from './QueuePanel';

/** 'Queue (N)' in the header while requests are queued, running or failed; opens the queue panel. */
export function QueueButton() {
  const { items } = useSnapshot(outboxState);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Kept while the panel is open, even once empty: the dialog must close normally and give focus back.
  if (items.length === 0 && !open) return null;
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button ref={button} type="button" className="btn-ghost border border-slate-200" aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="queue-button">
        {`Queue (${items.length})`}
      </button>
      <QueuePanel open={open} onClose={close} />
    </>
  );
}
