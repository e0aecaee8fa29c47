/**
 * User preferences (at most 100 saved decks by default) and the small UI
 * preferences (navigator view, which studio panels
 * are open, dark mode).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { z } from 'zod';
import { SAVE_PREFERENCES_FAILED } from '../core/errors';
import {
  createDefaultUserPreferences,
  userPreferencesSchema,
  type UserPreferences,
  type UserPreferencesInput,
} from '../core/schemas/config';
import { getDb, type DecksmithDB } from './db';
import { guardWrite } from './errors';
import { parseRow } from './validate';

export const NAVIGATOR_VIEWS = ['filmstrip', 'list'] as const;

export const uiPreferencesSchema = z.object({
  navigatorView: z.enum(NAVIGATOR_VIEWS).default('filmstrip'),
  sidebarOpen: z.boolean().default(true),
  // The studio's other side panels, remembered like the sidebar: the navigator starts open, the layouts panel closed.
  navigatorOpen: z.boolean().default(true),
  layoutsOpen: z.boolean().default(false),
  sidebarTab: z.string().min(1).default('slides'),
  darkMode: z.boolean().default(false),
});
export type UiPreferences = z.infer<typeof uiPreferencesSchema>;
export type UiPreferencesInput = z.input<typeof uiPreferencesSchema>;

const USER_KEY = 'user';
const UI_KEY = 'ui';

/**
 * Keeps the fields of a stored object that still validate, so one bad field
 * (say, from a newer build) costs that field, not all of the user's choices.
 */
function salvage<S extends z.ZodObject>(schema: S, value: unknown): z.output<S> {
  const kept: Record<string, unknown> = {};
  if (typeof value === 'object' && value !== null) {
    for (const [field, fieldSchema] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      const candidate = (value as Record<string, unknown>)[field];
      if (fieldSchema.safeParse(candidate).success) kept[field] = candidate;
    }
  }
  return schema.parse(kept);
}

/** Typed access to the `prefs` table. */
export class PrefsRepository {
  constructor(private readonly db: DecksmithDB) {}

  /** The user preferences; the defaults when none are stored. */
  async get(): Promise<UserPreferences> {
    return this.read(USER_KEY, userPreferencesSchema);
  }

  /** Replaces the user preferences (validated; throws a ZodError on bad input). */
  async set(prefs: UserPreferencesInput): Promise<UserPreferences> {
    const value = createDefaultUserPreferences(prefs);
    await guardWrite(SAVE_PREFERENCES_FAILED, () => this.db.prefs.put({ key: USER_KEY, value }));
    return value;
  }

  /** Changes some preferences, keeping the others; read and write in one transaction. */
  async patch(changes: Partial<UserPreferences>): Promise<UserPreferences> {
    return this.patchKey(USER_KEY, userPreferencesSchema, changes, SAVE_PREFERENCES_FAILED);
  }

  /** The UI preferences; the defaults when none are stored. */
  async getUi(): Promise<UiPreferences> {
    return this.read(UI_KEY, uiPreferencesSchema);
  }

  /** Changes some UI preferences, keeping the others. */
  async patchUi(changes: Partial<UiPreferences>): Promise<UiPreferences> {
    return this.patchKey(UI_KEY, uiPreferencesSchema, changes, SAVE_PREFERENCES_FAILED);
  }

  /** Forgets the user and UI preferences (back to the defaults). */
  async reset(): Promise<void> {
    await guardWrite(SAVE_PREFERENCES_FAILED, () => this.db.prefs.bulkDelete([USER_KEY, UI_KEY]));
  }

  private async read<S extends z.ZodObject>(key: string, schema: S): Promise<z.output<S>> {
    const row = await this.db.prefs.get(key);
    if (row === undefined) return schema.parse({});
    return parseRow(schema, row.value, 'prefs', key) ?? salvage(schema, row.value);
  }

  private async patchKey<S extends z.ZodObject>(
    key: string,
    schema: S,
    changes: Partial<z.output<S>>,
    failureText: string,
  ): Promise<z.output<S>> {
    return guardWrite(failureText, () =>
      this.db.transaction('rw', this.db.prefs, async () => {
        const current = await this.read(key, schema);
        const value = schema.parse({ ...current, ...changes });
        await this.db.prefs.put({ key, value });
        return value;
      }),
    );
  }
}

/** The preferences repository of `db` (the app's database by default). */
export function prefsRepository(db: DecksmithDB = getDb()): PrefsRepository {
  return new PrefsRepository(db);
}

/** Live user preferences (undefined while loading); follows changes from every tab. */
export function usePreferences(db: DecksmithDB = getDb()): UserPreferences | undefined {
  return useLiveQuery(() => new PrefsRepository(db).get(), [db]);
}

/** Live UI preferences (undefined while loading). */
export function useUiPreferences(db: DecksmithDB = getDb()): UiPreferences | undefined {
  return useLiveQuery(() => new PrefsRepository(db).getUi(), [db]);
}
