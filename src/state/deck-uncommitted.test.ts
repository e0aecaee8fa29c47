import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { scriptedFetch, type WireLine } from '../../tests/helpers/generation-server';
import { createDefaultGenerationConfig } from '../core/schemas/config';
import type { OutlineTopic } from '../core/schemas/outline';
import { PresentationsRepository } from '../data/presentations';
import { freshDbs } from '../data/testing';
import { createDeckStore } from './deck';
import { createDeckJobs } from './deck-job';
import { createGenerationStore } from './generation';

const dbs = freshDbs();

function setup() {
  const db = dbs.make();
  const script = scriptedFetch();
  const api = createApiClient({ fetch: script.fetch });
  const store = createGenerationStore({ api, deck: createDeckStore() });
  const jobs = createDeckJobs({ db: () => db, generation: store, privateGeneration: () => createGenerationStore({ api, deck: createDeckStore() }), throttleMs: 5 });
  return { script, store, jobs, decks: new PresentationsRepository(db) };
}

const config = () => createDefaultGenerationConfig({ input_text: 'Coral reefs', number_of_slides: 4 });
const topics: OutlineTopic[] = [1, 2, 3].map((n) => ({ topic_id: `topic_${n}`, heading: `Topic ${n}`, overview: `About ${n}`, visual_mode: 'icon', icon_prompt: '', image_prompt: '' }));
const topicLine = (n: number): WireLine => ({ type: 'topic', topic_id: `topic_${n}`, heading: `Topic ${n}`, overview: `About ${n}`, subtopics: [{ heading: `Detail ${n}`, overview: 'More' }] });
const title: WireLine = { type: 'content', title: 'Reefs', description: 'Under the sea' };
const price = { slides: 4, pictures: 0, total: 4 };

async function answer(script: ReturnType<typeof scriptedFetch>, lines: WireLine[], end = true) {
  await expect.poll(() => script.bodies.length).toBeGreaterThan(0);
  for (const line of lines) script.bodies[0]?.push(line);
  if (end) script.bodies[0]?.end();
}

describe('a deck streamed before the user commits is marked uncommitted', () => {
  it('is saved uncommitted while it streams and after it ends, until the commit clears it', async () => {
    const { script, jobs, decks } = setup();
    const run = jobs.runDeckJob({ deckId: 'u1', config: config(), topics }, { deferCharge: true });
    await expect.poll(async () => (await decks.get('u1'))?.uncommitted).toBe(true);
    await answer(script, [title, topicLine(1), topicLine(2), topicLine(3), { type: 'done' }]);
    expect(await run).toMatchObject({ ok: true });
    expect(await decks.get('u1')).toMatchObject({ uncommitted: true, isComplete: true });
    expect(await jobs.commitDeck('u1', price, 'Reefs')).toBeNull();
    expect((await decks.get('u1'))?.uncommitted).toBe(false);
  });

  it('a commit mid-stream stays committed through the writes that follow', async () => {
    const { script, store, jobs, decks } = setup();
    const run = jobs.runDeckJob({ deckId: 'u2', config: config(), topics }, { deferCharge: true });
    await answer(script, [title, topicLine(1)], false);
    await expect.poll(() => store.deck.state.slides.length).toBe(2);
    expect(await jobs.commitDeck('u2', price, 'Reefs')).toBeNull();
    expect((await decks.get('u2'))?.uncommitted).toBe(false);
    await answer(script, [topicLine(2), topicLine(3), { type: 'done' }]);
    await run;
    expect(await decks.get('u2')).toMatchObject({ uncommitted: false, isComplete: true, slides: expect.any(Array) });
    expect((await decks.get('u2'))?.slides).toHaveLength(4);
  });

  it('a refused commit leaves the deck uncommitted', async () => {
    const { script, jobs, decks } = setup();
    const run = jobs.runDeckJob({ deckId: 'u3', config: config(), topics }, { deferCharge: true });
    await answer(script, [title, topicLine(1), topicLine(2), topicLine(3), { type: 'done' }]);
    await run;
    expect(await jobs.commitDeck('u3', { slides: 900, pictures: 0, total: 900 }, 'Reefs')).not.toBeNull();
    expect((await decks.get('u3'))?.uncommitted).toBe(true);
  });

  it('a settings change written without the flag does not clear it; a deck charged at its start is never uncommitted', async () => {
    const { script, jobs, decks } = setup();
    const run = jobs.runDeckJob({ deckId: 'u4', config: config(), topics }, { deferCharge: true });
    await answer(script, [title, topicLine(1), topicLine(2), topicLine(3), { type: 'done' }]);
    await run;
    await jobs.applyDeckSettings('u4', { selectedTheme: 'midnight' });
    expect((await decks.get('u4'))?.uncommitted).toBe(true);

    const { script: script2, jobs: jobs2, decks: decks2 } = setup();
    const charged = jobs2.runDeckJob({ deckId: 'c1', config: config(), topics });
    await answer(script2, [title, topicLine(1), topicLine(2), topicLine(3), { type: 'done' }]);
    expect(await charged).toMatchObject({ ok: true });
    expect((await decks2.get('c1'))?.uncommitted).not.toBe(true);
  });
});

describe('decks saved before the flag existed', () => {
  it('read as committed', async () => {
    const { decks } = setup();
    await decks.save({ id: 'old', title: 'Old deck', slides: [] });
    expect((await decks.get('old'))?.uncommitted).toBeUndefined();
  });
});
