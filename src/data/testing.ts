/**
 * Test helper: a fresh database name per test, deleted afterwards, so tests
 * never see each other's rows. Imported by tests only.
 */
import Dexie from 'dexie';
import { afterEach } from 'vitest';
import { DecksmithDB } from './db';

/** A unique database name. */
export function uniqueDbName(prefix = 'test'): string {
  return `${prefix}-${crypto.randomUUID()}`;
}

/**
 * Returns a factory of fresh DecksmithDB instances; every database it (or
 * `track`) created is closed and deleted after each test.
 */
export function freshDbs(): { make: (name?: string) => DecksmithDB; track: (name: string) => string } {
  const names = new Set<string>();
  const dbs: Dexie[] = [];
  afterEach(async () => {
    for (const db of dbs.splice(0)) db.close();
    await Promise.all([...names].map((name) => Dexie.delete(name)));
    names.clear();
  });
  return {
    make(name = uniqueDbName()) {
      names.add(name);
      const db = new DecksmithDB(name);
      dbs.push(db);
      return db;
    },
    track(name) {
      names.add(name);
      return name;
    },
  };
}
