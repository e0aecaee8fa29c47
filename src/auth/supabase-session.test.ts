import { describe, expect, it } from 'vitest';
import { UNEXPECTED_ERROR } from '../core/errors';
import { NETWORK_UNREACHABLE } from './messages';
import { SUPABASE_STORAGE_KEY, authErrorMessage, readStoredSession, sameSession } from './supabase-session';
import { memoryStorage } from './storage';

function authError(name: string, message: string, status?: number) {
  return Object.assign(new Error(message), { name, status, __isAuthError: true });
}

describe('authErrorMessage', () => {
  it("shows the service's own message", () => {
    expect(authErrorMessage(authError('AuthApiError', 'Invalid login credentials', 400))).toBe('Invalid login credentials');
    expect(authErrorMessage(authError('AuthWeakPasswordError', 'Password should be at least 6 characters.', 422))).toBe(
      'Password should be at least 6 characters.',
    );
  });

  it('says the service was unreachable when the request never left the device', () => {
    expect(authErrorMessage(authError('AuthRetryableFetchError', 'Failed to fetch', 0))).toBe(NETWORK_UNREACHABLE);
  });

  it.each([
    ['a 5xx', authError('AuthRetryableFetchError', '{"message":"internal"}', 503)],
    ['a body it could not read', authError('AuthApiError', '{"unexpected":"shape"}', 400)],
    ['an empty message', authError('AuthApiError', '  ', 400)],
    ['a client-side library error', authError('AuthUnknownError', 'Unexpected token < in JSON', 200)],
    ['a plain Error', new Error('boom')],
    ['a string', 'boom'],
    ['nothing', undefined],
  ])("falls back to 'An unexpected error occurred' for %s", (_label, error) => {
    expect(authErrorMessage(error)).toBe(UNEXPECTED_ERROR);
  });
});

describe('readStoredSession', () => {
  it('reads the user of the stored session, whatever its expiry', () => {
    const stored = { access_token: 'a', refresh_token: 'r', expires_at: 1, user: { id: 'u', email: 'e@x.org', user_metadata: { full_name: ' Ada ' } } };
    const storage = memoryStorage({ [SUPABASE_STORAGE_KEY]: JSON.stringify(stored) });
    expect(readStoredSession(storage)).toEqual({ user: { id: 'u', email: 'e@x.org', fullName: 'Ada' } });
  });

  it.each([['not json {'], [JSON.stringify({ access_token: 'a' })], [JSON.stringify({ access_token: 'a', refresh_token: 'r', user: {} })]])(
    'treats an unreadable entry (%s) as no session',
    (raw) => {
      expect(readStoredSession(memoryStorage({ [SUPABASE_STORAGE_KEY]: raw }))).toBeNull();
    },
  );

  it('has no session when nothing is stored', () => {
    expect(readStoredSession(memoryStorage())).toBeNull();
  });
});

describe('sameSession', () => {
  const a = { user: { id: '1', email: 'a@x.org', fullName: 'A' } };
  it('ignores token refreshes but notices a different user or name', () => {
    expect(sameSession(a, { user: { ...a.user } })).toBe(true);
    expect(sameSession(a, { user: { ...a.user, fullName: 'B' } })).toBe(false);
    expect(sameSession(a, null)).toBe(false);
    expect(sameSession(null, null)).toBe(true);
  });
});
