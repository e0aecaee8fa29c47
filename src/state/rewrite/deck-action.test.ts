import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribe } from 'valtio';
import type { EditRequestInput } from '../../protocol/edit';
import { freshDbs } from '../../data/testing';
import { startBuiltinServer, type TestServer } from '../../../tests/helpers/generation-server';
import { gatedFetch, setup } from './test-setup';

let server: TestServer;
beforeAll(async () => {
  server = await startBuiltinServer();
});
afterAll(() => server.close());
const dbs = freshDbs();

/**
 * A writer on the other end of fetch that answers every rewrite from the
 * request alone: the heading marked with the language or tone asked, notes
 * naming it. It counts the calls in flight at once.
 */
function scriptedWriter() {
  const seen: EditRequestInput[] = [];
  let inFlight = 0;
  let most = 0;
  const fetchFn: typeof fetch = async (_input, init) => {
    const body = JSON.parse(String(init?.body)) as EditRequestInput;
    seen.push(body);
    most = Math.max(most, ++inFlight);
    await new Promise((resolve) => setTimeout(resolve, 5));
    inFlight--;
    const slide = body.slides[0]!;
    const tag = body.target_language ?? (body.action === 'instruction' ? body.tone : body.action);
    const line = { type: 'topic', topic_id: slide.topic_id, heading: `[${tag}] ${slide.heading}`, overview: slide.overview ?? '', subtopics: slide.subtopics, notes: `Notes (${tag}).` };
    const text = [{ type: 'status', message: 'Rewriting' }, line, { type: 'done' }].map((l) => JSON.stringify(l)).join('\n');
    return new Response(`${text}\n`, { headers: { 'content-type': 'application/x-ndjson' } });
  };
  return { fetch: fetchFn, seen, most: () => most };
}

describe('deck actions', () => {
  it('writes speaker notes for every slide on the real server, as one undo step, one credit a slide', async () => {
    const { deck, editor, credits, rewriter } = setup(dbs.make(), server.url);
    const before = deck.slides();
    expect(rewriter.price({ kind: 'speaker-notes' })).toBe(4);
    const pending = rewriter.rewriteDeck({ kind: 'speaker-notes' });
    expect(rewriter.state.deck).toEqual({ kind: 'speaker-notes', done: 0, total: 4 });
    expect(await pending).toEqual({ ok: true });
    expect(deck.slides().every((s) => s.notes.trim() !== '')).toBe(true);
    expect(deck.slides().map((s) => s.title)).toEqual(before.map((s) => s.title));
    expect(rewriter.state.deck).toBeNull();
    expect(await credits.getBalance()).toBe(796);
    editor.undo();
    expect(deck.slides()).toEqual(before);
    expect(editor.state.canUndo).toBe(false);
  });

  it("stops at the builtin writer's refusal to translate: no slide changes, every credit back", async () => {
    const { deck, credits, rewriter } = setup(dbs.make(), server.url);
    const before = deck.slides();
    const outcome = await rewriter.rewriteDeck({ kind: 'translate', targetLanguage: 'de-DE' });
    expect(outcome).toMatchObject({ ok: false, error: expect.stringMatching(/^The built-in writer cannot translate/) });
    expect(rewriter.state.deckError).toMatch(/^The built-in writer cannot translate/);
    expect(deck.slides()).toBe(before);
    expect(deck.state.settings.language).toBe('en-US');
    expect(rewriter.state.slides).toEqual({});
    expect(await credits.getBalance()).toBe(800);
  });

  it('translates every slide two calls at a time, sets the language and retitles the deck', async () => {
    const writer = scriptedWriter();
    const { deck, editor, rewriter } = setup(dbs.make(), server.url, { fetch: writer.fetch });
    deck.state.title = 'Coral reefs';
    expect(await rewriter.rewriteDeck({ kind: 'translate', targetLanguage: 'de-DE' })).toEqual({ ok: true });
    expect(writer.seen.map((r) => [r.action, r.target_language])).toEqual(Array(4).fill(['translate', 'de-DE']));
    expect(writer.most()).toBeLessThanOrEqual(2);
    expect(deck.slides().map((s) => s.title)).toEqual(['[de-DE] Coral reefs', '[de-DE] What reefs are', '[de-DE] Why reefs matter', '[de-DE] Saving reefs']);
    expect(deck.slides()[1]?.notes).toBe('Notes (de-DE).');
    expect(deck.slides()[1]?.topic?.icon_prompt).toBe('What reefs are icon');
    expect(deck.state.settings.language).toBe('de-DE');
    expect(deck.state.title).toBe('[de-DE] Coral reefs');
    editor.undo();
    expect(deck.state.settings.language).toBe('en-US');
    expect(deck.state.title).toBe('Coral reefs');
  });

  it("changes the deck's tone: an instruction to every slide in the new tone, and the tone setting", async () => {
    const writer = scriptedWriter();
    const { deck, rewriter } = setup(dbs.make(), server.url, { fetch: writer.fetch });
    const previews = new Set<string>();
    const stop = subscribe(rewriter.state, () => {
      for (const status of Object.values(rewriter.state.slides)) if (status.state === 'rewriting' && status.preview?.isStreaming) previews.add(status.preview.title);
    });
    expect(await rewriter.rewriteDeck({ kind: 'tone', tone: 'formal' })).toEqual({ ok: true });
    stop();
    // Each slide shows its answer typing in before the action goes in as a whole.
    expect(previews).toEqual(new Set(['[formal] Coral reefs', '[formal] What reefs are', '[formal] Why reefs matter', '[formal] Saving reefs']));
    expect(writer.seen[0]).toMatchObject({ action: 'instruction', tone: 'formal', instruction: expect.stringContaining('formal tone') });
    expect(deck.slides()[2]?.title).toBe('[formal] Why reefs matter');
    expect(deck.state.settings.selectedTone).toBe('formal');
  });

  it('adds a slide after the one whose heading shares most words, or at the end', async () => {
    const writer = scriptedWriter();
    const { deck, credits, rewriter } = setup(dbs.make(), server.url, { fetch: writer.fetch });
    expect(rewriter.price({ kind: 'add-slide', about: 'Reef tourism' })).toBe(1);
    expect(await rewriter.rewriteDeck({ kind: 'add-slide', about: 'Tourism: reefs matter to it' })).toEqual({ ok: true });
    expect(writer.seen[0]).toMatchObject({
      action: 'regenerate',
      slides: [{ topic_id: 'topic_4', heading: 'Tourism: reefs matter to it' }],
      neighbour_headings: ['Coral reefs', 'What reefs are', 'Why reefs matter', 'Saving reefs'],
    });
    expect(deck.slides().map((s) => s.title)).toEqual(['Coral reefs', 'What reefs are', 'Why reefs matter', '[regenerate] Tourism: reefs matter to it', 'Saving reefs']);
    expect(deck.slides().map((s) => s.id)).toEqual([0, 1, 2, 3, 4]);
    expect(await rewriter.rewriteDeck({ kind: 'add-slide', about: 'Questions' })).toEqual({ ok: true });
    expect(deck.slides().at(-1)?.title).toBe('[regenerate] Questions');
    expect(await credits.getBalance()).toBe(798);
  });

  it('cancels: the calls stop, no slide changes and every credit goes back', async () => {
    const gated = gatedFetch();
    const { deck, credits, rewriter } = setup(dbs.make(), server.url, { fetch: gated.fetch });
    const before = deck.slides();
    const pending = rewriter.rewriteDeck({ kind: 'speaker-notes' });
    await gated.sent;
    expect(await credits.getBalance()).toBe(796);
    rewriter.cancel();
    gated.open();
    expect(await pending).toMatchObject({ ok: false, cancelled: true });
    expect(deck.slides()).toBe(before);
    expect(rewriter.state.deck).toBeNull();
    expect(rewriter.state.deckError).toBeNull();
    expect(await credits.getBalance()).toBe(800);
  });
});
