import { describe, expect, it } from 'vitest';
import { MAX_DECK_FILE_CHARS, MAX_IMAGE_CHARS, parseDeckFile } from '../../core/deck-file';
import { PIXEL_PNG, sampleDeckFileDeck } from '../../core/deck-file/testing';
import { mediaKey, mediaRepository } from '../../data/media';
import { presentationsRepository } from '../../data/presentations';
import { freshDbs } from '../../data/testing';
import { createDeckStore } from '../../state/deck';
import { downloadDeckFile } from './download';
import { blobAsDataUrl, embedImages, MAX_IMAGE_BYTES } from './embed';

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
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.deck.slides).toEqual(slides);
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
    if (!result.ok) throw new Error(result.reason);
    expect(result.embedded).toBe(2);
    expect(result.failed).toEqual(['https://img.example/down.png']);
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

/** A deck whose topic slides show the given images, fetched as PNGs of the given sizes in bytes. */
function largeImages(sizes: readonly number[]) {
  const { options, files, notes } = setup(false);
  const sample = sampleDeckFileDeck('Big pictures', sizes.length);
  const url = (i: number): string => `https://img.example/big-${i}.png`;
  const slides = sample.slides.map((s, i) => (i > 0 && s.topic ? { ...s, topic: { ...s.topic, image_url: url(i - 1) } } : s));
  options.store.load({ deckId: null, title: sample.title, slides, settings: sample.settings });
  const fetchFn = (async (target: string) => {
    const index = sizes.findIndex((_, i) => url(i) === target);
    return new Response(new Blob([new Uint8Array(sizes[index] ?? 0)], { type: 'image/png' }));
  }) as typeof fetch;
  return { options: { ...options, fetch: fetchFn }, files, notes, url };
}

describe('downloadDeckFile within the importer\'s limits', () => {
  it('links an image whose data URL would be longer than the importer takes, and embeds the largest one it takes', async () => {
    expect(Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 'data:image/png;base64,'.length).toBeLessThanOrEqual(MAX_IMAGE_CHARS);
    const { options, files, url } = largeImages([MAX_IMAGE_BYTES, 15 * 1024 * 1024]);
    const result = await downloadDeckFile(options);
    if (!result.ok) throw new Error(result.reason);
    expect(result.embedded).toBe(1);
    expect(result.failed).toEqual([url(1)]);
    const parsed = parseDeckFile(await (files[0]?.blob.text() ?? Promise.resolve('')));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.deck.slides[1]?.topic?.image_url).toMatch(/^data:image\/png;base64,/);
    expect(parsed.deck.slides[2]?.topic?.image_url).toBe(url(1));
  });

  it('stops embedding before the file outgrows what the importer reads, and the file opens again', async () => {
    const third = Math.floor(((MAX_DECK_FILE_CHARS - 2 * MAX_IMAGE_CHARS - 300_000) * 3) / 4);
    const { options, files, notes } = largeImages([MAX_IMAGE_BYTES, MAX_IMAGE_BYTES, third, 300_000]);
    const result = await downloadDeckFile(options);
    if (!result.ok) throw new Error(result.reason);
    expect(result.embedded).toBe(3);
    expect(result.failed).toHaveLength(1);
    expect(notes[0]).toEqual(['info', '1 image could not be embedded, so the deck file links to it: it shows only with a network connection.']);
    const text = await (files[0]?.blob.text() ?? Promise.resolve(''));
    expect(text.length).toBeLessThanOrEqual(MAX_DECK_FILE_CHARS);
    expect(text.length).toBeGreaterThan(MAX_DECK_FILE_CHARS - 500_000);
    const parsed = parseDeckFile(text);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.deck.slides).toHaveLength(5);
  });
});

describe('embedImages', () => {
  it('keeps the link of an image that would take the media over its budget', async () => {
    const { options, url } = largeImages([3_000, 3_000, 3_000]);
    const result = await embedImages([url(0), url(1), url(2)], [], 'photorealistic', { ...options, maxMediaChars: 9_000 });
    expect(result.media.size).toBe(2);
    expect(result.failed).toHaveLength(1);
    expect([...result.media.values()].every((data) => data.length === 4_022)).toBe(true);
  });
});

describe('blobAsDataUrl', () => {
  it('gives a base64 data URL of the blob type', async () => {
    expect(await blobAsDataUrl(pngBlob())).toBe(PIXEL_PNG);
  });
});
