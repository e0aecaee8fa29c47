/**
 * Every schema version must open the data an older version wrote. The old
 * schemas are copied here on purpose: they are history and must not follow
 * later edits of db.ts.
 */
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { CreditsRepository } from './credits';
import { OutboxRepository } from './outbox';
import { PrefsRepository } from './prefs';
import { PresentationsRepository } from './presentations';
import { ConfigsRepository } from './configs';
import { MediaRepository } from './media';
import { CallLogRepository } from './calllog';
import { freshDbs, uniqueDbName } from './testing';
import { VersionsRepository } from './versions';

const V1_STORES = {
  presentations: 'id, updatedAt, lastViewed, favorite, title',
  configs: 'key',
  credits: 'id',
  outbox: '++id, &idempotencyKey, status, nextAttemptAt',
  media: 'key, status, updatedAt',
  calllog: '++id, timestamp, type, status',
  prefs: 'key',
};
const V2_STORES = { profiles: 'id, &email', messages: '++id, createdAt' };
const V3_STORES = { creditLedger: '++id, &idempotencyKey, at' };
const V5_STORES = { searchIndex: 'deckId, *words, *media, v' };

const dbs = freshDbs();

/** Writes rows with a raw connection that knows only the old versions, then closes it. */
async function writeOld(name: string, versions: 1 | 2 | 3 | 5, fill: (db: Dexie) => Promise<void>): Promise<void> {
  const old = new Dexie(dbs.track(name));
  old.version(1).stores(V1_STORES);
  if (versions >= 2) old.version(2).stores(V2_STORES);
  if (versions >= 3) old.version(3).stores(V3_STORES);
  if (versions >= 5) {
    old.version(4).stores({});
    old.version(5).stores(V5_STORES);
  }
  await old.open();
  await fill(old);
  old.close();
}

const deck = { id: 'old-deck', title: 'Written by v1', updatedAt: 10, lastViewed: 10, createdAt: 5, favorite: 1, slides: [{ id: 0, type: 'title', title: 'Hi' }] };

describe('schema migrations', () => {
  it('opens a version 1 database with its data intact and the newer tables working', async () => {
    const name = uniqueDbName('v1');
    await writeOld(name, 1, async (db) => {
      await db.table('presentations').put(deck);
      await db.table('configs').put({ key: 'current', value: { input_text: 'Tides', number_of_slides: 7 } });
      await db.table('credits').put({ id: 'balance', balance: 640, updatedAt: 3 });
      await db.table('outbox').add({ idempotencyKey: 'k1', payload: { topic: 't' }, status: 'queued', attempts: 0, nextAttemptAt: 0 });
      await db.table('media').put({ key: 'image:abc', kind: 'image', status: 'cached', url: 'data:x', updatedAt: 1 });
      await db.table('calllog').add({ timestamp: 1, type: 'outline', endpoint: '/api/o', prompt: 'p', status: 'success' });
      await db.table('prefs').put({ key: 'user', value: { autoSave: false } });
    });

    const db = dbs.make(name);
    await db.open();
    expect(db.verno).toBe(8);
    expect(await new PresentationsRepository(db).get('old-deck')).toMatchObject({ title: 'Written by v1', favorite: true, createdAt: 5 });
    expect((await new ConfigsRepository(db).get('current'))?.number_of_slides).toBe(7);
    expect(await new CreditsRepository(db).getBalance()).toBe(640);
    expect((await new OutboxRepository(db).list()).map((i) => i.idempotencyKey)).toEqual(['k1']);
    expect((await new MediaRepository(db).get('image:abc'))?.status).toBe('cached');
    expect(await new CallLogRepository(db).count()).toBe(1);
    expect((await new PrefsRepository(db).get()).autoSave).toBe(false);
    // v2 and v3 tables exist and work.
    await db.profiles.add({ id: 'p1', email: 'a@b.c', fullName: 'A', createdAt: 1, lastSignedInAt: 1 });
    await db.messages.add({ createdAt: 1, firstName: 'A', lastName: 'B', email: 'a@b.c', subject: 's', message: 'm' });
    expect(await db.profiles.count()).toBe(1);
    expect(await db.messages.count()).toBe(1);
    expect((await new CreditsRepository(db).charge(40, { reason: 'after upgrade', idempotencyKey: 'k' })).balance).toBe(600);
  });

  it('v3 opens the credit ledger with the carried-over balance, made whole and non-negative', async () => {
    const name = uniqueDbName('v2');
    await writeOld(name, 2, async (db) => {
      await db.table('credits').put({ id: 'balance', balance: 12.7, updatedAt: 3 });
      await db.table('profiles').put({ id: 'p1', email: 'a@b.c', fullName: 'A', createdAt: 1, lastSignedInAt: 1 });
    });
    const db = dbs.make(name);
    const credits = new CreditsRepository(db);
    expect(await credits.getBalance()).toBe(12);
    expect(await credits.history()).toEqual([
      expect.objectContaining({ kind: 'opening', amount: 12, balanceAfter: 12 }),
    ]);
    expect(await db.profiles.get('p1')).toMatchObject({ email: 'a@b.c' });
  });

  it('v3 clamps a negative balance to 0', async () => {
    const name = uniqueDbName('v2');
    await writeOld(name, 2, async (db) => {
      await db.table('credits').put({ id: 'balance', balance: -30, updatedAt: 3 });
    });
    expect(await new CreditsRepository(dbs.make(name)).getBalance()).toBe(0);
  });

  it('v4 moves the editor HTML a deck kept in its text fields beside the plain text, once', async () => {
    const name = uniqueDbName('v3');
    const slides = [
      { id: 0, type: 'title', title: 'Vec<T> & Option<T>', description: '<b>Bold</b> &amp; more' },
      {
        id: 1,
        type: 'topic',
        title: 'if a<b then x',
        description: '',
        topic: { heading: 'if a<b then x', overview: '<span>&lt;b&gt; typed</span>', subtopics: [{ id: 'subtopic_1_1', heading: '<i>Moon</i>', overview: 'x' }] },
      },
    ];
    await writeOld(name, 3, async (db) => {
      await db.table('presentations').put({ ...deck, id: 'html-deck', schemaVersion: 1, slides });
    });
    const db = dbs.make(name);
    const saved = await new PresentationsRepository(db).get('html-deck');
    expect(saved?.schemaVersion).toBe(2);
    const [title, topic] = saved?.slides ?? [];
    expect(title).toMatchObject({ title: 'Vec<T> & Option<T>', description: 'Bold & more', rich: { description: { text: 'Bold & more', html: '<b>Bold</b> &amp; more' } } });
    expect(topic).toMatchObject({ title: 'if a<b then x', topic: { heading: 'if a<b then x', overview: '<b> typed' } });
    expect(topic?.topic?.subtopics[0]).toMatchObject({ heading: 'Moon', rich: { heading: { text: 'Moon', html: '<i>Moon</i>' } } });
    // The row itself was rewritten: nothing reads it as HTML again.
    expect((await db.presentations.get('html-deck'))?.schemaVersion).toBe(2);
  });

  it('v3 leaves a database without a balance alone (800 still comes from the default)', async () => {
    const name = uniqueDbName('v2');
    await writeOld(name, 2, async () => {});
    const db = dbs.make(name);
    expect(await new CreditsRepository(db).getBalance()).toBe(800);
    expect(await db.creditLedger.count()).toBe(0);
  });

  it('v6 opens version 5 data as it was, with an empty, working table of kept versions', async () => {
    const name = uniqueDbName('v5');
    await writeOld(name, 5, async (db) => {
      await db.table('presentations').put({ ...deck, id: 'v5-deck', schemaVersion: 2, slides: [{ id: 0, type: 'title', title: 'Hi', description: '' }] });
      await db.table('searchIndex').put({ deckId: 'v5-deck', words: ['hi'], media: [], v: 1 });
    });
    const db = dbs.make(name);
    await db.open();
    expect(db.verno).toBe(8);
    const saved = await new PresentationsRepository(db).get('v5-deck');
    expect(saved).toMatchObject({ title: 'Written by v1', favorite: true, slides: [expect.objectContaining({ title: 'Hi' })] });
    // Decks saved before the title prompt came once read as not yet named.
    expect(saved?.named).toBeUndefined();
    expect(await db.searchIndex.get('v5-deck')).toMatchObject({ words: ['hi'] });
    const versions = new VersionsRepository(db);
    expect(await versions.list('v5-deck')).toEqual([]);
    await versions.add({ deckId: 'v5-deck', at: 1, name: 'First', title: 'Written by v1', slides: saved?.slides ?? [], settings: saved!.settings });
    expect(await versions.list('v5-deck')).toEqual([expect.objectContaining({ name: 'First', slideCount: 1 })]);
  });
});
