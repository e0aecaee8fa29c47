/**
 * The generate page's form kept on the device as it changes: topic,
 * settings, the outline and its edits, the step and the deck started for it,
 * so a reload (or a killed tab) at any step comes back to that step with
 * everything in place. A new step or a deck started is written at once,
 * other changes at most a moment later, and what waits is flushed when the
 * page is hidden; an outline that was still streaming comes back as not asked yet
 * (its stream died with the page), and a finished flow is not restored.
 */
import { proxy, snapshot, subscribe } from 'valtio';
import { z } from 'zod';
import { MODEL_KEYS, TEXT_AMOUNTS, TONES, imageStyleSchema } from '../core/schemas/catalog';
import { outlineTopicSchema } from '../core/schemas/outline';
import type { DraftsRepository } from '../data/drafts';
import { createEmptyOutline, createInitialForm, createInitialInput, setInput, type CreateFormState, type FormDefaults, type FormInput } from './create-form';

/** The draft's name in the drafts table. */
export const FORM_DRAFT = 'generate-form';
/** Changes are written this long after the last one (and at once when the page is hidden). */
export const DRAFT_SAVE_MS = 250;

/** What the page shows about the draft: saved, or a write is waiting. */
export interface DraftStatus {
  state: 'idle' | 'saving' | 'saved' | 'failed';
  /** The stored form was read (and put in place): the page may show the form. */
  loaded: boolean;
}

const inputSchema = z.object({
  text: z.string(),
  slides: z.number().int().min(1).max(100),
  moreSlides: z.boolean(),
  model: z.enum(MODEL_KEYS),
  language: z.string().min(1),
  textAmount: z.enum(TEXT_AMOUNTS.map((t) => t.label) as [string, ...string[]]),
  tone: z.enum(TONES),
  theme: z.string().min(1),
  imageStyle: imageStyleSchema,
  titleFont: z.string().min(1),
  bodyFont: z.string().min(1),
  disablePhotos: z.boolean(),
});

const draftSchema = z.object({
  step: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  input: z.record(z.string(), z.unknown()),
  document: z.object({ source: z.enum(['file_upload', 'paste']), missing: z.boolean(), editing: z.boolean() }).nullable(),
  outline: z.object({
    phase: z.enum(['idle', 'streaming', 'done', 'skipped', 'error']),
    error: z.string().nullable(),
    title: z.string(),
    description: z.string(),
    topics: z.array(outlineTopicSchema),
    titleOnly: z.boolean(),
    inputKey: z.string(),
  }),
  job: z
    .object({ deckId: z.string().min(1), signature: z.string(), status: z.enum(['running', 'done', 'failed']), error: z.string().nullable(), retryable: z.boolean() })
    .nullable(),
  queuedDeckId: z.string().nullable(),
  finished: z.boolean(),
});

/** Each input field that still fits is kept; a field from another build falls back to its default. */
function inputOf(stored: Record<string, unknown>): FormInput {
  const input = createInitialInput() as unknown as Record<string, unknown>;
  for (const [field, schema] of Object.entries(inputSchema.shape)) {
    const parsed = (schema as z.ZodType).safeParse(stored[field]);
    if (parsed.success) input[field] = parsed.data;
  }
  return input as unknown as FormInput;
}

/** The stored form, or undefined when nothing usable (or a finished flow) is stored. */
export function formFromDraft(value: unknown): CreateFormState | undefined {
  const parsed = draftSchema.safeParse(value);
  if (!parsed.success || parsed.data.finished) return undefined;
  const { step, document, outline, job, queuedDeckId } = parsed.data;
  // A stream does not survive the page: the outline it was writing is asked again.
  const kept = outline.phase === 'streaming' ? { ...createEmptyOutline(), inputKey: outline.inputKey } : outline;
  return { ...createInitialForm(), step, input: inputOf(parsed.data.input), document, outline: kept, job, queuedDeckId };
}

/** The form as stored: plain data, without the notice of the moment. */
export function draftOfForm(form: CreateFormState): unknown {
  const { notice: _notice, ...rest } = snapshot(form);
  return structuredClone(rest);
}

export interface FormDraft {
  status: DraftStatus;
  /** Settles once the stored form (if any) is in the form and changes are being kept. */
  ready: Promise<void>;
  /** Writes a waiting change now. */
  flush(): Promise<void>;
  stop(): void;
}

export interface FormDraftOptions {
  saveMs?: number;
  /** Listens for the page going hidden or away (default: document 'visibilitychange' and window 'pagehide'). */
  onHidden?: (listener: () => void) => () => void;
  warn?: (message: string, error: unknown) => void;
  /** The user's defaults, read when nothing is stored: a fresh form starts in them. */
  defaults?: () => Promise<FormDefaults>;
}

function onPageHidden(listener: () => void): () => void {
  if (typeof document === 'undefined') return () => undefined;
  const visibility = (): void => {
    if (document.visibilityState === 'hidden') listener();
  };
  document.addEventListener('visibilitychange', visibility);
  window.addEventListener('pagehide', listener);
  return () => {
    document.removeEventListener('visibilitychange', visibility);
    window.removeEventListener('pagehide', listener);
  };
}

/** Where the flow stands: the step, the deck started for it and how that deck is doing. */
function milestoneOf(form: CreateFormState): string {
  return [form.step, form.outline.phase, form.job?.deckId, form.job?.status, form.queuedDeckId].join('|');
}

/** Loads the stored form into `form`, then keeps every change of it. */
export function keepFormDraft(form: CreateFormState, repo: Pick<DraftsRepository, 'get' | 'set' | 'clear'>, options: FormDraftOptions = {}): FormDraft {
  const status = proxy<DraftStatus>({ state: 'idle', loaded: false });
  const warn = options.warn ?? ((message, error) => console.warn(message, error));
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();
  let stopped = false;
  let off: () => void = () => undefined;

  const write = (): Promise<void> => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const value = form.finished ? null : draftOfForm(form);
    // One write at a time, in order: a later change never lands under an earlier one.
    writing = writing
      .then(() => (value === null ? repo.clear(FORM_DRAFT) : repo.set(FORM_DRAFT, value)))
      .then(
        () => void (status.state = timer === null ? 'saved' : 'saving'),
        (error: unknown) => {
          status.state = 'failed';
          warn('Could not keep the generate form', error);
        },
      );
    return writing;
  };

  const ready = (async () => {
    let restored: CreateFormState | undefined;
    try {
      restored = formFromDraft(await repo.get(FORM_DRAFT));
    } catch (error) {
      warn('Could not read the kept generate form', error);
    }
    if (restored) {
      if (!stopped) Object.assign(form, restored);
    } else if (options.defaults) {
      // Nothing kept: the form's first fill is in the user's defaults.
      const { theme } = await options.defaults();
      if (theme !== undefined && !stopped) setInput(form.input, { theme });
    }
    status.loaded = true;
    if (stopped) return;
    let reached = milestoneOf(form);
    const unsubscribe = subscribe(form, () => {
      status.state = 'saving';
      // A finished flow is forgotten at once: a reload or a new visit right after Generate PPT must not
      // bring back step 3 of a deck already made. A new step or a deck started for the outline is
      // written at once too: the page may be left the next moment, and a write started while it goes
      // away is not sure to land, so such a change must never wait behind later typing.
      const next = milestoneOf(form);
      if (form.finished || next !== reached) {
        reached = next;
        void write();
        return;
      }
      // Other changes are written at most saveMs after the first one: steady changes never put it off.
      timer ??= setTimeout(() => void write(), options.saveMs ?? DRAFT_SAVE_MS);
    });
    const unhide = (options.onHidden ?? onPageHidden)(() => {
      if (timer !== null) void write();
    });
    off = () => {
      unsubscribe();
      unhide();
    };
  })();

  return {
    status,
    ready,
    flush: () => (timer === null ? writing : write()),
    stop() {
      stopped = true;
      off();
      if (timer !== null) clearTimeout(timer);
    },
  };
}
