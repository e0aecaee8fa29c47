/**
 * A GET for addresses a user typed, that refuses private and loopback
 * machines where it counts: at the moment of connecting. Checking the host
 * name alone is not enough: `intranet.example.com` may resolve to 10.0.0.5,
 * and a name can resolve to a public address when checked and a private one
 * when fetched (DNS rebinding). Node's http client takes a `lookup`
 * function, so every address the name resolves to is checked right before
 * the connection is made to it. IP literals skip the lookup; the caller's
 * address check (safe-fetch.ts) covers those.
 *
 * Answers a web `Response` with the body decompressed; redirects are not
 * followed (the caller checks each target first).
 */
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOneOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { isPrivateHost } from './safe-fetch';

/** The connection was refused because the name resolved to a private, loopback or link-local address. */
export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEADDRESS';
  constructor() {
    super('the address resolves to a private network');
    this.name = 'PrivateAddressError';
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;
type Lookup = (hostname: string, options: LookupOneOptions | LookupAllOptions, callback: LookupCallback) => void;

/** A `lookup` that fails when any address of the name is private (`resolve` is dns.lookup; tests pass their own). */
export function publicOnlyLookup(resolve: Lookup = dnsLookup as unknown as Lookup): Lookup {
  return (hostname, options, callback) => {
    resolve(hostname, options, (error, address, family) => {
      if (error) return callback(error, address, family);
      const all = Array.isArray(address) ? address.map((a) => a.address) : [address];
      if (all.some((a) => isPrivateHost(a))) return callback(new PrivateAddressError(), address, family);
      callback(null, address, family);
    });
  };
}

/** Statuses whose answer has no body (a Response with one would throw). */
const NULL_BODY = new Set([101, 204, 205, 304]);

function decoded(res: http.IncomingMessage): Readable {
  const encoding = String(res.headers['content-encoding'] ?? '').trim().toLowerCase();
  // Decompressed as it is read: the reader's size cap stops a compression bomb at the cap, not after it.
  if (encoding === 'gzip' || encoding === 'x-gzip') return res.pipe(createGunzip());
  if (encoding === 'deflate') return res.pipe(createInflate());
  if (encoding === 'br') return res.pipe(createBrotliDecompress());
  return res;
}

function headersOf(res: http.IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value === undefined || name === 'content-encoding' || name === 'content-length') continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  // A declared length is kept only for an unencoded body: it is then the body's real length.
  if (res.headers['content-length'] && !res.headers['content-encoding']) headers.set('content-length', res.headers['content-length']);
  return headers;
}

export interface GuardedFetchOptions {
  /** Whether `origin` may be on a private address (the operator's settings). */
  privateAllowed(origin: string): boolean;
  lookup?: Lookup;
}

/** A fetch-shaped GET over Node's http client with the connect-time address check. */
export function createGuardedFetch(options: GuardedFetchOptions): typeof globalThis.fetch {
  const checked = options.lookup ?? publicOnlyLookup();
  const get = (input: string | URL | Request, init: RequestInit = {}): Promise<Response> =>
    new Promise((resolve, reject) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const client = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : undefined;
      if (!client) return reject(new TypeError('only http and https addresses are fetched'));
      const guard = options.privateAllowed(url.origin) ? {} : { lookup: checked as unknown as http.RequestOptions['lookup'] };
      const headers = new Headers(init.headers);
      headers.set('accept-encoding', 'gzip, deflate, br');
      const req = client.request(url, { method: 'GET', headers: Object.fromEntries(headers), agent: false, ...guard, ...(init.signal ? { signal: init.signal } : {}) });
      req.on('response', (res) => {
        const status = res.statusCode ?? 0;
        try {
          const body = NULL_BODY.has(status) ? null : (Readable.toWeb(decoded(res)) as ReadableStream<Uint8Array>);
          if (!body) res.resume();
          resolve(new Response(body, { status, headers: headersOf(res) }));
        } catch (error) {
          res.destroy();
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
      req.on('error', reject);
      req.end();
    });
  return get as typeof globalThis.fetch;
}
