/**
 * What the generate page's buttons do: Continue asks for the outline,
 * Continue to Visuals approves it and starts the deck in the background,
 * Generate PPT hands over to /home. Offline, the same buttons put the
 * request in the outbox instead of calling the server. Everything the flow
 * touches comes in through FlowDeps, so the unit tests drive it with fakes
 * and the page with the real stores (flow-app.ts). Its steps are plain
 * functions over a FlowContext in flow/: the outline (outline.ts) and the
 * deck (deck.ts).
 */
import { formPrice, type CreateFormState } from '../../state/create-form';
import { createFlowContext } from './flow/context';
import { continueToVisuals, generatePpt, resumeRestored, setVisuals } from './flow/deck';
import { continueFromInput, generateOutline } from './flow/outline';
import type { FlowDeps, GenerateFlow } from './flow/types';

export { GENERATION_BUSY, OUTLINE_NOT_READY } from './flow/types';
export type { FlowDeps, GenerateFlow } from './flow/types';

/** Creates the flow over a form store. */
export function createGenerateFlow(form: CreateFormState, deps: FlowDeps): GenerateFlow {
  const ctx = createFlowContext(form, deps);
  return {
    continueFromInput: () => continueFromInput(ctx),
    generateOutline: () => generateOutline(ctx),
    continueToVisuals: () => continueToVisuals(ctx),
    price: () => formPrice(form.input, form.outline),
    generatePpt: () => generatePpt(ctx),
    setVisuals: (patch) => setVisuals(ctx, patch),
    goToStep(step) {
      form.notice = null;
      form.step = step;
    },
    resumeRestored: () => resumeRestored(ctx),
  };
}
