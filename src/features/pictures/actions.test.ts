import { afterEach, describe, expect, it, vi } from 'vitest';
import { picturedDoc } from '../../core/commands/picture-fixtures';
import { mediaRepository } from '../../data/media';
import { listUploads } from '../../data/uploads';
import { createDeckStore } from '../../state/deck';
import { createEditor } from '../../state/editor';
import { topicImageWant } from '../../state/media';
import { putFile, putSearchResult, regeneratePicture, removePicture } from './actions';
import type { DrawPicture } from './prepare';

afterEach(() => vi.unstubAllGlobals());

function open() {
  const store = createDeckStore();
  const doc = picturedDoc(2);
  store.load({ deckId: null, title: doc.title, slides: doc.slides, settings: doc.settings });
  return createEditor(store);
}

const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...be32(13), 0x49, 0x48, 0x44, 0x52, ...be32(40), ...be32(30), 8, 6, 0, 0, 0]);
const neverDraw: DrawPicture = () => Promise.reject(new Error('a small PNG is kept as it is'));

describe('picture actions', () => {
  it('puts an uploaded file on the slide as one undo step, and keeps it in the library', async () => {
    const editor = open();
    const result = await putFile(editor, 1, new Blob([png]), 'mould.png', neverDraw);
    expect(result).toEqual({ ok: true });
    const slide = editor.doc().slides[1];
    expect(slide?.topic?.image_url).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(slide?.picture).toEqual({ source: 'upload', width: 40, height: 30, name: 'mould.png', chosen: true });
    expect((await listUploads()).some((u) => u.label === 'mould.png')).toBe(true);
    editor.undo();
    expect(editor.doc().slides[1]?.topic?.image_url).toBe('https://img.test/1.png');
  });

  it('refuses a file that is no picture, changing nothing', async () => {
    const editor = open();
    const before = editor.doc();
    expect(await putFile(editor, 1, new Blob(['%PDF-1.7']), 'doc.pdf')).toEqual({ ok: false, error: 'This file is not a picture (PNG, JPEG, WebP, GIF or SVG).' });
    expect(editor.doc()).toBe(before);
  });

  it('fetches a search result with its credit, and says so when the fetch fails', async () => {
    const credit = { title: 'Press', author: 'Jo', license: 'CC BY 2.0', sourceUrl: 'https://commons.test/Press.jpg', provider: 'wikimedia' };
    const result = { ...credit, id: 'File:Press.jpg', provider: 'wikimedia' as const, thumbnail: 'data:image/png;base64,AA', width: 1600, height: 900 };
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ image: 'data:image/jpeg;base64,/9j/', credit })));
    const editor = open();
    expect(await putSearchResult(editor, 2, result)).toEqual({ ok: true });
    expect(editor.doc().slides[2]?.picture).toEqual({ source: 'search', credit, width: 1600, height: 900, chosen: true });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('busy', { status: 502 })));
    expect(await putSearchResult(editor, 1, result)).toEqual({ ok: false, error: 'This picture could not be fetched (HTTP 502). Try another one.' });
  });

  it('regenerates a generated picture: the cached answer is forgotten and the slide lets go of it', async () => {
    const editor = open();
    const doc = editor.doc();
    const key = topicImageWant(doc.slides[1]!.topic!, doc.settings)!.key;
    await mediaRepository().put({ key, kind: 'image', status: 'cached', url: 'https://img.test/1.png' });
    await regeneratePicture(editor, 1, () => undefined);
    expect(editor.doc().slides[1]?.topic?.image_url).toBeUndefined();
    expect(await mediaRepository().get(key)).toBeUndefined();
  });

  it('removes a picture for good', () => {
    const editor = open();
    removePicture(editor, 2);
    expect(editor.doc().slides[2]?.picture).toEqual({ removed: true, chosen: true });
  });
});
