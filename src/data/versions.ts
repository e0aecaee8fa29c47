/**
 * Kept versions of a deck: a small history per deck (the newest
 * {@link MAX_VERSIONS_PER_DECK}), written every N minutes while the deck
 * changes or when the user asks, and read back to restore one.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { z } from 'zod';
import { SAVE_PRESENTATION_FAILED } from '../core/errors';
import { presentationSettingsSchema, type PresentationSettings } from '../core/schemas/config';
import { slideSchema, type Slide } from '../core/schemas/slide';
import { getDb, type DecksmithDB, type VersionRow } from './db';
import { guardWrite } from './errors';

/** Versions kept per deck; the oldest beyond it are dropped as new ones come. */
export const MAX_VERSIONS_PER_DECK = 20;

export interface DeckVersion {
  id: number;
  deckId: string;
  at: number;
  name: string;
  title: string;
  slides: Slide[];
  settings: PresentationSettings;
}

/** A version in the history list: no slides, only how many. */
export interface VersionSummary {
  id: number;
  at: number;
  name: string;
  slideCount: number;
}

const versionSchema = z.object({
  id: z.number(),
  deckId: z.string(),
  at: z.number(),
  name: z.string(),
  title: z.string(),
  slides: z.array(slideSchema),
  settings: presentationSettingsSchema,
});

export class VersionsRepository {
  constructor(private readonly db: DecksmithDB = getDb()) {}

  /** Keeps a version and drops the oldest past the limit, in one transaction; its id. */
  async add(version: Omit<DeckVersion, 'id'>): Promise<number> {
    return guardWrite(SAVE_PRESENTATION_FAILED, () =>
      this.db.transaction('rw', this.db.versions, async () => {
        const id = await this.db.versions.add({ ...version, slides: [...version.slides] } as VersionRow);
        const keys = await this.db.versions.where('[deckId+at]').between([version.deckId, -Infinity], [version.deckId, Infinity]).primaryKeys();
        const excess = keys.length - MAX_VERSIONS_PER_DECK;
        if (excess > 0) await this.db.versions.bulkDelete(keys.slice(0, excess));
        return id as number;
      }),
    );
  }

  /** The deck's versions, newest first. */
  async list(deckId: string): Promise<VersionSummary[]> {
    const rows = await this.db.versions.where('[deckId+at]').between([deckId, -Infinity], [deckId, Infinity]).reverse().toArray();
    return rows.map((r) => ({ id: r.id ?? 0, at: r.at, name: r.name, slideCount: Array.isArray(r.slides) ? r.slides.length : 0 }));
  }

  /** One version, or undefined when gone or unreadable. */
  async get(id: number): Promise<DeckVersion | undefined> {
    const parsed = versionSchema.safeParse(await this.db.versions.get(id));
    return parsed.success ? parsed.data : undefined;
  }

  /** Forgets every version of these decks (they were deleted). */
  async removeDecks(deckIds: readonly string[]): Promise<void> {
    await this.db.versions.where('deckId').anyOf([...deckIds]).delete();
  }
}

/** The live history list of `deckId` (undefined while loading). */
export function useVersions(deckId: string | null, db: DecksmithDB = getDb()): VersionSummary[] | undefined {
  return useLiveQuery(async () => (deckId === null ? [] : new VersionsRepository(db).list(deckId)), [deckId, db]);
}
