import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import type { PresentationDraft } from './presentations';
import { PresentationsRepository } from './presentations';
import { repairSearchIndex, searchDeckIds } from './search-index';
import { SEARCH_INDEX_VERSION } from './search-row';
import { freshDbs, uniqueDbName } from './testing';

const dbs = freshDbs();

function topicDeck(id: string, title: string, slideText: string, notes = ''): PresentationDraft {
  return {
    id,
    title,
    slides: [
      { id: 0, type: 'title', title },
      {
        id: 1,
        type: 'topic',
        title: 'Topic 1',
        notes,
        topic: { heading: 'Topic 1', overview: slideText, subtopics: [{ id: 'subtopic_1_1', heading: 'Point', overview: 'Detail' }] },
      },
    ],
  };
}

describe('the search index', () => {
  it('is written with every save: words of the slides and notes are found, diacritics and case aside', async () => {
    const db = dbs.make();
    const repo = new PresentationsRepository(db);
    await repo.save(topicDeck('a', 'Tides', 'The Moon pulls the sea', 'Mention the Café de Flore'));
    await repo.save(topicDeck('b', 'Forests', 'Canopy and soil'));
    expect([...(await searchDeckIds(db, 'moon'))]).toEqual(['a']);
    expect([...(await searchDeckIds(db, 'CAFE'))]).toEqual(['a']);
    expect([...(await searchDeckIds(db, 'can'))]).toEqual(['b']);
    expect([...(await searchDeckIds(db, 'moon can'))]).toEqual([]);
    expect([...(await searchDeckIds(db, 'pulls the s'))]).toEqual(['a']);
    expect((await searchDeckIds(db, '  ')).size).toBe(0);

    // A later save replaces the words: the old ones no longer find the deck.
    await repo.save(topicDeck('a', 'Tides', 'Currents and waves'));
    expect((await searchDeckIds(db, 'moon')).size).toBe(0);
    expect([...(await searchDeckIds(db, 'waves'))]).toEqual(['a']);
  });

  it('follows updateSlides and forgets a deleted deck', async () => {
    const db = dbs.make();
    const repo = new PresentationsRepository(db);
    await repo.save(topicDeck('a', 'Tides', 'The Moon pulls the sea'));
    await repo.updateSlides('a', (slides) => slides.map((s) => (s.topic ? { ...s, topic: { ...s.topic, overview: 'Lunar gravity' } } : s)));
    expect([...(await searchDeckIds(db, 'lunar'))]).toEqual(['a']);
    await repo.delete('a');
    expect((await searchDeckIds(db, 'lunar')).size).toBe(0);
    expect(await db.searchIndex.count()).toBe(0);
  });

  it('drops the index rows of decks a save drops to stay within the limit', async () => {
    const db = dbs.make();
    let clock = 1;
    const repo = new PresentationsRepository(db, { now: () => clock++ });
    await db.prefs.put({ key: 'user', value: { maxSavedPresentations: 1 } });
    await repo.save(topicDeck('old', 'Old', 'Glaciers'));
    const result = await repo.save(topicDeck('new', 'New', 'Deserts'), { dropOldest: true });
    expect(result.ok).toBe(true);
    expect(await db.searchIndex.toCollection().primaryKeys()).toEqual(['new']);
  });

  it('repairs decks written without it, rows of older word rules and rows of decks gone', async () => {
    const db = dbs.make();
    await db.presentations.put({ id: 'raw', title: 'Raw', updatedAt: 1, lastViewed: 1, favorite: 0, slides: [{ id: 0, type: 'title', title: 'Raw', notes: 'kiwi' }] });
    await db.searchIndex.put({ deckId: 'gone', words: ['kiwi'], media: [], v: SEARCH_INDEX_VERSION });
    expect([...(await searchDeckIds(db, 'kiwi'))]).toEqual(['gone']);
    expect(await repairSearchIndex(db)).toBe(1);
    expect([...(await searchDeckIds(db, 'kiwi'))]).toEqual(['raw']);
    expect(await repairSearchIndex(db)).toBe(0);
    await db.searchIndex.update('raw', { v: SEARCH_INDEX_VERSION - 1, words: [] });
    expect(await repairSearchIndex(db)).toBe(1);
    expect([...(await searchDeckIds(db, 'kiwi'))]).toEqual(['raw']);
  });
});

// The schemas before the index, copied on purpose: they are history (see migrations.test.ts).
const V1_STORES = {
  presentations: 'id, updatedAt, lastViewed, favorite, title',
  configs: 'key',
  credits: 'id',
  outbox: '++id, &idempotencyKey, status, nextAttemptAt',
  media: 'key, status, updatedAt',
  calllog: '++id, timestamp, type, status',
  prefs: 'key',
};

describe('schema v5', () => {
  it('opens a version 4 database and indexes the decks already saved', async () => {
    const name = dbs.track(uniqueDbName('v4'));
    const old = new Dexie(name);
    old.version(1).stores(V1_STORES);
    old.version(2).stores({ profiles: 'id, &email', messages: '++id, createdAt' });
    old.version(3).stores({ creditLedger: '++id, &idempotencyKey, at' });
    old.version(4).stores({});
    await old.open();
    await old.table('presentations').bulkPut([
      { id: 'a', title: 'Écoles', updatedAt: 2, lastViewed: 2, createdAt: 1, favorite: 0, schemaVersion: 2, slides: [{ id: 0, type: 'title', title: 'Écoles', notes: 'Parlez des élèves' }] },
      { id: 'b', title: 'Rivers', updatedAt: 3, lastViewed: 3, createdAt: 1, favorite: 1, schemaVersion: 2, slides: [] },
    ]);
    old.close();

    const db = dbs.make(name);
    await db.open();
    expect(db.verno).toBeGreaterThanOrEqual(5);
    expect((await new PresentationsRepository(db).get('a'))?.title).toBe('Écoles');
    expect([...(await searchDeckIds(db, 'eleves'))]).toEqual(['a']);
    expect([...(await searchDeckIds(db, 'riv'))]).toEqual(['b']);
    expect(await repairSearchIndex(db)).toBe(0);
  });
});
