/**
 * Saved presentations. Decks are validated on the
 * way in and out; beyond the `maxSavedPresentations` preference a save is
 * refused with the decks it would drop, unless the caller (after asking the
 * user) passes `dropOldest`.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { z } from 'zod';
import { sortNewestFirst } from '../core/deck/saved';
import { DELETE_PRESENTATION_FAILED, SAVE_PRESENTATION_FAILED } from '../core/errors';
import { savedPresentationSchema, type SavedPresentation, type SavedPresentationInput } from '../core/schemas/presentation';
import type { Slide } from '../core/schemas/slide';
import { getDb, type DecksmithDB, type PresentationRow } from './db';
import { emitDataEvent } from './events';
import { guardWrite } from './errors';
import { PrefsRepository } from './prefs';
import { putSearchEntry, removeSearchEntries } from './search-index';
import { copySourceIn, deleteSourcesIn } from './sources';
import { keyField, parseRow, parseRows } from './validate';

/** What a save needs: the timestamps are the repository's business. */
export type PresentationDraft = Omit<SavedPresentationInput, 'id' | 'createdAt' | 'updatedAt' | 'lastViewed'> & {
  id?: string;
  createdAt?: number;
  lastViewed?: number;
};

/** Enough of a deck to ask the user about it. */
export interface DeckSummary {
  id: string;
  title: string;
  updatedAt: number;
  favorite: boolean;
}

export type SaveResult =
  | { ok: true; presentation: SavedPresentation; dropped: DeckSummary[] }
  /** Saving would pass the limit: `oldest` are the decks `dropOldest` would delete. */
  | { ok: false; reason: 'limit'; limit: number; oldest: DeckSummary[] }
  | { ok: false; reason: 'invalid'; error: string };

export interface SaveOptions {
  /** The user agreed to delete the oldest decks to make room. */
  dropOldest?: boolean;
  /**
   * The caller wrote this deck before and gives its createdAt and lastViewed
   * (a streaming deck's writes, every ~400 ms): the stored row is not read
   * back, only whether it is there and its favourite star, from the keys.
   */
  rewrite?: boolean;
  /** The deck is a copy of this one: the document that one was made from comes along. */
  copySourceOf?: string;
}

export interface RepositoryOptions {
  now?: () => number;
}

// IndexedDB cannot index booleans, so the row keeps favourites as 0/1.
function favoriteAsBoolean(row: unknown): unknown {
  if (typeof row !== 'object' || row === null) return row;
  const favorite = (row as { favorite?: unknown }).favorite;
  return { ...row, favorite: favorite === 1 || favorite === true };
}

const rowSchema = z.preprocess(favoriteAsBoolean, savedPresentationSchema);

/** A saved deck without its slides (counted, and the first one's title kept): what a list of many decks reads. */
export type PresentationSummary = Omit<SavedPresentation, 'slides' | 'config'> & { slideCount: number; firstSlideTitle: string };

// Slides are counted, not validated: validating the 10,000 slides of 1,000 decks costs a list most of a second.
const summaryRowSchema = z.preprocess(
  favoriteAsBoolean,
  savedPresentationSchema.omit({ slides: true, config: true }).extend({ slides: z.array(z.unknown()).default([]) }),
);

function summaryFrom({ slides, ...rest }: z.output<typeof summaryRowSchema>): PresentationSummary {
  const title = (slides[0] as { title?: unknown } | undefined)?.title;
  return { ...rest, slideCount: slides.length, firstSlideTitle: typeof title === 'string' ? title : '' };
}

function toRow(presentation: SavedPresentation): PresentationRow {
  return { ...presentation, favorite: presentation.favorite ? 1 : 0 };
}

function summaryOf(row: PresentationRow): DeckSummary {
  return {
    id: row.id,
    title: typeof row.title === 'string' ? row.title : '',
    updatedAt: typeof row.updatedAt === 'number' ? row.updatedAt : 0,
    favorite: row.favorite === 1,
  };
}

function matches(p: SavedPresentation, needle: string): boolean {
  return p.title.toLowerCase().includes(needle) || p.description.toLowerCase().includes(needle);
}

/** Typed access to the `presentations` table. */
export class PresentationsRepository {
  private readonly now: () => number;

  constructor(
    private readonly db: DecksmithDB,
    options: RepositoryOptions = {},
  ) {
    this.now = options.now ?? Date.now;
  }

  /**
   * Saves a deck: validated, `updatedAt` set to now, `createdAt` and the
   * favourite star kept from the stored deck. A new deck beyond the limit is
   * refused (`reason: 'limit'`) unless `dropOldest` is set; then the oldest
   * by updatedAt are deleted in the same transaction, favourites last (only
   * when every other deck is already gone), so a failed write drops nothing.
   * @throws StorageFullError when the device is full (nothing is changed).
   */
  async save(draft: PresentationDraft, options: SaveOptions = {}): Promise<SaveResult> {
    const id = draft.id ?? crypto.randomUUID();
    // The scope must be an async function: Dexie keeps a transaction alive across native awaits only then.
    const result = await guardWrite(SAVE_PRESENTATION_FAILED, () =>
      this.db.transaction('rw', [this.db.presentations, this.db.prefs, this.db.searchIndex, this.db.sources], async () =>
        this.saveInTransaction(id, draft, options),
      ),
    );
    if (result.ok) emitDataEvent({ type: 'saved', table: 'presentations', key: id, at: result.presentation.updatedAt });
    else if (result.reason === 'invalid') console.error(SAVE_PRESENTATION_FAILED, result.error);
    return result;
  }

  /** The deck, or undefined when missing or unreadable. */
  async get(id: string): Promise<SavedPresentation | undefined> {
    const row = await this.db.presentations.get(id);
    return row === undefined ? undefined : parseRow(rowSchema, row, 'presentations', id);
  }

  /** Every readable deck, newest first by updatedAt. */
  async list(): Promise<SavedPresentation[]> {
    const rows = await this.db.presentations.toArray();
    return sortNewestFirst(parseRows(rowSchema, rows, 'presentations', keyField('id')));
  }

  /**
   * Every readable deck without its slides, newest first by updatedAt; with
   * `limit`, only the newest `limit` of them, read through the updatedAt
   * index (the first screen of a long list without reading the rest).
   */
  async listSummaries(limit?: number): Promise<PresentationSummary[]> {
    const table = this.db.presentations;
    const rows = limit === undefined ? await table.toArray() : await table.orderBy('updatedAt').reverse().limit(Math.max(0, limit)).toArray();
    return sortNewestFirst(parseRows(summaryRowSchema, rows, 'presentations', keyField('id')).map(summaryFrom));
  }

  /** Decks whose title or description contains `query` (any case), newest first. */
  async search(query: string): Promise<SavedPresentation[]> {
    const needle = query.trim().toLowerCase();
    const all = await this.list();
    return needle === '' ? all : all.filter((p) => matches(p, needle));
  }

  /** How many decks are stored. */
  async count(): Promise<number> {
    return this.db.presentations.count();
  }

  /** Deletes a deck, its search index row, its kept versions and its source document (no error when it is already gone). */
  async delete(id: string): Promise<void> {
    await guardWrite(DELETE_PRESENTATION_FAILED, () =>
      this.db.transaction('rw', [this.db.presentations, this.db.searchIndex, this.db.versions, this.db.sources], async () => {
        await this.db.presentations.delete(id);
        await removeSearchEntries(this.db, [id]);
        await this.db.versions.where('deckId').equals(id).delete();
        await deleteSourcesIn(this.db, [id]);
      }),
    );
  }

  /** Flips the star; the new state, or undefined when the deck does not exist. updatedAt is left alone. */
  async toggleFavorite(id: string): Promise<boolean | undefined> {
    return guardWrite(SAVE_PRESENTATION_FAILED, () =>
      this.db.transaction('rw', this.db.presentations, async () => {
        const row = await this.db.presentations.get(id);
        if (row === undefined) return undefined;
        const favorite = row.favorite === 1 ? 0 : 1;
        await this.db.presentations.update(id, { favorite });
        return favorite === 1;
      }),
    );
  }

  /**
   * Changes a stored deck's slides with a pure function (a picture arriving);
   * updatedAt is left alone, as it is not the user's edit. False when the deck
   * is gone or nothing changed.
   */
  async updateSlides(id: string, change: (slides: readonly Slide[]) => readonly Slide[]): Promise<boolean> {
    return guardWrite(SAVE_PRESENTATION_FAILED, () =>
      this.db.transaction('rw', this.db.presentations, this.db.searchIndex, async () => {
        const row = await this.db.presentations.get(id);
        if (row === undefined) return false;
        if (!Array.isArray(row.slides)) return false;
        const slides = row.slides as readonly Slide[];
        const next = change(slides);
        if (next === slides) return false;
        await this.db.presentations.update(id, { slides: [...next] });
        await putSearchEntry(this.db, { ...row, slides: [...next] });
        return true;
      }),
    );
  }

  /** The user committed to the deck (it was charged): it is a finished deck from now on. False when it does not exist. */
  async markCommitted(id: string): Promise<boolean> {
    const updated = await guardWrite(SAVE_PRESENTATION_FAILED, () => this.db.presentations.update(id, { uncommitted: false }));
    if (updated > 0) emitDataEvent({ type: 'saved', table: 'presentations', key: id, at: this.now() });
    return updated > 0;
  }

  /** Records that the deck was opened now; false when it does not exist. */
  async markViewed(id: string): Promise<boolean> {
    const at = this.now();
    const updated = await guardWrite(SAVE_PRESENTATION_FAILED, () => this.db.presentations.update(id, { lastViewed: at }));
    return updated > 0;
  }

  /**
   * The decks a new save would drop to stay within `limit`: oldest first by
   * updatedAt, non-favourites before favourites.
   */
  async dropCandidates(limit: number): Promise<DeckSummary[]> {
    const table = this.db.presentations;
    const excess = (await table.count()) + 1 - limit;
    if (excess <= 0) return [];
    const ordered = (await table.orderBy('updatedAt').primaryKeys()) as string[];
    const favorites = new Set((await table.where('favorite').equals(1).primaryKeys()) as string[]);
    const picked = [...ordered.filter((k) => !favorites.has(k)), ...ordered.filter((k) => favorites.has(k))].slice(0, excess);
    const rows = await table.bulkGet(picked);
    return rows.filter((r): r is PresentationRow => r !== undefined).map(summaryOf);
  }

  /** What a save keeps of the stored row: read whole, or for a rewrite (see SaveOptions) from the keys alone. */
  private async prior(
    id: string,
    draft: PresentationDraft,
    options: SaveOptions,
  ): Promise<Partial<Pick<PresentationRow, 'createdAt' | 'lastViewed' | 'favorite' | 'named' | 'uncommitted'>> | undefined> {
    if (options.rewrite !== true || draft.createdAt === undefined || draft.lastViewed === undefined) return this.db.presentations.get(id);
    if ((await this.db.presentations.where('id').equals(id).count()) === 0) return undefined;
    const starred = (await this.db.presentations.where('favorite').equals(1).primaryKeys()) as string[];
    return { createdAt: draft.createdAt, lastViewed: draft.lastViewed, favorite: starred.includes(id) ? 1 : 0 };
  }

  private async saveInTransaction(id: string, draft: PresentationDraft, options: SaveOptions): Promise<SaveResult> {
    const existing = await this.prior(id, draft, options);
    const now = this.now();
    const parsed = savedPresentationSchema.safeParse({
      ...draft,
      id,
      createdAt: typeof existing?.createdAt === 'number' ? existing.createdAt : (draft.createdAt ?? now),
      updatedAt: now,
      lastViewed: draft.lastViewed ?? (typeof existing?.lastViewed === 'number' ? existing.lastViewed : now),
      favorite: draft.favorite ?? existing?.favorite === 1,
      // A confirmed title stays confirmed whoever rewrites the deck (a stream resumed, a regenerate).
      named: draft.named ?? (existing?.named === true ? true : undefined),
      // Only a commit clears it: a writer that does not know of it (a settings change) must not make the deck free.
      uncommitted: draft.uncommitted ?? (existing?.uncommitted === true ? true : undefined),
    });
    if (!parsed.success) return { ok: false, reason: 'invalid', error: z.prettifyError(parsed.error) };
    let dropped: DeckSummary[] = [];
    if (existing === undefined) {
      const { maxSavedPresentations: limit } = await new PrefsRepository(this.db).get();
      dropped = await this.dropCandidates(limit);
      if (dropped.length > 0 && options.dropOldest !== true) return { ok: false, reason: 'limit', limit, oldest: dropped };
      await this.db.presentations.bulkDelete(dropped.map((d) => d.id));
      await removeSearchEntries(this.db, dropped.map((d) => d.id));
      await deleteSourcesIn(this.db, dropped.map((d) => d.id));
      if (options.copySourceOf !== undefined) await copySourceIn(this.db, options.copySourceOf, id, now);
    }
    const row = toRow(parsed.data);
    await this.db.presentations.put(row);
    await putSearchEntry(this.db, row);
    return { ok: true, presentation: parsed.data, dropped };
  }
}

/** The presentations repository of `db` (the app's database by default). */
export function presentationsRepository(db: DecksmithDB = getDb(), options?: RepositoryOptions): PresentationsRepository {
  return new PresentationsRepository(db, options);
}

/** Live list of saved decks, newest first (undefined while loading); follows every tab. */
export function usePresentations(db: DecksmithDB = getDb()): SavedPresentation[] | undefined {
  return useLiveQuery(() => new PresentationsRepository(db).list(), [db]);
}

/** Live number of saved decks (undefined while loading). */
export function usePresentationCount(db: DecksmithDB = getDb()): number | undefined {
  return useLiveQuery(() => new PresentationsRepository(db).count(), [db]);
}
