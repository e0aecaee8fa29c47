import { describe, expect, it } from 'vitest';
import type { DecksmithDB } from './db';
import { watch } from './live';
import { PresentationsRepository } from './presentations';
import { freshDbs, uniqueDbName } from './testing';

const dbs = freshDbs();

function nextValue<T>(values: T[], predicate: (v: T) => boolean, timeoutMs = 3_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      const hit = values.find(predicate);
      if (hit !== undefined) resolve(hit);
      else if (Date.now() - started > timeoutMs) reject(new Error(`no matching value in ${JSON.stringify(values)}`));
      else setTimeout(poll, 10);
    };
    poll();
  });
}

describe('watch (live queries across connections)', () => {
  it('sees a write made through another DecksmithDB connection to the same database', async () => {
    const name = uniqueDbName();
    const tabA = dbs.make(name);
    const tabB: DecksmithDB = dbs.make(name);
    const seen: string[][] = [];
    const stop = watch(
      async () => (await new PresentationsRepository(tabB).list()).map((p) => p.title),
      (titles) => seen.push(titles),
    );
    await nextValue(seen, (titles) => titles.length === 0);
    await new PresentationsRepository(tabA).save({ id: 'x', title: 'Written in tab A' });
    await expect(nextValue(seen, (titles) => titles.includes('Written in tab A'))).resolves.toEqual(['Written in tab A']);
    stop();
  });

  it('stops calling back after unsubscribe', async () => {
    const db = dbs.make();
    const seen: number[] = [];
    const stop = watch(() => db.presentations.count(), (n) => seen.push(n));
    await nextValue(seen, (n) => n === 0);
    stop();
    await db.presentations.put({ id: 'a', title: 'a', updatedAt: 1, lastViewed: 1, favorite: 0 });
    await new Promise((r) => setTimeout(r, 100));
    expect(seen).toEqual([0]);
  });
});
