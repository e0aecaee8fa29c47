import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DELETE_PRESENTATION_FAILED, SAVE_PRESENTATION_FAILED } from '../core/errors';
import { onDataEvent, type DataEvent } from './events';
import { STORAGE_FULL_MESSAGE, StorageFullError } from './errors';
import { PrefsRepository } from './prefs';
import { PresentationsRepository, type PresentationDraft } from './presentations';
import { freshDbs } from './testing';

const dbs = freshDbs();
afterEach(() => vi.restoreAllMocks());

function setup(start = 1_000) {
  const db = dbs.make();
  let clock = start;
  const repo = new PresentationsRepository(db, { now: () => clock });
  return { db, repo, tick: (ms = 1_000) => (clock += ms) };
}

function draft(id: string, extra: Partial<PresentationDraft> = {}): PresentationDraft {
  return { id, title: `Deck ${id}`, slides: [{ id: 0, type: 'title', title: `Deck ${id}` }], ...extra };
}

function quotaAbort(): Error {
  return new Dexie.AbortError('Transaction aborted', new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
}

describe('PresentationsRepository.save', () => {
  it('stores a validated deck with the default title, description, star and timestamps', async () => {
    const { repo } = setup(5_000);
    const result = await repo.save({ id: 'a', slides: [{ id: 0, type: 'title' }] });
    expect(result.ok).toBe(true);
    const stored = await repo.get('a');
    expect(stored).toMatchObject({ title: 'Untitled Presentation', description: 'No description available', createdAt: 5_000, updatedAt: 5_000, lastViewed: 5_000, favorite: false });
  });

  it('gives a new deck an id when none is passed', async () => {
    const { repo } = setup();
    const result = await repo.save({ title: 'No id' });
    if (!result.ok) throw new Error('save failed');
    expect(result.presentation.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await repo.get(result.presentation.id)).toBeDefined();
  });

  it('keeps createdAt and the star on a re-save and moves updatedAt', async () => {
    const { repo, tick } = setup(1_000);
    await repo.save(draft('a'));
    await repo.toggleFavorite('a');
    tick(5_000);
    await repo.save(draft('a', { title: 'Renamed', createdAt: 99 }));
    expect(await repo.get('a')).toMatchObject({ title: 'Renamed', createdAt: 1_000, updatedAt: 6_000, favorite: true });
  });

  it('refuses an invalid deck, logs "Failed to save presentation" and stores nothing', async () => {
    const { repo } = setup();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await repo.save({ id: 'bad', slides: [{ id: -1, type: 'title' }] });
    expect(result).toMatchObject({ ok: false, reason: 'invalid' });
    expect(log).toHaveBeenCalledWith(SAVE_PRESENTATION_FAILED, expect.any(String));
    expect(await repo.count()).toBe(0);
  });

  it('announces a committed save to the data-event listeners', async () => {
    const { repo } = setup(7_000);
    const events: DataEvent[] = [];
    const stop = onDataEvent((e) => events.push(e));
    await repo.save(draft('a'));
    stop();
    expect(events).toContainEqual({ type: 'saved', table: 'presentations', key: 'a', at: 7_000 });
  });
});

describe('PresentationsRepository reads', () => {
  it('lists newest first by updatedAt', async () => {
    const { repo, tick } = setup();
    await repo.save(draft('old'));
    tick();
    await repo.save(draft('new'));
    tick();
    await repo.save(draft('mid'));
    tick();
    await repo.save(draft('old', { title: 'touched' }));
    expect((await repo.list()).map((p) => p.id)).toEqual(['old', 'mid', 'new']);
  });

  it('reports and skips a corrupt row instead of failing the list', async () => {
    const { db, repo } = setup();
    await repo.save(draft('good'));
    await db.presentations.put({ id: 'broken', title: 'x', updatedAt: 5, lastViewed: 5, favorite: 0, slides: 'not an array' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const events: DataEvent[] = [];
    const stop = onDataEvent((e) => events.push(e));
    const list = await repo.list();
    stop();
    expect(list.map((p) => p.id)).toEqual(['good']);
    expect(await repo.get('broken')).toBeUndefined();
    expect(events.some((e) => e.type === 'corrupt-row' && e.key === 'broken')).toBe(true);
    expect(warn).toHaveBeenCalled();
  });

  it('lists summaries without slides (counted, first title kept), all or only the newest few', async () => {
    const { db, repo, tick } = setup();
    for (const id of ['a', 'b', 'c']) {
      await repo.save(draft(id, { slides: [{ id: 0, type: 'title', title: `Cover ${id}` }, { id: 1, type: 'topic' }], favorite: id === 'b' }));
      tick();
    }
    const all = await repo.listSummaries();
    expect(all.map((p) => p.id)).toEqual(['c', 'b', 'a']);
    expect(all[1]).toMatchObject({ id: 'b', title: 'Deck b', slideCount: 2, firstSlideTitle: 'Cover b', favorite: true });
    expect(all[1]).not.toHaveProperty('slides');
    expect((await repo.listSummaries(2)).map((p) => p.id)).toEqual(['c', 'b']);
    expect(await repo.listSummaries(0)).toEqual([]);
    // A deck with no slides, and one whose rows are unreadable, do not break the list.
    await db.presentations.put({ id: 'bare', title: 'Bare', updatedAt: 1, lastViewed: 1, favorite: 0, createdAt: 1 });
    await db.presentations.put({ id: 'broken', title: 'x', updatedAt: 2, lastViewed: 2, favorite: 0, createdAt: 'yesterday' });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const withBare = await repo.listSummaries();
    expect(withBare.find((p) => p.id === 'bare')).toMatchObject({ slideCount: 0, firstSlideTitle: '' });
    expect(withBare.some((p) => p.id === 'broken')).toBe(false);
  });

  it('searches title and description, ignoring case', async () => {
    const { repo, tick } = setup();
    await repo.save(draft('a', { title: 'Solar Power' }));
    tick();
    await repo.save(draft('b', { title: 'Wind', description: 'Why SOLAR and wind mix' }));
    tick();
    await repo.save(draft('c', { title: 'Tides' }));
    expect((await repo.search('  solar ')).map((p) => p.id)).toEqual(['b', 'a']);
    expect(await repo.search('')).toHaveLength(3);
    expect(await repo.search('geothermal')).toEqual([]);
  });

  it('counts, deletes, stars and marks viewed', async () => {
    const { repo, tick } = setup(1_000);
    await repo.save(draft('a'));
    await repo.save(draft('b'));
    expect(await repo.count()).toBe(2);
    expect(await repo.toggleFavorite('a')).toBe(true);
    expect(await repo.toggleFavorite('a')).toBe(false);
    expect(await repo.toggleFavorite('missing')).toBeUndefined();
    tick(60_000);
    expect(await repo.markViewed('b')).toBe(true);
    expect(await repo.markViewed('missing')).toBe(false);
    expect(await repo.get('b')).toMatchObject({ lastViewed: 61_000, updatedAt: 1_000 });
    await repo.delete('a');
    expect(await repo.count()).toBe(1);
    expect(await repo.get('a')).toBeUndefined();
  });

  it('logs "Failed to delete presentation" when a delete fails', async () => {
    const { db, repo } = setup();
    vi.spyOn(db.presentations, 'delete').mockRejectedValue(new Error('disk gone'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(repo.delete('a')).rejects.toThrow('disk gone');
    expect(log).toHaveBeenCalledWith(DELETE_PRESENTATION_FAILED, expect.any(Error));
  });
});

describe('the saved-deck limit', () => {
  async function atLimit(limit = 3) {
    const ctx = setup();
    await new PrefsRepository(ctx.db).patch({ maxSavedPresentations: limit });
    for (const id of ['d1', 'd2', 'd3'].slice(0, limit)) {
      await ctx.repo.save(draft(id));
      ctx.tick();
    }
    return ctx;
  }

  it('refuses a new deck beyond the limit and names the oldest, dropping nothing', async () => {
    const { repo } = await atLimit();
    const result = await repo.save(draft('d4'));
    expect(result).toEqual({ ok: false, reason: 'limit', limit: 3, oldest: [{ id: 'd1', title: 'Deck d1', updatedAt: 1_000, favorite: false }] });
    expect((await repo.list()).map((p) => p.id)).toEqual(['d3', 'd2', 'd1']);
  });

  it('drops the oldest when the user agreed', async () => {
    const { repo } = await atLimit();
    const result = await repo.save(draft('d4'), { dropOldest: true });
    expect(result.ok && result.dropped.map((d) => d.id)).toEqual(['d1']);
    expect((await repo.list()).map((p) => p.id)).toEqual(['d4', 'd3', 'd2']);
  });

  it('spares favourites while other decks remain', async () => {
    const { repo } = await atLimit();
    await repo.toggleFavorite('d1');
    const result = await repo.save(draft('d4'));
    expect(!result.ok && result.reason === 'limit' && result.oldest.map((d) => d.id)).toEqual(['d2']);
  });

  it('drops the oldest favourite only when every deck is a favourite', async () => {
    const { repo } = await atLimit();
    for (const id of ['d1', 'd2', 'd3']) await repo.toggleFavorite(id);
    const result = await repo.save(draft('d4'), { dropOldest: true });
    expect(result.ok && result.dropped.map((d) => d.id)).toEqual(['d1']);
  });

  it('lets an existing deck be re-saved at the limit', async () => {
    const { repo } = await atLimit();
    expect((await repo.save(draft('d1', { title: 'edit' }))).ok).toBe(true);
    expect(await repo.count()).toBe(3);
  });

  it('names every deck over a lowered limit', async () => {
    const { db, repo } = await atLimit();
    await new PrefsRepository(db).patch({ maxSavedPresentations: 2 });
    const result = await repo.save(draft('d4'));
    expect(!result.ok && result.reason === 'limit' && result.oldest.map((d) => d.id)).toEqual(['d1', 'd2']);
  });

  it('turns a quota failure into StorageFullError and keeps the decks it would have dropped', async () => {
    const { db, repo } = await atLimit();
    vi.spyOn(db.presentations, 'put').mockRejectedValue(quotaAbort());
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error: unknown = await repo.save(draft('d4'), { dropOldest: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageFullError);
    expect((error as StorageFullError).userMessage).toBe(STORAGE_FULL_MESSAGE);
    expect(log).toHaveBeenCalledWith(SAVE_PRESENTATION_FAILED, expect.anything());
    vi.restoreAllMocks();
    expect((await repo.list()).map((p) => p.id)).toEqual(['d3', 'd2', 'd1']);
  });
});

describe('PresentationsRepository.save with rewrite', () => {
  it('does not read the stored row back, and keeps its star, createdAt and lastViewed', async () => {
    const { db, repo, tick } = setup();
    const first = await repo.save(draft('live'));
    if (!first.ok) throw new Error('first save failed');
    await db.presentations.update('live', { favorite: 1 });
    tick();
    const get = vi.spyOn(db.presentations, 'get');
    const { createdAt, lastViewed } = first.presentation;
    const again = await repo.save(draft('live', { createdAt, lastViewed, title: 'Later' }), { rewrite: true });
    expect(get).not.toHaveBeenCalled();
    expect(again.ok && again.presentation).toMatchObject({ title: 'Later', favorite: true, createdAt: 1_000, lastViewed: 1_000, updatedAt: 2_000 });
    expect(await repo.get('live')).toMatchObject({ title: 'Later', favorite: true, createdAt: 1_000 });
  });

  it('treats a deck deleted meanwhile as new (limits included)', async () => {
    const { db, repo } = setup();
    const first = await repo.save(draft('gone'));
    if (!first.ok) throw new Error('first save failed');
    await db.presentations.delete('gone');
    const again = await repo.save(draft('gone', { createdAt: 5, lastViewed: 5 }), { rewrite: true });
    expect(again.ok && again.presentation.createdAt).toBe(5);
    expect(await repo.get('gone')).toBeDefined();
  });
});
