import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { subscribe } from 'valtio';
import { SLIDE_NOT_FOUND } from '../../core/errors';
import { PLAYBACK_DONE_MIN_MS } from '../../core/outline/playback';
import { createFakeClock } from '../../lib/fake-clock';
import type { Slide } from '../../core/schemas/slide';
import { freshDbs } from '../../data/testing';
import { startBuiltinServer, startRawServer, type TestServer } from '../../../tests/helpers/generation-server';
import { createApiClient } from '../../api/client';
import { gatedFetch, memoryQueue, setup } from './test-setup';
import { QUEUED } from './runner';
import { serverFailed } from './ask-writer';

/** Waits on a real server and IndexedDB: generous, so a loaded machine is not a failure. */
const WAIT = { timeout: 10_000, interval: 10 };

let server: TestServer;
beforeAll(async () => {
  server = await startBuiltinServer();
});
afterAll(() => server.close());
const dbs = freshDbs();

const points = (slide: Slide | undefined) => slide?.topic?.subtopics.map((s) => s.overview);

describe('a slide rewrite on the real server (builtin writer)', () => {
  it('makes a slide shorter as one undo step, typing a preview in first, for one credit', async () => {
    const { deck, editor, credits, rewriter } = setup(dbs.make(), server.url);
    const before = deck.slides()[2];
    const previews: Slide[] = [];
    subscribe(rewriter.state, () => {
      const preview = rewriter.state.slides[2]?.state === 'rewriting' ? rewriter.state.slides[2].preview : undefined;
      if (preview) previews.push(preview);
    });
    expect(rewriter.price({ slideId: 2, action: 'shorter' })).toBe(1);
    expect(await rewriter.rewrite({ slideId: 2, action: 'shorter' })).toEqual({ ok: true });
    const after = deck.slides()[2];
    expect(after?.description).toBe('Why reefs matter is the first sentence here.');
    expect(points(after)).toEqual(['The value begins here.', 'The value goes on.']);
    expect(after?.topic?.icon_prompt).toBe('Why reefs matter icon');
    expect(previews.some((p) => p.isStreaming && p.description === after?.description)).toBe(true);
    expect(rewriter.state.slides[2]).toBeUndefined();
    expect(await credits.getBalance()).toBe(799);
    editor.undo();
    expect(deck.slides()[2]).toEqual(before);
  });

  it('shows the answer typing in on the slide first, and changes the deck once, when the preview is done', async () => {
    const clock = createFakeClock(Date.now());
    const { deck, editor, rewriter } = setup(dbs.make(), server.url, { clock, random: () => 0 });
    const before = deck.slides();
    const pending = rewriter.rewrite({ slideId: 1, action: 'shorter' });
    // The answer is in once the preview's timers are set; the first shows it at once.
    await vi.waitFor(() => expect(clock.pending()).toBeGreaterThan(0), WAIT);
    clock.advance(0);
    expect(rewriter.state.slides[1]).toMatchObject({ state: 'rewriting', preview: { isStreaming: true, description: 'What reefs are is the first sentence here.' } });
    expect(deck.slides()).toBe(before);
    clock.advance(PLAYBACK_DONE_MIN_MS - 1);
    expect(deck.slides()).toBe(before);
    clock.advance(1);
    expect(await pending).toEqual({ ok: true });
    expect(deck.slides()[1]?.description).toBe('What reefs are is the first sentence here.');
    expect(editor.undo()).toBe(true);
    expect(editor.state.canUndo).toBe(false);
  });

  it('refuses to split the title slide before charging anything', async () => {
    const { credits, rewriter } = setup(dbs.make(), server.url);
    expect(await rewriter.rewrite({ slideId: 0, action: 'split' })).toMatchObject({ ok: false, error: 'The title slide has no points to split or arrange: ask this of a topic slide.' });
    expect(await credits.getBalance()).toBe(800);
  });

  it("splits a slide: its second half is a new slide right after it, and one undo takes both back", async () => {
    const { deck, editor, rewriter } = setup(dbs.make(), server.url);
    expect(await rewriter.rewrite({ slideId: 1, action: 'split' })).toEqual({ ok: true });
    expect(deck.slides().map((s) => s.title)).toEqual(['Coral reefs', 'What reefs are', 'What reefs are (2)', 'Why reefs matter', 'Saving reefs']);
    expect(deck.slides().map((s) => s.id)).toEqual([0, 1, 2, 3, 4]);
    expect(points(deck.slides()[2])).toEqual(['The reef ends. Nothing else.']);
    editor.undo();
    expect(deck.slides()).toHaveLength(4);
  });

  it('writes speaker notes for the title slide and keeps its title', async () => {
    const { deck, rewriter } = setup(dbs.make(), server.url);
    expect(await rewriter.rewrite({ slideId: 0, action: 'speaker-notes' })).toEqual({ ok: true });
    expect(deck.slides()[0]).toMatchObject({ title: 'Coral reefs', description: 'Why reefs matter and how to save them.' });
    expect(deck.slides()[0]?.notes).not.toBe('');
  });

  it("shows the builtin writer's refusal to translate, leaves the slide and gives the credit back", async () => {
    const { deck, credits, rewriter } = setup(dbs.make(), server.url, { serverWriter: () => fetch(`${server.url}/api/health`).then(async (r) => ((await r.json()) as { providers: { llm: string } }).providers.llm) });
    const before = deck.slides();
    // The deck does not say who wrote it: nothing is known until the server says.
    expect(rewriter.unsupported('translate')).toBeNull();
    await vi.waitFor(() => expect(rewriter.state.writer).toBe('builtin'), WAIT);
    expect(rewriter.unsupported('translate')).toMatch(/^The built-in writer cannot translate/);
    expect(rewriter.unsupported('shorter')).toBeNull();
    const outcome = await rewriter.rewrite({ slideId: 1, action: 'translate', targetLanguage: 'de-DE' });
    expect(outcome).toMatchObject({ ok: false, error: expect.stringMatching(/^The built-in writer cannot translate: .*A local model/) });
    expect(rewriter.state.slides[1]).toEqual({ state: 'failed', action: 'translate', error: (outcome as { error: string }).error });
    expect(deck.slides()).toBe(before);
    expect(await credits.getBalance()).toBe(800);
    rewriter.dismiss(1);
    expect(rewriter.state.slides[1]).toBeUndefined();
  });

  it("shows the server's 'Slide not found.' when it does not know the slide, and says the same of a slide not in the deck", async () => {
    const api = createApiClient({ baseUrl: `${server.url}/api` });
    // A client and server that disagree on the slide: the server's 422 text is what the user reads.
    const wrong = setup(dbs.make(), server.url, { edit: (body, options) => api.edit({ ...body, slide_id: 'topic_99' }, options) });
    expect(await wrong.rewriter.rewrite({ slideId: 3, action: 'shorter' })).toMatchObject({ ok: false, error: SLIDE_NOT_FOUND });
    expect(wrong.rewriter.state.slides[3]).toMatchObject({ state: 'failed', error: SLIDE_NOT_FOUND });
    expect(await wrong.credits.getBalance()).toBe(800);
    const { rewriter, credits } = setup(dbs.make(), server.url);
    expect(await rewriter.rewrite({ slideId: 9, action: 'shorter' })).toMatchObject({ ok: false, error: SLIDE_NOT_FOUND });
    expect(await credits.getBalance()).toBe(800);
  });

  it('cancels: the call stops, the slide stays as it was and the credit goes back', async () => {
    const gated = gatedFetch();
    const { deck, credits, rewriter } = setup(dbs.make(), server.url, { fetch: gated.fetch });
    const before = deck.slides();
    const pending = rewriter.rewrite({ slideId: 2, action: 'shorter' });
    await gated.sent;
    expect(rewriter.state.slides[2]).toEqual({ state: 'rewriting', action: 'shorter' });
    expect(await credits.getBalance()).toBe(799);
    rewriter.cancel(2);
    gated.open();
    expect(await pending).toMatchObject({ ok: false, cancelled: true });
    expect(deck.slides()).toBe(before);
    expect(rewriter.state.slides[2]).toBeUndefined();
    expect(await credits.getBalance()).toBe(800);
  });

  it('keeps an edit made elsewhere on the deck while the rewrite was on its way', async () => {
    const gated = gatedFetch();
    const { deck, editor, rewriter } = setup(dbs.make(), server.url, { fetch: gated.fetch });
    const pending = rewriter.rewrite({ slideId: 3, action: 'shorter' });
    await gated.sent;
    editor.apply('slide.editText', { index: 1, field: 'title', value: 'Reefs, by hand' });
    gated.open();
    expect(await pending).toEqual({ ok: true });
    expect(deck.slides().map((s) => s.title)).toEqual(['Coral reefs', 'Reefs, by hand', 'Why reefs matter', 'Saving reefs']);
    expect(deck.slides()[3]?.description).toBe('Saving reefs is the first sentence here.');
  });

  it('says the server failed, by its status and not its raw page, slide unchanged, credit back', async () => {
    const raw = await startRawServer((_req, res) => res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'The writer is busy.' })));
    try {
      const { deck, credits, rewriter } = setup(dbs.make(), raw.url);
      const before = deck.slides();
      expect(await rewriter.rewrite({ slideId: 1, action: 'shorter' })).toMatchObject({ ok: false, error: serverFailed(503) });
      expect(deck.slides()).toBe(before);
      expect(await credits.getBalance()).toBe(800);
    } finally {
      await raw.close();
    }
  });
});

describe('a rewrite asked with no network', () => {
  it('waits in the outbox, uncharged; replayed, it is charged once under the row\'s key, however many attempts it takes', async () => {
    const queue = memoryQueue();
    let online = false;
    let network = false;
    const flaky: typeof fetch = (input, init) => (network ? fetch(input, init) : Promise.reject(new TypeError('fetch failed')));
    const { deck, credits, rewriter } = setup(dbs.make(), server.url, { queue, online: () => online, fetch: flaky });
    expect(await rewriter.rewrite({ slideId: 2, action: 'shorter' })).toMatchObject({ ok: false, queued: true, error: QUEUED });
    expect(rewriter.state.slides[2]).toEqual({ state: 'queued', action: 'shorter' });
    expect(queue.kept).toEqual([{ kind: 'rewrite', deckId: 'deck-1', request: { slideId: 2, action: 'shorter' }, requestedAt: expect.any(Number) }]);
    expect(await credits.getBalance()).toBe(800);
    online = true;
    const signal = new AbortController().signal;
    // The first attempt meets no network: it may pass later, so the outbox tries again and the credit waits for it.
    expect(await rewriter.replay(queue.kept[0]!, { signal, idempotencyKey: 'outbox:7' })).toMatchObject({ ok: false, retryable: true });
    expect(rewriter.state.slides[2]).toEqual({ state: 'queued', action: 'shorter' });
    expect(await credits.getBalance()).toBe(799);
    network = true;
    expect(await rewriter.replay(queue.kept[0]!, { signal, idempotencyKey: 'outbox:7' })).toEqual({ ok: true });
    expect(deck.slides()[2]?.description).toBe('Why reefs matter is the first sentence here.');
    expect(rewriter.state.slides[2]).toBeUndefined();
    expect(await credits.getBalance()).toBe(799);
  });

  it('goes to the outbox when the network fails before any answer', async () => {
    const queue = memoryQueue();
    const refused: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));
    const { credits, rewriter } = setup(dbs.make(), server.url, { queue, fetch: refused });
    expect(await rewriter.rewrite({ slideId: 1, action: 'longer' })).toMatchObject({ ok: false, queued: true });
    expect(rewriter.state.slides[1]).toEqual({ state: 'queued', action: 'longer' });
    expect(await credits.getBalance()).toBe(800);
    rewriter.cancel(1);
    expect(rewriter.state.slides[1]).toBeUndefined();
    await Promise.resolve();
    expect(queue.kept).toEqual([]);
  });
});
