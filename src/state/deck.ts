/**
 * The open deck as a valtio store: its slides, the
 * current slide, title and settings. Every change to the slides is a pure
 * core function applied to a snapshot and committed back, and the commit
 * keeps the proxy of every slide that did not change, so a component that
 * `useSnapshot`s its own slide re-renders only when that slide changes.
 */
import { proxy, snapshot } from 'valtio';
import { applyContentLine, applyTopicLine } from '../core/deck/from-outline';
import { createDefaultPresentationSettings, type GenerationConfig, type PresentationSettings } from '../core/schemas/config';
import { topicNumber } from '../core/schemas/outline';
import type { Slide } from '../core/schemas/slide';
import type { ContentLine, TopicLineInput } from '../protocol/lines';
import type { ParseEvent } from '../protocol/parser';

export interface DeckState {
  /** Id of the saved presentation this deck is (null: not saved, or nothing open); /home uses it to tell which deck is open. */
  deckId: string | null;
  title: string;
  slides: Slide[];
  /** Always a valid index of `slides` (0 when there are none). */
  currentIndex: number;
  settings: PresentationSettings;
}

/** The flags of a slide whose text is still coming. */
export const STREAMING = { isStreaming: true, isComplete: false } as const;
/** The flags of a slide whose text has all arrived. */
export const COMPLETE = { isStreaming: false, isComplete: true } as const;
export type SlideFlags = Pick<Slide, 'isStreaming' | 'isComplete'>;

/** Clamps a slide index to the deck; NaN and empty decks give 0. */
export function clampIndex(index: number, length: number): number {
  if (length <= 0 || Number.isNaN(index)) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), length - 1);
}

/** Sets one slide's flags; returns the same array when nothing changes. */
export function setSlideFlags(slides: readonly Slide[], id: number, flags: SlideFlags): readonly Slide[] {
  const at = slides.findIndex((s) => s.id === id);
  const slide = slides[at];
  if (!slide || (slide.isStreaming === flags.isStreaming && slide.isComplete === flags.isComplete)) return slides;
  return slides.map((s, i) => (i === at ? { ...s, ...flags } : s));
}

/**
 * Merges a topic line (core `applyTopicLine`); the slide is complete only
 * once the line carries its subtopics, and streaming until then.
 */
export function withTopicLine(slides: readonly Slide[], line: TopicLineInput): readonly Slide[] {
  const next = applyTopicLine(slides, line);
  const id = topicNumber(line.topic_id);
  return line.subtopics === undefined && id !== undefined ? setSlideFlags(next, id, STREAMING) : next;
}

/** Merges the title-slide line (core `applyContentLine`). */
export function withContentLine(slides: readonly Slide[], line: Pick<ContentLine, 'title'> & { description?: string; notes?: string }): readonly Slide[] {
  return applyContentLine(slides, line);
}

function mapFlags(slides: readonly Slide[], flags: SlideFlags): readonly Slide[] {
  if (!slides.some((s) => s.isStreaming)) return slides;
  return slides.map((s) => (s.isStreaming ? { ...s, ...flags } : s));
}

/** The stream ended well: nothing more will come, so streaming slides are complete. */
export function finishStreaming(slides: readonly Slide[]): readonly Slide[] {
  return mapFlags(slides, COMPLETE);
}

/** The stream failed: streaming slides stop but stay incomplete (a resume can redo them). */
export function stopStreaming(slides: readonly Slide[]): readonly Slide[] {
  return mapFlags(slides, { isStreaming: false, isComplete: false });
}

/**
 * One step of a complete-JSON playback: the slide appears from its line
 * and streams, or (`appear` false) is marked complete.
 */
export function playbackSlides(slides: readonly Slide[], line: ContentLine | TopicLineInput, appear: boolean): readonly Slide[] {
  const id = line.type === 'content' ? 0 : (topicNumber(line.topic_id) ?? -1);
  if (!appear) return setSlideFlags(slides, id, COMPLETE);
  const next = line.type === 'content' ? withContentLine(slides, line) : withTopicLine(slides, line);
  return setSlideFlags(next, id, STREAMING);
}

/**
 * The slides at the end of a content stream. Done: nothing more will come,
 * so streaming slides are complete, and a deck whose title line never came
 * gets one from `title`. Failed or stopped: streaming slides stop but stay
 * incomplete, so a resume can tell what is missing.
 */
export function settleSlides(slides: readonly Slide[], done: boolean, title: { title: string; description: string }): readonly Slide[] {
  if (!done) return stopStreaming(slides);
  return finishStreaming(slides.some((s) => s.id === 0) ? slides : withContentLine(slides, title));
}

/** The deck settings a generation config asks for. */
export function settingsFromConfig(config: GenerationConfig): PresentationSettings {
  const { selectedTheme, selectedImageStyle, tone, selectedTitleFont, selectedBodyFont, disablePhotos, language, description_size, model_key } = config;
  return createDefaultPresentationSettings({
    selectedTheme,
    selectedImageStyle,
    selectedTone: tone,
    selectedTitleFont,
    selectedBodyFont,
    disablePhotos,
    // What the deck was written with, so a rewrite of one slide matches it.
    language,
    descriptionSize: description_size,
    modelKey: model_key,
  });
}

/** What one batch of content-stream events does to the deck. */
export interface ContentBatch {
  slides: readonly Slide[];
  /** The title of a content line, when one came. */
  title?: string;
  /** The text generator named by a content line. */
  writer?: string;
  statusMessage?: string;
  /** The message of an error line: the stream failed, later events are ignored. */
  failure?: string;
  /** The answer was one complete JSON document, to be played back. */
  document?: { value: unknown };
  /** Lines that could not be parsed; the stream goes on without them. */
  warnings: string[];
  /** A title or topic line (or a document) was among the events. */
  gotSlide: boolean;
}

/**
 * Folds a batch of content-stream events into the slides, in order: the
 * title line into slide 0, topic lines into slide N (complete once their
 * subtopics are in), up to the first error line.
 */
export function reduceContentEvents(slides: readonly Slide[], events: readonly ParseEvent[]): ContentBatch {
  const batch: ContentBatch = { slides, warnings: [], gotSlide: false };
  for (const event of events) {
    if (event.kind === 'error') {
      batch.warnings.push(event.message);
      continue;
    }
    if (event.kind === 'document') {
      batch.document = { value: event.value };
      batch.gotSlide = true;
      continue;
    }
    const { line } = event;
    if (line.type === 'error') {
      batch.failure = line.message;
      break;
    }
    if (line.type === 'status') batch.statusMessage = line.message;
    if (line.type === 'content') {
      batch.slides = withContentLine(batch.slides, line);
      if (line.title.trim() !== '') batch.title = line.title;
      if (line.writer !== undefined && line.writer !== '') batch.writer = line.writer;
    }
    if (line.type === 'topic') batch.slides = withTopicLine(batch.slides, line);
    if (line.type === 'content' || line.type === 'topic') batch.gotSlide = true;
  }
  return batch;
}

export interface DeckContent {
  /** Given: the deck now is that saved presentation. Left out: the id stays (a stream restarting the same deck). */
  deckId?: string | null;
  title: string;
  slides?: readonly Slide[];
  settings?: PresentationSettings;
}

/** The deck store; see {@link createDeckStore}. */
export interface DeckStore {
  readonly state: DeckState;
  /** The slides as an immutable snapshot, the input of pure slide functions. */
  slides(): readonly Slide[];
  /** Makes `next` the slides, reusing the proxy of every slide object taken unchanged from `slides()`. */
  commit(next: readonly Slide[]): void;
  /** Applies a pure `(slides) -> slides` function. */
  update(fn: (slides: readonly Slide[]) => readonly Slide[]): void;
  applyContentLine(line: Pick<ContentLine, 'title'> & { description?: string; notes?: string; writer?: string }): void;
  applyTopicLine(line: TopicLineInput): void;
  /** Replaces the whole deck (a new generation, a saved deck opened). */
  load(content: DeckContent): void;
  goTo(index: number): void;
  next(): void;
  previous(): void;
  /** Empty deck, no deck id, default settings (theme aurora-borealis). */
  reset(): void;
}

function emptyDeck(): DeckState {
  return { deckId: null, title: '', slides: [], currentIndex: 0, settings: createDefaultPresentationSettings() };
}

/**
 * A deep copy of plain data (arrays and plain objects), made fresh and
 * unfrozen so valtio can proxy it, sharing the strings: a slide's pictures
 * are data: addresses of kilobytes, and structuredClone copied them each
 * time the slide changed (an icon placed, a line streamed), garbage the
 * collector then spent long pauses on.
 */
export function plainCopy<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => plainCopy(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = plainCopy(item);
  return out as T;
}

/** Creates a deck store with its own proxy (the app uses {@link deck}; tests make their own). */
export function createDeckStore(): DeckStore {
  const state = proxy<DeckState>(emptyDeck());
  // A snapshot is deeply readonly (read-only at run time too); core functions only read it and build new objects.
  const slides = (): readonly Slide[] => snapshot(state).slides as readonly Slide[];

  const commit = (next: readonly Slide[]): void => {
    const prev = slides();
    if (next === prev) return;
    const proxies = new Map<Slide, Slide>();
    prev.forEach((slide, i) => {
      const existing = state.slides[i];
      if (existing) proxies.set(slide, existing);
    });
    next.forEach((slide, i) => {
      const reuse = proxies.get(slide);
      if (reuse !== undefined && state.slides[i] === reuse) return;
      // A new slide object may share read-only parts of the snapshot: clone it into a plain one to proxy.
      state.slides[i] = reuse ?? plainCopy(slide);
    });
    if (state.slides.length > next.length) state.slides.splice(next.length);
    state.currentIndex = clampIndex(state.currentIndex, next.length);
  };
  const update = (fn: (s: readonly Slide[]) => readonly Slide[]): void => commit(fn(slides()));
  const goTo = (index: number): void => {
    state.currentIndex = clampIndex(index, state.slides.length);
  };

  return {
    state,
    slides,
    commit,
    update,
    applyContentLine(line) {
      update((s) => withContentLine(s, line));
      if (line.title.trim() !== '') state.title = line.title;
      if (line.writer !== undefined && line.writer !== '') state.settings.writer = line.writer;
    },
    applyTopicLine: (line) => update((s) => withTopicLine(s, line)),
    load(content) {
      if (content.deckId !== undefined) state.deckId = content.deckId;
      state.title = content.title;
      state.slides = plainCopy([...(content.slides ?? [])]);
      state.settings = plainCopy(content.settings ?? createDefaultPresentationSettings());
      state.currentIndex = 0;
    },
    goTo,
    next: () => goTo(state.currentIndex + 1),
    previous: () => goTo(state.currentIndex - 1),
    reset: () => Object.assign(state, emptyDeck()),
  };
}
