import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDefaultPresentationSettings } from '../../core/schemas/config';
import type { Slide } from '../../core/schemas/slide';
import type { DecksmithDB } from '../../data/db';
import { OutboxRepository } from '../../data/outbox';
import { PresentationsRepository } from '../../data/presentations';
import { freshDbs } from '../../data/testing';
import { startBuiltinServer, type TestServer } from '../../../tests/helpers/generation-server';
import type { GenerationStore } from '../generation';
import type { RunDeckJob } from '../jobs';
import { createRewriteQueue } from '../outbox/rewrite-queue';
import { startOutbox } from '../outbox/runner';
import type { RewriterDeps } from './runner';
import { savedDecks } from './stored-replay';
import { gatedFetch, reefSlides, setup } from './test-setup';
import type { QueuedRewrite } from './types';

/** Waits on a real server and IndexedDB: generous, so a loaded machine is not a failure. */
const WAIT = { timeout: 10_000, interval: 10 };

let server: TestServer;
beforeAll(async () => {
  server = await startBuiltinServer();
});
afterAll(() => server.close());
const dbs = freshDbs();
const stops: Array<() => void> = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

const signal = new AbortController().signal;
const noNetwork: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));
const points = (slide: Slide | undefined) => slide?.topic?.subtopics.map((s) => s.overview);

/** One tab: deck-1 open in a runner over the real outbox and saved decks of `db`, following the queue. */
function tab(db: DecksmithDB, over: Partial<RewriterDeps> & { fetch?: typeof fetch } = {}) {
  const outbox = new OutboxRepository(db);
  let release = (_key: string): void => undefined;
  const queue = createRewriteQueue({ repo: () => outbox, removed: (key) => release(key) });
  const made = setup(db, server.url, { queue, stored: savedDecks(() => new PresentationsRepository(db)), ...over });
  release = (key) => void made.rewriter.release(key);
  stops.push(made.rewriter.followQueue());
  return { ...made, outbox, queue };
}

async function saveDeck2(db: DecksmithDB): Promise<PresentationsRepository> {
  const decks = new PresentationsRepository(db);
  const settings = createDefaultPresentationSettings({ language: 'en-US' });
  await decks.save({ id: 'deck-2', title: 'Coral reefs', slides: reefSlides(), settings, theme: settings.selectedTheme, isComplete: true });
  return decks;
}

const ofDeck2 = (slideId: number): QueuedRewrite => ({ kind: 'rewrite', deckId: 'deck-2', request: { slideId, action: 'shorter' }, requestedAt: 1 });

describe('a rewrite waiting in the outbox', () => {
  it('still shows on its slide after a reload, and Cancel there removes its row in every tab', async () => {
    const db = dbs.make();
    const first = tab(db, { online: () => false });
    expect(await first.rewriter.rewrite({ slideId: 2, action: 'shorter' })).toMatchObject({ ok: false, queued: true });
    // The page reloads: the new runner knows only what the outbox keeps.
    const second = tab(db, { online: () => false });
    await vi.waitFor(() => expect(second.rewriter.state.slides[2]).toEqual({ state: 'queued', action: 'shorter' }), WAIT);
    second.rewriter.cancel(2);
    expect(second.rewriter.state.slides[2]).toBeUndefined();
    await vi.waitFor(async () => expect(await second.outbox.list()).toEqual([]), WAIT);
    await vi.waitFor(() => expect(first.rewriter.state.slides[2]).toBeUndefined(), WAIT);
  });

  it('gives back the credit an attempt held when the user removes it after a reload, once', async () => {
    const db = dbs.make();
    const first = tab(db, { online: () => false, fetch: noNetwork });
    await first.rewriter.rewrite({ slideId: 2, action: 'shorter' });
    const [row] = await first.outbox.list();
    // Online again, the attempt meets no network: the outbox will try again, the credit is held for it.
    expect(await first.rewriter.replay(row?.payload as QueuedRewrite, { signal, idempotencyKey: row?.idempotencyKey ?? '' })).toMatchObject({ ok: false, retryable: true });
    expect(await first.credits.getBalance()).toBe(799);
    const second = tab(db);
    await vi.waitFor(() => expect(second.rewriter.state.slides[2]).toMatchObject({ state: 'queued' }), WAIT);
    second.rewriter.cancel(2);
    await vi.waitFor(async () => expect(await second.credits.getBalance()).toBe(800), WAIT);
    await second.rewriter.release(row?.idempotencyKey ?? '');
    expect(await second.credits.getBalance()).toBe(800);
  });

  it('goes into the saved deck when its deck is not open, onto what the user changed meanwhile, for one credit', async () => {
    const db = dbs.make();
    const decks = await saveDeck2(db);
    const gated = gatedFetch();
    const { deck, credits, rewriter } = tab(db, { fetch: gated.fetch });
    const open = deck.slides();
    const pending = rewriter.replay(ofDeck2(2), { signal, idempotencyKey: 'outbox:1' });
    await gated.sent;
    await decks.updateSlides('deck-2', (slides) => slides.map((s) => (s.id === 1 ? { ...s, title: 'Reefs, by hand' } : s)));
    gated.open();
    expect(await pending).toEqual({ ok: true });
    const saved = (await decks.get('deck-2'))?.slides;
    expect(saved?.map((s) => s.title)).toEqual(['Coral reefs', 'Reefs, by hand', 'Why reefs matter', 'Saving reefs']);
    expect(saved?.[2]?.description).toBe('Why reefs matter is the first sentence here.');
    expect(points(saved?.[2])).toEqual(['The value begins here.', 'The value goes on.']);
    expect(deck.slides()).toBe(open);
    expect(await credits.getBalance()).toBe(799);
  });

  it('goes into the open deck, as one undo step, when the user opened its deck while the answer was on its way', async () => {
    const db = dbs.make();
    const decks = await saveDeck2(db);
    const gated = gatedFetch();
    const { deck, editor, rewriter } = tab(db, { fetch: gated.fetch });
    const pending = rewriter.replay(ofDeck2(2), { signal, idempotencyKey: 'outbox:2' });
    await gated.sent;
    const saved = await decks.get('deck-2');
    deck.load({ deckId: 'deck-2', title: saved?.title ?? '', slides: saved?.slides ?? [], settings: createDefaultPresentationSettings({ language: 'en-US' }) });
    gated.open();
    expect(await pending).toEqual({ ok: true });
    expect(deck.slides()[2]?.description).toBe('Why reefs matter is the first sentence here.');
    expect(editor.undo()).toBe(true);
    expect(deck.slides()[2]?.description).toBe(saved?.slides[2]?.description);
  });

  it('is dropped with its held credit given back when its deck was deleted', async () => {
    const db = dbs.make();
    const decks = await saveDeck2(db);
    const first = tab(db, { fetch: noNetwork });
    await first.queue.add(ofDeck2(2));
    const [row] = await first.outbox.list();
    expect(await first.rewriter.replay(ofDeck2(2), { signal, idempotencyKey: row?.idempotencyKey ?? '' })).toMatchObject({ ok: false, retryable: true });
    expect(await first.credits.getBalance()).toBe(799);
    await decks.delete('deck-2');
    // After a reload, the outbox replays the row on the dashboard.
    const second = tab(db);
    const handle = startOutbox({
      runJob: vi.fn() as unknown as RunDeckJob,
      runRewrite: (rewrite, options) => second.rewriter.replay(rewrite, options),
      repo: second.outbox,
      createGeneration: () => ({}) as GenerationStore,
      locks: null,
      isOnline: () => true,
      target: null,
      doc: null,
    });
    stops.push(handle);
    await vi.waitFor(async () => expect(await second.outbox.list()).toEqual([]), WAIT);
    await handle.idle();
    expect(await second.credits.getBalance()).toBe(800);
  });
});

describe('a deck action waiting in the outbox', () => {
  it('shows as waiting, not as an error, after a reload and when its replay meets no network; Cancel removes it', async () => {
    const db = dbs.make();
    const first = tab(db, { online: () => false });
    expect(await first.rewriter.rewriteDeck({ kind: 'speaker-notes' })).toMatchObject({ ok: false, queued: true });
    expect(first.rewriter.state.deck).toEqual({ kind: 'speaker-notes', done: 0, total: 4, queued: true });
    expect(first.rewriter.state.deckError).toBeNull();
    const second = tab(db, { fetch: noNetwork });
    await vi.waitFor(() => expect(second.rewriter.state.deck).toEqual({ kind: 'speaker-notes', done: 0, total: 4, queued: true }), WAIT);
    const [row] = await second.outbox.list();
    expect(await second.rewriter.replay(row?.payload as QueuedRewrite, { signal, idempotencyKey: row?.idempotencyKey ?? '' })).toMatchObject({ ok: false, retryable: true });
    expect(second.rewriter.state.deck).toEqual({ kind: 'speaker-notes', done: 0, total: 4, queued: true });
    expect(second.rewriter.state.deckError).toBeNull();
    expect(await second.credits.getBalance()).toBe(796);
    second.rewriter.cancel();
    expect(second.rewriter.state.deck).toBeNull();
    await vi.waitFor(async () => expect(await second.outbox.list()).toEqual([]), WAIT);
    await vi.waitFor(async () => expect(await second.credits.getBalance()).toBe(800), WAIT);
    await vi.waitFor(() => expect(first.rewriter.state.deck).toBeNull(), WAIT);
  });
});
