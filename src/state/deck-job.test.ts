import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { scriptedFetch, type WireLine } from '../../tests/helpers/generation-server';
import { NETWORK_ERROR, insufficientCredits } from '../core/errors';
import { createDefaultGenerationConfig, type GenerationConfigInput } from '../core/schemas/config';
import type { OutlineTopic } from '../core/schemas/outline';
import { CreditsRepository } from '../data/credits';
import { PrefsRepository } from '../data/prefs';
import { PresentationsRepository } from '../data/presentations';
import { freshDbs } from '../data/testing';
import { createDeckStore } from './deck';
import { createDeckJobs, DECK_BUSY, DECK_DISCARDED, GENERATION_CANCELLED } from './deck-job';
import { saveLimitWarning } from './deck-persist';
import { createGenerationStore } from './generation';
import { profileBylineFor, setSignedInName } from './title-byline';

const dbs = freshDbs();

function setup(fetchFn?: typeof fetch) {
  const db = dbs.make();
  const script = scriptedFetch();
  const api = createApiClient({ fetch: fetchFn ?? script.fetch });
  const store = createGenerationStore({ api, deck: createDeckStore() });
  const jobs = createDeckJobs({ db: () => db, generation: store, privateGeneration: () => createGenerationStore({ api, deck: createDeckStore() }), throttleMs: 5 });
  return { db, script, store, jobs, credits: new CreditsRepository(db), decks: new PresentationsRepository(db) };
}

const config = (extra: GenerationConfigInput = {}) => createDefaultGenerationConfig({ input_text: 'Coral reefs', number_of_slides: 4, ...extra });
const topics = (n: number): OutlineTopic[] =>
  Array.from({ length: n }, (_, i) => ({ topic_id: `topic_${i + 1}`, heading: `Topic ${i + 1}`, overview: `About ${i + 1}`, visual_mode: 'icon', icon_prompt: '', image_prompt: '' }));
const topicLine = (n: number, heading = `Topic ${n}`): WireLine => ({ type: 'topic', topic_id: `topic_${n}`, heading, overview: `About ${heading}`, subtopics: [{ heading: `${heading} detail`, overview: 'More' }] });
const title: WireLine = { type: 'content', title: 'Reefs', description: 'Under the sea' };

/** Answers the next call of `script` with `lines`, then ends the body. */
async function answer(script: ReturnType<typeof scriptedFetch>, index: number, lines: WireLine[], end = true) {
  await expect.poll(() => script.bodies.length).toBeGreaterThan(index);
  for (const line of lines) script.bodies[index]?.push(line);
  if (end) script.bodies[index]?.end();
}

const sentTopics = (script: ReturnType<typeof scriptedFetch>, index: number): string[] =>
  (JSON.parse(JSON.parse(String(script.calls[index]?.init?.body)).topics_array as string) as { heading: string }[]).map((t) => t.heading);

const imageTopics = (n: number, images: number[]): OutlineTopic[] =>
  topics(n).map((t, i) => (images.includes(i + 1) ? { ...t, visual_mode: 'image' as const, image_prompt: `Photo ${i + 1}` } : t));

const imageLine = (n: number): WireLine => ({ type: 'topic', topic_id: `topic_${n}`, heading: `Topic ${n}`, overview: `About Topic ${n}`, visual_mode: 'image', image_prompt: `Photo ${n}`, subtopics: [{ heading: `Topic ${n} detail`, overview: 'More' }] });

describe('deferred charge: the user commits with Generate PPT', () => {
  const price = { slides: 4, pictures: 1, total: 5 };

  it('streams uncharged, and the commit charges the price shown once', async () => {
    const { script, jobs, credits } = setup();
    const run = jobs.runDeckJob({ deckId: 'c1', config: config(), topics: imageTopics(3, [1]) }, { deferCharge: true });
    await answer(script, 0, [title, imageLine(1), topicLine(2), topicLine(3), { type: 'done' }]);
    expect(await run).toEqual({ ok: true, deckId: 'c1', slides: 4 });
    expect(await credits.getBalance()).toBe(800);
    expect(await jobs.commitDeck('c1', price, 'Reefs')).toBeNull();
    expect(await jobs.commitDeck('c1', price, 'Reefs')).toBeNull();
    expect(await credits.getBalance()).toBe(795);
    expect((await credits.history()).map((e) => [e.kind, e.amount, e.reason])).toEqual([
      ['charge', 1, 'Deck “Reefs”: 1 picture'],
      ['charge', 4, 'Deck “Reefs”: 4 slides'],
    ]);
  });

  it('an abandoned run costs nothing', async () => {
    const { script, jobs, credits } = setup();
    const run = jobs.runDeckJob({ deckId: 'c2', config: config(), topics: imageTopics(3, [1]) }, { deferCharge: true });
    await answer(script, 0, [title, topicLine(1)], false);
    await jobs.discardDeck('c2');
    await run;
    expect(await credits.getBalance()).toBe(800);
    expect((await credits.history()).filter((e) => e.kind === 'charge')).toEqual([]);
  });

  it('a stream that breaks after the commit gives back the slides and pictures never received', async () => {
    const { script, store, jobs, credits } = setup();
    const run = jobs.runDeckJob({ deckId: 'c3', config: config(), topics: imageTopics(3, [3]) }, { deferCharge: true });
    await answer(script, 0, [title, topicLine(1)], false);
    await expect.poll(() => store.deck.state.slides.length).toBe(2);
    expect(await jobs.commitDeck('c3', price, 'Reefs')).toBeNull();
    expect(await credits.getBalance()).toBe(795);
    script.bodies[0]?.fail(new TypeError('connection reset'));
    expect(await run).toMatchObject({ ok: false, retryable: true });
    // Two slides of four came, and topic 3 (the picture) never did: 2 + 1 back.
    expect(await credits.getBalance()).toBe(798);
  });

  it('a commit after the run ended short charges only what arrived', async () => {
    const { script, store, jobs, credits } = setup();
    const run = jobs.runDeckJob({ deckId: 'c4', config: config(), topics: imageTopics(3, [1]) }, { deferCharge: true });
    await answer(script, 0, [title, imageLine(1)], false);
    await expect.poll(() => store.deck.state.slides.length).toBe(2);
    script.bodies[0]?.fail(new TypeError('connection reset'));
    await run;
    expect(await credits.getBalance()).toBe(800);
    expect(await jobs.commitDeck('c4', price, 'Reefs')).toBeNull();
    // Charged 5, two slides and their one picture kept: 3.
    expect(await credits.getBalance()).toBe(797);
  });

  it('refuses a commit the balance cannot pay, charging nothing', async () => {
    const { script, jobs, credits } = setup();
    await credits.charge(797, { reason: 'earlier decks' });
    const run = jobs.runDeckJob({ deckId: 'c5', config: config(), topics: imageTopics(3, [1]) }, { deferCharge: true });
    await answer(script, 0, [title, topicLine(1), topicLine(2), topicLine(3)]);
    await run;
    expect(await jobs.commitDeck('c5', price, 'Reefs')).toBe(insufficientCredits(5, 3));
    expect(await credits.getBalance()).toBe(3);
  });
});

describe('runDeckJob: credits', () => {
  it('charges one credit per slide once; a second run of the same deck id does not charge again', async () => {
    const { script, jobs, credits } = setup();
    const request = { deckId: 'd1', config: config(), topics: topics(3) };
    const first = jobs.runDeckJob(request);
    await answer(script, 0, [title, topicLine(1), topicLine(2), topicLine(3), { type: 'done' }]);
    expect(await first).toEqual({ ok: true, deckId: 'd1', slides: 4 });
    expect(await credits.getBalance()).toBe(796);

    const replay = jobs.runDeckJob(request);
    if (script.calls.length > 1) await answer(script, 1, [title, topicLine(1), topicLine(2), topicLine(3)]);
    expect(await replay).toMatchObject({ ok: true, deckId: 'd1' });
    expect(await credits.getBalance()).toBe(796);
    // One charge: the slides, and the pictures part (none: every topic is an icon).
    expect((await credits.history()).filter((e) => e.kind === 'charge').map((e) => [e.idempotencyKey, e.amount])).toEqual([
      ['deck:d1:pictures', 0],
      ['deck:d1', 4],
    ]);
  });

  it('refuses a deck the balance cannot pay for before any call, and saves nothing', async () => {
    const { script, jobs, credits, decks } = setup();
    await credits.charge(795, { reason: 'earlier decks' });
    const outcome = await jobs.runDeckJob({ deckId: 'd2', config: config({ number_of_slides: 10 }) });
    // Ten slides and the three pictures a deck of ten is expected to have (no outline yet).
    expect(outcome).toEqual({ ok: false, deckId: 'd2', error: insufficientCredits(13, 5), retryable: false });
    expect(script.calls).toHaveLength(0);
    expect(await decks.get('d2')).toBeUndefined();
    expect(await credits.getBalance()).toBe(5);
    expect(jobs.state.errors.d2).toBe(insufficientCredits(13, 5));
  });

  it('answers a retryable failure without charging when the store streams another request', async () => {
    const { script, store, jobs, credits } = setup();
    const other = store.generateOutline(config());
    const outcome = await jobs.runDeckJob({ deckId: 'd3', config: config(), topics: topics(3) });
    expect(outcome).toEqual({ ok: false, deckId: 'd3', error: DECK_BUSY, retryable: true });
    expect(await credits.getBalance()).toBe(800);
    store.cancel();
    await other;
    expect(script.calls).toHaveLength(1);
  });
});

describe('runDeckJob: streaming into Dexie', () => {
  it('makes the outline first when no topics are given and stores the approved topics with the deck', async () => {
    const { script, jobs, decks } = setup();
    const run = jobs.runDeckJob({ deckId: 'd4', config: config() });
    await answer(script, 0, [topicLine(1, 'Polyps'), topicLine(2, 'Bleaching'), topicLine(3, 'Fish'), { type: 'done' }]);
    await answer(script, 1, [title, topicLine(1, 'Polyps'), topicLine(2, 'Bleaching'), topicLine(3, 'Fish')]);
    expect(await run).toEqual({ ok: true, deckId: 'd4', slides: 4 });
    expect(sentTopics(script, 1)).toEqual(['Polyps', 'Bleaching', 'Fish']);
    const saved = await decks.get('d4');
    expect(saved?.isComplete).toBe(true);
    expect(JSON.parse(saved?.config?.topics_array ?? '[]')).toHaveLength(3);
  });

  it('saves the row at once and the slides while they stream, so a reload mid-stream finds them', async () => {
    const { script, store, jobs, decks } = setup();
    const run = jobs.runDeckJob({ deckId: 'd5', config: config(), topics: topics(3) });
    await expect.poll(() => decks.get('d5')).toMatchObject({ slides: [], isComplete: false, title: 'Coral reefs' });
    expect(jobs.state.active.d5).toEqual({ phase: 'content', app: true });
    expect(store.deck.state.deckId).toBe('d5');
    await answer(script, 0, [title, topicLine(1)], false);
    await expect.poll(async () => (await decks.get('d5'))?.slides.map((s) => s.id)).toEqual([0, 1]);
    expect((await decks.get('d5'))?.isComplete).toBe(false);
    await answer(script, 0, [topicLine(2), topicLine(3)]);
    expect(await run).toMatchObject({ ok: true, slides: 4 });
    expect(await decks.get('d5')).toMatchObject({ isComplete: true, title: 'Reefs', description: 'Under the sea' });
    expect(jobs.state.active.d5).toBeUndefined();
  });

  it('keeps the slides received when the stream fails, incomplete, and calls a broken stream retryable', async () => {
    const { script, store, jobs, decks, credits } = setup();
    const run = jobs.runDeckJob({ deckId: 'd6', config: config(), topics: topics(3) });
    await answer(script, 0, [title, topicLine(1)], false);
    await expect.poll(() => store.deck.state.slides.length).toBe(2);
    script.bodies[0]?.fail(new TypeError('connection reset'));
    expect(await run).toEqual({ ok: false, deckId: 'd6', error: NETWORK_ERROR, retryable: true });
    expect(store.state).toMatchObject({ error: NETWORK_ERROR, errorKind: 'network' });
    const saved = await decks.get('d6');
    expect(saved?.slides.map((s) => s.id)).toEqual([0, 1]);
    expect(saved?.isComplete).toBe(false);
    // Four slides were charged, two arrived: two come back at once.
    expect(await credits.getBalance()).toBe(798);
    expect(jobs.state.errors.d6).toBe(NETWORK_ERROR);
  });

  it('keeps streaming on screen with a warning when the saved-deck limit refuses the deck', async () => {
    const { db, script, store, jobs, decks } = setup();
    await new PrefsRepository(db).patch({ maxSavedPresentations: 1 });
    await decks.save({ id: 'older', title: 'Older deck' });
    const run = jobs.runDeckJob({ deckId: 'd7', config: config(), topics: topics(1) });
    await answer(script, 0, [title, topicLine(1)]);
    expect(await run).toEqual({ ok: true, deckId: 'd7', slides: 2 });
    expect(jobs.state.warnings.d7).toBe(saveLimitWarning(1));
    expect(store.deck.state.slides).toHaveLength(2);
    expect(await decks.get('d7')).toBeUndefined();
    expect(await decks.get('older')).toBeDefined();
  });
});

describe('runDeckJob: which failures are worth retrying', () => {
  const failingFetch = (status: number) => (async () => new Response(JSON.stringify({ error: 'no' }), { status, statusText: 'X' })) as typeof fetch;

  it.each([
    [503, true],
    [429, true],
    [400, false],
    [404, false],
  ])('HTTP %i -> retryable %s', async (status, retryable) => {
    const { jobs, credits, decks } = setup(failingFetch(status));
    const outcome = await jobs.runDeckJob({ deckId: 'h', config: config(), topics: topics(3) });
    expect(outcome).toMatchObject({ ok: false, retryable });
    // Nothing arrived, so nothing stays charged; a final failure also leaves no empty deck behind.
    expect(await credits.getBalance()).toBe(800);
    expect(await decks.get('h')).toEqual(retryable ? expect.objectContaining({ slides: [] }) : undefined);
  });

  it('calls an error line from the server retryable, and keeps only the title slide charged', async () => {
    const { script, jobs, credits } = setup();
    const run = jobs.runDeckJob({ deckId: 'e', config: config(), topics: topics(3) });
    await answer(script, 0, [title, { type: 'error', message: 'Model overloaded' }]);
    expect(await run).toEqual({ ok: false, deckId: 'e', error: 'Model overloaded', retryable: true });
    expect(await credits.getBalance()).toBe(799);
  });

  it('charges each resume only for the slides it still has to bring, however often it fails', async () => {
    const { script, jobs, credits } = setup();
    const run = jobs.runDeckJob({ deckId: 'f', config: config(), topics: topics(3) });
    await answer(script, 0, [title, { type: 'error', message: 'Model overloaded' }]);
    await run;
    const first = jobs.resumeDeck('f');
    await answer(script, 1, [topicLine(1), { type: 'error', message: 'Model overloaded' }]);
    expect(await first).toMatchObject({ ok: false });
    expect(await credits.getBalance()).toBe(798);
    const second = jobs.resumeDeck('f');
    await answer(script, 2, [topicLine(1, 'Topic 2'), topicLine(2, 'Topic 3')]);
    expect(await second).toMatchObject({ ok: true, slides: 4 });
    expect(await credits.getBalance()).toBe(796);
    const refunds = (await credits.history()).filter((e) => e.kind === 'refund').map((e) => e.amount);
    expect(refunds.sort()).toEqual([2, 3]);
  });
});

describe('discardDeck', () => {
  it('deletes a finished deck, refunds it, and closes its id', async () => {
    const { script, jobs, credits, decks } = setup();
    const run = jobs.runDeckJob({ deckId: 'x', config: config(), topics: topics(1) });
    await answer(script, 0, [title, topicLine(1)]);
    await run;
    // Four slides were asked, two came: the deck keeps two.
    expect(await credits.getBalance()).toBe(798);
    await jobs.discardDeck('x');
    expect(await decks.get('x')).toBeUndefined();
    expect(await credits.getBalance()).toBe(800);
    await jobs.discardDeck('x');
    expect(await credits.getBalance()).toBe(800);
    expect(await jobs.runDeckJob({ deckId: 'x', config: config(), topics: topics(1) })).toMatchObject({ ok: false, error: DECK_DISCARDED, retryable: false });
  });

  it('stops a deck mid-stream: final outcome, no row, credits back, open deck cleared', async () => {
    const { script, store, jobs, credits, decks } = setup();
    const run = jobs.runDeckJob({ deckId: 'y', config: config(), topics: topics(3) });
    await answer(script, 0, [title, topicLine(1)], false);
    await expect.poll(async () => (await decks.get('y'))?.slides.length).toBe(2);
    await jobs.discardDeck('y');
    expect(await run).toEqual({ ok: false, deckId: 'y', error: GENERATION_CANCELLED, retryable: false });
    expect(script.calls[0]?.init?.signal?.aborted).toBe(true);
    expect(await decks.get('y')).toBeUndefined();
    expect(await credits.getBalance()).toBe(800);
    expect(store.deck.state).toMatchObject({ deckId: null, slides: [] });
  });
});

describe('resumeDeck', () => {
  it('regenerates only the missing slides, merges them in place, and charges only for them', async () => {
    const { script, store, jobs, credits, decks } = setup();
    const run = jobs.runDeckJob({ deckId: 'r', config: config({ number_of_slides: 5 }), topics: topics(4) });
    await answer(script, 0, [title, topicLine(1), topicLine(3)], false);
    await expect.poll(() => store.deck.state.slides.length).toBe(3);
    script.bodies[0]?.fail(new TypeError('connection reset'));
    await run;
    // Three of five slides arrived: the deck holds three credits.
    expect(await credits.getBalance()).toBe(797);

    const resumed = jobs.resumeDeck('r');
    await expect.poll(() => script.calls.length).toBe(2);
    expect(sentTopics(script, 1)).toEqual(['Topic 2', 'Topic 4']);
    expect(jobs.state.active.r).toEqual({ phase: 'resuming', app: true });
    await answer(script, 1, [{ type: 'content', title: 'Other title', description: '' }, topicLine(1, 'Topic 2'), topicLine(2, 'Topic 4')]);
    expect(await resumed).toEqual({ ok: true, deckId: 'r', slides: 5 });

    const saved = await decks.get('r');
    expect(saved?.isComplete).toBe(true);
    expect(saved?.title).toBe('Reefs');
    expect(saved?.slides.map((s) => [s.id, s.title])).toEqual([[0, 'Reefs'], [1, 'Topic 1'], [2, 'Topic 2'], [3, 'Topic 3'], [4, 'Topic 4']]);
    expect(saved?.slides[4]?.topic?.subtopics[0]?.id).toBe('subtopic_4_1');
    // The open deck was this one: it shows the merged slides too.
    expect(store.deck.state.slides.map((s) => s.id)).toEqual([0, 1, 2, 3, 4]);
    expect(await credits.getBalance()).toBe(795);
  });

  it('marks a deck kept as it is, so no resume is offered', async () => {
    const { jobs, decks } = setup();
    await decks.save({ id: 'k', title: 'Half', slides: [{ id: 0, type: 'title', title: 'Half', isComplete: true }], isComplete: false });
    await jobs.keepDeckAsIs('k');
    expect(await decks.get('k')).toMatchObject({ isComplete: false, keptIncomplete: true });
  });
});

describe('applyDeckSettings', () => {
  it('changes the open deck and the saved row', async () => {
    const { script, store, jobs, decks } = setup();
    const run = jobs.runDeckJob({ deckId: 's', config: config(), topics: topics(1) });
    await answer(script, 0, [title, topicLine(1)]);
    await run;
    await jobs.applyDeckSettings('s', { selectedTheme: 'cosmic-dream', selectedTitleFont: 'font-lora' });
    expect(store.deck.state.settings).toMatchObject({ selectedTheme: 'cosmic-dream', selectedTitleFont: 'font-lora' });
    expect(await decks.get('s')).toMatchObject({ theme: 'cosmic-dream', settings: { selectedTheme: 'cosmic-dream', selectedTitleFont: 'font-lora' } });
  });

  it('reaches a deck still streaming: its next saves carry the new settings', async () => {
    const { script, jobs, decks } = setup();
    const run = jobs.runDeckJob({ deckId: 't', config: config(), topics: topics(1) });
    await expect.poll(() => decks.get('t')).toBeDefined();
    await jobs.applyDeckSettings('t', { selectedTheme: 'cosmic-dream' });
    await answer(script, 0, [title, topicLine(1)]);
    await run;
    expect((await decks.get('t'))?.settings.selectedTheme).toBe('cosmic-dream');
  });
});

describe('runDeckJob: the title slide byline', () => {
  it('names the user, the organisation and the day from the settings on the saved title slide', async () => {
    const db = dbs.make();
    const script = scriptedFetch();
    const api = createApiClient({ fetch: script.fetch });
    await new PrefsRepository(db).patch({ organisation: 'Crumb & Co', bylineDate: 'today' });
    setSignedInName('Ada Lovelace');
    const at = new Date(Date.UTC(2026, 4, 1, 12));
    const jobs = createDeckJobs({
      db: () => db,
      generation: createGenerationStore({ api, deck: createDeckStore() }),
      privateGeneration: () => createGenerationStore({ api, deck: createDeckStore() }),
      throttleMs: 5,
      byline: (language) => profileBylineFor(language, () => new PrefsRepository(db).get(), at),
    });
    const run = jobs.runDeckJob({ deckId: 'b1', config: config({ language: 'de' }), topics: topics(2) });
    await answer(script, 0, [title, topicLine(1), topicLine(2), { type: 'done' }]);
    expect(await run).toMatchObject({ ok: true });
    const row = await new PresentationsRepository(db).get('b1');
    expect(row?.slides[0]?.byline).toEqual({ presenter: 'Ada Lovelace', organisation: 'Crumb & Co', date: '1. Mai 2026' });
    setSignedInName(null);
  });
});
