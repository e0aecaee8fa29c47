import { afterEach, describe, expect, it, vi } from 'vitest';
import { DecksmithDB } from './db';
import { StorageFullError } from './errors';
import { countMessages, listMessages, saveMessage, watchMessages } from './messages';

const dbs: DecksmithDB[] = [];
function freshDb(): DecksmithDB {
  const db = new DecksmithDB(`messages-${Math.random().toString(36).slice(2)}`);
  dbs.push(db);
  return db;
}

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(dbs.splice(0).map((db) => db.delete()));
});

const sample = { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com', subject: 'Export', message: 'How do I export to PDF?' };

describe('contact messages on the device', () => {
  it('saves a message with its time and key', async () => {
    const db = freshDb();
    const saved = await saveMessage(sample, db, 1_000);
    expect(saved).toEqual({ ...sample, createdAt: 1_000, id: expect.any(Number) });
    expect(await countMessages(db)).toBe(1);
  });

  it('lists the newest first, up to the limit', async () => {
    const db = freshDb();
    await saveMessage({ ...sample, subject: 'first' }, db, 1);
    await saveMessage({ ...sample, subject: 'third' }, db, 3);
    await saveMessage({ ...sample, subject: 'second' }, db, 2);
    expect((await listMessages(20, db)).map((m) => m.subject)).toEqual(['third', 'second', 'first']);
    expect((await listMessages(2, db)).map((m) => m.subject)).toEqual(['third', 'second']);
  });

  it('turns a full disk into a clear error and stores nothing', async () => {
    const db = freshDb();
    const quota = Object.assign(new Error('aborted'), { name: 'AbortError', inner: Object.assign(new Error('full'), { name: 'QuotaExceededError' }) });
    vi.spyOn(db.messages, 'add').mockRejectedValue(quota);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(saveMessage(sample, db)).rejects.toBeInstanceOf(StorageFullError);
    expect(await countMessages(db)).toBe(0);
  });
});

describe('watchMessages', () => {
  it('reports the count and newest messages, then every change', async () => {
    const db = freshDb();
    await saveMessage(sample, db, 1);
    const seen: number[] = [];
    let resolveSecond: () => void = () => undefined;
    const second = new Promise<void>((r) => (resolveSecond = r));
    const stop = watchMessages(5, (s) => {
      seen.push(s.count);
      if (s.count === 2) resolveSecond();
    }, db);
    await vi.waitFor(() => expect(seen).toEqual([1]));
    await saveMessage({ ...sample, subject: 'again' }, db, 2);
    await second;
    stop();
    expect(seen).toEqual([1, 2]);
  });
});
