import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { EMAIL_REQUIRED } from '../core/errors';
import { bindConnectivity } from './connectivity';
import {
  CHECK_EMAIL_MAGIC_LINK,
  CHECK_EMAIL_RESET,
  CHECK_EMAIL_SIGN_UP,
  PASSWORD_REQUIRED,
  PASSWORD_UPDATED,
  SIGN_OUT_FAILED,
  SIGN_OUT_OFFLINE,
} from './messages';
import { SUPABASE_STORAGE_KEY, authErrorMessage, readStoredSession, sameSession, toAuthUser } from './supabase-session';
import { type KeyValueStorage, browserStorage } from './storage';
import type { AuthListener, AuthResult, AuthSession, OAuthProvider, SupabaseAuthClient } from './types';

export interface SupabaseAuthOptions {
  url: string;
  anonKey: string;
  /** Replaces the network (tests answer GoTrue's documented responses). */
  fetch?: typeof fetch;
  storage?: KeyValueStorage;
  /** Where 'online'/'offline' arrive (window in the browser). */
  events?: EventTarget;
  isOnline?: () => boolean;
  /** The app's origin, for the addresses the service sends users back to. */
  origin?: string;
  /** Leaves for a third-party provider's sign-in page. */
  navigate?: (url: string) => void;
  /** Whether the address carries a sign-in link's return (code or tokens) to complete. */
  callbackInUrl?: boolean;
  /** A WebSocket class for realtime-js where the runtime has none (Node 20 in tests). */
  realtimeTransport?: unknown;
  /** How long ready() waits for a sign-in link to complete before giving up. */
  readyTimeoutMs?: number;
  /** How long signOut() waits before reporting a failure. */
  signOutTimeoutMs?: number;
}

/** Whether the current address is a sign-in return (PKCE code, implicit tokens or an error). */
export function hasAuthCallback(href: string): boolean {
  const url = new URL(href);
  const hash = new URLSearchParams(url.hash.slice(1));
  return url.searchParams.has('code') || hash.has('access_token') || url.searchParams.has('error_description') || hash.has('error_description');
}

/** How long a sign-out may take before the user is told it failed. */
export const SIGN_OUT_TIMEOUT_MS = 8_000;

function signOutFailed(error: unknown): AuthResult {
  console.error('[auth] sign out failed', error);
  return { ok: false, error: SIGN_OUT_FAILED };
}

async function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: () => T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(onTimeout()), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

const ok = (signedIn: boolean, notice?: string): AuthResult => ({ ok: true, signedIn, ...(notice ? { notice } : {}) });

function failed(error: unknown): AuthResult {
  console.error('[auth] Supabase call failed', error);
  return { ok: false, error: authErrorMessage(error) };
}

/**
 * Supabase accounts. supabase-js loads on demand (it is not needed to
 * decide whether a user is signed in: the stored session says so), then
 * completes sign-in links, refreshes tokens and reports changes.
 */
export class SupabaseAuth implements SupabaseAuthClient {
  readonly mode = 'supabase';
  private readonly options: SupabaseAuthOptions;
  private readonly storage: KeyValueStorage;
  private readonly origin: string;
  private readonly listeners = new Set<AuthListener>();
  private readonly cleanups: Array<() => void> = [];
  private current: AuthSession | null;
  private readonly clientPromise: Promise<SupabaseClient>;
  private readyPromise: Promise<void> | undefined;
  private disposed = false;

  constructor(options: SupabaseAuthOptions) {
    this.options = options;
    this.storage = options.storage ?? browserStorage();
    this.origin = options.origin ?? globalThis.location.origin;
    this.current = readStoredSession(this.storage);
    // Started at once: a sign-in link's return must be completed and tokens kept fresh.
    this.clientPromise = this.loadClient();
    this.clientPromise.catch((error: unknown) => console.error('[auth] Supabase client failed to load', error));
  }

  getSession(): AuthSession | null {
    return this.current;
  }

  ready(): Promise<void> {
    // A stored session is enough, even with an expired token: never wait on a refresh.
    if (this.current !== null || this.options.callbackInUrl !== true) return Promise.resolve();
    this.readyPromise ??= this.completeCallback();
    return this.readyPromise;
  }

  onChange(listener: AuthListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  async signInWithPassword(email: string, password: string): Promise<AuthResult> {
    if (email.trim() === '') return { ok: false, error: EMAIL_REQUIRED };
    if (password === '') return { ok: false, error: PASSWORD_REQUIRED };
    return this.call(async (auth) => {
      const { data, error } = await auth.signInWithPassword({ email: email.trim(), password });
      if (error) return failed(error);
      this.publish({ user: toAuthUser(data.user) });
      return ok(true);
    });
  }

  async signUp(email: string, password: string): Promise<AuthResult> {
    if (email.trim() === '') return { ok: false, error: EMAIL_REQUIRED };
    if (password === '') return { ok: false, error: PASSWORD_REQUIRED };
    return this.call(async (auth) => {
      const { data, error } = await auth.signUp({ email: email.trim(), password, options: { emailRedirectTo: this.back('/app') } });
      if (error) return failed(error);
      // With e-mail confirmation on (Supabase's default) there is no session yet.
      if (!data.session) return ok(false, CHECK_EMAIL_SIGN_UP);
      this.publish({ user: toAuthUser(data.session.user) });
      return ok(true);
    });
  }

  async signInWithMagicLink(email: string): Promise<AuthResult> {
    if (email.trim() === '') return { ok: false, error: EMAIL_REQUIRED };
    return this.call(async (auth) => {
      const { error } = await auth.signInWithOtp({ email: email.trim(), options: { emailRedirectTo: this.back('/app') } });
      return error ? failed(error) : ok(false, CHECK_EMAIL_MAGIC_LINK);
    });
  }

  async signInWithOAuth(provider: OAuthProvider): Promise<AuthResult> {
    return this.call(async (auth) => {
      const { data, error } = await auth.signInWithOAuth({
        provider,
        options: { redirectTo: this.back('/app'), skipBrowserRedirect: true },
      });
      if (error) return failed(error);
      (this.options.navigate ?? ((url: string) => globalThis.location.assign(url)))(data.url);
      return ok(false);
    });
  }

  async resetPassword(email: string): Promise<AuthResult> {
    if (email.trim() === '') return { ok: false, error: EMAIL_REQUIRED };
    return this.call(async (auth) => {
      const { error } = await auth.resetPasswordForEmail(email.trim(), { redirectTo: this.back('/reset-password') });
      return error ? failed(error) : ok(false, CHECK_EMAIL_RESET);
    });
  }

  async updatePassword(password: string): Promise<AuthResult> {
    if (password === '') return { ok: false, error: PASSWORD_REQUIRED };
    return this.call(async (auth) => {
      const { error } = await auth.updateUser({ password });
      return error ? failed(error) : ok(true, PASSWORD_UPDATED);
    });
  }

  /**
   * Ends this device's session ('local' scope: the user's other devices stay
   * signed in). A failure is logged and the user stays signed in.
   */
  async signOut(): Promise<AuthResult> {
    if (!this.isOnline()) {
      console.error('[auth] sign out failed: the device is offline');
      return { ok: false, error: SIGN_OUT_OFFLINE };
    }
    // supabase-js first waits for any token refresh in progress, which retries for ~25 s on a bad network.
    return withTimeout(this.call(async (auth) => {
      const { error } = await auth.signOut({ scope: 'local' });
      if (error) return signOutFailed(error);
      this.publish(null);
      return ok(false);
    }), this.options.signOutTimeoutMs ?? SIGN_OUT_TIMEOUT_MS, () => signOutFailed(new Error('timed out')));
  }

  dispose(): void {
    this.disposed = true;
    this.listeners.clear();
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    void this.clientPromise.then((client) => client.auth.stopAutoRefresh()).catch(() => undefined);
  }

  private isOnline(): boolean {
    return (this.options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine))();
  }

  private back(path: string): string {
    return new URL(path, this.origin).href;
  }

  private async call(run: (auth: SupabaseClient['auth']) => Promise<AuthResult>): Promise<AuthResult> {
    try {
      return await run((await this.clientPromise).auth);
    } catch (error) {
      return failed(error);
    }
  }

  private publish(session: AuthSession | null): void {
    if (sameSession(this.current, session)) return;
    this.current = session;
    for (const listener of this.listeners) listener(session);
  }

  /**
   * supabase-js reports INITIAL_SESSION with no session when an offline
   * refresh fails, while the session stays stored. Storage is the truth;
   * only SIGNED_OUT (the service refused the session, or a sign-out) ends it.
   */
  private readonly onSupabaseEvent = (event: AuthChangeEvent, session: Session | null): void => {
    if (session) this.publish({ user: toAuthUser(session.user) });
    else if (event === 'SIGNED_OUT') this.publish(null);
    else this.publish(readStoredSession(this.storage));
  };

  private async loadClient(): Promise<SupabaseClient> {
    const { createClient } = await import('@supabase/supabase-js');
    const { url, anonKey, fetch, realtimeTransport } = this.options;
    const client = createClient(url, anonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, flowType: 'pkce', storageKey: SUPABASE_STORAGE_KEY, storage: this.storage },
      ...(fetch ? { global: { fetch } } : {}),
      ...(realtimeTransport ? { realtime: { transport: realtimeTransport as never } } : {}),
    });
    if (this.disposed) return client;
    const { data } = client.auth.onAuthStateChange(this.onSupabaseEvent);
    this.cleanups.push(() => data.subscription.unsubscribe());
    const events = this.options.events;
    if (events) this.cleanups.push(bindConnectivity(events, client.auth, () => this.isOnline()));
    return client;
  }

  /** Waits (bounded) for supabase-js to turn a sign-in link's return into a stored session. */
  private async completeCallback(): Promise<void> {
    const initialised = this.clientPromise.then((client) => client.auth.initialize()).then(() => undefined);
    try {
      await withTimeout(initialised, this.options.readyTimeoutMs ?? 10_000, () => undefined);
    } catch (error) {
      console.error('[auth] sign-in link could not be completed', error);
    }
    this.publish(readStoredSession(this.storage));
  }
}
