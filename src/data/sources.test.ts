import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { deleteDeck, duplicateDeck, restoreDeck } from './deck-actions';
import { PrefsRepository } from './prefs';
import { PresentationsRepository } from './presentations';
import { SOURCE_LIMITS, SourcesRepository, cappedSource } from './sources';
import { freshDbs, uniqueDbName } from './testing';

const dbs = freshDbs();

const report = { name: 'report.pdf', text: '# Report\n\nRevenue grew.\n\nCosts fell.', pages: ['Report\nRevenue grew.', 'Costs fell.'] };

async function setup() {
  const db = dbs.make();
  const presentations = new PresentationsRepository(db);
  const sources = new SourcesRepository(db, () => 42);
  await presentations.save({ id: 'a', title: 'Report', slides: [{ id: 0, type: 'title', title: 'Report' }] });
  await sources.keep('a', report);
  return { db, presentations, sources };
}

describe('the source a deck was made from', () => {
  it('is kept with its pages and read back as it was given', async () => {
    const { sources } = await setup();
    expect(await sources.get('a')).toEqual(report);
    expect(await sources.get('topic-deck')).toBeUndefined();
  });

  it('goes with the deck when the deck is deleted', async () => {
    const { presentations, sources } = await setup();
    await presentations.delete('a');
    expect(await sources.get('a')).toBeUndefined();
  });

  it('goes with a dashboard delete and comes back with its Undo', async () => {
    const { db, sources } = await setup();
    const deleted = await deleteDeck(db, 'a');
    expect(await sources.get('a')).toBeUndefined();
    await restoreDeck(db, deleted!);
    expect(await sources.get('a')).toEqual(report);
  });

  it('is copied with the deck, and the copy keeps it when the original goes', async () => {
    const { db, presentations, sources } = await setup();
    const copy = await duplicateDeck(db, 'a');
    if (!copy?.ok) throw new Error('copy failed');
    await presentations.delete('a');
    expect(await sources.get(copy.presentation.id)).toEqual(report);
  });

  it('goes with a deck dropped to make room for a new one', async () => {
    const { db, presentations, sources } = await setup();
    await new PrefsRepository(db).set({ maxSavedPresentations: 1 });
    const saved = await presentations.save({ id: 'b', title: 'Next' }, { dropOldest: true });
    expect(saved).toMatchObject({ ok: true, dropped: [{ id: 'a' }] });
    expect(await sources.get('a')).toBeUndefined();
  });

  it('is taken as none when its row does not read back', async () => {
    const { db, sources } = await setup();
    await db.sources.put({ deckId: 'a', name: 'x', text: 42 as unknown as string, keptAt: 1 });
    expect(await sources.get('a')).toBeUndefined();
  });

  it('is capped: text cut at a paragraph, whole pages from the first', () => {
    const paragraph = `${'word '.repeat(199)}end`;
    const text = Array.from({ length: 400 }, () => paragraph).join('\n\n');
    const page = 'p'.repeat(SOURCE_LIMITS.pageChars / 4);
    const capped = cappedSource({ name: '  long.pdf ', text, pages: [page, page, page, page, 'one too many'] });
    expect(capped.name).toBe('long.pdf');
    expect(capped.text.length).toBeLessThanOrEqual(SOURCE_LIMITS.textChars);
    expect(capped.text.endsWith('end')).toBe(true);
    expect(capped.pages).toHaveLength(4);
  });

  it('opens a version 6 database, whose decks have no source', async () => {
    const name = dbs.track(uniqueDbName('v6'));
    const old = new Dexie(name);
    old.version(6).stores({ presentations: 'id, updatedAt, lastViewed, favorite, title' });
    await old.open();
    await old.table('presentations').put({ id: 'old', title: 'Old', updatedAt: 1, lastViewed: 1, favorite: 0 });
    old.close();
    const db = dbs.make(name);
    expect(await new SourcesRepository(db).get('old')).toBeUndefined();
    expect(await db.presentations.get('old')).toMatchObject({ title: 'Old' });
  });
});
