/**
 * The media cache: generated images and icons by prompt
 * and style, so a deck shows its pictures offline. A prompt that failed is
 * not requested again until the cache is cleared by hand. Slides keep the
 * URL the server gave, so a cached picture is also found by that URL
 * (`findByUrl`, `cachedObjectUrl`): an http(s) picture then shows offline
 * and is embedded in the exports.
 *
 * A prompt the server answered with "no icon fits" is a cached row with
 * neither URL nor blob ({@link MediaRepository.markNone}, {@link isNoPicture}):
 * settled, so it is not asked again, and not a failure. Rows of that shape
 * were valid before, so this needs no schema version: an older build reads
 * it as a miss and merely asks again.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { z } from 'zod';
import { pictureCreditSchema } from '../core/schemas/slide';
import { getDb, type DecksmithDB, type MediaRow } from './db';
import { CACHE_MEDIA_FAILED, guardWrite } from './errors';
import { parseRow } from './validate';

export { mediaKey } from './media-key';

export type MediaKind = MediaRow['kind'];
export type MediaStatus = MediaRow['status'];

const entrySchema = z.object({
  key: z.string().min(1),
  kind: z.enum(['image', 'icon']),
  status: z.enum(['pending', 'cached', 'failed']),
  blob: z.instanceof(Blob).optional(),
  url: z.string().optional(),
  updatedAt: z.number(),
  prompt: z.string().optional(),
  style: z.string().optional(),
  size: z.number().nonnegative().optional(),
  error: z.string().optional(),
  /**
   * Who made a found photo and under which licence, as the image call said.
   * Not indexed, so no schema version: older rows simply have none.
   */
  credit: pictureCreditSchema.optional().catch(undefined),
});
export type MediaEntry = z.infer<typeof entrySchema>;
export type MediaInput = Omit<MediaEntry, 'updatedAt' | 'size'>;

/** Whether an entry is the server's settled "no picture fits this prompt" (cached, with neither URL nor blob). */
export function isNoPicture(entry: Pick<MediaEntry, 'status' | 'url' | 'blob'>): boolean {
  return entry.status === 'cached' && !entry.url && entry.blob === undefined;
}

/** Bytes an entry takes: the blob, else the URL's characters (data URLs are ASCII). */
function sizeOf(entry: Pick<MediaEntry, 'blob' | 'url'>): number {
  return (entry.blob?.size ?? 0) + (entry.url?.length ?? 0);
}

/** Typed access to the `media` table. */
export class MediaRepository {
  private readonly now: () => number;

  constructor(
    private readonly db: DecksmithDB,
    options: { now?: () => number } = {},
  ) {
    this.now = options.now ?? Date.now;
  }

  /** The entry, or undefined when missing or unreadable. */
  async get(key: string): Promise<MediaEntry | undefined> {
    const row = await this.db.media.get(key);
    return row === undefined ? undefined : parseRow(entrySchema, row, 'media', key);
  }

  /** The entries of `keys`, in their order (undefined where missing or unreadable): one read for many. */
  async getMany(keys: readonly string[]): Promise<Array<MediaEntry | undefined>> {
    const rows = await this.db.media.bulkGet([...keys]);
    return rows.map((row, i) => (row === undefined ? undefined : parseRow(entrySchema, row, 'media', keys[i] ?? '')));
  }

  /**
   * Stores an entry (pending, cached with a blob or URL, or failed).
   * @throws StorageFullError when the device is full (the old entry stays).
   */
  async put(input: MediaInput): Promise<MediaEntry> {
    const entry = entrySchema.parse({ ...input, updatedAt: this.now(), size: sizeOf(input) });
    await guardWrite(CACHE_MEDIA_FAILED, () => this.db.media.put(entry));
    if (entry.url !== undefined) knownMisses.delete(entry.url);
    return entry;
  }

  /**
   * The cached picture the server gave at `url` (status cached, with a blob),
   * or undefined. A filtered scan, stopping at the first hit: the cache holds
   * hundreds of rows at most, and `url` is not indexed (no schema change).
   */
  async findByUrl(url: string): Promise<MediaEntry | undefined> {
    if (url === '') return undefined;
    const row = await this.db.media.filter((r) => r.url === url && r.status === 'cached' && r.blob instanceof Blob && r.blob.size > 0).first();
    return row === undefined ? undefined : parseRow(entrySchema, row, 'media', row.key);
  }

  /** Marks a prompt failed: it will not be requested again until cleared. */
  async markFailed(key: string, kind: MediaKind, error: string): Promise<MediaEntry> {
    return this.put({ key, kind, status: 'failed', error });
  }

  /** Records that the server said no picture fits this prompt: settled, not asked again until the cache is cleared. */
  async markNone(key: string, kind: MediaKind): Promise<MediaEntry> {
    return this.put({ key, kind, status: 'cached' });
  }

  /** Whether to request this prompt: only when nothing is cached, pending or failed for it. */
  async shouldRequest(key: string): Promise<boolean> {
    return (await this.db.media.get(key)) === undefined;
  }

  /** Forgets one entry (a manual retry of a failed prompt). */
  async remove(key: string): Promise<void> {
    await guardWrite(CACHE_MEDIA_FAILED, () => this.db.media.delete(key));
  }

  /**
   * Empties the cache, failed prompts included (so they are asked for again);
   * returns the bytes freed. Object URLs made by {@link cachedObjectUrl} are
   * revoked and the {@link onMediaCacheCleared} listeners told.
   */
  async clear(): Promise<number> {
    const freed = await guardWrite(CACHE_MEDIA_FAILED, () =>
      this.db.transaction('rw', this.db.media, async () => {
        const freed = await this.totalSize();
        await this.db.media.clear();
        return freed;
      }),
    );
    notifyCleared();
    return freed;
  }

  /** Bytes held by the cache (rows written before `size` existed are measured). */
  async totalSize(): Promise<number> {
    let total = 0;
    await this.db.media.each((row) => {
      total += typeof row.size === 'number' ? row.size : sizeOf(row);
    });
    return total;
  }

  /** How many entries, by status. */
  async countByStatus(status: MediaStatus): Promise<number> {
    return this.db.media.where('status').equals(status).count();
  }
}

/** The media repository of `db` (the app's database by default). */
export function mediaRepository(db: DecksmithDB = getDb()): MediaRepository {
  return new MediaRepository(db);
}

/** Live size of the media cache in bytes (undefined while loading). */
export function useMediaCacheSize(db: DecksmithDB = getDb()): number | undefined {
  return useLiveQuery(() => new MediaRepository(db).totalSize(), [db]);
}

const clearListeners = new Set<() => void>();

/** Calls `listener` after each clear of the media cache; returns the unsubscribe. */
export function onMediaCacheCleared(listener: () => void): () => void {
  clearListeners.add(listener);
  return () => clearListeners.delete(listener);
}

function notifyCleared(): void {
  forgetCachedObjectUrls();
  for (const listener of [...clearListeners]) {
    try {
      listener();
    } catch (error) {
      console.error('A media cache listener failed', error);
    }
  }
}

/** Object URLs of cached pictures by the URL the server gave: one per URL for the page's life. */
const objectUrls = new Map<string, string>();
/** Lookups under way, so callers asking at once share one scan. */
const lookups = new Map<string, Promise<string | undefined>>();
/** URLs looked up and not cached (forgotten when one is stored or the cache is cleared). */
const knownMisses = new Set<string>();
/** Bumped by each clear: a lookup that started before it makes no object URL. */
let generation = 0;

/** The object URL already made for `url`, if any (synchronous, for rendering). */
export function peekCachedObjectUrl(url: string): string | undefined {
  return objectUrls.get(url);
}

/** Revokes every object URL made by {@link cachedObjectUrl} and forgets what was looked up. */
export function forgetCachedObjectUrls(): void {
  generation++;
  for (const objectUrl of objectUrls.values()) URL.revokeObjectURL(objectUrl);
  objectUrls.clear();
  lookups.clear();
  knownMisses.clear();
}

async function lookUp(url: string, repo: MediaRepository | undefined): Promise<string | undefined> {
  const started = generation;
  const entry = await (repo ?? mediaRepository()).findByUrl(url);
  if (started !== generation) return undefined;
  if (entry?.blob === undefined) {
    knownMisses.add(url);
    return undefined;
  }
  const objectUrl = URL.createObjectURL(entry.blob);
  objectUrls.set(url, objectUrl);
  return objectUrl;
}

/**
 * An object URL for the picture cached for `url` (see
 * {@link MediaRepository.findByUrl}), or undefined when none is cached or
 * there is no IndexedDB here. Memoised per URL until the cache is cleared;
 * never rejects.
 */
export function cachedObjectUrl(url: string, repo?: MediaRepository): Promise<string | undefined> {
  const known = objectUrls.get(url);
  if (known !== undefined) return Promise.resolve(known);
  if (knownMisses.has(url) || typeof URL.createObjectURL !== 'function') return Promise.resolve(undefined);
  let pending = lookups.get(url);
  if (pending === undefined) {
    const lookup = lookUp(url, repo)
      .catch(() => undefined)
      .finally(() => {
        if (lookups.get(url) === lookup) lookups.delete(url);
      });
    pending = lookup;
    lookups.set(url, lookup);
  }
  return pending;
}
