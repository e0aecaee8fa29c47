/**
 * What the flow's steps run over (the form, the deps, the outline ticket)
 * and the steps they share: queueing a request, dropping the deck of an
 * outline no longer approved, starting a deck job, and quiet saves.
 */
import { canAfford, type DeckPrice } from '../../../core/credits';
import { CONTENT_GENERATION_FAILED, errorMessage, insufficientCredits } from '../../../core/errors';
import { renumberTopics } from '../../../core/outline/edit';
import type { ApprovedOutline, CreateFormState } from '../../../state/create-form';
import type { DeckJobRequest } from '../../../state/jobs';
import type { FlowDeps } from './types';

export interface FlowContext {
  form: CreateFormState;
  deps: FlowDeps;
  warn: (message: string, error: unknown) => void;
  /** Each outline request takes a ticket; a late answer of an older one is dropped. */
  outlineTicket: number;
}

export function createFlowContext(form: CreateFormState, deps: FlowDeps): FlowContext {
  return { form, deps, warn: deps.warn ?? ((message, error) => console.warn(message, error)), outlineTicket: 0 };
}

/** A save that must not hold the user up: a failure (sync or async) is only logged. */
export function saveQuietly(ctx: FlowContext, save: () => Promise<unknown>, message: string): void {
  try {
    save().catch((error: unknown) => ctx.warn(message, error));
  } catch (error) {
    ctx.warn(message, error);
  }
}

/** True (with the notice) when the balance does not cover `price`. */
export async function refuseUnaffordable({ form, deps }: FlowContext, price: DeckPrice): Promise<boolean> {
  const cost = price.total;
  const balance = await deps.getBalance();
  if (canAfford(balance, cost)) return false;
  form.notice = insufficientCredits(cost, balance);
  return true;
}

/** A deck made from a document (not a topic) keeps that document; a failure is only logged, the deck goes on. */
export function keepDocument(ctx: FlowContext, deckId: string, text: string): void {
  const { document } = ctx.form;
  const keep = ctx.deps.keepSource;
  if (document === null || document.missing || keep === undefined) return;
  saveQuietly(ctx, () => keep(deckId, text), 'Could not keep the source document');
}

/** Puts the request in the outbox (offline): the page is finished and says so. */
export async function queue(ctx: FlowContext, request: Omit<DeckJobRequest, 'deckId'>, deckId = ctx.deps.newId()): Promise<void> {
  const { form, deps } = ctx;
  try {
    await deps.queueDeck({ deckId, ...request });
    keepDocument(ctx, deckId, request.config.input_text);
    Object.assign(form, { queuedDeckId: deckId, finished: true, notice: null });
  } catch (error) {
    form.notice = errorMessage(error, 'Could not queue the request');
  }
}

/** Stops and deletes the deck started for an outline that is no longer the approved one. */
export async function dropJob(ctx: FlowContext): Promise<void> {
  const job = ctx.form.job;
  if (job === null) return;
  ctx.form.job = null;
  try {
    await ctx.deps.discardDeck(job.deckId);
  } catch (error) {
    ctx.warn('Could not discard the previous deck', error);
  }
}

/** The outline as the user approves it: topics renumbered, none when the outline was skipped. */
export function approvedOutline({ form }: FlowContext): ApprovedOutline {
  const { outline } = form;
  const topics = outline.phase === 'skipped' ? undefined : renumberTopics(outline.topics);
  return { title: outline.title, description: outline.description, ...(topics === undefined ? {} : { topics }) };
}

/** Starts the deck in the background, uncharged until Generate PPT; its outcome goes on the form's job. */
export function startJob(ctx: FlowContext, request: DeckJobRequest, signature: string): void {
  const { form, deps } = ctx;
  form.job = { deckId: request.deckId, signature, status: 'running', error: null, retryable: false };
  keepDocument(ctx, request.deckId, request.config.input_text);
  const settle = (patch: Partial<NonNullable<CreateFormState['job']>>): void => {
    // A job discarded meanwhile (outline changed) must not overwrite its successor.
    if (form.job?.deckId === request.deckId) Object.assign(form.job, patch);
  };
  // Not awaited: the deck streams while the user picks visuals on step 3.
  // Not charged until Generate PPT: a run the user abandons costs nothing.
  deps.runDeckJob(request, { deferCharge: true }).then(
    (outcome) => settle(outcome.ok ? { status: 'done' } : { status: 'failed', error: outcome.error, retryable: outcome.retryable }),
    (error: unknown) => settle({ status: 'failed', error: errorMessage(error, CONTENT_GENERATION_FAILED), retryable: true }),
  );
}
