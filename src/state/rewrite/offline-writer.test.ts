import { describe, expect, it } from 'vitest';
import { freshDbs } from '../../data/testing';
import { QUEUED } from './runner';
import { memoryQueue, setup } from './test-setup';

const dbs = freshDbs();
/** No server behind this address: every call must be answered on the device or queued. */
const NOWHERE = 'http://127.0.0.1:9';
const SOURCE = [
  'Coral reefs shelter a quarter of all marine species. Reefs protect coasts from storms and waves.',
  'Reef fisheries feed millions of people. Tourism on reefs brings billions of dollars every year.',
];

/** The runner over the reef deck, its writer the builtin composer, and a fetch that counts its calls and always fails. */
function offlineSetup(over: { online: boolean; writer?: string }) {
  const queue = memoryQueue();
  let calls = 0;
  const noNetwork: typeof fetch = () => {
    calls++;
    return Promise.reject(new TypeError('fetch failed'));
  };
  const parts = setup(dbs.make(), NOWHERE, { queue, online: () => over.online, fetch: noNetwork, excerpts: async () => SOURCE });
  parts.deck.state.settings.writer = over.writer ?? 'builtin';
  return { ...parts, queue, calls: () => calls };
}

describe('a rewrite with no network and the builtin writer', () => {
  it('makes a slide shorter on the device at once, as one undo step, for one credit, asking no server', async () => {
    const { deck, editor, credits, rewriter, queue, calls } = offlineSetup({ online: false });
    const before = deck.slides()[2];
    expect(await rewriter.rewrite({ slideId: 2, action: 'shorter' })).toEqual({ ok: true });
    const after = deck.slides()[2];
    expect(after?.description).toBe('Why reefs matter is the first sentence here.');
    expect(after?.topic?.subtopics.map((s) => s.overview)).toEqual(['The value begins here.', 'The value goes on.']);
    expect(rewriter.state.slides[2]).toBeUndefined();
    expect(queue.kept).toEqual([]);
    expect(calls()).toBe(0);
    expect(await credits.getBalance()).toBe(799);
    editor.undo();
    expect(deck.slides()[2]).toEqual(before);
  });

  it('writes speaker notes from the deck\'s source passages when the network fails', async () => {
    const { deck, credits, rewriter, queue, calls } = offlineSetup({ online: true });
    expect(await rewriter.rewrite({ slideId: 2, action: 'speaker-notes' })).toEqual({ ok: true });
    expect(calls()).toBe(1);
    expect(deck.slides()[2]?.notes).toContain('Coral reefs shelter a quarter of all marine species.');
    expect(deck.slides()[2]?.description).toBe('Why reefs matter is the first sentence here. A second sentence follows it. A third one ends it.');
    expect(queue.kept).toEqual([]);
    expect(await credits.getBalance()).toBe(799);
  });

  it('writes the whole deck\'s speaker notes on the device, one credit a slide, as one undo step', async () => {
    const { deck, editor, credits, rewriter, queue } = offlineSetup({ online: false });
    const before = deck.slides();
    const price = rewriter.price({ kind: 'speaker-notes' });
    expect(await rewriter.rewriteDeck({ kind: 'speaker-notes' })).toEqual({ ok: true });
    expect(deck.slides()[2]?.notes).toContain('Coral reefs shelter a quarter of all marine species.');
    expect(queue.kept).toEqual([]);
    expect(await credits.getBalance()).toBe(800 - price);
    editor.undo();
    expect(deck.slides()).toEqual(before);
  });

  it('says what the builtin writer cannot do instead of queueing it, and charges nothing', async () => {
    const { rewriter, queue, credits } = offlineSetup({ online: false });
    const outcome = await rewriter.rewrite({ slideId: 2, action: 'translate', targetLanguage: 'de' });
    expect(outcome).toMatchObject({ ok: false, error: expect.stringContaining('The built-in writer cannot translate') });
    expect(queue.kept).toEqual([]);
    expect(await credits.getBalance()).toBe(800);
  });

  it('still queues a rewrite for a model writer, which does it better once online', async () => {
    const { rewriter, queue, calls } = offlineSetup({ online: false, writer: 'local:qwen' });
    expect(await rewriter.rewrite({ slideId: 2, action: 'shorter' })).toMatchObject({ ok: false, queued: true, error: QUEUED });
    expect(queue.kept).toHaveLength(1);
    expect(calls()).toBe(0);
  });
});
