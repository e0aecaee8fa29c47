import { describe, expect, it } from 'vitest';
import { parseDeckFile } from '../../core/deck-file';
import { PIXEL_PNG, sampleDeckFileDeck } from '../../core/deck-file/testing';
import { mediaKey, mediaRepository } from '../../data/media';
import { presentationsRepository } from '../../data/presentations';
import { freshDbs } from '../../data/testing';
import { createDeckStore } from '../../state/deck';
import { downloadDeckFile } from './download';
import { blobAsDataUrl } from './embed';

const dbs = freshDbs();

function pngBlob(): Blob {
  const bytes = Uint8Array.from(atob(PIXEL_PNG.split(',')[1] ?? ''), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: 'image/png' });
}

function setup(withImages: boolean) {
  const db = dbs.make();
  const store = createDeckStore();
  const sample = sampleDeckFileDeck('Ocean Currents 2026', 2);
  const slides = sample.slides.map((s, i) =>
    i === 1 && s.topic && withImages
      ? { ...s, backgroundImage: 'https://img.example/bg.png', topic: { ...s.topic, image_url: 'https://img.example/topic.png', subtopics: s.topic.subtopics.map((sub) => ({ ...sub, image_url: 'https://img.example/down.png' })) } }
      : s,
  );
  store.load({ deckId: null, title: sample.title, slides, settings: sample.settings });
  const files: { blob: Blob; name: string }[] = [];
  const notes: [string, string][] = [];
  const options = {
    store,
    repo: mediaRepository(db),
    presentations: presentationsRepository(db),
    save: (blob: Blob, name: string) => void files.push({ blob, name }),
    notify: (kind: string, message: string) => void notes.push([kind, message]),
  };
  return { db, store, files, notes, options, slides };
}

describe('downloadDeckFile', () => {
  it('writes the open deck as a deck file named from its title', async () => {
    const { files, notes, options, slides } = setup(false);
    const result = await downloadDeckFile({ ...options, fetch: () => Promise.reject(new Error('no network')) });
    expect(result).toEqual({ ok: true, fileName: 'ocean_currents_2026.decksmith.json', embedded: 0, failed: [] });
    expect(files[0]?.name).toBe('ocean_currents_2026.decksmith.json');
    const parsed = parseDeckFile(await (files[0]?.blob.text() ?? Promise.resolve('')));
    expect(parsed.ok && parsed.deck.slides).toEqual(slides);
    expect(notes).toEqual([['success', 'Deck file downloaded: ocean_currents_2026.decksmith.json']]);
  });

  it('embeds images from the media cache and the network, and reports the ones it could not get', async () => {
    const { files, notes, options } = setup(true);
    await options.repo.put({ key: mediaKey('image', 'a calm sea', 'photorealistic'), kind: 'image', status: 'cached', blob: pngBlob(), url: 'https://img.example/topic.png' });
    const fetched: string[] = [];
    const fetchFn = (async (url: string) => {
      fetched.push(url);
      return url.endsWith('bg.png') ? new Response(pngBlob()) : new Response('gone', { status: 404 });
    }) as typeof fetch;
    const result = await downloadDeckFile({ ...options, fetch: fetchFn });
    expect(result.ok && result.embedded).toBe(2);
    expect(result.ok && result.failed).toEqual(['https://img.example/down.png']);
    expect(fetched.sort()).toEqual(['https://img.example/bg.png', 'https://img.example/down.png']);
    const file = JSON.parse(await (files[0]?.blob.text() ?? Promise.resolve('{}'))) as { media: Record<string, string> };
    expect(file.media['https://img.example/topic.png']).toBe(PIXEL_PNG);
    expect(file.media['https://img.example/bg.png']).toBe(PIXEL_PNG);
    expect(notes[0]?.[1]).toMatch(/^1 image could not be embedded/);
  });

  it('says there is nothing to download when the deck is empty', async () => {
    const { store, files, notes, options } = setup(false);
    store.reset();
    expect(await downloadDeckFile(options)).toEqual({ ok: false, reason: 'no-slides' });
    expect(files).toEqual([]);
    expect(notes[0]?.[0]).toBe('error');
  });
});

describe('blobAsDataUrl', () => {
  it('gives a base64 data URL of the blob type', async () => {
    expect(await blobAsDataUrl(pngBlob())).toBe(PIXEL_PNG);
  });
});
