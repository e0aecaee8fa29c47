import type { DecksmithDB } from '../data/db';
import type { AccountOutcome } from './local-accounts';
import { LOCAL_ONLY_FEATURE } from './messages';
import { type KeyValueStorage, browserStorage, safeGet } from './storage';
import type { AuthListener, AuthResult, AuthSession, LocalAuthClient, LocalProfileSummary, NewLocalProfile } from './types';

/** localStorage key holding the id of the signed-in local profile. */
export const LOCAL_SESSION_KEY = 'decksmith:session';

export interface LocalAuthOptions {
  /** Defaults to the app database (getDb()). */
  db?: DecksmithDB;
  storage?: KeyValueStorage;
  /** Where 'storage' events of other tabs arrive (window in the browser). */
  events?: EventTarget;
  /** PBKDF2 iterations for new passcodes; lowered only by tests. */
  iterations?: number;
}

const LOCAL_ONLY: AuthResult = { ok: false, error: LOCAL_ONLY_FEATURE };
// The database and validation code load with the first sign-in action, not with the app.
const accounts = () => import('./local-accounts');

/**
 * Accounts kept on this device. The signed-in profile id sits in
 * localStorage so a reload knows at once that someone is signed in; the
 * profile itself (name, e-mail) is read from IndexedDB by `ready()`.
 */
export class LocalAuth implements LocalAuthClient {
  readonly mode = 'local';
  private readonly options: LocalAuthOptions;
  private readonly storage: KeyValueStorage;
  private readonly listeners = new Set<AuthListener>();
  private current: AuthSession | null;
  private readyPromise: Promise<void>;

  constructor(options: LocalAuthOptions = {}) {
    this.options = options;
    this.storage = options.storage ?? browserStorage();
    const storedId = safeGet(this.storage, LOCAL_SESSION_KEY);
    this.current = storedId ? { user: { id: storedId, email: null, fullName: null } } : null;
    this.readyPromise = storedId ? this.restore() : Promise.resolve();
    options.events?.addEventListener('storage', this.onStorage);
  }

  getSession(): AuthSession | null {
    return this.current;
  }

  ready(): Promise<void> {
    return this.readyPromise;
  }

  onChange(listener: AuthListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  async listLocalProfiles(): Promise<LocalProfileSummary[]> {
    return (await accounts()).listAccounts(this.options.db);
  }

  async createLocalProfile(input: NewLocalProfile): Promise<AuthResult> {
    return this.start((await accounts()).createAccount(input, this.options.db, this.options.iterations));
  }

  async signInLocal(email: string, passcode?: string): Promise<AuthResult> {
    return this.start((await accounts()).checkAccount(email, passcode, this.options.db));
  }

  /** The password of the shared interface is the local passcode. */
  signInWithPassword(email: string, password: string): Promise<AuthResult> {
    return this.signInLocal(email, password);
  }

  // Network-only features: the local login screen never offers them.
  async signUp(): Promise<AuthResult> {
    return LOCAL_ONLY;
  }
  async signInWithMagicLink(): Promise<AuthResult> {
    return LOCAL_ONLY;
  }
  async signInWithOAuth(): Promise<AuthResult> {
    return LOCAL_ONLY;
  }
  async resetPassword(): Promise<AuthResult> {
    return LOCAL_ONLY;
  }
  async updatePassword(): Promise<AuthResult> {
    return LOCAL_ONLY;
  }

  async signOut(): Promise<AuthResult> {
    this.storage.removeItem(LOCAL_SESSION_KEY);
    this.publish(null);
    return { ok: true, signedIn: false };
  }

  dispose(): void {
    this.listeners.clear();
    this.options.events?.removeEventListener('storage', this.onStorage);
  }

  private publish(session: AuthSession | null): void {
    this.current = session;
    for (const listener of this.listeners) listener(session);
  }

  private async start(pending: Promise<AccountOutcome>): Promise<AuthResult> {
    const outcome = await pending;
    if (!outcome.ok) return outcome;
    this.storage.setItem(LOCAL_SESSION_KEY, outcome.user.id);
    this.publish({ user: outcome.user });
    return { ok: true, signedIn: true };
  }

  private async restore(): Promise<void> {
    const id = safeGet(this.storage, LOCAL_SESSION_KEY);
    if (!id) return this.publish(null);
    let user;
    try {
      user = await (await accounts()).loadAccount(id, this.options.db);
    } catch (error) {
      // Storage unreadable for now: keep the session rather than sign the user out.
      console.error('[auth] could not read the signed-in local profile', error);
      return;
    }
    // A stored id whose profile is gone (site data cleared) is no session.
    if (!user) this.storage.removeItem(LOCAL_SESSION_KEY);
    this.publish(user ? { user } : null);
  }

  /** Another tab signed in or out: follow it. */
  private readonly onStorage = (event: Event): void => {
    if ((event as StorageEvent).key === LOCAL_SESSION_KEY) this.readyPromise = this.restore();
  };
}
