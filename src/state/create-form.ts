/**
 * The generate page's form: step, the step-1 input, the outline being
 * reviewed and the deck
 * job it started. A valtio store rather than component state so the form
 * survives leaving the page (Back to /start, a look at /app) and each step
 * reads only the part it shows. The pure functions below turn it into a
 * GenerationConfig; the page's flow (features/generate/flow.ts) drives it.
 */
import { proxy, snapshot } from 'valtio';
import { SLIDER_MAX, SLIDER_MIN, SLIDE_COUNT_OPTIONS, presentationTitleOf, textAmountToDescriptionSize } from '../core/config-rules';
import {
  DEFAULT_BODY_FONT,
  DEFAULT_IMAGE_STYLE,
  DEFAULT_LANGUAGE,
  DEFAULT_MODEL_KEY,
  DEFAULT_SLIDE_COUNT,
  DEFAULT_THEME_ID,
  DEFAULT_TITLE_FONT,
  DEFAULT_TONE,
  type ImageStyle,
  type ModelKey,
  type TextAmountLabel,
  type Tone,
} from '../core/schemas/catalog';
import { createDefaultGenerationConfig, type GenerationConfig, type PresentationSettings } from '../core/schemas/config';
import type { OutlineTopic } from '../core/schemas/outline';
import { isOutlineValid, type TopicHeading } from '../core/outline/edit';
import { priceOf, type DeckPrice, type PricedTopic } from '../core/credits';
import { clampSlideCount } from '../core/slide-count';
import type { HandoffSource } from './handoff';

export type FormStep = 1 | 2 | 3;

/** Characters of document text the banner previews. */
export const DOCUMENT_PREVIEW_CHARS = 200;
/** The outline panel's Generate Outline needs this many characters. */
export const MIN_OUTLINE_INPUT_CHARS = 3;

export interface FormInput {
  text: string;
  slides: number;
  /** The 5-60 slider is shown instead of the 1/5/10/15/20 choices. */
  moreSlides: boolean;
  model: ModelKey;
  language: string;
  textAmount: TextAmountLabel;
  tone: Tone;
  theme: string;
  imageStyle: ImageStyle;
  titleFont: string;
  bodyFont: string;
  disablePhotos: boolean;
}

export interface DocumentBanner {
  source: HandoffSource;
  /** The link pointed at text that is gone (an old tab's reference). */
  missing: boolean;
  /** 'Edit content manually' was chosen: the whole text is in the prompt box. */
  editing: boolean;
}

/** idle, streaming, done (topics to review), skipped (no topic within 10 s) or error. */
export type OutlinePhase = 'idle' | 'streaming' | 'done' | 'skipped' | 'error';

export interface OutlineDraft {
  phase: OutlinePhase;
  error: string | null;
  title: string;
  description: string;
  /** The editable copy of the generated topics. */
  topics: OutlineTopic[];
  /** A one-slide deck is only its title slide: there is no outline to ask for. */
  titleOnly: boolean;
  /** {@link outlineInputKey} of the input the outline was made from. */
  inputKey: string;
}

export type DeckJobStatus = 'running' | 'done' | 'failed';

export interface DeckJobInfo {
  deckId: string;
  /** {@link jobSignature} of what the job was started with. */
  signature: string;
  status: DeckJobStatus;
  error: string | null;
  /** Whether a failure was the network's or the server's (worth queueing), not a refusal. */
  retryable: boolean;
}

export interface CreateFormState {
  step: FormStep;
  input: FormInput;
  document: DocumentBanner | null;
  outline: OutlineDraft;
  job: DeckJobInfo | null;
  /** Id of the deck put in the offline queue; the page then shows the queued notice. */
  queuedDeckId: string | null;
  /** A refusal to show at the current step (credits, not ready, storage). */
  notice: string | null;
  /** Generate PPT was pressed or the request was queued: the next visit starts afresh. */
  finished: boolean;
}

/** What a new form takes from the user's preferences instead of the built-in defaults. */
export interface FormDefaults {
  /** The theme new decks start in (a built-in or an imported theme's id); undefined: the built-in default. */
  theme?: string;
}

export function createInitialInput(defaults: FormDefaults = {}): FormInput {
  return {
    text: '',
    slides: DEFAULT_SLIDE_COUNT,
    moreSlides: false,
    model: DEFAULT_MODEL_KEY,
    language: DEFAULT_LANGUAGE,
    textAmount: 'Concise',
    tone: DEFAULT_TONE,
    theme: defaults.theme ?? DEFAULT_THEME_ID,
    imageStyle: DEFAULT_IMAGE_STYLE,
    titleFont: DEFAULT_TITLE_FONT,
    bodyFont: DEFAULT_BODY_FONT,
    disablePhotos: false,
  };
}

export function createEmptyOutline(): OutlineDraft {
  return { phase: 'idle', error: null, title: '', description: '', topics: [], titleOnly: false, inputKey: '' };
}

export function createInitialForm(defaults: FormDefaults = {}): CreateFormState {
  return { step: 1, input: createInitialInput(defaults), document: null, outline: createEmptyOutline(), job: null, queuedDeckId: null, notice: null, finished: false };
}

/** The page's form. */
export const createForm = proxy<CreateFormState>(createInitialForm());

/** Back to a blank form (a new document arrived, or the last flow finished), in the user's defaults. */
export function resetCreateForm(form: CreateFormState = createForm, defaults: FormDefaults = {}): void {
  Object.assign(form, createInitialForm(defaults));
}

/** The banner's preview: the first 200 characters, with an ellipsis when there is more. */
export function documentPreview(text: string): string {
  const flat = text.trim();
  return flat.length > DOCUMENT_PREVIEW_CHARS ? `${flat.slice(0, DOCUMENT_PREVIEW_CHARS)}…` : flat;
}

/** Step 1's Continue: disabled while generating or when the topic is blank. */
export function canContinue(text: string, busy: boolean): boolean {
  return !busy && text.trim() !== '';
}

/** The outline panel's Generate Outline also needs 3 characters. */
export function canGenerateOutline(text: string, busy: boolean): boolean {
  return !busy && text.trim().length >= MIN_OUTLINE_INPUT_CHARS;
}

/**
 * What an outline depends on; equal keys mean the outline on screen still
 * fits the input, so Continue need not ask for a new one.
 */
export function outlineInputKey(input: FormInput): string {
  const { text, slides, model, language, textAmount, tone } = input;
  return JSON.stringify([text.trim(), clampSlideCount(slides), model, language, textAmount, tone]);
}

/** Whether the outline step can hand on: done with a valid outline, skipped, or title-only. */
export function isOutlineReady(outline: Pick<OutlineDraft, 'phase' | 'titleOnly'> & { topics: readonly TopicHeading[] }): boolean {
  if (outline.phase === 'skipped') return true;
  if (outline.phase !== 'done') return false;
  return isOutlineValid(outline.topics, { allowEmpty: outline.titleOnly });
}

export interface ApprovedOutline {
  title: string;
  description: string;
  /** Undefined: no outline (skipped); the job makes one itself. */
  topics?: readonly OutlineTopic[];
}

/**
 * The generation config of the form. With approved topics the
 * deck has one slide per topic plus the title slide (the user may have added
 * or deleted topics) and topics_array carries them as JSON text.
 */
export function configFromForm(input: FormInput, approved?: ApprovedOutline): GenerationConfig {
  const slides = approved?.topics === undefined ? clampSlideCount(input.slides) : clampSlideCount(approved.topics.length + 1);
  const title = approved?.title.trim() ?? '';
  const description = approved?.description.trim() ?? '';
  return createDefaultGenerationConfig({
    input_text: input.text,
    ...(title === '' ? {} : { presentation_title: title, title }),
    ...(description === '' ? {} : { description }),
    number_of_slides: slides,
    tone: input.tone,
    description_size: textAmountToDescriptionSize(input.textAmount),
    model_key: input.model,
    language: input.language,
    selectedTheme: input.theme,
    selectedImageStyle: input.imageStyle,
    selectedTitleFont: input.titleFont,
    selectedBodyFont: input.bodyFont,
    disablePhotos: input.disablePhotos,
    ...(approved?.topics === undefined ? {} : { topics_array: JSON.stringify(approved.topics) }),
  });
}

/** The deck settings the visual choices stand for (what applyDeckSettings receives). */
export function settingsFromInput(input: FormInput): Partial<PresentationSettings> {
  return {
    selectedTheme: input.theme,
    selectedImageStyle: input.imageStyle,
    selectedTone: input.tone,
    selectedTitleFont: input.titleFont,
    selectedBodyFont: input.bodyFont,
    disablePhotos: input.disablePhotos,
  };
}

/**
 * What a running deck job depends on. Visual choices are left out: they are
 * applied to the running deck, so changing them must not restart it.
 */
export function jobSignature(config: GenerationConfig, topics: readonly OutlineTopic[] | undefined): string {
  const { input_text, number_of_slides, tone, description_size, model_key, language } = config;
  return JSON.stringify([input_text, presentationTitleOf(config), number_of_slides, tone, description_size, model_key, language, topics ?? null]);
}

/**
 * Applies a pure outline edit (core/outline/edit.ts) to the draft. Topics the
 * edit left untouched keep their proxies, so typing in one topic re-renders
 * that topic's row only and a move just reorders the rows.
 */
export function commitTopics(outline: OutlineDraft, edit: (topics: readonly OutlineTopic[]) => readonly OutlineTopic[]): void {
  const before = snapshot(outline).topics as readonly OutlineTopic[];
  const next = edit(before);
  if (next === before) return;
  const proxies = new Map(before.map((topic, i) => [topic, outline.topics[i]] as const));
  // A changed topic is a new object built from frozen snapshot parts: clone it into a plain one to proxy.
  outline.topics = next.map((topic) => proxies.get(topic) ?? structuredClone(topic));
}

/** Sets step-1 fields (an action, so components never assign to the store they receive). */
export function setInput(input: FormInput, patch: Partial<FormInput>): void {
  Object.assign(input, patch);
}

/** 'Edit content manually': the document's whole text goes into the prompt box. */
export function editDocumentManually(form: CreateFormState): void {
  if (form.document) form.document.editing = true;
}

/** The 1/5/10/15/20 choice nearest to a count. */
export function nearestSlideChoice(slides: number): number {
  return SLIDE_COUNT_OPTIONS.reduce<number>((best, option) => (Math.abs(option - slides) < Math.abs(best - slides) ? option : best), SLIDE_COUNT_OPTIONS[0]);
}

/**
 * Shows or hides the 5-60 slider. Each view must show the count that will be
 * used: into the slider's range, or snapped to the nearest choice.
 */
export function toggleMoreSlides(input: FormInput, on: boolean): void {
  input.moreSlides = on;
  input.slides = on ? Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, input.slides)) : nearestSlideChoice(input.slides);
}

/**
 * What the deck of this form costs (the price rule of core/credits.ts): with
 * an outline to approve, its topics plus the title slide and its topics in
 * image mode; before one, the slide count asked and the pictures expected.
 */
export function formPrice(input: Pick<FormInput, 'slides' | 'disablePhotos'>, outline?: { phase: OutlinePhase; topics: readonly PricedTopic[] }): DeckPrice {
  if (outline === undefined || outline.phase !== 'done') return priceOf(input.slides, input.disablePhotos);
  return priceOf(outline.topics.length + 1, input.disablePhotos, outline.topics);
}
