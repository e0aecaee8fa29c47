/**
 * What the generate page's buttons do: Continue asks for the
 * outline, Continue to Visuals approves it and starts the deck in the
 * background, Generate PPT hands over to /home. Offline, the same buttons put
 * the request in the outbox instead of calling the server. Everything the
 * flow touches comes in through FlowDeps, so the unit tests drive it with
 * fakes and the page with the real stores (flow-app.ts).
 */
import { snapshot } from 'valtio';
import { presentationTitleOf } from '../../core/config-rules';
import { canAfford, priceOf, type DeckPrice } from '../../core/credits';
import {
  BACKGROUND_NOT_READY,
  BLANK_TOPIC,
  CONTENT_GENERATION_FAILED,
  NETWORK_ERROR,
  OUTLINE_FAILED,
  SAVE_SETTINGS_FAILED,
  errorMessage,
  insufficientCredits,
} from '../../core/errors';
import { renumberTopics } from '../../core/outline/edit';
import type { GenerationConfig, PresentationSettings } from '../../core/schemas/config';
import type { OutlineTopic } from '../../core/schemas/outline';
import {
  configFromForm,
  createEmptyOutline,
  formPrice,
  isOutlineReady,
  jobSignature,
  outlineInputKey,
  settingsFromInput,
  type ApprovedOutline,
  type CreateFormState,
  type FormInput,
  type FormStep,
} from '../../state/create-form';
import type { ConfigKind } from '../../data/configs';
import type { GenerationStore } from '../../state/generation';
import type { DeckJobOutcome, DeckJobRequest, RunDeckJob } from '../../state/jobs';
import { DECK_NOT_FOUND } from '../../state/deck-job-shared';

/** The outline request was ignored because the generation store is busy with another deck. */
export const GENERATION_BUSY = 'Another presentation is still being generated. Please wait for it to finish and try again.';
/** Shown when the outline is not approvable (the button is disabled then; this covers a stale click). */
export const OUTLINE_NOT_READY = 'Finish the outline before continuing: every topic needs its own heading.';

export interface FlowDeps {
  generation: Pick<GenerationStore, 'state' | 'generateOutline'>;
  runDeckJob: RunDeckJob;
  discardDeck(deckId: string): Promise<unknown>;
  /** Goes on with a deck whose stream a reload cut (only the slides it lacks are written). */
  resumeDeck(deckId: string, options: { deferCharge: boolean }): Promise<DeckJobOutcome>;
  /** Whether a deck job of this id runs in this tab. */
  isRunning(deckId: string): boolean;
  /** Charges a deck streamed uncommitted its price; null when charged, else why not. */
  commitDeck(deckId: string, price: DeckPrice, title: string): Promise<string | null>;
  applyDeckSettings(deckId: string, settings: Partial<PresentationSettings>): unknown;
  queueDeck(request: DeckJobRequest): Promise<void>;
  saveConfig(kind: ConfigKind, config: GenerationConfig): Promise<unknown>;
  getBalance(): Promise<number>;
  isOnline(): boolean;
  newId(): string;
  /** Where failures that the user need not act on go (default console.warn). */
  warn?: (message: string, error: unknown) => void;
}

export interface GenerateFlow {
  /** Step 1's Continue: checks topic and credits, then step 2 and the outline (or the queue offline). */
  continueFromInput(): Promise<void>;
  /** Step 2's Generate Outline and Try again: a fresh outline for the current input. */
  generateOutline(): Promise<void>;
  /** Continue to Visuals: approves the outline, saves the config once and starts the deck. */
  continueToVisuals(): Promise<void>;
  /** What Generate PPT will charge: the approved outline's slides and pictures in image mode. */
  price(): DeckPrice;
  /** Generate PPT: charges the deck its price, then the deck id to open on /home, or undefined when the page stays (notice, queue). */
  generatePpt(): Promise<string | undefined>;
  /** A visual choice of step 3 (or the step-1 block): kept in the form and applied to the running deck. */
  setVisuals(patch: Partial<Pick<FormInput, 'theme' | 'titleFont' | 'bodyFont' | 'imageStyle' | 'disablePhotos' | 'tone'>>): void;
  /** Back to an earlier step; nothing is discarded until the outline changes. */
  goToStep(step: FormStep): void;
  /** After a reload: the deck started for the outline goes on where its stream was cut. */
  resumeRestored(): Promise<void>;
}

/** Creates the flow over a form store. */
export function createGenerateFlow(form: CreateFormState, deps: FlowDeps): GenerateFlow {
  const warn = deps.warn ?? ((message, error) => console.warn(message, error));
  // A save that must not hold the user up: a failure (sync or async) is only logged.
  const saveQuietly = (save: () => Promise<unknown>, message: string): void => {
    try {
      save().catch((error: unknown) => warn(message, error));
    } catch (error) {
      warn(message, error);
    }
  };
  // Each outline request takes a ticket; a late answer of an older one is dropped.
  let outlineTicket = 0;

  const refuseUnaffordable = async (price: DeckPrice): Promise<boolean> => {
    const cost = price.total;
    const balance = await deps.getBalance();
    if (canAfford(balance, cost)) return false;
    form.notice = insufficientCredits(cost, balance);
    return true;
  };

  const queue = async (request: Omit<DeckJobRequest, 'deckId'>, deckId = deps.newId()): Promise<void> => {
    try {
      await deps.queueDeck({ deckId, ...request });
      Object.assign(form, { queuedDeckId: deckId, finished: true, notice: null });
    } catch (error) {
      form.notice = errorMessage(error, 'Could not queue the request');
    }
  };

  /** Stops and deletes the deck started for an outline that is no longer the approved one. */
  const dropJob = async (): Promise<void> => {
    const job = form.job;
    if (job === null) return;
    form.job = null;
    try {
      await deps.discardDeck(job.deckId);
    } catch (error) {
      warn('Could not discard the previous deck', error);
    }
  };

  const approvedOutline = (): ApprovedOutline => {
    const { outline } = form;
    const topics = outline.phase === 'skipped' ? undefined : renumberTopics(outline.topics);
    return { title: outline.title, description: outline.description, ...(topics === undefined ? {} : { topics }) };
  };

  const recordOutline = (config: GenerationConfig, inputKey: string, result: Awaited<ReturnType<GenerationStore['generateOutline']>>): void => {
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
  };

  const startOutline = async (config: GenerationConfig): Promise<void> => {
    const ticket = ++outlineTicket;
    const inputKey = outlineInputKey(form.input);
    await dropJob();
    if (config.number_of_slides === 1) {
      // A deck has slides - 1 topic slides after its title slide: a one-slide deck has none to outline.
      form.outline = { ...createEmptyOutline(), phase: 'done', titleOnly: true, title: presentationTitleOf(config), inputKey };
      return;
    }
    form.outline = { ...createEmptyOutline(), phase: 'streaming', inputKey };
    const result = await deps.generation.generateOutline(config);
    if (ticket !== outlineTicket) return;
    recordOutline(config, inputKey, result);
    const { errorKind, error } = deps.generation.state;
    // The call failed for want of a network: keep the request for later instead of losing it.
    if (result === 'error' && (errorKind === 'network' || error === NETWORK_ERROR)) await queue({ config });
  };

  /** Checks shared by both outline buttons; true when the outline may be requested. */
  const mayAskForOutline = async (config: GenerationConfig): Promise<boolean> => {
    form.notice = null;
    if (config.input_text.trim() === '') {
      form.notice = BLANK_TOPIC;
      return false;
    }
    if (await refuseUnaffordable(priceOf(config.number_of_slides, config.disablePhotos))) return false;
    if (!deps.isOnline()) {
      await queue({ config });
      return false;
    }
    return true;
  };

  return {
    async continueFromInput() {
      if (form.outline.phase === 'streaming') return;
      const config = configFromForm(form.input);
      if (!(await mayAskForOutline(config))) return;
      form.step = 2;
      const { outline } = form;
      const fits = outline.inputKey === outlineInputKey(form.input) && (outline.phase === 'done' || outline.phase === 'skipped');
      // The outline on screen was made from this very input (the user only looked back): keep it and its edits.
      if (!fits) await startOutline(config);
    },

    async generateOutline() {
      if (form.outline.phase === 'streaming') return;
      const config = configFromForm(form.input);
      if (config.input_text.trim() === '') {
        form.outline = { ...createEmptyOutline(), phase: 'error', error: BLANK_TOPIC };
        return;
      }
      if (await mayAskForOutline(config)) await startOutline(config);
    },

    async continueToVisuals() {
      form.notice = null;
      if (!isOutlineReady(form.outline)) {
        form.notice = OUTLINE_NOT_READY;
        return;
      }
      const approved = approvedOutline();
      const config = configFromForm(form.input, approved);
      const signature = jobSignature(config, approved.topics);
      if (form.job !== null && form.job.signature === signature && form.job.status !== 'failed') {
        form.step = 3;
        return;
      }
      const topics = approved.topics;
      if (await refuseUnaffordable(priceOf(config.number_of_slides, config.disablePhotos, topics))) return;
      if (!deps.isOnline()) return queue({ config, ...(topics === undefined ? {} : { topics }) });
      await dropJob();
      try {
        // Saved once, before the job starts: /home and a reload read it back.
        await deps.saveConfig('current', config);
        await deps.saveConfig('start', config);
      } catch (error) {
        // Storage refused (full, blocked): stay on the outline with the reason rather than stream a deck that cannot be kept.
        form.notice = errorMessage(error, SAVE_SETTINGS_FAILED);
        return;
      }
      startJob({ deckId: deps.newId(), config, ...(topics === undefined ? {} : { topics }) }, signature);
      form.step = 3;
    },

    async generatePpt() {
      form.notice = null;
      const job = form.job;
      if (job === null) {
        form.notice = BACKGROUND_NOT_READY;
        return undefined;
      }
      const approved = approvedOutline();
      const config = configFromForm(form.input, approved);
      // Offline, or the job already failed for want of a network: the outbox finishes it later.
      const networkDown = !deps.isOnline() || (job.status === 'failed' && job.error === NETWORK_ERROR);
      if (job.status === 'failed' && !(job.retryable && networkDown)) {
        form.notice = job.error ?? BACKGROUND_NOT_READY;
        return undefined;
      }
      if (job.status !== 'done' && networkDown) {
        // The stream cannot finish offline. The job's own id makes the replay idempotent: one charge, one deck.
        await queue({ config, ...(approved.topics === undefined ? {} : { topics: approved.topics }) }, job.deckId);
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
      saveQuietly(() => deps.saveConfig('current', config), 'Could not save the final settings');
      saveQuietly(() => deps.saveConfig('start', config), 'Could not save the final settings');
      form.finished = true;
      return job.deckId;
    },

    price() {
      return formPrice(form.input, form.outline);
    },

    setVisuals(patch) {
      Object.assign(form.input, patch);
      const job = form.job;
      if (job === null) return;
      try {
        const pending = deps.applyDeckSettings(job.deckId, settingsFromInput(form.input));
        if (pending instanceof Promise) pending.catch((error: unknown) => warn('Could not apply the deck settings', error));
      } catch (error) {
        warn('Could not apply the deck settings', error);
      }
    },

    goToStep(step) {
      form.notice = null;
      form.step = step;
    },

    async resumeRestored() {
      const job = form.job;
      if (job === null || job.status !== 'running' || form.queuedDeckId !== null || deps.isRunning(job.deckId)) return;
      const outcome = await deps.resumeDeck(job.deckId, { deferCharge: true });
      if (!outcome.ok && outcome.error === DECK_NOT_FOUND) {
        // Cut before its first write: the deck starts again under the same id.
        const approved = approvedOutline();
        const config = configFromForm(form.input, approved);
        startJob({ deckId: job.deckId, config, ...(approved.topics === undefined ? {} : { topics: approved.topics }) }, job.signature);
        return;
      }
      if (form.job?.deckId === job.deckId) Object.assign(form.job, outcome.ok ? { status: 'done' } : { status: 'failed', error: outcome.error, retryable: outcome.retryable });
    },
  };

  function startJob(request: DeckJobRequest, signature: string): void {
    form.job = { deckId: request.deckId, signature, status: 'running', error: null, retryable: false };
    const settle = (patch: Partial<NonNullable<CreateFormState['job']>>): void => {
      // A job discarded meanwhile (outline changed) must not overwrite its successor.
      if (form.job?.deckId === request.deckId) Object.assign(form.job, patch);
    };
    // Not awaited: the deck streams while the user picks visuals (step 3).
    // Not charged until Generate PPT: a run the user abandons costs nothing.
    deps.runDeckJob(request, { deferCharge: true }).then(
      (outcome) => settle(outcome.ok ? { status: 'done' } : { status: 'failed', error: outcome.error, retryable: outcome.retryable }),
      (error: unknown) => settle({ status: 'failed', error: errorMessage(error, CONTENT_GENERATION_FAILED), retryable: true }),
    );
  }
}
