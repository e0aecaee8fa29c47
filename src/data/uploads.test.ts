import { describe, expect, it } from 'vitest';
import { MediaRepository, mediaKey } from './media';
import { freshDbs } from './testing';
import { listCachedPictures, listUploads, removeUpload, saveUpload } from './uploads';

const dbs = freshDbs();
const png = (text: string) => new Blob([text], { type: 'image/png' });

describe('uploads library', () => {
  it('keeps uploads by content, newest first, the same bytes once', async () => {
    const db = dbs.make();
    const a = await saveUpload(png('aaa'), 'harbour.png', db);
    const b = await saveUpload(png('bbb'), 'mould.png', db);
    expect(await saveUpload(png('aaa'), 'again.png', db)).toBe(a);
    const list = await listUploads(db);
    expect(list.map((u) => u.key).sort()).toEqual([a, b].sort());
    expect(list.find((u) => u.key === a)?.label).toBe('again.png');
    expect(await list[0]?.blob?.text()).toMatch(/aaa|bbb/);
    await removeUpload(a, db);
    expect((await listUploads(db)).map((u) => u.key)).toEqual([b]);
  });

  it('lists pictures cached on the device, not uploads, icons or remote addresses without bytes', async () => {
    const db = dbs.make();
    const media = new MediaRepository(db);
    await saveUpload(png('mine'), 'mine.png', db);
    await media.put({ key: mediaKey('image', 'reef'), kind: 'image', status: 'cached', url: 'https://img.test/reef.png', blob: png('reef'), prompt: 'reef' });
    const credit = { title: 'Kelp', author: 'Jo', license: 'CC0 1.0', sourceUrl: 'https://openverse.test/kelp', provider: 'openverse' };
    await media.put({ key: mediaKey('image', 'kelp'), kind: 'image', status: 'cached', url: 'data:image/png;base64,AAAA', prompt: 'kelp', credit });
    await media.put({ key: mediaKey('image', 'gone'), kind: 'image', status: 'cached', url: 'https://img.test/gone.png', prompt: 'gone' });
    await media.put({ key: mediaKey('icon', 'fish'), kind: 'icon', status: 'cached', url: 'data:image/svg+xml;base64,AAAA', prompt: 'fish' });
    await media.put({ key: mediaKey('image', 'bad'), kind: 'image', status: 'failed', error: 'no' });
    const cached = await listCachedPictures(db);
    expect(cached.map((c) => c.label).sort()).toEqual(['kelp', 'reef']);
    expect(cached.find((c) => c.label === 'kelp')?.credit).toEqual(credit);
  });
});

describe('media cache credits', () => {
  it("keeps a found photo's credit, and reads rows without one (or with a broken one) as before", async () => {
    const db = dbs.make();
    const media = new MediaRepository(db);
    const credit = { title: 'Reef', author: 'Ann Lee', license: 'CC BY 2.0', sourceUrl: 'https://commons.test/Reef.jpg', provider: 'wikimedia' };
    await media.put({ key: 'image:a', kind: 'image', status: 'cached', url: 'data:image/png;base64,AAAA', credit });
    expect((await media.get('image:a'))?.credit).toEqual(credit);
    await db.media.put({ key: 'image:b', kind: 'image', status: 'cached', url: 'data:image/png;base64,AAAA', updatedAt: 1 });
    await db.media.put({ key: 'image:c', kind: 'image', status: 'cached', url: 'data:image/png;base64,AAAA', updatedAt: 1, credit: 'nonsense' } as never);
    expect(await media.get('image:b')).toMatchObject({ status: 'cached' });
    expect((await media.get('image:c'))?.credit).toBeUndefined();
  });
});
