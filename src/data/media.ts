/**
 * The media cache (seed 000 §4 and §5): generated images and icons by prompt
 * and style, so a deck shows its pictures offline. A prompt that failed is
 * not requested again until the cache is cleared by hand.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { z } from 'zod';
import { getDb, type DecksmithDB, type MediaRow } from './db';
import { CACHE_MEDIA_FAILED, guardWrite } from './errors';
import { parseRow } from './validate';

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
});
export type MediaEntry = z.infer<typeof entrySchema>;
export type MediaInput = Omit<MediaEntry, 'updatedAt' | 'size'>;

/** cyrb53: a fast, well-spread 53-bit string hash; enough to key a per-device cache. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/** The cache key of a prompt: kind, then a hash of style and trimmed prompt. */
export function mediaKey(kind: MediaKind, prompt: string, style = ''): string {
  return `${kind}:${hash53(`${style}\u0000${prompt.trim()}`)}`;
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

  /**
   * Stores an entry (pending, cached with a blob or URL, or failed).
   * @throws StorageFullError when the device is full (the old entry stays).
   */
  async put(input: MediaInput): Promise<MediaEntry> {
    const entry = entrySchema.parse({ ...input, updatedAt: this.now(), size: sizeOf(input) });
    await guardWrite(CACHE_MEDIA_FAILED, () => this.db.media.put(entry));
    return entry;
  }

  /** Marks a prompt failed: it will not be requested again until cleared. */
  async markFailed(key: string, kind: MediaKind, error: string): Promise<MediaEntry> {
    return this.put({ key, kind, status: 'failed', error });
  }

  /** Whether to request this prompt: only when nothing is cached, pending or failed for it. */
  async shouldRequest(key: string): Promise<boolean> {
    return (await this.db.media.get(key)) === undefined;
  }

  /** Forgets one entry (a manual retry of a failed prompt). */
  async remove(key: string): Promise<void> {
    await guardWrite(CACHE_MEDIA_FAILED, () => this.db.media.delete(key));
  }

  /** Empties the cache, failed prompts included; returns the bytes freed. */
  async clear(): Promise<number> {
    return guardWrite(CACHE_MEDIA_FAILED, () =>
      this.db.transaction('rw', this.db.media, async () => {
        const freed = await this.totalSize();
        await this.db.media.clear();
        return freed;
      }),
    );
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
