import Dexie, { type EntityTable, type Table, type Transaction } from 'dexie';
import { normalizeBalance } from '../core/credits';
import { migrateOldPresentation } from '../core/text/legacy-markup';
import { searchIndexRowOf, type SearchIndexRow } from './search-row';

/** Rows as stored; the typed repositories (src/data/*) own their shapes. */
export interface PresentationRow {
  id: string;
  title: string;
  updatedAt: number;
  lastViewed: number;
  favorite: 0 | 1;
  [key: string]: unknown;
}
export interface KeyedRow {
  key: string;
  value: unknown;
}
export interface CreditsRow {
  id: 'balance';
  balance: number;
  updatedAt: number;
}
/** One credit movement; `idempotencyKey` is unique, so a replayed request is charged once. */
export interface CreditLedgerRow {
  id?: number;
  kind: 'charge' | 'refund' | 'opening';
  amount: number;
  balanceAfter: number;
  reason: string;
  idempotencyKey?: string;
  at: number;
}
export interface OutboxRow {
  id?: number;
  idempotencyKey: string;
  payload: unknown;
  status: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  nextAttemptAt: number;
  error?: string;
  createdAt?: number;
  updatedAt?: number;
}
export interface MediaRow {
  key: string;
  kind: 'image' | 'icon';
  status: 'pending' | 'cached' | 'failed';
  blob?: Blob;
  url?: string;
  updatedAt: number;
  /** Not indexed: added without a schema version. */
  prompt?: string;
  style?: string;
  size?: number;
  error?: string;
}
/** A local (on-device) account; the passcode, if any, is stored only as a salted PBKDF2 hash. */
export interface ProfileRow {
  id: string;
  email: string;
  fullName: string;
  passcodeHash?: string;
  passcodeSalt?: string;
  createdAt: number;
  lastSignedInAt: number;
}
/** A contact-form message kept on the device. */
export interface MessageRow {
  id?: number;
  createdAt: number;
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
}
/** A kept version of a deck (every N minutes while it changes, or on request): restorable from the history list. */
export interface VersionRow {
  id?: number;
  deckId: string;
  at: number;
  name: string;
  title: string;
  slides: unknown[];
  settings: unknown;
}
/** The document a deck was made from (core/source/types.ts), kept with the deck: one row per deck. */
export interface SourceRow {
  deckId: string;
  name: string;
  text: string;
  pages?: string[];
  keptAt: number;
}
/** A company template imported as a theme (data/templates.ts): its look, its pictures as blobs and the package itself. */
export interface TemplateRow {
  id: string;
  name: string;
  fileName: string;
  importedAt: number;
  /** What the package says (core/templates TemplateFacts), as read. */
  facts: unknown;
  /** The theme made from it (core/themes Theme), pictures named by part. */
  theme: unknown;
  pictures: { part: string; mime: string; blob: Blob }[];
  /** The original package, for an export on the template's own master. */
  source: Blob;
}
export interface CallLogRow {
  id?: number;
  timestamp: number;
  type: 'outline' | 'content' | 'image' | 'icon';
  status: string;
  [key: string]: unknown;
}

/** The on-device database. Every schema change is a new version with an upgrade. */
export class DecksmithDB extends Dexie {
  presentations!: EntityTable<PresentationRow, 'id'>;
  configs!: EntityTable<KeyedRow, 'key'>;
  credits!: EntityTable<CreditsRow, 'id'>;
  outbox!: EntityTable<OutboxRow, 'id'>;
  media!: EntityTable<MediaRow, 'key'>;
  calllog!: EntityTable<CallLogRow, 'id'>;
  prefs!: EntityTable<KeyedRow, 'key'>;
  profiles!: EntityTable<ProfileRow, 'id'>;
  messages!: EntityTable<MessageRow, 'id'>;
  creditLedger!: EntityTable<CreditLedgerRow, 'id'>;
  searchIndex!: EntityTable<SearchIndexRow, 'deckId'>;
  versions!: EntityTable<VersionRow, 'id'>;
  sources!: EntityTable<SourceRow, 'deckId'>;
  templates!: EntityTable<TemplateRow, 'id'>;

  constructor(name = 'decksmith') {
    super(name);
    this.version(1).stores({
      presentations: 'id, updatedAt, lastViewed, favorite, title',
      configs: 'key',
      credits: 'id',
      outbox: '++id, &idempotencyKey, status, nextAttemptAt',
      media: 'key, status, updatedAt',
      calllog: '++id, timestamp, type, status',
      prefs: 'key',
    });
    // v2: local accounts and contact messages live on the device too.
    this.version(2).stores({
      profiles: 'id, &email',
      messages: '++id, createdAt',
    });
    // v3: a credit ledger, so an idempotency key charges once however often a request is replayed.
    this.version(3)
      .stores({ creditLedger: '++id, &idempotencyKey, at' })
      .upgrade(upgradeToV3);
    // v4: slide text is plain text; the editor's formatting moves beside it (no index changes).
    this.version(4).stores({}).upgrade(upgradeToV4);
    // v5: the dashboard's search index (data/search-index.ts): the words of each deck, and its media references.
    this.version(5).stores({ searchIndex: 'deckId, *words, *media, v' }).upgrade(upgradeToV5);
    // v6: kept versions of each deck, listed newest first per deck. A new table: no row to change.
    this.version(6).stores({ versions: '++id, deckId, [deckId+at]' });
    // v7: the document each deck was made from, for rewrites grounded in it. A new table: no row to change.
    this.version(7).stores({ sources: 'deckId' });
    // v8: company templates imported as themes, listed oldest first. A new table: no row to change.
    this.version(8).stores({ templates: 'id, importedAt' });
  }
}

/**
 * v2 -> v3: older builds could leave a fractional or negative balance; make it
 * whole and non-negative and open the ledger with it, so the history adds up.
 */
async function upgradeToV3(tx: Transaction): Promise<void> {
  const credits = tx.table<CreditsRow, 'balance'>('credits');
  const row = await credits.get('balance');
  if (row === undefined) return;
  const balance = normalizeBalance(Number(row.balance));
  const at = Date.now();
  await credits.put({ id: 'balance', balance, updatedAt: typeof row.updatedAt === 'number' ? row.updatedAt : at });
  await tx.table<CreditLedgerRow, number>('creditLedger').add({
    kind: 'opening',
    amount: balance,
    balanceAfter: balance,
    reason: 'Balance carried over from an earlier version',
    at,
  });
}

/**
 * v3 -> v4: decks saved before presentation schema 2 kept the editor's HTML
 * in the text fields themselves; each is rewritten once (migrateOldPresentation),
 * so nothing after this reads a string as HTML.
 */
async function upgradeToV4(tx: Transaction): Promise<void> {
  await tx
    .table<PresentationRow, string>('presentations')
    .toCollection()
    .modify((row, ref) => {
      ref.value = migrateOldPresentation(row) as PresentationRow;
    });
}

/** v4 -> v5: every deck already saved gets its index row, so a search finds it without opening it first. */
async function upgradeToV5(tx: Transaction): Promise<void> {
  const rows = await tx.table<PresentationRow, string>('presentations').toArray();
  await tx.table<SearchIndexRow, string>('searchIndex').bulkPut(rows.map(searchIndexRowOf));
}

/** Names of the tables of the current schema. */
export type TableName = { [K in keyof DecksmithDB]: DecksmithDB[K] extends Table ? K : never }[keyof DecksmithDB];

let instance: DecksmithDB | undefined;

/** The app's single database connection, opened lazily. */
export function getDb(): DecksmithDB {
  instance ??= new DecksmithDB();
  return instance;
}
