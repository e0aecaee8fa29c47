/**
 * Step 3 and after: Continue to Visuals approves the outline and starts the
 * deck in the background, the visual choices reach the running deck,
 * Generate PPT commits to it (or queues it offline), and after a reload the
 * deck goes on where its stream was cut.
 */
import { presentationTitleOf } from '../../../core/config-rules';
import { priceOf } from '../../../core/credits';
import { BACKGROUND_NOT_READY, NETWORK_ERROR, SAVE_SETTINGS_FAILED, errorMessage } from '../../../core/errors';
import { configFromForm, formPrice, isOutlineReady, jobSignature, settingsFromInput } from '../../../state/create-form';
import { DECK_NOT_FOUND } from '../../../state/deck-job-shared';
import { approvedOutline, dropJob, queue, refuseUnaffordable, saveQuietly, startJob, type FlowContext } from './context';
import { OUTLINE_NOT_READY, type GenerateFlow } from './types';

/** Continue to Visuals: approves the outline, saves the config once and starts the deck (unless the same one runs). */
export async function continueToVisuals(ctx: FlowContext): Promise<void> {
  const { form, deps } = ctx;
  form.notice = null;
  if (!isOutlineReady(form.outline)) {
    form.notice = OUTLINE_NOT_READY;
    return;
  }
  const approved = approvedOutline(ctx);
  const config = configFromForm(form.input, approved);
  const signature = jobSignature(config, approved.topics);
  if (form.job !== null && form.job.signature === signature && form.job.status !== 'failed') {
    form.step = 3;
    return;
  }
  const topics = approved.topics;
  if (await refuseUnaffordable(ctx, priceOf(config.number_of_slides, config.disablePhotos, topics))) return;
  if (!deps.isOnline()) return queue(ctx, { config, ...(topics === undefined ? {} : { topics }) });
  await dropJob(ctx);
  try {
    // Saved once, before the job starts: /home and a reload read it back.
    await deps.saveConfig('current', config);
    await deps.saveConfig('start', config);
  } catch (error) {
    // Storage refused (full, blocked): stay on the outline with the reason rather than stream a deck that cannot be kept.
    form.notice = errorMessage(error, SAVE_SETTINGS_FAILED);
    return;
  }
  startJob(ctx, { deckId: deps.newId(), config, ...(topics === undefined ? {} : { topics }) }, signature);
  form.step = 3;
}

/** Generate PPT: the deck id to open on /home once charged, or undefined when the page stays (notice, queue). */
export async function generatePpt(ctx: FlowContext): Promise<string | undefined> {
  const { form, deps } = ctx;
  form.notice = null;
  const job = form.job;
  if (job === null) {
    form.notice = BACKGROUND_NOT_READY;
    return undefined;
  }
  const approved = approvedOutline(ctx);
  const config = configFromForm(form.input, approved);
  // Offline, or the job already failed for want of a network: the outbox finishes it later.
  const networkDown = !deps.isOnline() || (job.status === 'failed' && job.error === NETWORK_ERROR);
  if (job.status === 'failed' && !(job.retryable && networkDown)) {
    form.notice = job.error ?? BACKGROUND_NOT_READY;
    return undefined;
  }
  if (job.status !== 'done' && networkDown) {
    // The stream cannot finish offline. The job's own id makes the replay idempotent: one charge, one deck.
    await queue(ctx, { config, ...(approved.topics === undefined ? {} : { topics: approved.topics }) }, job.deckId);
    return undefined;
  }
  // The user commits: the deck is charged the price on the button, and what it lacks goes back.
  const refused = await deps.commitDeck(job.deckId, formPrice(form.input, form.outline), presentationTitleOf(config));
  if (refused !== null) {
    form.notice = refused;
    return undefined;
  }
  // The visual choices made on step 3 belong to the config /home reads (and Regenerate there). Not awaited: the
  // deck already has them (setVisuals), and IndexedDB runs a later read of the table after this write.
  saveQuietly(ctx, () => deps.saveConfig('current', config), 'Could not save the final settings');
  saveQuietly(ctx, () => deps.saveConfig('start', config), 'Could not save the final settings');
  form.finished = true;
  return job.deckId;
}

/** A visual choice: kept in the form and applied to the running deck. */
export function setVisuals(ctx: FlowContext, patch: Parameters<GenerateFlow['setVisuals']>[0]): void {
  Object.assign(ctx.form.input, patch);
  const job = ctx.form.job;
  if (job === null) return;
  try {
    const pending = ctx.deps.applyDeckSettings(job.deckId, settingsFromInput(ctx.form.input));
    if (pending instanceof Promise) pending.catch((error: unknown) => ctx.warn('Could not apply the deck settings', error));
  } catch (error) {
    ctx.warn('Could not apply the deck settings', error);
  }
}

/** After a reload: the deck started for the outline goes on where its stream was cut (or starts again when nothing was written). */
export async function resumeRestored(ctx: FlowContext): Promise<void> {
  const { form, deps } = ctx;
  const job = form.job;
  if (job === null || job.status !== 'running' || form.queuedDeckId !== null || deps.isRunning(job.deckId)) return;
  const outcome = await deps.resumeDeck(job.deckId, { deferCharge: true });
  if (!outcome.ok && outcome.error === DECK_NOT_FOUND) {
    // Cut before its first write: the deck starts again under the same id.
    const approved = approvedOutline(ctx);
    const config = configFromForm(form.input, approved);
    startJob(ctx, { deckId: job.deckId, config, ...(approved.topics === undefined ? {} : { topics: approved.topics }) }, job.signature);
    return;
  }
  if (form.job?.deckId === job.deckId) Object.assign(form.job, outcome.ok ? { status: 'done' } : { status: 'failed', error: outcome.error, retryable: outcome.retryable });
}
