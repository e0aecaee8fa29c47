/**
 * The generation store: idle, then streaming the outline or
 * the content, then done or error. Outline topics collect as they stream;
 * content lines go into the deck store batch by batch; a complete-JSON
 * answer is played back at the pace of a stream. One request at a time: a
 * new one is ignored while another streams.
 */
import { readTopicData } from '../core/data/topic-data';
import { proxy, snapshot } from 'valtio';
import { systemClock } from '../lib/clock';
import { documentLines, playbackPlan, startPlayback, type PlaybackStep } from '../core/outline/playback';
import { buildContentRequest, buildOutlineRequest, clampSlideCount, presentationTitleOf } from '../core/config-rules';
import * as texts from '../core/errors';
import { limitOutlineTopics } from '../core/outline/limit';
import { normalizeOutline } from '../core/outline/normalize';
import type { GenerationConfig } from '../core/schemas/config';
import { TOPIC_ID_PATTERN, topicKey, type OutlineTopic } from '../core/schemas/outline';
import type { Slide } from '../core/schemas/slide';
import { withDefaultByline } from '../core/slide/title-slide';
import { createDefaultStreamingStats } from '../core/schemas/telemetry';
import type { TopicLine } from '../protocol/lines';
import type { ParseEvent } from '../protocol/parser';
import { playbackSlides, reduceContentEvents, settingsFromConfig, settleSlides, type DeckStore } from './deck';
import { failure, failureOf } from './generation-errors';
import type {
  GenerationDeps,
  GenerationFailure,
  GenerationState,
  GenerationStatus,
  GenerationStore,
  RunResult,
  SlidesChange,
} from './generation-types';

export type * from './generation-types';

/** No outline topic by then: go on without an outline. */
export const NO_TOPIC_FALLBACK_MS = 10_000;
/** Overall budget of the outline stream. */
export const OUTLINE_STREAM_TIMEOUT_MS = 30_000;
/**
 * The 30 s streaming timeout, for the content stream: 30 s
 * with no new slide stops it (heartbeats do not count). Counted from the
 * last slide rather than the start, so a healthy 60-slide deck from a slow
 * model is not cut off, while a stuck one stops with its slides kept.
 */
export const CONTENT_STALL_TIMEOUT_MS = 30_000;

interface Run {
  controller: AbortController;
  active: boolean;
  result: RunResult;
  cleanups: (() => void)[];
}

interface OutlineRun extends Run {
  inputText: string;
  numberOfSlides: number;
  title: string;
  gotTopic: boolean;
}

interface ContentRun extends Run {
  config: GenerationConfig;
  /** A title or topic line arrived (or a document): the answer was not empty. */
  gotSlide: boolean;
  document?: { value: unknown };
  /** Clears the pending stall timer. */
  clearStall?: () => void;
}

function initialState(): GenerationState {
  const stats = createDefaultStreamingStats();
  return { status: 'idle', error: null, errorKind: null, errorStatus: null, statusMessage: '', stats, outline: null, topics: [], expectedTopics: 0, outlineSkipped: false, warnings: [] };
}

function statusAfter(result: RunResult): GenerationStatus {
  return result === 'done' ? 'done' : result === 'error' ? 'error' : 'idle';
}

function topicFromLine(line: TopicLine, index: number): OutlineTopic {
  const { heading, overview, visual_mode, icon_prompt, image_prompt, subtopics } = line;
  const topic_id = TOPIC_ID_PATTERN.test(line.topic_id) ? line.topic_id : topicKey(index);
  const data = readTopicData(line.data);
  return { topic_id, heading, overview, visual_mode, icon_prompt, image_prompt, ...(subtopics ? { subtopics: [...subtopics] } : {}), ...(data ? { data } : {}) };
}

class Generation implements GenerationStore {
  readonly state = proxy<GenerationState>(initialState());
  readonly deck: DeckStore;
  private readonly deps: Required<Omit<GenerationDeps, 'deck'>>;
  private readonly listeners = new Set<(change: SlidesChange) => void>();
  private current: Run | null = null;

  constructor({ deck, ...deps }: GenerationDeps) {
    this.deck = deck;
    this.deps = { clock: systemClock, random: Math.random, noTopicMs: NO_TOPIC_FALLBACK_MS, outlineTimeoutMs: OUTLINE_STREAM_TIMEOUT_MS, contentStallMs: CONTENT_STALL_TIMEOUT_MS, ...deps };
  }

  private get busy(): boolean {
    return this.state.status === 'streaming-outline' || this.state.status === 'streaming-content';
  }

  private begin<R extends Run>(status: GenerationStatus, extra: Omit<R, keyof Run>): R {
    const base: Run = { controller: new AbortController(), active: true, result: 'cancelled', cleanups: [] };
    const run = { ...base, ...extra } as R;
    this.current = run;
    Object.assign(this.state, { status, error: null, errorKind: null, errorStatus: null, statusMessage: '', stats: createDefaultStreamingStats(), warnings: [] });
    return run;
  }

  /** Ends a run once: status first (cleanups may report it), then cleanups, then the request is aborted. */
  private end(run: Run, result: RunResult, error?: GenerationFailure): void {
    if (!run.active) return;
    run.active = false;
    run.result = result;
    if (this.current === run) {
      Object.assign(this.state, { status: statusAfter(result), error: error?.message ?? null, errorKind: error?.kind ?? null, errorStatus: error?.status ?? null });
    }
    for (const cleanup of run.cleanups.splice(0)) cleanup();
    run.controller.abort(new DOMException('Generation stopped', 'AbortError'));
  }

  /** A timer that belongs to a run: it never fires after the run ended. */
  private after(run: Run, ms: number, fn: () => void): void {
    const handle = this.deps.clock.setTimeout(() => run.active && fn(), ms);
    run.cleanups.push(() => this.deps.clock.clearTimeout(handle));
  }

  async generateOutline(config: GenerationConfig): Promise<RunResult> {
    if (this.busy) return 'ignored';
    if (config.input_text.trim() === '') {
      Object.assign(this.state, { status: 'error', error: texts.BLANK_TOPIC, errorKind: 'invalid', errorStatus: null });
      return 'error';
    }
    const request = buildOutlineRequest(config);
    const numberOfSlides = clampSlideCount(config.number_of_slides);
    const title = presentationTitleOf(config);
    const run = this.begin<OutlineRun>('streaming-outline', { inputText: config.input_text, numberOfSlides, title, gotTopic: false });
    Object.assign(this.state, { outline: null, topics: [], outlineSkipped: false, expectedTopics: numberOfSlides - 1 });
    this.after(run, this.deps.noTopicMs, () => !run.gotTopic && this.skipOutline(run));
    this.after(run, this.deps.outlineTimeoutMs, () => this.end(run, 'error', failure('timeout', texts.OUTLINE_GENERATION_TIMEOUT)));
    try {
      const onEvents = (events: ParseEvent[], bytes: number): void => this.onOutlineEvents(run, events, bytes);
      await this.deps.api.outline(request, { signal: run.controller.signal, onEvents });
      if (run.active) this.finishOutline(run);
    } catch (error) {
      this.end(run, 'error', failureOf(error, texts.OUTLINE_FAILED));
    }
    return run.result;
  }

  private skipOutline(run: OutlineRun): void {
    Object.assign(this.state, { outlineSkipped: true, outline: null, topics: [] });
    this.end(run, 'done');
  }

  private onOutlineEvents(run: OutlineRun, events: readonly ParseEvent[], bytes: number): void {
    if (!run.active) return;
    this.state.stats.bytesReceived = bytes;
    for (const event of events) {
      if (!run.active) return;
      if (event.kind === 'error') this.state.warnings.push(event.message);
      else if (event.kind === 'document') this.acceptOutline(run, event.value);
      else if (event.line.type === 'status') this.state.statusMessage = event.line.message;
      else if (event.line.type === 'topic') this.addTopic(run, event.line);
      else if (event.line.type === 'outline_complete') this.acceptOutline(run, event.line.outline);
      else if (event.line.type === 'error') this.end(run, 'error', failure('stream', event.line.message));
    }
  }

  private addTopic(run: OutlineRun, line: TopicLine): void {
    run.gotTopic = true;
    this.state.error = null;
    const current = snapshot(this.state).topics as readonly OutlineTopic[];
    const topic = topicFromLine(line, current.length);
    // No more than slides - 1 topics, none repeating an earlier title.
    if (limitOutlineTopics([...current, topic], run.numberOfSlides).length > current.length) this.state.topics.push(topic);
  }

  private acceptOutline(run: OutlineRun, value: unknown): void {
    try {
      const normalized = normalizeOutline(value, { inputText: run.inputText, numberOfSlides: run.numberOfSlides });
      run.gotTopic = true;
      Object.assign(this.state, { outline: normalized.outline, topics: normalized.topics, error: null });
      this.state.warnings.push(...normalized.warnings);
    } catch (error) {
      const message = texts.errorMessage(error, texts.INVALID_OUTLINE_FORMAT);
      if (this.state.topics.length === 0) this.end(run, 'error', failure('invalid', message));
      else this.state.warnings.push(message);
    }
  }

  private finishOutline(run: OutlineRun): void {
    if (this.state.outline === null) {
      const topics = snapshot(this.state).topics;
      if (topics.length === 0) {
        this.state.topics = [];
        return this.end(run, 'error', failure('stream', texts.OUTLINE_EMPTY));
      }
      // Topics came without outline_complete: the outline is made from them.
      this.acceptOutline(run, { title: run.title, topics_array: topics });
    }
    this.end(run, 'done');
  }

  async generateDeck(config: GenerationConfig, topics: readonly OutlineTopic[]): Promise<RunResult> {
    if (this.busy) return 'ignored';
    const request = buildContentRequest(config, topics);
    const run = this.begin<ContentRun>('streaming-content', { config, gotSlide: false });
    this.deck.load({ title: request.presentation_title, settings: settingsFromConfig(config) });
    run.cleanups.push(() => this.settleSlides(run), () => run.clearStall?.());
    this.armStall(run);
    try {
      const onEvents = (events: ParseEvent[], bytes: number): void => this.onContentEvents(run, events, bytes);
      await this.deps.api.content(request, { signal: run.controller.signal, onEvents });
      if (run.active && run.document) await this.playDocument(run, run.document.value);
      this.end(run, run.gotSlide ? 'done' : 'error', run.gotSlide ? undefined : failure('stream', texts.CONTENT_GENERATION_FAILED));
    } catch (error) {
      this.end(run, 'error', failureOf(error, texts.CONTENT_GENERATION_FAILED));
    }
    return run.result;
  }

  private onContentEvents(run: ContentRun, events: readonly ParseEvent[], bytes: number): void {
    if (!run.active) return;
    this.state.stats.bytesReceived = bytes;
    const batch = reduceContentEvents(this.deck.slides(), events);
    if (batch.statusMessage !== undefined) this.state.statusMessage = batch.statusMessage;
    if (batch.title !== undefined) this.deck.state.title = batch.title;
    if (batch.writer !== undefined) this.deck.state.settings.writer = batch.writer;
    if (batch.document) run.document = batch.document;
    this.state.warnings.push(...batch.warnings);
    run.gotSlide ||= batch.gotSlide;
    // A document is played back locally on its own clock; a slide line shows the stream is alive.
    if (batch.document) run.clearStall?.();
    else if (batch.gotSlide) this.armStall(run);
    this.commitSlides(batch.slides, false);
    if (batch.failure !== undefined) this.end(run, 'error', failure('stream', batch.failure));
  }

  /** (Re)starts the content stall timer: no slide within contentStallMs ends the run with the timeout text. */
  private armStall(run: ContentRun): void {
    run.clearStall?.();
    const { clock, contentStallMs } = this.deps;
    const handle = clock.setTimeout(() => run.active && this.end(run, 'error', failure('timeout', texts.CONTENT_TIMEOUT)), contentStallMs);
    run.clearStall = () => clock.clearTimeout(handle);
  }

  /** The complete-JSON answer, played back on the clock; resolves when done or when the run ends. */
  private async playDocument(run: ContentRun, value: unknown): Promise<void> {
    const numberOfSlides = clampSlideCount(run.config.number_of_slides);
    let plan: PlaybackStep[];
    try {
      plan = playbackPlan(documentLines(value, { inputText: run.config.input_text, numberOfSlides }), this.deps.random);
    } catch {
      return this.end(run, 'error', failure('invalid', texts.CONTENT_FROM_OUTLINE_FAILED));
    }
    const show = (step: PlaybackStep, appear: boolean): void => {
      if (appear && step.line.type === 'content' && step.line.title.trim() !== '') this.deck.state.title = step.line.title;
      this.commitSlides(playbackSlides(this.deck.slides(), step.line, appear), false);
    };
    const playback = startPlayback(plan, this.deps.clock, { onAppear: (step) => show(step, true), onDone: (step) => show(step, false) });
    run.cleanups.push(playback.cancel);
    await playback.done;
  }

  /** At the end of a content run: streaming slides become complete (done) or stop (error, cancel). */
  private settleSlides(run: ContentRun): void {
    const title = { title: presentationTitleOf(run.config), description: run.config.description ?? '' };
    this.commitSlides(settleSlides(this.deck.slides(), run.result === 'done', title), true);
  }

  /** Commits the slides and tells the listeners; a batch that changed nothing (heartbeats) is not reported. */
  private commitSlides(next: readonly Slide[], final: boolean): void {
    // The title slide takes the byline the deck was started with (the user's profile), unless it already has one.
    const run = this.current;
    const slides = run !== null && 'config' in run ? withDefaultByline(next, (run as ContentRun).config.byline) : next;
    const changed = slides !== this.deck.slides();
    this.deck.commit(slides);
    this.state.stats.slidesProcessed = slides.filter((s) => s.isComplete).length;
    if (this.listeners.size === 0 || (!changed && !final)) return;
    const snap = snapshot(this.deck.state);
    const change: SlidesChange = { slides: snap.slides as readonly Slide[], title: snap.title, final };
    for (const listener of [...this.listeners]) {
      try {
        listener(change);
      } catch {
        // A failing save must not stop the stream; the next change retries it.
      }
    }
  }

  cancel(): void {
    if (this.current) this.end(this.current, 'cancelled');
  }

  reset(): void {
    this.cancel();
    Object.assign(this.state, initialState());
    this.deck.reset();
  }

  onSlidesChanged(listener: (change: SlidesChange) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
}

/** Creates a generation store over a deck store and an API client (tests inject theirs). */
export function createGenerationStore(deps: GenerationDeps): GenerationStore {
  return new Generation(deps);
}
