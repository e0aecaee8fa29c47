/**
 * A complete-JSON answer surfaced as a simulated stream: the document
 * becomes the lines a stream would have carried, played back on a clock so
 * the deck still types itself in: the title slide first, topic slide i
 * (0-based) 3 s + 2 s × i later, each marked done 2-3 s after it appears.
 * Pure domain: the app's generation store and the CLI both use it.
 */
import { normalizeOutline } from './normalize';
import { topicKey } from '../schemas/outline';
import type { ContentLine, TopicLine } from '../../protocol/lines';
import type { Clock, TimerHandle } from '../../lib/clock';

export const PLAYBACK_FIRST_TOPIC_MS = 3_000;
export const PLAYBACK_TOPIC_STEP_MS = 2_000;
export const PLAYBACK_DONE_MIN_MS = 2_000;
export const PLAYBACK_DONE_SPREAD_MS = 1_000;

export type PlaybackLine = ContentLine | TopicLine;

/** One slide of the playback: when it appears and when it is done, in ms from the start. */
export interface PlaybackStep {
  line: PlaybackLine;
  appearAt: number;
  doneAt: number;
}

/**
 * The lines of a complete-JSON content answer: a content line for the
 * title slide, then one topic line per topic (with subtopics), cut to the
 * slide count like a streamed outline.
 *
 * @throws Error('Invalid outline format received from API') when the
 *   document holds no topic at all.
 */
export function documentLines(value: unknown, options: { inputText: string; numberOfSlides: number }): PlaybackLine[] {
  const { outline, topics } = normalizeOutline(value, options);
  const title: ContentLine = { type: 'content', title: outline.title, description: outline.description };
  if (outline.image_prompt !== '') title.image_prompt = outline.image_prompt;
  const topicLines = topics.map((topic, index): TopicLine => ({
    type: 'topic',
    topic_id: topicKey(index),
    heading: topic.heading,
    overview: topic.overview,
    visual_mode: topic.visual_mode,
    icon_prompt: topic.icon_prompt,
    image_prompt: topic.image_prompt,
    subtopics: (topic.subtopics ?? []).map((sub) => ({ ...sub })),
  }));
  return [title, ...topicLines];
}

/**
 * The schedule of a playback. `random` returns [0, 1) and spreads each
 * slide's done time over 2-3 s.
 */
export function playbackPlan(lines: readonly PlaybackLine[], random: () => number = Math.random): PlaybackStep[] {
  let topicIndex = 0;
  return lines.map((line) => {
    const appearAt = line.type === 'content' ? 0 : PLAYBACK_FIRST_TOPIC_MS + PLAYBACK_TOPIC_STEP_MS * topicIndex++;
    const doneAt = appearAt + PLAYBACK_DONE_MIN_MS + Math.floor(random() * PLAYBACK_DONE_SPREAD_MS);
    return { line, appearAt, doneAt };
  });
}

export interface PlaybackHandlers {
  onAppear(step: PlaybackStep): void;
  onDone(step: PlaybackStep): void;
  /** After the last step is done. */
  onFinish(): void;
}

/** Runs a plan on a clock; returns a function that cancels what has not run yet. */
export function schedulePlayback(plan: readonly PlaybackStep[], clock: Clock, handlers: PlaybackHandlers): () => void {
  const timers: TimerHandle[] = [];
  let remaining = plan.length;
  const at = (ms: number, fn: () => void): void => {
    timers.push(clock.setTimeout(fn, ms));
  };
  if (remaining === 0) at(0, handlers.onFinish);
  for (const step of plan) {
    at(step.appearAt, () => handlers.onAppear(step));
    at(step.doneAt, () => {
      handlers.onDone(step);
      if (--remaining === 0) handlers.onFinish();
    });
  }
  return () => {
    for (const timer of timers) clock.clearTimeout(timer);
    timers.length = 0;
  };
}

/** A running playback; `done` resolves after the last step, or at once on cancel. */
export interface Playback {
  done: Promise<void>;
  cancel(): void;
}

/** Starts a plan on a clock (see {@link schedulePlayback}) as a promise that cancel also settles. */
export function startPlayback(plan: readonly PlaybackStep[], clock: Clock, handlers: Omit<PlaybackHandlers, 'onFinish'>): Playback {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const stop = schedulePlayback(plan, clock, { ...handlers, onFinish: () => finish() });
  return {
    done,
    cancel() {
      stop();
      finish();
    },
  };
}
