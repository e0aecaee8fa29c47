/**
 * Asking the deck: the contract between the rewrite runner (this folder) and
 * the screens that offer it (the Ask box, quick actions, deck actions).
 * A rewrite changes the open deck once, when the whole answer is in, as one
 * undo step; until then the slide shows a preview typing itself in, and
 * Cancel leaves the slide as it was.
 */
import type { Tone } from '../../core/schemas/catalog';
import type { Slide } from '../../core/schemas/slide';
import type { EditAction } from '../../protocol/edit';

/** One rewrite of one slide of the open deck. */
export interface SlideRewriteRequest {
  /** `Slide.id` of the slide in the open deck. */
  slideId: number;
  action: EditAction;
  /** The user's own words; only with action 'instruction'. */
  instruction?: string;
  /** BCP 47 tag (de-DE); only with action 'translate'. */
  targetLanguage?: string;
}

/** What the whole deck can be asked. */
export type DeckRewriteAction =
  | { kind: 'speaker-notes' }
  | { kind: 'translate'; targetLanguage: string }
  | { kind: 'tone'; tone: Tone }
  | { kind: 'add-slide'; about: string };

/** Where a slide's rewrite stands; a slide with none has no entry. */
export type SlideRewriteStatus =
  /** Asked and on its way; `preview` is the new slide typing itself in once the answer arrives. */
  | { state: 'rewriting'; action: EditAction; preview?: Slide }
  /** Asked with no network: waiting in the outbox, run once when back online. */
  | { state: 'queued'; action: EditAction }
  /** Failed: why, in words for the user (the server's own message where it gave one). The slide is unchanged. */
  | { state: 'failed'; action: EditAction; error: string };

/** A deck action in progress (null when none). */
export interface DeckRewriteProgress {
  kind: DeckRewriteAction['kind'];
  /** Slides finished and slides in all. */
  done: number;
  total: number;
  /**
   * Asked with no network (or its replay met none): it waits in the outbox
   * and runs once online. A status to show, not an error.
   */
  queued?: boolean;
}

/** The runner's state, a valtio proxy the screens read with useSnapshot. */
export interface RewriteState {
  /** By `Slide.id` of the open deck. */
  slides: Record<number, SlideRewriteStatus>;
  deck: DeckRewriteProgress | null;
  /** Why the last deck action failed or stopped short (null when it did not). */
  deckError: string | null;
  /**
   * The writer the server uses now ('builtin', 'local:...'), once the runner
   * has asked it; `unsupported` reads it, so a screen re-renders when it is known.
   */
  writer?: string;
}

/**
 * How a rewrite ended. `queued`: asked with no network, it waits in the
 * outbox (the slide shows 'queued'). `retryable` false: a refusal that
 * asking again would not change (credits, the writer cannot, the slide is
 * gone); the outbox does not replay it again.
 */
export type RewriteOutcome = { ok: true } | { ok: false; error: string; cancelled?: boolean; queued?: boolean; retryable?: boolean };

export interface Rewriter {
  readonly state: RewriteState;
  /** Credits the request would cost now (one per slide it rewrites), to show before asking. */
  price(request: SlideRewriteRequest | DeckRewriteAction): number;
  /** Why the current writer cannot do this action (the builtin writer cannot translate...), or null when it can. */
  unsupported(action: EditAction): string | null;
  rewrite(request: SlideRewriteRequest): Promise<RewriteOutcome>;
  rewriteDeck(action: DeckRewriteAction): Promise<RewriteOutcome>;
  /** Stops the slide's rewrite (running or queued), or the deck action when `slideId` is undefined; nothing changes. */
  cancel(slideId?: number): void;
  /** Forgets a failed status (the user read it). */
  dismiss(slideId: number): void;
}

/**
 * A rewrite asked with no network, as the outbox keeps it (IndexedDB) and
 * replays it once when back online: through `Rewriter`'s runner, charged then.
 */
export interface QueuedRewrite {
  kind: 'rewrite';
  deckId: string;
  request: SlideRewriteRequest | DeckRewriteAction;
  requestedAt: number;
}

/** What the runner needs of the outbox, and what the outbox calls back to replay a rewrite. */
export interface RewriteQueue {
  /** Keeps the rewrite until the device is online (the outbox's own rules: order, retries, the queue panel). */
  add(rewrite: QueuedRewrite): Promise<void>;
  /**
   * Drops a queued rewrite of the slide (the user edited it meanwhile and
   * agreed), or the deck's queued deck action when `slideId` is undefined;
   * false when none waited.
   */
  remove(deckId: string, slideId?: number): Promise<boolean>;
  /**
   * Calls `listener` with the rewrites still to run (queued or running), at
   * once and whenever they change, in any tab; returns the unsubscribe.
   */
  watch?(listener: (waiting: readonly QueuedRewrite[]) => void): () => void;
}
