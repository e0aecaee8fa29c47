/**
 * The 'waiting for the network' statuses of the open deck, read from the
 * outbox's rewrite rows rather than kept in memory: a reload, or a rewrite
 * queued or cancelled in another tab, shows the same on every card.
 */
import type { DeckRewriteAction, QueuedRewrite, RewriteState } from './types';

export interface WaitingView {
  /** The open deck's id, or null when none is open. */
  deckId: string | null;
  /** Credits (slides) a deck action would take now, shown as its total. */
  total(action: DeckRewriteAction): number;
  /** Whether this tab runs the slide's rewrite now (its status is the runner's). */
  running(slideId: number): boolean;
}

/** Puts the waiting rewrites of the open deck into `state`, and takes away the statuses of rows gone. */
export function showWaiting(state: RewriteState, waiting: readonly QueuedRewrite[], view: WaitingView): void {
  const mine = waiting.filter((rewrite) => rewrite.deckId === view.deckId);
  const slides = new Map<number, QueuedRewrite>();
  let deckAction: DeckRewriteAction | undefined;
  for (const rewrite of mine) {
    if ('kind' in rewrite.request) deckAction ??= rewrite.request;
    else slides.set(rewrite.request.slideId, rewrite);
  }
  for (const [key, status] of Object.entries(state.slides)) {
    const slideId = Number(key);
    if (status.state === 'queued' && !slides.has(slideId)) delete state.slides[slideId];
  }
  for (const [slideId, rewrite] of slides) {
    const status = state.slides[slideId];
    // A rewrite on its way (this tab replays it) shows its own progress.
    if (status?.state === 'rewriting' || view.running(slideId) || 'kind' in rewrite.request) continue;
    if (status?.state !== 'queued') state.slides[slideId] = { state: 'queued', action: rewrite.request.action };
  }
  if (deckAction === undefined) {
    if (state.deck?.queued === true) state.deck = null;
  } else if (state.deck === null || (state.deck.queued === true && state.deck.kind !== deckAction.kind)) {
    state.deck = { kind: deckAction.kind, done: 0, total: view.total(deckAction), queued: true };
  }
}
