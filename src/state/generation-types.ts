/**
 * Shapes of the generation store (generation.ts): its state, how a run
 * ends, what the persistence hook receives, and how a failure is
 * classified so callers (the deck job, the outbox) can tell "try later"
 * from "this will never work".
 */
import type { ApiClient } from '../api/client';
import type { Clock } from '../lib/clock';
import type { ApiErrorKind } from '../api/http';
import type { GenerationConfig } from '../core/schemas/config';
import type { OutlineResult, OutlineTopic } from '../core/schemas/outline';
import type { Slide } from '../core/schemas/slide';
import type { StreamingStats } from '../core/schemas/telemetry';
import type { DeckStore } from './deck';

export type GenerationStatus = 'idle' | 'streaming-outline' | 'streaming-content' | 'done' | 'error';
/** How a generate call ended; `ignored` when another request was still streaming. */
export type RunResult = 'done' | 'error' | 'ignored' | 'cancelled';

/**
 * What kind of failure stopped the last run. The call layer's kinds
 * (network, timeout, not-found, http, no-body) plus:
 * - `stream`: the server answered but its stream failed (an error line, an
 *   answer without slides or topics);
 * - `invalid`: the request or the answer cannot work as it is (blank topic,
 *   an outline or document that cannot be read);
 * - `unknown`: anything else thrown.
 */
export type GenerationErrorKind = ApiErrorKind | 'stream' | 'invalid' | 'unknown';

/** A failure: the text to show and its classification. */
export interface GenerationFailure {
  message: string;
  kind: GenerationErrorKind;
  /** The HTTP status of an `http` (or `not-found`) failure. */
  status?: number;
}

export interface GenerationState {
  status: GenerationStatus;
  error: string | null;
  /** Kind of `error`; null when there is none. */
  errorKind: GenerationErrorKind | null;
  /** HTTP status behind `error`, when the server refused with one. */
  errorStatus: number | null;
  /** The latest status (heartbeat) line. */
  statusMessage: string;
  stats: StreamingStats;
  outline: OutlineResult | null;
  /** Outline topics, as they arrive and then normalised. */
  topics: OutlineTopic[];
  /** Topics the outline should have (slides - 1), for the progress bar. */
  expectedTopics: number;
  /** No topic came within 10 s: the outline step was skipped. */
  outlineSkipped: boolean;
  /** Problems that did not stop generation (bad lines, outline warnings). */
  warnings: string[];
}

/** What the persistence hook receives: plain snapshot data, safe to store or post. */
export interface SlidesChange {
  slides: readonly Slide[];
  title: string;
  /** The stream is over (done, failed or stopped): nothing more will change. */
  final: boolean;
}

export interface GenerationDeps {
  /** The outline and content calls (the app's client, made by the composition root). */
  api: Pick<ApiClient, 'outline' | 'content'>;
  /** The deck the content streams into. */
  deck: DeckStore;
  clock?: Clock;
  /** [0, 1): spreads the playback's done times. */
  random?: () => number;
  noTopicMs?: number;
  outlineTimeoutMs?: number;
  /** No new slide for this long stops a content stream (default 30 s). */
  contentStallMs?: number;
}

export interface GenerationStore {
  readonly state: GenerationState;
  readonly deck: DeckStore;
  generateOutline(config: GenerationConfig): Promise<RunResult>;
  generateDeck(config: GenerationConfig, topics: readonly OutlineTopic[]): Promise<RunResult>;
  /** Stops the running request; the store goes back to idle. */
  cancel(): void;
  /** Stops and clears everything: idle, no outline, empty deck with the default theme. */
  reset(): void;
  /** Called after every change of the deck's slides while content streams; returns an unsubscribe. */
  onSlidesChanged(listener: (change: SlidesChange) => void): () => void;
}
