/**
 * One slide's rewrite, from the ask to the command: the request, the
 * charge, the call, the preview typing in, then the answer in place as one
 * undo step. The slide shows 'rewriting' meanwhile; on any failure or
 * Cancel the credit goes back and the slide stays as it was.
 */
import { SLIDE_NOT_FOUND } from '../../core/errors';
import { locateSlide, SLIDE_CHANGED } from '../../core/rewrite/locate';
import { buildEditRequest, excerptQuery } from '../../core/rewrite/request';
import { slideHeading } from '../../core/rewrite/slide-wire';
import type { SlideAsk } from '../../core/rewrite/types';
import { titleSlideCannot } from '../../core/rewrite/writers';
import { askWriter } from './ask-writer';
import { CANCELLED, type RewriteContext } from './context';
import { playPreview } from './preview';
import type { RewriteOutcome, SlideRewriteRequest } from './types';

/** What was asked of the slide, as the core reads it. */
export function slideAsk(request: SlideRewriteRequest): SlideAsk {
  return {
    action: request.action,
    ...(request.instruction === undefined ? {} : { instruction: request.instruction }),
    ...(request.targetLanguage === undefined ? {} : { targetLanguage: request.targetLanguage }),
  };
}

export interface SlideJob {
  /** The rewrite's own id: its credit's ledger key. */
  id: string;
  signal: AbortSignal;
  /**
   * A replay from the outbox: a failure that may pass later keeps its credit
   * for the next attempt (charged once under the row's key), and the
   * network failing does not queue it again.
   */
  replay?: boolean;
}

/** The outcome of a slide's rewrite; `offline` when the network failed before any answer (the runner may queue it). */
export type SlideResult = RewriteOutcome | { ok: false; error: string; offline: true };

/** Why the slide cannot be asked this at all (before any charge), or null. */
export function refusal(ctx: RewriteContext, request: SlideRewriteRequest): string | null {
  const slide = ctx.editor.doc().slides.find((s) => s.id === request.slideId);
  if (slide === undefined) return SLIDE_NOT_FOUND;
  return slide.type === 'title' ? titleSlideCannot(request.action) : null;
}

export async function runSlideRewrite(ctx: RewriteContext, request: SlideRewriteRequest, job: SlideJob): Promise<SlideResult> {
  const { state, editor } = ctx;
  const { slideId, action } = request;
  const fail = async (error: string, retryable = false): Promise<SlideResult> => {
    // A replay that may pass later stays in the outbox, its credit held for the next attempt.
    const waits = job.replay === true && retryable;
    if (!waits) await ctx.ledger.refund(job.id, 'Slide rewrite not done');
    state.slides[slideId] = waits ? { state: 'queued', action } : { state: 'failed', action, error };
    return { ok: false, error, retryable };
  };
  const cancelled = async (): Promise<SlideResult> => {
    await ctx.ledger.refund(job.id, 'Slide rewrite cancelled');
    delete state.slides[slideId];
    return { ok: false, error: CANCELLED, cancelled: true };
  };

  state.slides[slideId] = { state: 'rewriting', action };
  const doc = editor.doc();
  const index = doc.slides.findIndex((s) => s.id === slideId);
  const slide = doc.slides[index];
  if (slide === undefined) return fail(SLIDE_NOT_FOUND);
  const heading = slideHeading(slide);
  const ask = slideAsk(request);
  const excerpts = await ctx.excerpts(excerptQuery(slide, ask));
  if (job.signal.aborted) return cancelled();
  const refused = await ctx.ledger.charge(job.id, 1, `Slide rewrite: ${action}`);
  if (refused !== null) return fail(refused);
  if (job.signal.aborted) return cancelled();

  const answer = await askWriter(ctx.edit, buildEditRequest(doc, index, ask, excerpts), job.signal);
  if (!answer.ok) {
    if (answer.cancelled) return cancelled();
    if (answer.offline && !job.replay) {
      await ctx.ledger.refund(job.id, 'Slide rewrite waits for the network');
      delete state.slides[slideId];
      return { ok: false, error: answer.error, offline: true };
    }
    return fail(answer.error, answer.retryable);
  }

  const played = await playPreview(slide, action, answer.slides, {
    clock: ctx.clock,
    random: ctx.random,
    signal: job.signal,
    show: (preview) => void (state.slides[slideId] = { state: 'rewriting', action, preview }),
  });
  if (!played) return cancelled();
  const target = locateSlide(editor.doc().slides, slideId, heading);
  if (target === undefined) return fail(SLIDE_CHANGED);
  editor.apply('slide.rewrite', { rewrites: [{ slideId: target, action, answer: answer.slides }] });
  delete state.slides[slideId];
  return { ok: true };
}
