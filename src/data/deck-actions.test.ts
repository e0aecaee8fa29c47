import { describe, expect, it } from 'vitest';
import { presentationSettingsSchema } from '../core/schemas/config';
import { deleteDeck, duplicateDeck, renameDeck, restoreDeck } from './deck-actions';
import { mediaKey } from './media';
import { PresentationsRepository, type PresentationDraft } from './presentations';
import { searchDeckIds } from './search-index';
import { VersionsRepository } from './versions';
import { freshDbs } from './testing';

const dbs = freshDbs();

/** A deck with an image topic (its picture cached under the prompt's key) and an icon point. */
function pictureDeck(id: string, title: string, imagePrompt: string, iconPrompt: string, url = ''): PresentationDraft {
  return {
    id,
    title,
    settings: { selectedImageStyle: 'photorealistic' },
    slides: [
      { id: 0, type: 'title', title },
      {
        id: 1,
        type: 'topic',
        title: 'Topic',
        topic: {
          heading: 'Topic',
          overview: `About ${title}`,
          visual_mode: 'image',
          image_prompt: imagePrompt,
          ...(url ? { image_url: url } : {}),
          subtopics: [{ id: 'subtopic_1_1', heading: 'Point', overview: '', icon_prompt: iconPrompt, visual_mode: 'icon' }],
        },
      },
    ],
  };
}

async function setup() {
  const db = dbs.make();
  const repo = new PresentationsRepository(db);
  await repo.save(pictureDeck('a', 'Tides', 'a lighthouse', 'wave', 'https://img.example/tides.jpg'));
  await repo.save(pictureDeck('b', 'Harbours', 'a harbour', 'wave'));
  const at = 1;
  await db.media.bulkPut([
    { key: mediaKey('image', 'a lighthouse', 'photorealistic'), kind: 'image', status: 'cached', url: 'data:image/png;base64,AA', updatedAt: at },
    { key: mediaKey('image', 'a harbour', 'photorealistic'), kind: 'image', status: 'cached', url: 'data:image/png;base64,BB', updatedAt: at },
    { key: mediaKey('icon', 'wave', ''), kind: 'icon', status: 'cached', url: 'data:image/svg+xml,<svg/>', updatedAt: at },
    { key: 'image:byurl', kind: 'image', status: 'cached', url: 'https://img.example/tides.jpg', blob: new Blob(['x'], { type: 'image/jpeg' }), updatedAt: at },
    { key: 'upload:abc', kind: 'image', status: 'cached', blob: new Blob(['y'], { type: 'image/png' }), prompt: 'mine.png', style: 'upload', updatedAt: at },
  ]);
  return { db, repo };
}

describe('deck actions', () => {
  it('renames in place: the title and the index change, the order (updatedAt) does not', async () => {
    const { db, repo } = await setup();
    const before = await repo.get('a');
    expect(await renameDeck(db, 'a', 'Spring tides')).toBe(true);
    const after = await repo.get('a');
    expect(after?.title).toBe('Spring tides');
    expect(after?.updatedAt).toBe(before?.updatedAt);
    expect([...(await searchDeckIds(db, 'spring'))]).toEqual(['a']);
    expect(await renameDeck(db, 'missing', 'X')).toBe(false);
  });

  it('duplicates as "<title> (copy)" with the same slides and pictures, unstarred, under a new id', async () => {
    const { db, repo } = await setup();
    await repo.toggleFavorite('a');
    const result = await duplicateDeck(db, 'a');
    if (!result?.ok) throw new Error('no copy');
    const copy = result.presentation;
    const original = await repo.get('a');
    expect(copy.id).not.toBe('a');
    expect(copy.title).toBe('Tides (copy)');
    expect(copy.favorite).toBe(false);
    expect(copy.slides).toEqual(original?.slides);
    expect(copy.settings).toEqual(original?.settings);
    expect([...(await searchDeckIds(db, 'tides'))].sort()).toEqual(['a', copy.id].sort());
    expect(await duplicateDeck(db, 'missing')).toBeUndefined();
  });

  it('refuses a copy beyond the saved-deck limit, dropping nothing', async () => {
    const { db } = await setup();
    await db.prefs.put({ key: 'user', value: { maxSavedPresentations: 2 } });
    expect(await duplicateDeck(db, 'a')).toMatchObject({ ok: false, reason: 'limit', limit: 2 });
    expect(await db.presentations.count()).toBe(2);
  });

  it("deletes a deck with the pictures only it used, keeps shared ones and uploads, and Undo puts everything back", async () => {
    const { db } = await setup();
    const media = async () => (await db.media.toCollection().primaryKeys()).sort();
    const all = await media();
    const deleted = await deleteDeck(db, 'a');
    expect(deleted?.row.title).toBe('Tides');
    expect(await db.presentations.get('a')).toBeUndefined();
    expect((await searchDeckIds(db, 'tides')).size).toBe(0);
    const left = await media();
    expect(left).not.toContain(mediaKey('image', 'a lighthouse', 'photorealistic'));
    expect(left).not.toContain('image:byurl');
    // The icon is deck b's too, the upload is the user's library, the harbour picture is b's.
    expect(left).toEqual([mediaKey('icon', 'wave', ''), mediaKey('image', 'a harbour', 'photorealistic'), 'upload:abc'].sort());

    if (!deleted) throw new Error('not deleted');
    await restoreDeck(db, deleted);
    expect((await db.presentations.get('a'))?.title).toBe('Tides');
    expect([...(await searchDeckIds(db, 'tides'))]).toEqual(['a']);
    expect(await media()).toEqual(all);
    expect(await deleteDeck(db, 'missing')).toBeUndefined();
  });

  it('deletes the kept versions with the deck, and Undo brings them back', async () => {
    const { db } = await setup();
    const versions = new VersionsRepository(db);
    const version = (deckId: string, at: number) => ({ deckId, at, name: `v${at}`, title: 'Tides', slides: [], settings: presentationSettingsSchema.parse({}) });
    const first = await versions.add(version('a', 1));
    const second = await versions.add(version('a', 2));
    await versions.add(version('b', 3));
    const deleted = await deleteDeck(db, 'a');
    expect(await versions.list('a')).toEqual([]);
    expect((await versions.list('b')).map((v) => v.name)).toEqual(['v3']);

    if (!deleted) throw new Error('not deleted');
    await restoreDeck(db, deleted);
    expect((await versions.list('a')).map((v) => [v.id, v.name])).toEqual([
      [second, 'v2'],
      [first, 'v1'],
    ]);
  });

  it("keeps a picture a copy shares when the original is deleted", async () => {
    const { db } = await setup();
    const copy = await duplicateDeck(db, 'a');
    if (!copy?.ok) throw new Error('no copy');
    await deleteDeck(db, 'a');
    expect(await db.media.get(mediaKey('image', 'a lighthouse', 'photorealistic'))).toBeDefined();
    expect(await db.media.get('image:byurl')).toBeDefined();
  });
});
