/** Where a sign-in leads when nothing else was asked for. */
export const AFTER_SIGN_IN = '/app';
const BASE = 'https://decksmith.invalid';

/**
 * A same-origin, relative path to go to after sign-in, else `fallback`.
 * Refuses absolute and protocol-relative addresses ('//evil.example',
 * '/\evil.example'), control characters and /login itself, so the
 * `redirect` parameter cannot send a user off-site or round in circles.
 */
export function safeRedirect(value: unknown, fallback: string = AFTER_SIGN_IN): string {
  if (typeof value !== 'string') return fallback;
  const candidate = value.trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!candidate.startsWith('/') || candidate.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(candidate)) return fallback;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || url.pathname === '/login') return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface LoginSearch {
  redirect?: string;
}

/**
 * Search params of /login: an unusable `redirect` is dropped instead of
 * failing the page. A hand check rather than a schema: it runs in the entry
 * chunk, and a validation library there costs every first visit ~10 kB.
 */
export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  return typeof search.redirect === 'string' ? { redirect: search.redirect } : {};
}
