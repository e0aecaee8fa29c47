/**
 * A queued slide rewrite replayed while its deck is not open (the user is on
 * the dashboard or on another deck): asked from the saved deck and put into
 * it as one change of its slides, onto the slides as they are saved then,
 * so what the user did meanwhile stays. A deck deleted meanwhile drops the
 * rewrite and gives its credit back.
 */
import { SLIDE_NOT_FOUND } from '../../core/errors';
import type { DeckDoc, SlideRewrite } from '../../core/commands';
import { rewriteSlides } from '../../core/commands/rewrite-slides';
import { locateSlide, SLIDE_CHANGED } from '../../core/rewrite/locate';
import { buildEditRequest, excerptQuery } from '../../core/rewrite/request';
import { slideHeading } from '../../core/rewrite/slide-wire';
import type { ExcerptQuery } from '../../core/source/types';
import type { Slide } from '../../core/schemas/slide';
import type { EditCall } from '../../api/edit';
import type { PresentationsRepository } from '../../data/presentations';
import { askWriter } from './ask-writer';
import { CANCELLED } from './context';
import type { RewriteLedger } from './ledger';
import { slideAsk } from './slide-rewrite';
import type { RewriteOutcome, SlideRewriteRequest } from './types';

export const DECK_GONE = 'The deck this rewrite was for was deleted; its credit was given back.';

/** The saved decks, as a replay away from the open deck reads and changes them. */
export interface StoredDecks {
  get(deckId: string): Promise<DeckDoc | undefined>;
  /** Changes the saved deck's slides in one transaction; false when the deck is gone or nothing changed. */
  updateSlides(deckId: string, change: (slides: readonly Slide[]) => readonly Slide[]): Promise<boolean>;
}

/** The saved decks of the presentations repository (asked on each use: the database opens later). */
export function savedDecks(repo: () => Pick<PresentationsRepository, 'get' | 'updateSlides'>): StoredDecks {
  return {
    async get(deckId) {
      const row = await repo().get(deckId);
      return row === undefined ? undefined : { title: row.title, slides: row.slides, settings: row.settings };
    },
    updateSlides: (deckId, change) => repo().updateSlides(deckId, change),
  };
}

export interface StoredReplayDeps {
  decks: StoredDecks;
  edit: EditCall;
  ledger: RewriteLedger;
  excerpts(deckId: string, query: ExcerptQuery): Promise<string[]>;
  /**
   * Puts the answer into the deck when it was opened while the answer was on
   * its way (the editor's copy would otherwise save over the saved deck):
   * true when applied, false when the slide cannot be told any more,
   * undefined when the deck is not open.
   */
  applyOpen?: (deckId: string, rewrite: SlideRewrite & { heading: string }) => boolean | undefined;
}

export interface StoredJob {
  deckId: string;
  /** The outbox row's key: its credit's ledger key, the same on every attempt. */
  id: string;
  signal: AbortSignal;
}

/**
 * The rewrite on the saved deck. A failure that may pass later keeps its
 * credit for the next attempt; any other end gives it back (once).
 */
export async function replayOnStoredDeck(deps: StoredReplayDeps, request: SlideRewriteRequest, job: StoredJob): Promise<RewriteOutcome> {
  const giveBack = async (outcome: RewriteOutcome, reason: string): Promise<RewriteOutcome> => {
    await deps.ledger.refund(job.id, reason);
    return outcome;
  };
  const gone = (): Promise<RewriteOutcome> => giveBack({ ok: false, error: DECK_GONE, cancelled: true }, 'Slide rewrite: deck deleted');
  const doc = await deps.decks.get(job.deckId);
  if (doc === undefined) return gone();
  const index = doc.slides.findIndex((s) => s.id === request.slideId);
  const slide = doc.slides[index];
  if (slide === undefined) return giveBack({ ok: false, error: SLIDE_NOT_FOUND, retryable: false }, 'Slide rewrite not done');
  const ask = slideAsk(request);
  const heading = slideHeading(slide);
  // A source that cannot be read makes the rewrite less grounded, never fail.
  const excerpts = await deps.excerpts(job.deckId, excerptQuery(slide, ask)).catch(() => []);
  const refused = await deps.ledger.charge(job.id, 1, `Slide rewrite: ${request.action}`);
  if (refused !== null) return { ok: false, error: refused, retryable: false };
  const answer = await askWriter(deps.edit, buildEditRequest(doc, index, ask, excerpts), job.signal);
  if (!answer.ok) {
    if (answer.cancelled) return giveBack({ ok: false, error: CANCELLED, cancelled: true }, 'Slide rewrite cancelled');
    if (answer.retryable) return { ok: false, error: answer.error, retryable: true };
    return giveBack({ ok: false, error: answer.error, retryable: false }, 'Slide rewrite not done');
  }
  const rewrite = { slideId: request.slideId, heading, action: request.action, answer: answer.slides };
  const opened = deps.applyOpen?.(job.deckId, rewrite);
  if (opened === false) return giveBack({ ok: false, error: SLIDE_CHANGED, retryable: false }, 'Slide rewrite not done');
  if (opened === true) return { ok: true };
  let located = true;
  const changed = await deps.decks.updateSlides(job.deckId, (slides) => {
    const target = locateSlide(slides, request.slideId, heading);
    located = target !== undefined;
    if (target === undefined) return slides;
    return rewriteSlides.perform({ ...doc, slides }, { rewrites: [{ slideId: target, action: request.action, answer: answer.slides }] }).slides;
  });
  if (!located) return giveBack({ ok: false, error: SLIDE_CHANGED, retryable: false }, 'Slide rewrite not done');
  if (!changed && (await deps.decks.get(job.deckId)) === undefined) return gone();
  return { ok: true };
}
