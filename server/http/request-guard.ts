/**
 * Who may call the API, and with what. A page on another site can send a
 * "simple" cross-origin POST (text/plain, urlencoded or multipart bodies)
 * without asking the server first, so without these checks any page a user
 * visits could make this server spend the operator's model key. Two checks
 * close that: the body must be of the one type the route reads (JSON,
 * which a browser only sends cross-origin after a CORS preflight this server
 * never grants; multipart only on the upload route), and an Origin header,
 * when the browser sends one, must be the app's own or one the operator
 * allowed.
 */
import type { Context, MiddlewareHandler } from 'hono';

/** Methods that change something or cost something; GET and HEAD only read. */
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface OriginGuardOptions {
  /** Origins allowed besides the app's own (ALLOWED_ORIGINS), as `URL.origin` gives them. */
  allowed: readonly string[];
}

/** The origin (`scheme://host[:port]`) of an Origin header, or undefined when it is none ("null", garbage). */
function originOf(header: string): string | undefined {
  try {
    const url = new URL(header);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether `origin` is the app's own: the host the request was sent to. The
 * scheme is not compared: behind a TLS proxy the server sees http while the
 * page is https, and the host alone already tells another site apart.
 */
function isOwnOrigin(origin: string, c: Context): boolean {
  const host = c.req.header('host');
  if (!host) return false;
  return new URL(origin).host.toLowerCase() === host.trim().toLowerCase();
}

/**
 * Refuses (403) an unsafe request whose Origin header names another site.
 * A request with no Origin (curl, the CLI, a server) is let through: only
 * browsers send Origin, and they always do on a POST.
 */
export function originGuard({ allowed }: OriginGuardOptions): MiddlewareHandler {
  const allowList = new Set(allowed);
  return async (c, next) => {
    const header = c.req.header('origin');
    if (header === undefined || !UNSAFE.has(c.req.method)) return next();
    const origin = originOf(header);
    if (origin !== undefined && (allowList.has(origin) || isOwnOrigin(origin, c))) return next();
    const shown = origin ?? JSON.stringify(header.slice(0, 100));
    return c.json(
      { error: `Cross-origin request refused: pages from ${shown} may not call this server's API (the operator can allow an origin with ALLOWED_ORIGINS)` },
      403,
    );
  };
}

/** The media type of a Content-Type header, lower case, without parameters ('' when absent). */
export function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

/** application/json and its +json relatives (application/merge-patch+json...). */
export function isJsonType(type: string): boolean {
  return /^application\/([\w.-]+\+)?json$/.test(type);
}

export interface ContentTypeGuardOptions {
  /** Whether a media type is what the route reads. */
  accepts: (type: string) => boolean;
  /** What to send instead, for the message: 'application/json'. */
  expected: string;
}

/** Refuses (415) an unsafe request whose body is not of the type the route reads, naming both types. */
export function contentTypeGuard({ accepts, expected }: ContentTypeGuardOptions): MiddlewareHandler {
  return async (c, next) => {
    if (!UNSAFE.has(c.req.method)) return next();
    const type = mediaType(c.req.header('content-type'));
    if (accepts(type)) return next();
    const got = type === '' ? 'no Content-Type' : `Content-Type ${type.slice(0, 100)}`;
    return c.json({ error: `Unsupported body type: this call takes ${expected}, not ${got}` }, 415);
  };
}

/** The guard of the JSON calls. */
export const jsonOnly = (): MiddlewareHandler => contentTypeGuard({ accepts: isJsonType, expected: 'a JSON body (Content-Type: application/json)' });

/** The guard of the upload call. */
export const multipartOnly = (): MiddlewareHandler =>
  contentTypeGuard({ accepts: (type) => type === 'multipart/form-data', expected: 'a multipart/form-data upload with the document in its "file" field' });
