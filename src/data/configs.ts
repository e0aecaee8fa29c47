/**
 * The current and the start generation config (the "current config" and
 * "start config" keys). A stored config that cannot be parsed is removed, so
 * the next visit starts clean.
 */
import { SAVE_SETTINGS_FAILED } from '../core/errors';
import { createDefaultGenerationConfig, generationConfigSchema, type GenerationConfig, type GenerationConfigInput } from '../core/schemas/config';
import { getDb, type DecksmithDB } from './db';
import { guardWrite } from './errors';
import { parseRow } from './validate';

export const CONFIG_KINDS = ['current', 'start'] as const;
export type ConfigKind = (typeof CONFIG_KINDS)[number];

/** Typed access to the `configs` table. */
export class ConfigsRepository {
  constructor(private readonly db: DecksmithDB) {}

  /** The stored config, or undefined when none is stored or it was unreadable (then it is removed). */
  async get(kind: ConfigKind): Promise<GenerationConfig | undefined> {
    const row = await this.db.configs.get(kind);
    if (row === undefined) return undefined;
    const config = parseRow(generationConfigSchema, row.value, 'configs', kind);
    if (config === undefined) await this.removeUnreadable(kind);
    return config;
  }

  /** Stores a config, defaults filled in (throws a ZodError on bad input). */
  async set(kind: ConfigKind, config: GenerationConfigInput): Promise<GenerationConfig> {
    const value = createDefaultGenerationConfig(config);
    await guardWrite(SAVE_SETTINGS_FAILED, () => this.db.configs.put({ key: kind, value }));
    return value;
  }

  /** Forgets the stored config. */
  async clear(kind: ConfigKind): Promise<void> {
    await guardWrite(SAVE_SETTINGS_FAILED, () => this.db.configs.delete(kind));
  }

  private async removeUnreadable(kind: ConfigKind): Promise<void> {
    try {
      await this.db.configs.delete(kind);
    } catch (error) {
      // A read must not fail because the clean-up did; the next read tries again.
      console.warn(`Could not remove the unreadable ${kind} config`, error);
    }
  }
}

/** The configs repository of `db` (the app's database by default). */
export function configsRepository(db: DecksmithDB = getDb()): ConfigsRepository {
  return new ConfigsRepository(db);
}
