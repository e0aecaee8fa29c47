// Hand checks, not a schema library: the stored session is read in the entry
// chunk before the first render, where every kilobyte delays the first visit.
import { UNEXPECTED_ERROR } from '../core/errors';
import { NETWORK_UNREACHABLE } from './messages';
import { type KeyValueStorage, safeGet } from './storage';
import type { AuthSession, AuthUser } from './types';

/**
 * Where supabase-js persists its session. Set explicitly (instead of the
 * default `sb-<project>-auth-token`) so the guard can read it synchronously.
 */
export const SUPABASE_STORAGE_KEY = 'decksmith:supabase-auth';

interface SupabaseUserLike {
  id: string;
  email?: string | null;
  user_metadata?: Record<string, unknown> | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const filled = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

function asUser(v: unknown): SupabaseUserLike | null {
  if (!isRecord(v) || !filled(v.id)) return null;
  const { email, user_metadata: meta } = v;
  if (email !== undefined && email !== null && typeof email !== 'string') return null;
  if (meta !== undefined && meta !== null && !isRecord(meta)) return null;
  return { id: v.id, email, user_metadata: meta };
}

/** Only what we rely on of supabase-js's stored session: both tokens and a user. */
function storedUser(v: unknown): SupabaseUserLike | null {
  if (!isRecord(v) || !filled(v.access_token) || !filled(v.refresh_token)) return null;
  return asUser(v.user);
}

/** Maps a Supabase user to the app's user (full_name from user_metadata). */
export function toAuthUser(user: SupabaseUserLike): AuthUser {
  const name = user.user_metadata?.full_name;
  return {
    id: user.id,
    email: user.email ?? null,
    fullName: typeof name === 'string' && name.trim() !== '' ? name.trim() : null,
  };
}

/**
 * The session supabase-js left in storage, without any network call and
 * whether or not its access token has expired: offline, an expired token
 * cannot be refreshed, yet the user's decks on this device are still theirs.
 */
export function readStoredSession(storage: KeyValueStorage): AuthSession | null {
  const raw = safeGet(storage, SUPABASE_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const user = storedUser(JSON.parse(raw));
    return user ? { user: toAuthUser(user) } : null;
  } catch {
    return null;
  }
}

/** Same user with the same shown fields: token refreshes do not count as a change. */
export function sameSession(a: AuthSession | null, b: AuthSession | null): boolean {
  if (a === null || b === null) return a === b;
  return a.user.id === b.user.id && a.user.email === b.user.email && a.user.fullName === b.user.fullName;
}

/**
 * The text to show for a failed Supabase call: the service's own message
 * a connection hint when the request never left the device,
 * else 'An unexpected error occurred'. Bodies of server errors are never shown.
 */
export function authErrorMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null) return UNEXPECTED_ERROR;
  const { name, message, status } = error as { name?: unknown; message?: unknown; status?: unknown };
  if (name === 'AuthRetryableFetchError') return status === 0 ? NETWORK_UNREACHABLE : UNEXPECTED_ERROR;
  const fromService = name === 'AuthApiError' || name === 'AuthWeakPasswordError';
  // supabase-js falls back to the JSON of a body it cannot read: that is not a message.
  if (fromService && typeof message === 'string' && message.trim() !== '' && !/^[[{]/.test(message.trim())) {
    return message;
  }
  return UNEXPECTED_ERROR;
}
