/**
 * A deck action: every slide's rewrite (notes, translation, tone) or one
 * slide added, at most two calls at once, then all the answers in place as
 * ONE command, so one undo takes the whole action back. All or nothing: a
 * failure or Cancel stops the calls still running, gives every credit back
 * and changes no slide.
 */
import type { RewriteSlidesArgs, SlideRewrite } from '../../core/commands';
import { locateSlide, SLIDE_CHANGED } from '../../core/rewrite/locate';
import { mergeAnswer } from '../../core/rewrite/merge';
import { placeNewSlide, planDeckAction } from '../../core/rewrite/deck-plan';
import { buildAddSlideRequest, buildEditRequest, excerptQuery } from '../../core/rewrite/request';
import { slideHeading } from '../../core/rewrite/slide-wire';
import type { Slide } from '../../core/schemas/slide';
import type { EditAction, EditRequestInput } from '../../protocol/edit';
import type { TopicLine } from '../../protocol/lines';
import { askWriter, type AskResult } from './ask-writer';
import { CANCELLED, type RewriteContext } from './context';
import type { DeckRewriteAction, RewriteOutcome } from './types';

/** Calls of one deck action at once: a slide's answer streams while the next is asked. */
export const DECK_CALLS_AT_ONCE = 2;

/** One call of a deck action: a slide rewritten (`slideId`) or a slide added. */
interface DeckItem {
  slideId?: number;
  heading: string;
  action: EditAction;
  body: () => Promise<EditRequestInput>;
  answer?: TopicLine[];
  /** The slide keeps the layout it shows (a change of tone). */
  keepLayout?: boolean;
}

function items(ctx: RewriteContext, action: DeckRewriteAction): { items: DeckItem[]; settings?: RewriteSlidesArgs['settings']; afterSlideId?: number | null } {
  const doc = ctx.editor.doc();
  if (action.kind === 'add-slide') {
    const afterSlideId = placeNewSlide(doc, action.about);
    const afterIndex = afterSlideId === null ? null : doc.slides.findIndex((s) => s.id === afterSlideId);
    const query = { heading: action.about, body: [] };
    const body = async () => buildAddSlideRequest(doc, afterIndex, action.about, await ctx.excerpts(query));
    return { items: [{ heading: action.about, action: 'regenerate', body }], afterSlideId };
  }
  const plan = planDeckAction(doc, action);
  const list = plan.rewrites.map(({ slideId, ask }): DeckItem => {
    const index = doc.slides.findIndex((s) => s.id === slideId);
    const slide = doc.slides[index] as Slide;
    return {
      slideId,
      heading: slideHeading(slide),
      action: ask.action,
      ...(action.kind === 'tone' ? { keepLayout: true } : {}),
      body: async () => buildEditRequest(doc, index, ask, await ctx.excerpts(excerptQuery(slide, ask))),
    };
  });
  return { items: list, ...(plan.settings === undefined ? {} : { settings: plan.settings }) };
}

type Failure = Extract<AskResult, { ok: false }>;

/** The slide's answer, typing itself in on the slide while the other slides are asked. */
function showPreview(ctx: RewriteContext, item: DeckItem, answer: readonly TopicLine[]): void {
  if (item.slideId === undefined) return;
  const slide = ctx.editor.doc().slides.find((s) => s.id === item.slideId);
  const preview = slide === undefined ? undefined : mergeAnswer(slide, item.action, answer, { keepLayout: item.keepLayout === true })[0];
  if (preview) ctx.state.slides[item.slideId] = { state: 'rewriting', action: item.action, preview: { ...preview, isStreaming: true, isComplete: false } };
}

/** Runs the items, two at a time; stops at the first failure. Resolves with that failure, or null. */
async function runAll(ctx: RewriteContext, list: DeckItem[], signal: AbortSignal, stop: () => void): Promise<Failure | null> {
  let next = 0;
  let failure: Failure | null = null;
  const worker = async (): Promise<void> => {
    while (failure === null && !signal.aborted && next < list.length) {
      const item = list[next++] as DeckItem;
      if (item.slideId !== undefined) ctx.state.slides[item.slideId] = { state: 'rewriting', action: item.action };
      const answer = await askWriter(ctx.edit, await item.body(), signal);
      if (!answer.ok) {
        if (!answer.cancelled) failure ??= answer;
        stop();
        return;
      }
      item.answer = answer.slides;
      showPreview(ctx, item, answer.slides);
      if (ctx.state.deck) ctx.state.deck.done++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(DECK_CALLS_AT_ONCE, list.length) }, worker));
  return failure;
}

/** The command's arguments: each answer at the slide it belongs to now, or null when a slide cannot be told any more. */
function commandArgs(ctx: RewriteContext, action: DeckRewriteAction, list: DeckItem[], settings: RewriteSlidesArgs['settings'], afterSlideId: number | null | undefined): RewriteSlidesArgs | null {
  const slides = ctx.editor.doc().slides;
  const rewrites: SlideRewrite[] = [];
  for (const item of list) {
    if (item.slideId === undefined || item.answer === undefined) continue;
    const target = locateSlide(slides, item.slideId, item.heading);
    if (target === undefined) return null;
    rewrites.push({ slideId: target, action: item.action, answer: item.answer, ...(item.keepLayout === true ? { keepLayout: true } : {}) });
  }
  const added = list.find((item) => item.slideId === undefined)?.answer?.[0];
  const doc = ctx.editor.doc();
  const titleSlide = slides[0]?.type === 'title' ? slides[0] : undefined;
  // A translated deck is saved under its translated title, when its title was the title slide's.
  const translatedTitle = action.kind === 'translate' && titleSlide && doc.title.trim() === slideHeading(titleSlide) ? rewrites.find((r) => r.slideId === titleSlide.id)?.answer[0]?.heading : undefined;
  return {
    rewrites,
    ...(added === undefined ? {} : { inserts: [{ afterSlideId: afterSlideId ?? null, answer: added }] }),
    ...(settings === undefined ? {} : { settings }),
    ...(translatedTitle === undefined ? {} : { title: translatedTitle }),
  };
}

export interface DeckJob {
  /** The action's own id: its credits' ledger key. */
  id: string;
  controller: AbortController;
  /** A replay from the outbox: a failure that may pass later keeps the credits for the next attempt. */
  replay?: boolean;
}

/** The outcome of a deck action; `offline` when the network failed before any answer (the runner may queue it). */
export type DeckResult = RewriteOutcome | { ok: false; error: string; offline: true };

export async function runDeckAction(ctx: RewriteContext, action: DeckRewriteAction, job: DeckJob): Promise<DeckResult> {
  const { state } = ctx;
  const planned = items(ctx, action);
  const clear = (): void => {
    for (const item of planned.items) if (item.slideId !== undefined) delete state.slides[item.slideId];
    state.deck = null;
  };
  const end = async (error: string, how: { cancelled?: boolean; retryable?: boolean } = {}): Promise<RewriteOutcome> => {
    const waits = job.replay === true && how.retryable === true;
    if (!waits) await ctx.ledger.refund(job.id, how.cancelled ? 'Deck rewrite cancelled' : 'Deck rewrite not done');
    clear();
    // A replay that may pass later stays in the outbox: the deck shows it waiting, not failed.
    if (waits) state.deck = { kind: action.kind, done: 0, total: planned.items.length, queued: true };
    else if (!how.cancelled) state.deckError = error;
    return { ok: false, error, ...how };
  };
  state.deck = { kind: action.kind, done: 0, total: planned.items.length };
  state.deckError = null;
  const refused = await ctx.ledger.charge(job.id, planned.items.length, `Deck rewrite: ${action.kind}`);
  if (refused !== null) return end(refused);
  const signal = job.controller.signal;
  const failure = await runAll(ctx, planned.items, signal, () => job.controller.abort());
  if (failure?.offline && !job.replay && planned.items.every((item) => item.answer === undefined)) {
    await ctx.ledger.refund(job.id, 'Deck rewrite waits for the network');
    clear();
    return { ok: false, error: failure.error, offline: true };
  }
  if (failure !== null) return end(failure.error, { retryable: failure.retryable });
  if (signal.aborted) return end(CANCELLED, { cancelled: true });
  const args = commandArgs(ctx, action, planned.items, planned.settings, planned.afterSlideId);
  if (args === null) return end(SLIDE_CHANGED);
  ctx.editor.apply('slide.rewrite', args);
  clear();
  return { ok: true };
}
