import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { QUEUED_OFFLINE } from '../../core/errors';
import { outboxRepository } from '../../data/outbox';
import { presentationsRepository } from '../../data/presentations';

type QueuedState = { kind: 'queued' } | { kind: 'running' } | { kind: 'ready'; slides: number } | { kind: 'failed'; error: string } | { kind: 'gone' };

/** Where the queued deck stands: its outbox row (queued, running, failed) and the deck it wrote. */
async function queuedState(deckId: string): Promise<QueuedState> {
  const [item, deck] = await Promise.all([outboxRepository().list().then((items) => items.find((i) => i.idempotencyKey === deckId)), presentationsRepository().get(deckId)]);
  if (deck !== undefined && (item === undefined || item.status === 'done')) return { kind: 'ready', slides: deck.slides.length };
  if (item === undefined) return { kind: 'gone' };
  if (item.status === 'running') return { kind: 'running' };
  if (item.status === 'failed') return { kind: 'failed', error: item.error ?? 'Unknown error' };
  if (item.status === 'done') return { kind: 'gone' };
  return { kind: 'queued' };
}

function statusLine(state: QueuedState): string {
  switch (state.kind) {
    case 'queued':
      return QUEUED_OFFLINE;
    case 'running':
      return 'Generating your deck now…';
    case 'ready':
      return `Your deck is ready: ${state.slides} ${state.slides === 1 ? 'slide' : 'slides'}.`;
    case 'failed':
      return `The queued deck failed: ${state.error}`;
    case 'gone':
      return 'This request is no longer in the queue.';
  }
}

/**
 * The request went to the offline outbox; it runs by itself once the device
 * is back online. What it says follows the request (read live from the
 * device), so it never says "Queued" about a deck that is already made.
 */
export function QueuedNotice({ deckId }: { deckId: string }) {
  const state = useLiveQuery(() => queuedState(deckId), [deckId]) ?? { kind: 'queued' as const };
  return (
    <div className="card grid gap-3 p-6">
      <p role="status" className="m-0 text-base font-medium text-slate-900">
        {statusLine(state)}
      </p>
      {state.kind === 'ready' ? (
        <Link to="/home" search={{ deck: deckId }} className="btn-primary w-fit no-underline">
          Open the deck
        </Link>
      ) : (
        <>
          {(state.kind === 'queued' || state.kind === 'running') && (
            <p className="m-0 text-sm text-slate-600">You can close this page: the deck appears on your dashboard when it is ready.</p>
          )}
          <Link to="/app" className="btn-primary w-fit no-underline">
            Go to dashboard
          </Link>
        </>
      )}
    </div>
  );
}
