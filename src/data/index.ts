/**
 * The data layer's front door: one repository per table. Components use
 * these (or their hooks), never Dexie itself.
 */
import { CallLogRepository } from './calllog';
import { ConfigsRepository } from './configs';
import { CreditsRepository } from './credits';
import { getDb, type DecksmithDB, type TableName } from './db';
import { MediaRepository } from './media';
import { OutboxRepository } from './outbox';
import { PrefsRepository } from './prefs';
import { PresentationsRepository } from './presentations';
import { SourcesRepository } from './sources';
import { TemplatesRepository } from './templates';

/**
 * The module (src/data/<name>.ts) that owns each table. Typed over every
 * table of the schema, so a new table does not compile without an owner.
 */
export const TABLE_REPOSITORIES = {
  presentations: 'presentations',
  configs: 'configs',
  credits: 'credits',
  creditLedger: 'credits',
  outbox: 'outbox',
  media: 'media',
  calllog: 'calllog',
  prefs: 'prefs',
  profiles: 'profiles',
  messages: 'messages',
  searchIndex: 'search-index',
  versions: 'versions',
  sources: 'sources',
  templates: 'templates',
} as const satisfies Record<TableName, string>;

export interface Repositories {
  presentations: PresentationsRepository;
  configs: ConfigsRepository;
  credits: CreditsRepository;
  outbox: OutboxRepository;
  media: MediaRepository;
  calllog: CallLogRepository;
  prefs: PrefsRepository;
  sources: SourcesRepository;
  templates: TemplatesRepository;
}

/** The storage repositories over `db` (profiles, messages, the search index and kept versions have their own modules). */
export function createRepositories(db: DecksmithDB = getDb()): Repositories {
  return {
    presentations: new PresentationsRepository(db),
    configs: new ConfigsRepository(db),
    credits: new CreditsRepository(db),
    outbox: new OutboxRepository(db),
    media: new MediaRepository(db),
    calllog: new CallLogRepository(db),
    prefs: new PrefsRepository(db),
    sources: new SourcesRepository(db),
    templates: new TemplatesRepository(db),
  };
}

export { StorageFullError, STORAGE_FULL_MESSAGE, isQuotaError } from './errors';
export { onDataEvent, type DataEvent } from './events';
export { watch } from './live';
