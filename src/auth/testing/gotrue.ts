/**
 * A test double of the GoTrue (Supabase Auth) HTTP API: answers the
 * documented endpoints with the documented JSON, and records each request.
 * Used as the `fetch` of a real supabase-js client, so the tests go through
 * the library's own request building and response parsing.
 */

export interface GoTrueCall {
  method: string;
  /** e.g. '/auth/v1/token' */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export type GoTrueHandler = (call: GoTrueCall) => Response | Promise<Response>;

export const TEST_SUPABASE_URL = 'https://project-ref.supabase.co';
export const TEST_ANON_KEY = 'test-anon-key';

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function base64url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

export interface TestUser {
  id: string;
  email: string;
  fullName?: string;
}

/** A user object as GoTrue returns it. */
export function gotrueUser({ id, email, fullName }: TestUser): Record<string, unknown> {
  const at = '2025-01-01T00:00:00.000000Z';
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    email_confirmed_at: at,
    phone: '',
    confirmed_at: at,
    last_sign_in_at: at,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: fullName ? { full_name: fullName } : {},
    identities: [],
    created_at: at,
    updated_at: at,
    is_anonymous: false,
  };
}

/** A session as POST /token answers it (access token is a well-formed, unsigned-for-tests JWT). */
export function gotrueSession(user: TestUser, expiresIn = 3600, now = Date.now()): Record<string, unknown> {
  const exp = Math.floor(now / 1000) + expiresIn;
  const payload = { sub: user.id, email: user.email, aud: 'authenticated', role: 'authenticated', exp, iat: exp - 3600, session_id: 's-1' };
  return {
    access_token: `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.c2lnbmF0dXJl`,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: exp,
    refresh_token: `refresh-${user.id}`,
    user: gotrueUser(user),
  };
}

/** The 400 GoTrue gives a wrong e-mail/password pair (legacy OAuth2-style body). */
export const INVALID_LOGIN = { error: 'invalid_grant', error_description: 'Invalid login credentials' };

async function toCall(input: RequestInfo | URL, init?: RequestInit): Promise<GoTrueCall> {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  const text = typeof init?.body === 'string' ? init.body : '';
  return {
    method: (init?.method ?? 'GET').toUpperCase(),
    path: url.pathname,
    query: url.searchParams,
    headers: new Headers(init?.headers),
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
  };
}

/**
 * A fetch answering `routes` keyed 'METHOD /auth/v1/path'. An unknown route
 * answers 404 so a test notices a request it did not expect.
 */
export function goTrueFetch(routes: Record<string, GoTrueHandler>) {
  const calls: GoTrueCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call = await toCall(input, init);
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    return handler ? handler(call) : json(404, { code: 404, error_code: 'not_found', msg: `No test route for ${call.method} ${call.path}` });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

/** A fetch that fails like a device without network. */
export function offlineFetch() {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    calls.push(String(input instanceof Request ? input.url : input));
    throw new TypeError('Failed to fetch');
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

/** realtime-js insists on a WebSocket class, which Node 20 lacks; auth never opens one. */
export class NoWebSocket {
  constructor() {
    throw new Error('No WebSocket in tests');
  }
}
