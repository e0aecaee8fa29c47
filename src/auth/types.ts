/**
 * The one sign-in interface of Decksmith. Two implementations sit behind it:
 * Supabase (a hosted account service) and local (accounts kept on this
 * device, in IndexedDB). Screens only ever see these types.
 */

export type AuthMode = 'supabase' | 'local';
export type OAuthProvider = 'google' | 'github' | 'azure';

/** The parts of a user the app shows: e-mail and optional full name. */
export interface AuthUser {
  id: string;
  email: string | null;
  fullName: string | null;
}

export interface AuthSession {
  user: AuthUser;
}

/**
 * Outcome of an auth action. Failures carry a message ready to show;
 * successes may carry a notice ('check your e-mail') when the user is not
 * signed in yet.
 */
export type AuthResult =
  | { ok: true; signedIn: boolean; notice?: string }
  | { ok: false; error: string };

export type AuthListener = (session: AuthSession | null) => void;

export interface AuthClientBase {
  readonly mode: AuthMode;
  /** The session kept on this device, read without any network call. */
  getSession(): AuthSession | null;
  /**
   * Settles once the stored session is known (a local profile loaded, or a
   * sign-in link being completed). Never waits on a token refresh, so a
   * signed-in user is let in while offline.
   */
  ready(): Promise<void>;
  /** Called on every sign-in, sign-out and session change; returns an unsubscribe function. */
  onChange(listener: AuthListener): () => void;
  signInWithPassword(email: string, password: string): Promise<AuthResult>;
  signUp(email: string, password: string): Promise<AuthResult>;
  signInWithMagicLink(email: string): Promise<AuthResult>;
  /** Leaves the page for the provider, which returns to /app. */
  signInWithOAuth(provider: OAuthProvider): Promise<AuthResult>;
  /** Sends a reset e-mail whose link returns to /reset-password. */
  resetPassword(email: string): Promise<AuthResult>;
  updatePassword(password: string): Promise<AuthResult>;
  signOut(): Promise<AuthResult>;
  /** Stops listeners and timers (tests, hot reload). */
  dispose(): void;
}

/** A local account as the sign-in screen lists it (no secrets). */
export interface LocalProfileSummary {
  id: string;
  email: string;
  fullName: string;
  hasPasscode: boolean;
}

export interface NewLocalProfile {
  fullName: string;
  email: string;
  /** Optional; stored only as a salted PBKDF2 hash. */
  passcode?: string;
}

export interface SupabaseAuthClient extends AuthClientBase {
  readonly mode: 'supabase';
}

export interface LocalAuthClient extends AuthClientBase {
  readonly mode: 'local';
  listLocalProfiles(): Promise<LocalProfileSummary[]>;
  createLocalProfile(input: NewLocalProfile): Promise<AuthResult>;
  signInLocal(email: string, passcode?: string): Promise<AuthResult>;
}

/** What the app holds: narrow on `mode` to reach the local-only methods. */
export type AuthClient = SupabaseAuthClient | LocalAuthClient;
