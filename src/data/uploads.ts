/**
 * The user's own pictures and the pictures already on this device, for the
 * Replace panel, both read from the media cache (no new table, so no schema
 * version): an upload is a cached image row under `upload:<content hash>`
 * holding its blob, named by its file name (`prompt`) and marked
 * `style: 'upload'`. A slide keeps the upload itself as a data: address, so
 * the deck shows it offline and carries it into the deck file and exports
 * even when this library is cleared with the media cache.
 */
import { pictureCreditSchema, type PictureCredit } from '../core/schemas/slide';
import { getDb, type DecksmithDB, type MediaRow } from './db';
import { MediaRepository } from './media';

export const UPLOAD_KEY_PREFIX = 'upload:';
/** Most entries a library list returns (newest first). */
export const LIBRARY_LIMIT = 48;

/** A picture the panel can offer: an upload, or a picture cached for a prompt. */
export interface LibraryPicture {
  key: string;
  /** The picture's bytes (a blob kept on the device). */
  blob?: Blob;
  /** The address a slide uses for it: the server's address of a cached picture (data: or http(s), shown from the cache offline). */
  url?: string;
  /** The file name of an upload, the prompt of a generated picture. */
  label: string;
  updatedAt: number;
  /** A found photo's credit, kept with it in the cache. */
  credit?: PictureCredit;
}

async function sha256Hex(blob: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return [...new Uint8Array(digest).subarray(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Keeps an upload in the library (the same bytes twice are one entry, its date renewed); returns its key. */
export async function saveUpload(blob: Blob, name: string, db: DecksmithDB = getDb()): Promise<string> {
  const key = `${UPLOAD_KEY_PREFIX}${await sha256Hex(blob)}`;
  await new MediaRepository(db).put({ key, kind: 'image', status: 'cached', blob, prompt: name.slice(0, 200), style: 'upload' });
  return key;
}

function isPictureBlob(blob: unknown): blob is Blob {
  return blob instanceof Blob && blob.size > 0 && blob.type.toLowerCase().startsWith('image/');
}

/** The uploads, newest first. */
export async function listUploads(db: DecksmithDB = getDb(), limit = LIBRARY_LIMIT): Promise<LibraryPicture[]> {
  const rows = await db.media.where('key').startsWith(UPLOAD_KEY_PREFIX).toArray();
  return rows
    .filter((row) => row.status === 'cached' && isPictureBlob(row.blob))
    .sort((a, b) => b.updatedAt - a.updatedAt)
    .slice(0, limit)
    .map((row) => ({ key: row.key, ...(row.blob ? { blob: row.blob } : {}), label: row.prompt ?? 'Uploaded picture', updatedAt: row.updatedAt }));
}

function cachedPicture(row: MediaRow): LibraryPicture | undefined {
  if (row.kind !== 'image' || row.status !== 'cached' || row.key.startsWith(UPLOAD_KEY_PREFIX) || !row.url) return undefined;
  const blob = isPictureBlob(row.blob) ? row.blob : undefined;
  // A remote address with no bytes kept would not show offline: only pictures the device really holds.
  if (blob === undefined && !/^data:image\//i.test(row.url)) return undefined;
  const credit = pictureCreditSchema.safeParse((row as { credit?: unknown }).credit);
  return { key: row.key, ...(blob ? { blob } : {}), url: row.url, label: row.prompt ?? '', updatedAt: row.updatedAt, ...(credit.success ? { credit: credit.data } : {}) };
}

/** Generated or found pictures cached on this device (not uploads, not icons), newest first, one per address. */
export async function listCachedPictures(db: DecksmithDB = getDb(), limit = LIBRARY_LIMIT): Promise<LibraryPicture[]> {
  const out: LibraryPicture[] = [];
  const seen = new Set<string>();
  await db.media
    .orderBy('updatedAt')
    .reverse()
    .until(() => out.length >= limit)
    .each((row) => {
      const picture = cachedPicture(row);
      if (picture?.url !== undefined && !seen.has(picture.url)) {
        seen.add(picture.url);
        out.push(picture);
      }
    });
  return out;
}

/** Forgets one upload (the slides that use it keep their own copy). */
export async function removeUpload(key: string, db: DecksmithDB = getDb()): Promise<void> {
  if (key.startsWith(UPLOAD_KEY_PREFIX)) await new MediaRepository(db).remove(key);
}
