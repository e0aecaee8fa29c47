import { getDb, type DecksmithDB, type MessageRow } from './db';
import { guardWrite } from './errors';
import { watch } from './live';

/** Logged when a message cannot be stored (the data layer's failure texts). */
export const SAVE_MESSAGE_FAILED = 'Failed to save message';

/** A contact-form message as the form hands it over (already validated). */
export type NewMessage = Omit<MessageRow, 'id' | 'createdAt'>;
/** A message as stored: it always has its key once saved. */
export type SavedMessage = MessageRow & { id: number };

/**
 * Keeps a contact message on this device. Decksmith has no mail relay, so
 * the message lives in IndexedDB until the user sends it on themselves.
 * A full device rejects with StorageFullError (src/data/errors).
 */
export async function saveMessage(input: NewMessage, db: DecksmithDB = getDb(), now: number = Date.now()): Promise<SavedMessage> {
  const row: MessageRow = { ...input, createdAt: now };
  const id = await guardWrite(SAVE_MESSAGE_FAILED, () => db.messages.add(row));
  // '++id' always assigns a number; Dexie's typing allows undefined for tables without auto-increment.
  if (typeof id !== 'number') throw new Error(SAVE_MESSAGE_FAILED);
  return { ...row, id };
}

/** Messages saved on this device, newest first. */
export async function listMessages(limit = 20, db: DecksmithDB = getDb()): Promise<SavedMessage[]> {
  const rows = await db.messages.orderBy('createdAt').reverse().limit(limit).toArray();
  return rows.filter((r): r is SavedMessage => typeof r.id === 'number');
}

/** How many contact messages this device holds. */
export function countMessages(db: DecksmithDB = getDb()): Promise<number> {
  return db.messages.count();
}

export interface MessagesSnapshot {
  count: number;
  recent: SavedMessage[];
}

/** Calls `next` with the count and the newest messages now and after every change, in any tab. */
export function watchMessages(limit: number, next: (snapshot: MessagesSnapshot) => void, db: DecksmithDB = getDb()): () => void {
  return watch(async () => ({ count: await countMessages(db), recent: await listMessages(limit, db) }), next);
}
