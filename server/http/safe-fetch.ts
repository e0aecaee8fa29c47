/**
 * Fetching addresses the server did not choose itself (a picture address from
 * a service's answer, a page address a user typed) without letting them turn
 * the server against its own network or memory: the address is checked
 * before the first request and again before every redirect, a body is read
 * only up to a cap (stopped mid-stream, never buffered whole), and the caller
 * supplies its own errors, so no message carries the address (it may hold a
 * key or a private host name).
 */

/** Whether `hostname` (as `URL` normalises it) names this machine or a private, link-local or shared network. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host === '0.0.0.0' || host === '::' || host === '::1') return true;
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(host);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return a === 10 || a === 127 || a === 0 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
  }
  return /^(fc|fd|fe8|fe9|fea|feb)/.test(host) || host.startsWith('::ffff:');
}

export interface AddressRule {
  /** Schemes allowed on public hosts, with their colon: `['https:']`. */
  schemes: readonly string[];
  /** Origins trusted whatever their scheme or host (a configured service, a test double). */
  trusted?: readonly string[];
  /** Private, loopback and link-local hosts allowed too (an operator's choice, tests over loopback). */
  allowPrivate?: boolean;
}

/**
 * Whether the server may request `url`: a trusted origin, or one of the
 * allowed schemes on a host that is not private or loopback (unless the
 * rule allows those). Addresses with a user name or password never pass.
 */
export function addressAllowed(url: string, rule: AddressRule): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username || parsed.password) return false;
  if (rule.trusted?.includes(parsed.origin)) return true;
  return rule.schemes.includes(parsed.protocol) && (rule.allowPrivate === true || !isPrivateHost(parsed.hostname));
}

/**
 * Reads at most `max` bytes of a body; more is `tooLarge()`, thrown as soon
 * as a declared length or the bytes read so far show it.
 */
export async function readCapped(res: Response, max: number, tooLarge: () => Error): Promise<Uint8Array> {
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) {
    await res.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!res.body) return new Uint8Array();
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export interface CheckedGet {
  fetch: typeof globalThis.fetch;
  headers: Record<string, string>;
  signal: AbortSignal;
  /** Whether an address (the first and every redirect target) may be requested. */
  allowed(address: string): boolean;
  maxRedirects: number;
  /** The error for an address `allowed` refused. */
  refused(): Error;
  /** The error for a redirect past `maxRedirects`. */
  tooManyRedirects(): Error;
}

/**
 * GETs `url`, following redirects by hand so each target is checked before
 * it is requested. Answers the first response that is not a redirect
 * (whatever its status: the caller judges it) and the address it came from.
 */
export async function getFollowingCheckedRedirects(url: string, get: CheckedGet): Promise<{ res: Response; address: string }> {
  let address = url;
  for (let hop = 0; ; hop++) {
    if (!get.allowed(address)) throw get.refused();
    const res = await get.fetch(address, { headers: get.headers, signal: get.signal, redirect: 'manual' });
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      await res.body?.cancel().catch(() => undefined);
      if (hop >= get.maxRedirects) throw get.tooManyRedirects();
      address = new URL(location, address).toString();
      continue;
    }
    return { res, address };
  }
}
