// zod/mini: the stored session is read before the first render; keep it small.
import * as z from 'zod/mini';
import { UNEXPECTED_ERROR } from '../core/errors';
import { NETWORK_UNREACHABLE } from './messages';
import { type KeyValueStorage, safeGet } from './storage';
import type { AuthSession, AuthUser } from './types';

/**
 * Where supabase-js persists its session. Set explicitly (instead of the
 * default `sb-<project>-auth-token`) so the guard can read it synchronously.
 */
export const SUPABASE_STORAGE_KEY = 'decksmith:supabase-auth';

const userSchema = z.object({
  id: z.string().check(z.minLength(1)),
  email: z.nullish(z.string()),
  user_metadata: z.nullish(z.record(z.string(), z.unknown())),
});

/** Only what we rely on of supabase-js's stored session; the rest passes through untouched. */
const storedSessionSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.string().check(z.minLength(1)),
  user: userSchema,
});

type SupabaseUserLike = z.infer<typeof userSchema>;

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
    const parsed = storedSessionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? { user: toAuthUser(parsed.data.user) } : null;
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
 * (seed 001 §8), a connection hint when the request never left the device,
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
