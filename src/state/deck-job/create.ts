/** The deck jobs over their context: each is a plain function of it (run.ts, resume.ts, actions.ts). */
import { applyDeckSettings, commitDeck, discardDeck, keepDeckAsIs } from './actions';
import { createDeckJobsContext } from './context';
import { resumeDeck } from './resume';
import { runDeckJob } from './run';
import type { DeckJobDeps, DeckJobs } from './types';

/** Creates the deck jobs over a database and an app store (the app's are made by the composition root; tests make theirs). */
export function createDeckJobs(deps: DeckJobDeps): DeckJobs {
  const ctx = createDeckJobsContext(deps);
  return {
    state: ctx.registry.state,
    runDeckJob: (request, options) => runDeckJob(ctx, request, options),
    resumeDeck: (deckId, options) => resumeDeck(ctx, deckId, options),
    discardDeck: (deckId) => discardDeck(ctx, deckId),
    applyDeckSettings: (deckId, partial) => applyDeckSettings(ctx, deckId, partial),
    keepDeckAsIs: (deckId) => keepDeckAsIs(ctx, deckId),
    commitDeck: (deckId, price, title) => commitDeck(ctx, deckId, price, title),
  };
}
