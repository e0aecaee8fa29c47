/** Steps 1 and 2: Continue and Generate Outline check the topic and credits, then ask for the outline (or queue it offline). */
import { snapshot } from 'valtio';
import { presentationTitleOf } from '../../../core/config-rules';
import { priceOf } from '../../../core/credits';
import { BLANK_TOPIC, NETWORK_ERROR, OUTLINE_FAILED } from '../../../core/errors';
import type { GenerationConfig } from '../../../core/schemas/config';
import type { OutlineTopic } from '../../../core/schemas/outline';
import { configFromForm, createEmptyOutline, outlineInputKey } from '../../../state/create-form';
import type { RunResult } from '../../../state/generation';
import { dropJob, queue, refuseUnaffordable, type FlowContext } from './context';
import { GENERATION_BUSY } from './types';

/** Step 1's Continue: step 2, with a new outline unless the one shown was made from this very input. */
export async function continueFromInput(ctx: FlowContext): Promise<void> {
  const { form } = ctx;
  if (form.outline.phase === 'streaming') return;
  const config = configFromForm(form.input);
  if (!(await mayAskForOutline(ctx, config))) return;
  form.step = 2;
  const { outline } = form;
  const fits = outline.inputKey === outlineInputKey(form.input) && (outline.phase === 'done' || outline.phase === 'skipped');
  // The outline on screen was made from this very input (the user only looked back): keep it and its edits.
  if (!fits) await startOutline(ctx, config);
}

/** Step 2's Generate Outline and Try again: a fresh outline for the current input. */
export async function generateOutline(ctx: FlowContext): Promise<void> {
  const { form } = ctx;
  if (form.outline.phase === 'streaming') return;
  const config = configFromForm(form.input);
  if (config.input_text.trim() === '') {
    form.outline = { ...createEmptyOutline(), phase: 'error', error: BLANK_TOPIC };
    return;
  }
  if (await mayAskForOutline(ctx, config)) await startOutline(ctx, config);
}

/** Checks shared by both outline buttons; true when the outline may be requested. */
async function mayAskForOutline(ctx: FlowContext, config: GenerationConfig): Promise<boolean> {
  const { form } = ctx;
  form.notice = null;
  if (config.input_text.trim() === '') {
    form.notice = BLANK_TOPIC;
    return false;
  }
  if (await refuseUnaffordable(ctx, priceOf(config.number_of_slides, config.disablePhotos))) return false;
  if (!ctx.deps.isOnline()) {
    await queue(ctx, { config });
    return false;
  }
  return true;
}

async function startOutline(ctx: FlowContext, config: GenerationConfig): Promise<void> {
  const { form, deps } = ctx;
  const ticket = ++ctx.outlineTicket;
  const inputKey = outlineInputKey(form.input);
  await dropJob(ctx);
  if (config.number_of_slides === 1) {
    // Topic slides are slides - 1: a one-slide deck has none to outline.
    form.outline = { ...createEmptyOutline(), phase: 'done', titleOnly: true, title: presentationTitleOf(config), inputKey };
    return;
  }
  form.outline = { ...createEmptyOutline(), phase: 'streaming', inputKey };
  const result = await deps.generation.generateOutline(config);
  if (ticket !== ctx.outlineTicket) return;
  recordOutline(ctx, config, inputKey, result);
  const { errorKind, error } = deps.generation.state;
  // The call failed for want of a network: keep the request for later instead of losing it.
  if (result === 'error' && (errorKind === 'network' || error === NETWORK_ERROR)) await queue(ctx, { config });
}

/** The form's copy of what the outline request gave (an editable copy of its topics). */
function recordOutline({ form, deps }: FlowContext, config: GenerationConfig, inputKey: string, result: RunResult): void {
  const state = snapshot(deps.generation.state);
  const base = { ...createEmptyOutline(), inputKey };
  if (result === 'done' && state.outlineSkipped) form.outline = { ...base, phase: 'skipped', title: presentationTitleOf(config) };
  else if (result === 'done') {
    form.outline = {
      ...base,
      phase: 'done',
      title: state.outline?.title ?? presentationTitleOf(config),
      description: state.outline?.description ?? '',
      topics: structuredClone(state.topics) as OutlineTopic[],
    };
  } else if (result === 'ignored') form.outline = { ...base, phase: 'error', error: GENERATION_BUSY };
  else if (result === 'cancelled') form.outline = base;
  else form.outline = { ...base, phase: 'error', error: state.error ?? OUTLINE_FAILED };
}
