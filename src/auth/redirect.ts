// zod/mini: search validation runs in the entry chunk with the route tree.
import * as z from 'zod/mini';

/** Where a sign-in leads when nothing else was asked for (seed 001 §4). */
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

/** Search params of /login: an unusable `redirect` is dropped instead of failing the page. */
export const loginSearchSchema = z.object({
  redirect: z.catch(z.optional(z.string()), undefined),
});
export type LoginSearch = z.infer<typeof loginSearchSchema>;
