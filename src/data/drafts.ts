/**
 * Work in progress that is not a deck yet (the generate page's topic,
 * settings and outline), kept in the `prefs` key-value table under
 * `draft:<name>` so a reload or a killed tab finds it again. The value is
 * the caller's to validate: a draft from an older build may not fit.
 */
import { SAVE_SETTINGS_FAILED } from '../core/errors';
import { getDb, type DecksmithDB } from './db';
import { guardWrite } from './errors';

const draftKey = (name: string): string => `draft:${name}`;

/** Typed access to the drafts kept in the `prefs` table. */
export class DraftsRepository {
  constructor(private readonly db: DecksmithDB) {}

  /** The stored draft, unvalidated; undefined when none is kept. */
  async get(name: string): Promise<unknown> {
    return (await this.db.prefs.get(draftKey(name)))?.value;
  }

  /** Replaces the draft (a plain, cloneable value). */
  async set(name: string, value: unknown): Promise<void> {
    await guardWrite(SAVE_SETTINGS_FAILED, () => this.db.prefs.put({ key: draftKey(name), value }));
  }

  /** Forgets the draft. */
  async clear(name: string): Promise<void> {
    await guardWrite(SAVE_SETTINGS_FAILED, () => this.db.prefs.delete(draftKey(name)));
  }
}

/** The drafts repository of `db` (the app's database by default). */
export function draftsRepository(db: DecksmithDB = getDb()): DraftsRepository {
  return new DraftsRepository(db);
}
