import { afterEach, describe, expect, it } from 'vitest';
import { DecksmithDB } from './db';
import { ProfileEmailTakenError, addProfile, findProfileByEmail, getProfile, listProfiles, markSignedIn, normaliseEmail } from './profiles';

const dbs: DecksmithDB[] = [];
function freshDb(): DecksmithDB {
  const db = new DecksmithDB(`profiles-${Math.random().toString(36).slice(2)}`);
  dbs.push(db);
  return db;
}

afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.delete()));
});

describe('profiles repository', () => {
  it('stores a profile with a trimmed name and a normalised e-mail', async () => {
    const db = freshDb();
    const row = await addProfile({ fullName: '  Ada Lovelace ', email: ' Ada@Example.ORG ' }, db);
    expect(row).toMatchObject({ fullName: 'Ada Lovelace', email: 'ada@example.org' });
    expect(row.passcodeHash).toBeUndefined();
    expect(await getProfile(row.id, db)).toEqual(row);
  });

  it('keeps the given passcode hash and salt, nothing else', async () => {
    const db = freshDb();
    const row = await addProfile({ fullName: 'Ada', email: 'a@x.org', passcode: { hash: 'pbkdf2-sha256$1$AAAA', salt: 'BBBB' } }, db);
    const stored = await getProfile(row.id, db);
    expect(stored?.passcodeHash).toBe('pbkdf2-sha256$1$AAAA');
    expect(stored?.passcodeSalt).toBe('BBBB');
    expect(Object.keys(stored ?? {}).sort()).toEqual(['createdAt', 'email', 'fullName', 'id', 'lastSignedInAt', 'passcodeHash', 'passcodeSalt']);
  });

  it('refuses a second account with the same e-mail, whatever its case', async () => {
    const db = freshDb();
    await addProfile({ fullName: 'Ada', email: 'ada@example.org' }, db);
    await expect(addProfile({ fullName: 'Other', email: 'ADA@example.org' }, db)).rejects.toBeInstanceOf(ProfileEmailTakenError);
    expect(await db.profiles.count()).toBe(1);
  });

  it('finds a profile by e-mail regardless of case and spaces', async () => {
    const db = freshDb();
    const row = await addProfile({ fullName: 'Ada', email: 'ada@example.org' }, db);
    expect((await findProfileByEmail('  ADA@example.org', db))?.id).toBe(row.id);
    expect(await findProfileByEmail('grace@example.org', db)).toBeUndefined();
  });

  it('lists the most recently signed-in profile first', async () => {
    const db = freshDb();
    const ada = await addProfile({ fullName: 'Ada', email: 'ada@example.org' }, db);
    const grace = await addProfile({ fullName: 'Grace', email: 'grace@example.org' }, db);
    await markSignedIn(ada.id, Date.now() + 60_000, db);
    expect((await listProfiles(db)).map((p) => p.fullName)).toEqual(['Ada', 'Grace']);
    await markSignedIn(grace.id, Date.now() + 120_000, db);
    expect((await listProfiles(db)).map((p) => p.fullName)).toEqual(['Grace', 'Ada']);
  });

  it('normalises e-mails by trimming and lower-casing', () => {
    expect(normaliseEmail('  Mixed.Case@Example.COM ')).toBe('mixed.case@example.com');
  });
});
