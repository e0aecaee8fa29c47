import { afterEach, describe, expect, it } from 'vitest';
import { DecksmithDB } from './db';

const dbs: DecksmithDB[] = [];
function freshDb(): DecksmithDB {
  const db = new DecksmithDB(`test-${Math.random().toString(36).slice(2)}`);
  dbs.push(db);
  return db;
}

afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.delete()));
});

describe('DecksmithDB', () => {
  it('opens with every table of the design', async () => {
    const db = freshDb();
    await db.open();
    expect(db.tables.map((t) => t.name).sort()).toEqual(
      ['calllog', 'configs', 'creditLedger', 'credits', 'media', 'messages', 'outbox', 'prefs', 'presentations', 'profiles', 'searchIndex', 'versions', 'sources', 'templates'].sort(),
    );
  });

  it('refuses two outbox rows with the same idempotency key', async () => {
    const db = freshDb();
    const row = { idempotencyKey: 'k1', payload: {}, status: 'queued' as const, attempts: 0, nextAttemptAt: 0 };
    await db.outbox.add(row);
    await expect(db.outbox.add({ ...row })).rejects.toThrow();
    expect(await db.outbox.count()).toBe(1);
  });
});
