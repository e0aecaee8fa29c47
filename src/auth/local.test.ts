import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNEXPECTED_ERROR } from '../core/errors';
import { DecksmithDB } from '../data/db';
import { LOCAL_SESSION_KEY, LocalAuth, type LocalAuthOptions } from './local';
import {
  LOCAL_EMAIL_INVALID,
  LOCAL_EMAIL_TAKEN,
  LOCAL_NAME_REQUIRED,
  LOCAL_NO_ACCOUNT,
  LOCAL_ONLY_FEATURE,
  LOCAL_PASSCODE_REQUIRED,
  LOCAL_PASSCODE_TOO_SHORT,
  LOCAL_PASSCODE_WRONG,
} from './messages';
import { type KeyValueStorage, memoryStorage } from './storage';

const dbs: DecksmithDB[] = [];
const clients: LocalAuth[] = [];

function setup(overrides: Partial<LocalAuthOptions> = {}) {
  const db = new DecksmithDB(`local-auth-${Math.random().toString(36).slice(2)}`);
  dbs.push(db);
  const storage = memoryStorage();
  const auth = client({ db, storage, iterations: 1_000, ...overrides });
  return { db, storage, auth };
}

function client(options: LocalAuthOptions): LocalAuth {
  const auth = new LocalAuth(options);
  clients.push(auth);
  return auth;
}

afterEach(async () => {
  vi.restoreAllMocks();
  for (const c of clients.splice(0)) c.dispose();
  await Promise.all(dbs.splice(0).map((db) => db.delete()));
});

const ADA = { fullName: 'Ada Lovelace', email: 'ada@example.org' };

describe('LocalAuth: creating an account', () => {
  it('creates the account and signs it in, keeping only the profile id in localStorage', async () => {
    const { auth, storage, db } = setup();
    const seen = vi.fn();
    auth.onChange(seen);
    expect(auth.getSession()).toBeNull();

    expect(await auth.createLocalProfile(ADA)).toEqual({ ok: true, signedIn: true });

    const session = auth.getSession();
    expect(session?.user).toMatchObject({ email: 'ada@example.org', fullName: 'Ada Lovelace' });
    expect(storage.getItem(LOCAL_SESSION_KEY)).toBe(session?.user.id);
    expect(seen).toHaveBeenLastCalledWith(session);
    expect(await db.profiles.count()).toBe(1);
  });

  it('stores a passcode only as a salted PBKDF2 hash', async () => {
    const { auth, db } = setup({ iterations: undefined });
    await auth.createLocalProfile({ ...ADA, passcode: 'tulip-4821' });
    const [row] = await db.profiles.toArray();
    expect(row?.passcodeHash).toMatch(/^pbkdf2-sha256\$\d{6,}\$/);
    expect(row?.passcodeSalt).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain('tulip-4821');
  });

  it('treats an empty passcode field as no passcode', async () => {
    const { auth, db } = setup();
    await auth.createLocalProfile({ ...ADA, passcode: '' });
    expect((await db.profiles.toArray())[0]?.passcodeHash).toBeUndefined();
  });

  it.each([
    [{ ...ADA, fullName: '   ' }, LOCAL_NAME_REQUIRED],
    [{ ...ADA, email: 'not-an-email' }, LOCAL_EMAIL_INVALID],
    [{ ...ADA, passcode: '123' }, LOCAL_PASSCODE_TOO_SHORT],
  ])('refuses %o with a clear message', async (input, message) => {
    const { auth, db } = setup();
    expect(await auth.createLocalProfile(input)).toEqual({ ok: false, error: message });
    expect(auth.getSession()).toBeNull();
    expect(await db.profiles.count()).toBe(0);
  });

  it('refuses a second account with the same e-mail', async () => {
    const { auth } = setup();
    await auth.createLocalProfile(ADA);
    await auth.signOut();
    expect(await auth.createLocalProfile({ fullName: 'Someone Else', email: 'ADA@example.org' })).toEqual({ ok: false, error: LOCAL_EMAIL_TAKEN });
    expect(auth.getSession()).toBeNull();
  });
});

describe('LocalAuth: signing in', () => {
  it('signs in by e-mail when the account has no passcode', async () => {
    const { auth } = setup();
    await auth.createLocalProfile(ADA);
    await auth.signOut();
    expect(await auth.signInLocal(' ADA@example.org ')).toEqual({ ok: true, signedIn: true });
    expect(auth.getSession()?.user.fullName).toBe('Ada Lovelace');
  });

  it('asks for the passcode, refuses a wrong one and accepts the right one', async () => {
    const { auth } = setup();
    await auth.createLocalProfile({ ...ADA, passcode: 'tulip-4821' });
    await auth.signOut();
    expect(await auth.signInLocal(ADA.email)).toEqual({ ok: false, error: LOCAL_PASSCODE_REQUIRED });
    expect(await auth.signInLocal(ADA.email, 'tulip-4822')).toEqual({ ok: false, error: LOCAL_PASSCODE_WRONG });
    expect(auth.getSession()).toBeNull();
    expect(await auth.signInWithPassword(ADA.email, 'tulip-4821')).toEqual({ ok: true, signedIn: true });
    expect(auth.getSession()?.user.email).toBe(ADA.email);
  });

  it('says so when no account on this device has the e-mail', async () => {
    const { auth } = setup();
    expect(await auth.signInLocal('nobody@example.org')).toEqual({ ok: false, error: LOCAL_NO_ACCOUNT });
  });

  it('lists accounts for the picker without any secret', async () => {
    const { auth } = setup();
    // Distinct sign-in times, so the most-recent-first order is certain.
    let clock = 1_700_000_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => (clock += 1_000));
    await auth.createLocalProfile({ ...ADA, passcode: 'tulip-4821' });
    await auth.createLocalProfile({ fullName: 'Grace Hopper', email: 'grace@example.org' });
    const list = await auth.listLocalProfiles();
    expect(list.map((p) => [p.fullName, p.hasPasscode])).toEqual([
      ['Grace Hopper', false],
      ['Ada Lovelace', true],
    ]);
    expect(JSON.stringify(list)).not.toMatch(/pbkdf2|passcodeHash|passcodeSalt/);
  });

  it('reports a storage failure as an unexpected error', async () => {
    const { auth, db } = setup();
    db.close();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await auth.signInLocal(ADA.email)).toEqual({ ok: false, error: UNEXPECTED_ERROR });
  });

  it('offers none of the network-only features', async () => {
    const { auth } = setup();
    for (const result of [await auth.signUp(), await auth.signInWithMagicLink(), await auth.signInWithOAuth(), await auth.resetPassword(), await auth.updatePassword()]) {
      expect(result).toEqual({ ok: false, error: LOCAL_ONLY_FEATURE });
    }
  });
});

describe('LocalAuth: the session', () => {
  async function signedIn() {
    const first = setup();
    await first.auth.createLocalProfile(ADA);
    return first;
  }

  it('is restored synchronously at start, then filled in from the database', async () => {
    const { db, storage, auth: first } = await signedIn();
    const id = first.getSession()?.user.id;
    const second = client({ db, storage });
    // Known before any await: the guard lets the user straight in after a reload.
    expect(second.getSession()?.user.id).toBe(id);
    await second.ready();
    expect(second.getSession()?.user).toEqual({ id, email: 'ada@example.org', fullName: 'Ada Lovelace' });
  });

  it('is dropped when its profile no longer exists', async () => {
    const { db, storage } = await signedIn();
    await db.profiles.clear();
    const second = client({ db, storage });
    await second.ready();
    expect(second.getSession()).toBeNull();
    expect(storage.getItem(LOCAL_SESSION_KEY)).toBeNull();
  });

  it('ends on sign-out and tells the listeners', async () => {
    const { auth, storage } = await signedIn();
    const seen = vi.fn();
    auth.onChange(seen);
    expect(await auth.signOut()).toEqual({ ok: true, signedIn: false });
    expect(auth.getSession()).toBeNull();
    expect(storage.getItem(LOCAL_SESSION_KEY)).toBeNull();
    expect(seen).toHaveBeenCalledWith(null);
  });

  it('follows a sign-out made in another tab', async () => {
    const { db, storage } = await signedIn();
    const events = new EventTarget();
    const tab = client({ db, storage, events });
    await tab.ready();
    storage.removeItem(LOCAL_SESSION_KEY);
    events.dispatchEvent(Object.assign(new Event('storage'), { key: LOCAL_SESSION_KEY }));
    await tab.ready();
    expect(tab.getSession()).toBeNull();
  });

  it('starts signed out when localStorage refuses access', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(client({ storage: broken }).getSession()).toBeNull();
  });
});
