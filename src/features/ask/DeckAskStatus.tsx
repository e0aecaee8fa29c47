/**
 * A deck action's progress under the toolbar ('Writing speaker notes: 3 of
 * 10 slides') with Cancel, and why the last one failed or stopped short,
 * until the user dismisses it.
 */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { DeckRewriteProgress, Rewriter } from '../../state/rewrite/types';

const DOING: Record<DeckRewriteProgress['kind'], string> = {
  'speaker-notes': 'Writing speaker notes',
  translate: 'Translating the deck',
  tone: 'Changing the tone',
  'add-slide': 'Adding a slide',
};

/** 'Writing speaker notes: 3 of 10 slides'; 'Waiting for the network: Writing speaker notes' while queued. */
export function progressText(progress: DeckRewriteProgress): string {
  if (progress.queued === true) return `Waiting for the network: ${DOING[progress.kind]}`;
  const slides = progress.total === 1 ? 'slide' : 'slides';
  return `${DOING[progress.kind]}: ${progress.done} of ${progress.total} ${slides}`;
}

export function DeckAskStatus({ rewriter }: { rewriter: Rewriter }) {
  const { deck, deckError } = useSnapshot(rewriter.state);
  // The error the user dismissed; a new one shows again.
  const [dismissed, setDismissed] = useState<string | null>(null);
  const error = deckError !== null && deckError !== dismissed ? deckError : null;
  if (deck === null && error === null) return null;
  return (
    <div className="flex flex-col gap-1">
      {deck && (
        <div className="flex flex-wrap items-center gap-2 rounded-lg bg-indigo-50 px-3 py-1.5 text-sm text-indigo-900">
          {!deck.queued && <span aria-hidden="true" className="h-3 w-3 animate-spin rounded-full border-2 border-indigo-200 border-t-indigo-600" />}
          <span role="status">{progressText(deck)}</span>
          <button type="button" className="btn-ghost ml-auto px-2 py-1" onClick={() => rewriter.cancel()}>
            Cancel
          </button>
        </div>
      )}
      {error && (
        <div className="flex flex-wrap items-center gap-2 rounded-lg bg-rose-50 px-3 py-1.5 text-sm text-rose-900">
          <p role="alert" className="m-0 min-w-0 flex-1">{error}</p>
          <button type="button" className="btn-ghost px-2 py-1" onClick={() => setDismissed(error)}>
            Dismiss
          </button>
        </div>
      )}
    </div>
  );
}
