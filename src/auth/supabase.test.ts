import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_REQUIRED, UNEXPECTED_ERROR } from '../core/errors';
import {
  CHECK_EMAIL_MAGIC_LINK,
  CHECK_EMAIL_RESET,
  CHECK_EMAIL_SIGN_UP,
  NETWORK_UNREACHABLE,
  PASSWORD_UPDATED,
  SIGN_OUT_FAILED,
  SIGN_OUT_OFFLINE,
} from './messages';
import { SupabaseAuth, type SupabaseAuthOptions, hasAuthCallback } from './supabase';
import { SUPABASE_STORAGE_KEY } from './supabase-session';
import { type KeyValueStorage, memoryStorage } from './storage';
import {
  type GoTrueHandler,
  INVALID_LOGIN,
  NoWebSocket,
  TEST_ANON_KEY,
  TEST_SUPABASE_URL,
  goTrueFetch,
  gotrueSession,
  gotrueUser,
  json,
  offlineFetch,
} from './testing/gotrue';

const ORIGIN = 'https://decks.example';
const ADA = { id: 'user-ada', email: 'ada@example.org', fullName: 'Ada Lovelace' };
const clients: SupabaseAuth[] = [];

function makeAuth(fetch: typeof globalThis.fetch, extra: Partial<SupabaseAuthOptions> = {}) {
  const storage = extra.storage ?? memoryStorage();
  const auth = new SupabaseAuth({
    url: TEST_SUPABASE_URL,
    anonKey: TEST_ANON_KEY,
    fetch,
    storage,
    origin: ORIGIN,
    realtimeTransport: NoWebSocket,
    ...extra,
  });
  clients.push(auth);
  return { auth, storage };
}

function withRoutes(routes: Record<string, GoTrueHandler>, extra: Partial<SupabaseAuthOptions> = {}) {
  const api = goTrueFetch(routes);
  return { ...makeAuth(api.fetch, extra), calls: api.calls };
}

function storedSession(storage: KeyValueStorage): Record<string, unknown> | null {
  const raw = storage.getItem(SUPABASE_STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
}

afterEach(() => {
  for (const c of clients.splice(0)) c.dispose();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('SupabaseAuth: password sign-in (POST /auth/v1/token?grant_type=password)', () => {
  it('signs in, stores the session and reports the user with full_name', async () => {
    const { auth, storage, calls } = withRoutes({ 'POST /auth/v1/token': () => json(200, gotrueSession(ADA)) });
    const seen = vi.fn();
    auth.onChange(seen);

    expect(await auth.signInWithPassword(' ada@example.org ', 'pa55word')).toEqual({ ok: true, signedIn: true });

    const call = calls.find((c) => c.path === '/auth/v1/token');
    expect(call?.query.get('grant_type')).toBe('password');
    expect(call?.body).toMatchObject({ email: 'ada@example.org', password: 'pa55word' });
    expect(call?.headers.get('apikey')).toBe(TEST_ANON_KEY);
    expect(auth.getSession()?.user).toEqual({ id: 'user-ada', email: 'ada@example.org', fullName: 'Ada Lovelace' });
    expect(storedSession(storage)).toMatchObject({ refresh_token: 'refresh-user-ada' });
    expect(seen).toHaveBeenCalledWith(auth.getSession());
  });

  it("shows the service's message for wrong credentials and stays signed out", async () => {
    const { auth, storage } = withRoutes({ 'POST /auth/v1/token': () => json(400, INVALID_LOGIN) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await auth.signInWithPassword('ada@example.org', 'wrong')).toEqual({ ok: false, error: 'Invalid login credentials' });
    expect(auth.getSession()).toBeNull();
    expect(storedSession(storage)).toBeNull();
  });

  it('reads the message of the newer error body too ({ code, error_code, msg })', async () => {
    const body = { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' };
    const { auth } = withRoutes({ 'POST /auth/v1/token': () => json(400, body) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await auth.signInWithPassword('ada@example.org', 'wrong')).toEqual({ ok: false, error: 'Invalid login credentials' });
  });

  it("never shows a server error's body: 'An unexpected error occurred'", async () => {
    const { auth } = withRoutes({ 'POST /auth/v1/token': () => json(500, { message: 'pq: connection refused at 10.0.0.3' }) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await auth.signInWithPassword('ada@example.org', 'pa55word')).toEqual({ ok: false, error: UNEXPECTED_ERROR });
  });

  it('says the service could not be reached when the network is down', async () => {
    const { auth } = makeAuth(offlineFetch().fetch);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await auth.signInWithPassword('ada@example.org', 'pa55word')).toEqual({ ok: false, error: NETWORK_UNREACHABLE });
  });

  it('asks for the e-mail before calling the service', async () => {
    const { auth, calls } = withRoutes({});
    expect(await auth.signInWithPassword('  ', 'pa55word')).toEqual({ ok: false, error: EMAIL_REQUIRED });
    expect(calls).toHaveLength(0);
  });
});

describe('SupabaseAuth: sign-up, magic link, reset (e-mail prompts)', () => {
  it('signs up (POST /auth/v1/signup) and asks to check the e-mail when confirmation is on', async () => {
    const { auth, calls } = withRoutes({ 'POST /auth/v1/signup': () => json(200, { ...gotrueUser(ADA), confirmation_sent_at: '2025-01-01T00:00:00Z' }) });
    expect(await auth.signUp('ada@example.org', 'pa55word')).toEqual({ ok: true, signedIn: false, notice: CHECK_EMAIL_SIGN_UP });
    const call = calls.find((c) => c.path === '/auth/v1/signup');
    expect(call?.body).toMatchObject({ email: 'ada@example.org', password: 'pa55word' });
    expect(call?.query.get('redirect_to')).toBe(`${ORIGIN}/app`);
    expect(auth.getSession()).toBeNull();
  });

  it('signs straight in when the project confirms e-mails automatically', async () => {
    const { auth } = withRoutes({ 'POST /auth/v1/signup': () => json(200, gotrueSession(ADA)) });
    expect(await auth.signUp('ada@example.org', 'pa55word')).toEqual({ ok: true, signedIn: true });
    expect(auth.getSession()?.user.email).toBe('ada@example.org');
  });

  it("shows the service's sign-up refusal", async () => {
    const weak = { code: 422, error_code: 'weak_password', msg: 'Password should be at least 6 characters.', weak_password: { reasons: ['length'] } };
    const { auth } = withRoutes({ 'POST /auth/v1/signup': () => json(422, weak) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await auth.signUp('ada@example.org', '123')).toEqual({ ok: false, error: 'Password should be at least 6 characters.' });
  });

  it('sends a magic link (POST /auth/v1/otp) returning to /app', async () => {
    const { auth, calls } = withRoutes({ 'POST /auth/v1/otp': () => json(200, {}) });
    expect(await auth.signInWithMagicLink('ada@example.org')).toEqual({ ok: true, signedIn: false, notice: CHECK_EMAIL_MAGIC_LINK });
    const call = calls.find((c) => c.path === '/auth/v1/otp');
    expect(call?.body).toMatchObject({ email: 'ada@example.org', create_user: true });
    expect(call?.query.get('redirect_to')).toBe(`${ORIGIN}/app`);
  });

  it("refuses a magic link without an e-mail: 'Please enter your email address'", async () => {
    const { auth, calls } = withRoutes({ 'POST /auth/v1/otp': () => json(200, {}) });
    expect(await auth.signInWithMagicLink('   ')).toEqual({ ok: false, error: EMAIL_REQUIRED });
    expect(calls.some((c) => c.path === '/auth/v1/otp')).toBe(false);
  });

  it('sends a reset e-mail (POST /auth/v1/recover) returning to /reset-password', async () => {
    const { auth, calls } = withRoutes({ 'POST /auth/v1/recover': () => json(200, {}) });
    expect(await auth.resetPassword('ada@example.org')).toEqual({ ok: true, signedIn: false, notice: CHECK_EMAIL_RESET });
    expect(calls.find((c) => c.path === '/auth/v1/recover')?.query.get('redirect_to')).toBe(`${ORIGIN}/reset-password`);
  });
});

describe('SupabaseAuth: providers, password update, sign-out', () => {
  it('leaves for the provider with a return to /app', async () => {
    const navigate = vi.fn();
    const { auth } = withRoutes({}, { navigate });
    expect(await auth.signInWithOAuth('github')).toEqual({ ok: true, signedIn: false });
    const url = new URL(String(navigate.mock.calls[0]?.[0]));
    expect(`${url.origin}${url.pathname}`).toBe(`${TEST_SUPABASE_URL}/auth/v1/authorize`);
    expect(url.searchParams.get('provider')).toBe('github');
    expect(url.searchParams.get('redirect_to')).toBe(`${ORIGIN}/app`);
  });

  it('updates the password (PUT /auth/v1/user) of the signed-in user', async () => {
    const { auth, calls } = withRoutes({
      'POST /auth/v1/token': () => json(200, gotrueSession(ADA)),
      'PUT /auth/v1/user': () => json(200, gotrueUser(ADA)),
    });
    await auth.signInWithPassword(ADA.email, 'old-pass');
    expect(await auth.updatePassword('new-pass-2025')).toEqual({ ok: true, signedIn: true, notice: PASSWORD_UPDATED });
    const call = calls.find((c) => c.method === 'PUT' && c.path === '/auth/v1/user');
    expect(call?.body).toMatchObject({ password: 'new-pass-2025' });
    expect(call?.headers.get('authorization')).toMatch(/^Bearer ey/);
  });

  it('signs out (POST /auth/v1/logout) and forgets the stored session', async () => {
    const { auth, storage, calls } = withRoutes({
      'POST /auth/v1/token': () => json(200, gotrueSession(ADA)),
      'POST /auth/v1/logout': () => new Response(null, { status: 204 }),
    });
    await auth.signInWithPassword(ADA.email, 'pa55word');
    const seen = vi.fn();
    auth.onChange(seen);

    expect(await auth.signOut()).toEqual({ ok: true, signedIn: false });

    const call = calls.find((c) => c.path === '/auth/v1/logout');
    expect(call?.query.get('scope')).toBe('local');
    expect(call?.headers.get('authorization')).toMatch(/^Bearer ey/);
    expect(auth.getSession()).toBeNull();
    expect(storedSession(storage)).toBeNull();
    expect(seen).toHaveBeenCalledWith(null);
  });

  it('keeps the user signed in when the sign-out request fails (and logs it)', async () => {
    let online = true;
    const api = goTrueFetch({ 'POST /auth/v1/token': () => json(200, gotrueSession(ADA)) });
    const flaky: typeof fetch = (input, init) => (online ? api.fetch(input, init) : Promise.reject(new TypeError('Failed to fetch')));
    const { auth } = makeAuth(flaky);
    await auth.signInWithPassword(ADA.email, 'pa55word');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    online = false;

    expect(await auth.signOut()).toEqual({ ok: false, error: SIGN_OUT_FAILED });
    expect(auth.getSession()?.user.id).toBe(ADA.id);
    expect(logged).toHaveBeenCalledWith('[auth] sign out failed', expect.anything());
  });
});

describe('SupabaseAuth: sign-out that cannot complete', () => {
  it('refuses at once while the device is offline, keeping the session', async () => {
    let online = true;
    const { auth, calls } = withRoutes({ 'POST /auth/v1/token': () => json(200, gotrueSession(ADA)) }, { isOnline: () => online });
    await auth.signInWithPassword(ADA.email, 'pa55word');
    online = false;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await auth.signOut()).toEqual({ ok: false, error: SIGN_OUT_OFFLINE });
    expect(auth.getSession()?.user.id).toBe(ADA.id);
    expect(calls.some((c) => c.path === '/auth/v1/logout')).toBe(false);
  });

  it('gives up after the time limit when the service does not answer', async () => {
    const hang = () => new Promise<Response>(() => undefined);
    const { auth } = withRoutes({ 'POST /auth/v1/token': () => json(200, gotrueSession(ADA)), 'POST /auth/v1/logout': hang }, { signOutTimeoutMs: 50 });
    await auth.signInWithPassword(ADA.email, 'pa55word');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await auth.signOut()).toEqual({ ok: false, error: SIGN_OUT_FAILED });
    expect(auth.getSession()?.user.id).toBe(ADA.id);
  });
});

describe('SupabaseAuth: offline', () => {
  /** A session left by an earlier visit, its access token long expired. */
  function expiredSessionStorage(): KeyValueStorage {
    return memoryStorage({ [SUPABASE_STORAGE_KEY]: JSON.stringify(gotrueSession(ADA, 3600, Date.now() - 86_400_000)) });
  }

  it('keeps a stored session signed in when the network is down, without waiting for a refresh', async () => {
    const network = offlineFetch();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const { auth, storage } = makeAuth(network.fetch, { storage: expiredSessionStorage() });
    const seen = vi.fn();
    auth.onChange(seen);

    // Read from storage at construction: no network, no await.
    expect(auth.getSession()?.user).toEqual({ id: ADA.id, email: ADA.email, fullName: 'Ada Lovelace' });
    let ready = false;
    void auth.ready().then(() => (ready = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(ready).toBe(true);

    // supabase-js tries to refresh the expired token, fails (offline), retries for
    // about 25 s, then reports INITIAL_SESSION with no session...
    await vi.advanceTimersByTimeAsync(40_000);
    expect(network.calls.filter((u) => u.includes('grant_type=refresh_token')).length).toBeGreaterThan(1);
    // ...and the user is still in, the session still stored.
    expect(auth.getSession()?.user.id).toBe(ADA.id);
    expect(storedSession(storage)).not.toBeNull();
    expect(seen).not.toHaveBeenCalledWith(null);
  });

  it('signs the user out when the service itself refuses the stored session', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const revoked = { code: 400, error_code: 'refresh_token_not_found', msg: 'Invalid Refresh Token: Refresh Token Not Found' };
    const { auth } = withRoutes({ 'POST /auth/v1/token': () => json(400, revoked) }, { storage: expiredSessionStorage() });
    const seen = vi.fn();
    auth.onChange(seen);
    expect(auth.getSession()).not.toBeNull();

    await vi.waitFor(() => expect(seen).toHaveBeenCalledWith(null), { timeout: 5_000 });
    expect(auth.getSession()).toBeNull();
  });

  it('pauses token refresh while offline and resumes it online', async () => {
    const events = new EventTarget();
    const { auth } = withRoutes({}, { events, isOnline: () => true });
    const client = await (auth as unknown as { clientPromise: Promise<{ auth: { stopAutoRefresh(): Promise<void>; startAutoRefresh(): Promise<void> } }> }).clientPromise;
    const stop = vi.spyOn(client.auth, 'stopAutoRefresh');
    const start = vi.spyOn(client.auth, 'startAutoRefresh');
    events.dispatchEvent(new Event('offline'));
    expect(stop).toHaveBeenCalledTimes(1);
    events.dispatchEvent(new Event('online'));
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('hasAuthCallback', () => {
  it('recognises the returns of sign-in links and nothing else', () => {
    expect(hasAuthCallback('https://decks.example/app?code=abc')).toBe(true);
    expect(hasAuthCallback('https://decks.example/app#access_token=x&refresh_token=y')).toBe(true);
    expect(hasAuthCallback('https://decks.example/app?error_description=Email+link+is+invalid')).toBe(true);
    expect(hasAuthCallback('https://decks.example/app')).toBe(false);
    expect(hasAuthCallback('https://decks.example/login?redirect=%2Fapp')).toBe(false);
  });
});
