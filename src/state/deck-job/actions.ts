/**
 * What the user does to a deck whether or not its job runs: discard it,
 * change its settings, commit to it (Generate PPT) or keep it incomplete.
 */
import { snapshot } from 'valtio';
import type { DeckPrice } from '../../core/credits';
import type { PresentationSettings } from '../../core/schemas/config';
import { mergeSettings } from '../deck-job-shared';
import { takeUncommitted } from '../picture-credits';
import type { DeckJobsContext } from './context';

/** Stops the deck's job if it runs, deletes the saved deck and refunds its charge; the id is closed. */
export async function discardDeck(ctx: DeckJobsContext, deckId: string): Promise<void> {
  const job = ctx.registry.get(deckId);
  if (job) {
    ctx.registry.stop(job, 'discarded');
    // Let it end first: a charge or a write still under way would land after the refund or the delete.
    await job.done;
  }
  takeUncommitted(deckId);
  await ctx.repo().delete(deckId);
  await ctx.ledger.refundAll(deckId, 'Deck discarded');
  if (ctx.appStore.deck.state.deckId === deckId) ctx.appStore.deck.reset();
  ctx.registry.forget(deckId);
}

/** Changes the deck's settings on screen (when open), in a running job and in the saved row. */
export async function applyDeckSettings(ctx: DeckJobsContext, deckId: string, partial: Partial<PresentationSettings>): Promise<void> {
  const job = ctx.registry.get(deckId);
  for (const store of new Set([ctx.appStore, ...(job ? [job.store] : [])])) {
    if (store.deck.state.deckId === deckId) store.deck.state.settings = mergeSettings(snapshot(store.deck.state).settings, partial);
  }
  if (job) {
    // The job writes the whole row with these settings on its next save; a save here could race it.
    job.settings = mergeSettings(job.settings, partial);
    return;
  }
  const repo = ctx.repo();
  const saved = await repo.get(deckId);
  if (!saved) return;
  const settings = mergeSettings(saved.settings, partial);
  await repo.save({ ...saved, settings, theme: settings.selectedTheme });
}

/** Charges a deck streamed uncommitted its price, and gives back what it already lacks; null when charged, else why not. */
export async function commitDeck(ctx: DeckJobsContext, deckId: string, price: DeckPrice, title: string): Promise<string | null> {
  const refused = await ctx.ledger.commit(deckId, price, title);
  if (refused !== null) return refused;
  // A job still running gives back what it does not bring when it ends; one that ended already did so uncharged.
  if (!ctx.registry.has(deckId)) {
    const saved = await ctx.repo().get(deckId);
    await ctx.ledger.settle(deckId, saved?.slides ?? [], saved?.settings.disablePhotos ?? false);
  }
  const job = ctx.registry.get(deckId);
  if (job) {
    job.uncommitted = false;
    ctx.registry.markUncommitted(deckId, false);
    // A write that read the flag before the commit lands first, so it cannot put the flag back after the clear.
    await job.persister?.flush();
  }
  await ctx.repo().markCommitted(deckId);
  return null;
}

/** The user keeps an incomplete deck as it is: the resume offer goes away. */
export async function keepDeckAsIs(ctx: DeckJobsContext, deckId: string): Promise<void> {
  const repo = ctx.repo();
  const saved = await repo.get(deckId);
  if (saved && !saved.keptIncomplete) await repo.save({ ...saved, keptIncomplete: true });
}
