/**
 * The rewrite runner the screens ask (`Rewriter`): one slide's rewrite or a
 * deck action, with the status of each slide, Cancel, credits, and the
 * outbox when there is no network. Made by the composition root with its
 * dependencies; nothing here runs at import.
 */
import { proxy } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import type { EditCall } from '../../api/edit';
import { CREDITS_PER_SLIDE } from '../../core/credits';
import { NETWORK_ERROR } from '../../core/errors';
import type { SlideRewrite } from '../../core/commands';
import { deckActionSlides } from '../../core/rewrite/deck-plan';
import { locateSlide } from '../../core/rewrite/locate';
import { builtinRunsHere, writerCannot } from '../../core/rewrite/writers';
import type { ExcerptQuery } from '../../core/source/types';
import { systemClock, type Clock } from '../../lib/clock';
import type { Editor } from '../editor';
import type { RewriteContext } from './context';
import { runDeckAction } from './deck-action';
import { createRewriteLedger, type RewriteCredits } from './ledger';
import { withBuiltinOffline } from './offline-writer';
import { showWaiting } from './queued';
import { refusal, runSlideRewrite } from './slide-rewrite';
import { replayOnStoredDeck, type StoredDecks } from './stored-replay';
import type { DeckRewriteAction, QueuedRewrite, RewriteOutcome, RewriteQueue, RewriteState, Rewriter, SlideRewriteRequest } from './types';

export interface RewriterDeps {
  editor: Editor;
  edit: EditCall;
  /** The credits repository; asked on each use (the database opens later). */
  credits: () => RewriteCredits;
  /** The outbox's queue of rewrites asked offline; without one, an offline rewrite fails with the network text. */
  queue?: RewriteQueue;
  /** Passages of the deck's source document about a slide (none until the deck keeps its source). */
  excerpts?: (deckId: string, query: ExcerptQuery) => Promise<string[]>;
  /** Asks the server which writer it uses now ('builtin', 'local:...'); undefined when it cannot tell. */
  serverWriter?: () => Promise<string | undefined>;
  /** The saved decks: a queued slide rewrite of a deck not open is put into the saved deck. */
  stored?: StoredDecks;
  /** Whether the device says it is online (default: navigator.onLine). */
  online?: () => boolean;
  clock?: Clock;
  random?: () => number;
  /** A fresh id for a rewrite's credits. */
  newId?: () => string;
}

/** The runner; `replay` is what the outbox calls for a rewrite it kept. */
export interface RewriteRunner extends Rewriter {
  replay(rewrite: QueuedRewrite, options: { signal: AbortSignal; idempotencyKey: string }): Promise<RewriteOutcome>;
  /**
   * Shows the queue's waiting rewrites of the open deck as 'queued' (after
   * a reload too, and as other tabs change the queue); returns the unsubscribe.
   */
  followQueue(): () => void;
  /** Gives back what the queued rewrite of this outbox key was charged (the user removed it); once. */
  release(idempotencyKey: string): Promise<void>;
}

export const BUSY_SLIDE = 'This slide is already being rewritten.';
export const BUSY_DECK = 'The deck is being rewritten: wait for it to finish, or cancel it.';
export const REPLAY_DECK_NOT_OPEN = 'The deck this rewrite is for is not open: it runs when the deck is open again.';
/** How often the server is asked again which writer it uses. */
export const WRITER_RECHECK_MS = 60_000;
export const QUEUED = 'No network: the rewrite waits and runs once you are online.';

const browserOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;
const randomId = (): string => globalThis.crypto.randomUUID();
const isDeckAction = (request: SlideRewriteRequest | DeckRewriteAction): request is DeckRewriteAction => 'kind' in request;

export function createRewriter(deps: RewriterDeps): RewriteRunner {
  const state = proxy<RewriteState>({ slides: {}, deck: null, deckError: null });
  const { editor } = deps;
  const deckId = (): string | null => editor.store.state.deckId;
  const ctx: RewriteContext = {
    state,
    editor,
    // With no network, what the builtin writer can do is done on the device.
    edit: withBuiltinOffline(deps.edit, { online: () => online(), writer: () => writer() }),
    ledger: createRewriteLedger(deps.credits),
    clock: deps.clock ?? systemClock,
    random: deps.random ?? Math.random,
    async excerpts(query) {
      const id = deckId();
      if (id === null || deps.excerpts === undefined) return [];
      // A source that cannot be read makes the rewrite less grounded, never fail.
      return deps.excerpts(id, query).catch(() => []);
    },
  };
  const running = new Map<number, AbortController>();
  let deckRun: AbortController | null = null;
  const online = deps.online ?? browserOnline;
  let writerAskedAt = Number.NEGATIVE_INFINITY;
  /** The server's writer, asked again at most once a minute (a model downloaded meanwhile takes over). */
  const writer = (): string | undefined => {
    const now = ctx.clock.now();
    if (deps.serverWriter !== undefined && now - writerAskedAt >= WRITER_RECHECK_MS) {
      writerAskedAt = now;
      void deps.serverWriter().then(
        (name) => void (name !== undefined && name !== state.writer && (state.writer = name)),
        () => undefined,
      );
    }
    // Until the server says, the writer that wrote the deck is the best guess.
    return state.writer ?? editor.store.state.settings.writer;
  };
  const newId = deps.newId ?? randomId;

  /** Keeps the rewrite in the outbox; the outcome the screens get. */
  async function enqueue(request: SlideRewriteRequest | DeckRewriteAction): Promise<RewriteOutcome> {
    const id = deckId();
    if (deps.queue === undefined || id === null) return { ok: false, error: NETWORK_ERROR, retryable: true };
    await deps.queue.add({ kind: 'rewrite', deckId: id, request, requestedAt: ctx.clock.now() });
    if (!isDeckAction(request)) state.slides[request.slideId] = { state: 'queued', action: request.action };
    else state.deck = { kind: request.kind, done: 0, total: deckActionSlides(editor.doc(), request), queued: true };
    return { ok: false, error: QUEUED, queued: true };
  }

  async function slide(request: SlideRewriteRequest, id: string, replay: boolean, signal?: AbortSignal): Promise<RewriteOutcome> {
    const current = state.slides[request.slideId];
    if (running.has(request.slideId) || (current?.state === 'queued' && !replay)) return { ok: false, error: BUSY_SLIDE, retryable: true };
    if (deckRun !== null) return { ok: false, error: BUSY_DECK, retryable: true };
    const refused = refusal(ctx, request) ?? (online() ? null : writerCannot(writer(), request.action));
    if (refused !== null) {
      state.slides[request.slideId] = { state: 'failed', action: request.action, error: refused };
      return { ok: false, error: refused, retryable: false };
    }
    if (!replay && !online() && !builtinRunsHere(writer(), request.action)) return enqueue(request);
    const controller = new AbortController();
    signal?.addEventListener('abort', () => controller.abort(), { once: true });
    running.set(request.slideId, controller);
    try {
      const result = await runSlideRewrite(ctx, request, { id, signal: controller.signal, replay });
      return 'offline' in result ? await enqueue(request) : result;
    } finally {
      running.delete(request.slideId);
    }
  }

  async function deck(action: DeckRewriteAction, id: string, replay: boolean, signal?: AbortSignal): Promise<RewriteOutcome> {
    if (deckRun !== null || running.size > 0) return { ok: false, error: BUSY_DECK, retryable: true };
    const notesHere = action.kind === 'speaker-notes' && builtinRunsHere(writer(), 'speaker-notes');
    if (!replay && !online() && !notesHere) return enqueue(action);
    const controller = new AbortController();
    signal?.addEventListener('abort', () => controller.abort(), { once: true });
    deckRun = controller;
    try {
      const result = await runDeckAction(ctx, action, { id, controller, replay });
      return 'offline' in result ? await enqueue(action) : result;
    } finally {
      deckRun = null;
    }
  }

  /** A queued rewrite of a deck that is not open: slide rewrites go into the saved deck. */
  async function replayElsewhere(rewrite: QueuedRewrite, options: { signal: AbortSignal; idempotencyKey: string }): Promise<RewriteOutcome> {
    const { request } = rewrite;
    if (isDeckAction(request) || deps.stored === undefined) return { ok: false, error: REPLAY_DECK_NOT_OPEN, retryable: true };
    const excerpts = (id: string, query: ExcerptQuery) => deps.excerpts?.(id, query) ?? Promise.resolve([]);
    const applyOpen = (id: string, answer: SlideRewrite & { heading: string }): boolean | undefined => {
      if (id !== deckId()) return undefined;
      const target = locateSlide(editor.doc().slides, answer.slideId, answer.heading);
      if (target === undefined) return false;
      editor.apply('slide.rewrite', { rewrites: [{ slideId: target, action: answer.action, answer: answer.answer }] });
      return true;
    };
    return replayOnStoredDeck({ decks: deps.stored, edit: deps.edit, ledger: ctx.ledger, excerpts, applyOpen }, request, { deckId: rewrite.deckId, id: options.idempotencyKey, signal: options.signal });
  }

  async function replayOpen(rewrite: QueuedRewrite, options: { signal: AbortSignal; idempotencyKey: string }): Promise<RewriteOutcome> {
    const { request } = rewrite;
    if (!isDeckAction(request)) delete state.slides[request.slideId];
    return isDeckAction(request)
      ? deck(request, options.idempotencyKey, true, options.signal)
      : slide(request, options.idempotencyKey, true, options.signal);
  }

  let waiting: readonly QueuedRewrite[] = [];
  const showQueue = (): void =>
    showWaiting(state, waiting, { deckId: deckId(), total: (action) => deckActionSlides(editor.doc(), action), running: (slideId) => running.has(slideId) });

  return {
    state,
    price: (request) => (isDeckAction(request) ? deckActionSlides(editor.doc(), request) : 1) * CREDITS_PER_SLIDE,
    unsupported: (action) => writerCannot(writer(), action),
    rewrite: (request) => slide(request, newId(), false),
    rewriteDeck: (action) => deck(action, newId(), false),
    async replay(rewrite, options) {
      const outcome = rewrite.deckId === deckId() ? await replayOpen(rewrite, options) : await replayElsewhere(rewrite, options);
      // The outbox drops a row that ends this way: a credit an earlier attempt held goes back with it.
      if (!outcome.ok && (outcome.cancelled === true || outcome.retryable === false)) await ctx.ledger.refund(options.idempotencyKey, 'Rewrite not done');
      return outcome;
    },
    followQueue() {
      const { queue } = deps;
      if (queue?.watch === undefined) return () => undefined;
      const unwatch = queue.watch((rows) => {
        waiting = rows;
        showQueue();
      });
      // Another deck opened: its own waiting rewrites show, the last deck's go.
      const unsubscribe = subscribeKey(editor.store.state, 'deckId', () => {
        for (const [key, status] of Object.entries(state.slides)) if (status.state === 'queued') delete state.slides[Number(key)];
        if (state.deck?.queued === true) state.deck = null;
        showQueue();
      });
      return () => {
        unwatch();
        unsubscribe();
      };
    },
    release: (idempotencyKey) => ctx.ledger.refund(idempotencyKey, 'Queued rewrite removed'),
    cancel(slideId) {
      if (slideId === undefined) {
        deckRun?.abort();
        const id = deckId();
        if (state.deck?.queued === true && id !== null) {
          state.deck = null;
          void deps.queue?.remove(id);
        }
        return;
      }
      running.get(slideId)?.abort();
      const id = deckId();
      if (state.slides[slideId]?.state === 'queued' && id !== null) {
        delete state.slides[slideId];
        void deps.queue?.remove(id, slideId);
      }
    },
    dismiss(slideId) {
      if (state.slides[slideId]?.state === 'failed') delete state.slides[slideId];
    },
  };
}

