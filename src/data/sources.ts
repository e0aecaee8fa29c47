/**
 * The document each deck was made from (`sources` table, one row per deck):
 * written when the deck is created, read by rewrites to ground them in it,
 * deleted with the deck and copied with it. A row that does not read back is
 * reported and taken as no source: the deck itself never depends on it.
 */
import { z } from 'zod';
import type { SourceDocument } from '../core/source/types';
import { getDb, type DecksmithDB, type SourceRow } from './db';
import { guardWrite, KEEP_SOURCE_FAILED } from './errors';
import { parseRow } from './validate';

/**
 * Characters kept of a source's text, and of its pages together. About 100
 * pages of a report: a rewrite quotes a few passages of it, never the whole,
 * and every deck keeps its own copy on the device, so a hundred decks made from
 * long documents must still fit the browser's storage without crowding out the
 * decks and their pictures.
 */
export const SOURCE_LIMITS = { textChars: 300_000, pageChars: 300_000, nameChars: 300 } as const;

const sourceRowSchema = z.object({
  deckId: z.string().min(1),
  name: z.string(),
  text: z.string(),
  pages: z.array(z.string()).optional(),
  keptAt: z.number(),
});

/** The text cut at the last paragraph break before `max` (or at `max` when there is none late enough). */
function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf('\n\n', max);
  return text.slice(0, cut > max / 2 ? cut : max);
}

/** Whole pages from the first, as many as fit `max` characters together (page N stays `pages[N - 1]`). */
function capPages(pages: readonly string[], max: number): string[] {
  const kept: string[] = [];
  let total = 0;
  for (const page of pages) {
    total += page.length;
    if (total > max) break;
    kept.push(page);
  }
  return kept;
}

/** The source as it is kept: within {@link SOURCE_LIMITS}, plain data (a proxy would not survive IndexedDB). */
export function cappedSource(source: SourceDocument): SourceDocument {
  const name = source.name.trim().slice(0, SOURCE_LIMITS.nameChars);
  const text = capText(source.text, SOURCE_LIMITS.textChars);
  const pages = source.pages === undefined ? undefined : capPages(source.pages, SOURCE_LIMITS.pageChars);
  return { name, text, ...(pages === undefined || pages.length === 0 ? {} : { pages }) };
}

const toDocument = (row: z.infer<typeof sourceRowSchema>): SourceDocument => ({
  name: row.name,
  text: row.text,
  ...(row.pages === undefined ? {} : { pages: row.pages }),
});

/** Copies the source of deck `from` to deck `to` (nothing when `from` has none); call inside a transaction over `sources`. */
export async function copySourceIn(db: DecksmithDB, from: string, to: string, at = Date.now()): Promise<void> {
  const row = await db.sources.get(from);
  if (row !== undefined) await db.sources.put({ ...row, deckId: to, keptAt: at });
}

/** Deletes the sources of these decks; call inside a transaction over `sources`. */
export async function deleteSourcesIn(db: DecksmithDB, deckIds: readonly string[]): Promise<void> {
  if (deckIds.length > 0) await db.sources.bulkDelete([...deckIds]);
}

/** Typed access to the `sources` table. */
export class SourcesRepository {
  constructor(
    private readonly db: DecksmithDB,
    private readonly now: () => number = Date.now,
  ) {}

  /** Keeps the document deck `deckId` was made from (replacing any earlier one), capped. */
  async keep(deckId: string, source: SourceDocument): Promise<void> {
    const capped = cappedSource(source);
    const row: SourceRow = { deckId, name: capped.name, text: capped.text, keptAt: this.now() };
    if (capped.pages !== undefined) row.pages = [...capped.pages];
    await guardWrite(KEEP_SOURCE_FAILED, () => this.db.sources.put(row));
  }

  /** The deck's source, or undefined when it has none (made from a topic) or it does not read back. */
  async get(deckId: string): Promise<SourceDocument | undefined> {
    const row = await this.db.sources.get(deckId);
    const parsed = row === undefined ? undefined : parseRow(sourceRowSchema, row, 'sources', deckId);
    return parsed === undefined ? undefined : toDocument(parsed);
  }

  async delete(deckId: string): Promise<void> {
    await guardWrite(KEEP_SOURCE_FAILED, () => this.db.sources.delete(deckId));
  }
}

/** The sources repository of `db` (the app's database by default). */
export function sourcesRepository(db: DecksmithDB = getDb()): SourcesRepository {
  return new SourcesRepository(db);
}
