/**
 * The URL import's call, POST /api/v1/import/url: the server fetches the
 * page or document and answers its text as the upload's extraction does, so
 * the start screen hands it on like an uploaded document's. Every way the
 * call can fail ends in one sentence the dialog can show: the server's own
 * refusal (private address, too large, not a page, no answer), or, when the
 * server never answered, offline, unreachable or too slow.
 */
import { EXTRACTION_FAILED } from '../core/errors';
import { INVALID_IMPORT_URL, isImportableUrl, URL_IMPORT_PATH } from '../protocol/requests';
import { API_BASE } from './call';
import { requestHeaders } from './http';

export { INVALID_IMPORT_URL };
export const URL_IMPORT_OFFLINE = 'Importing from a web address needs the network, and this device is offline. Import a file instead, or try again when you are back online.';
export const URL_IMPORT_SERVER_DOWN = 'The Decksmith server could not be reached to fetch the page. Try again in a moment.';
export const URL_IMPORT_TIMED_OUT = 'The page took too long to import. Try again, or import a file instead.';
export const URL_IMPORT_UNAVAILABLE = 'This server does not import from web addresses: import a file instead.';
export const URL_IMPORT_FAILED = 'The page could not be imported. Try again, or import a file instead.';

/** The server's fetch takes at most 15 s and its reading 30 s; this leaves room for both. */
export const URL_IMPORT_TIMEOUT_MS = 60_000;

export class UrlImportCallError extends Error {
  override readonly name = 'UrlImportCallError';
}

export interface UrlImportDeps {
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Whether the device says it is online (navigator.onLine by default). */
  online?: () => boolean;
}

/**
 * The address as the user meant it: trimmed, with https:// added when no
 * scheme was typed ("example.com/article"); undefined when it cannot be a
 * web address.
 */
export function typedAddress(value: string): string | undefined {
  const trimmed = value.trim();
  if (/^https?:\/\//i.test(trimmed)) return isImportableUrl(trimmed) ? trimmed : undefined;
  // Another scheme (ftp:, file:, javascript:) is not a web address; "host:8080/page" is one without its scheme.
  if (/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(trimmed) || trimmed === '' || /\s/.test(trimmed)) return undefined;
  const guessed = `https://${trimmed}`;
  // Without a scheme, a bare word ("hello") is more likely a slip than a host name.
  return isImportableUrl(guessed) && new URL(guessed).hostname.includes('.') ? guessed : undefined;
}

async function refusal(response: Response): Promise<string> {
  const detail = await response.json().then(
    (j: unknown) => (j as { error?: unknown } | null)?.error,
    () => undefined,
  );
  if (typeof detail === 'string' && detail.trim() !== '' && detail.length < 400) return detail;
  if (response.status === 404) return URL_IMPORT_UNAVAILABLE;
  return URL_IMPORT_FAILED;
}

/** The text of the page or document at `url`. @throws UrlImportCallError, or the caller's abort reason */
export async function importFromUrl(url: string, options: { signal?: AbortSignal } = {}, deps: UrlImportDeps = {}): Promise<{ text: string; kind: string }> {
  const online = deps.online ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  if (!online()) throw new UrlImportCallError(URL_IMPORT_OFFLINE);
  const timeout = AbortSignal.timeout(deps.timeoutMs ?? URL_IMPORT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const doFetch = deps.fetch ?? globalThis.fetch.bind(globalThis);
  let response: Response;
  let text: string;
  try {
    response = await doFetch(`${deps.baseUrl ?? API_BASE}${URL_IMPORT_PATH}`, {
      method: 'POST',
      headers: { ...requestHeaders(), accept: 'text/plain, application/json' },
      body: JSON.stringify({ url }),
      signal,
    });
    if (!response.ok) throw new UrlImportCallError(await refusal(response));
    text = (await response.text()).trim();
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    if (error instanceof UrlImportCallError) throw error;
    if (timeout.aborted) throw new UrlImportCallError(URL_IMPORT_TIMED_OUT);
    throw new UrlImportCallError(online() ? URL_IMPORT_SERVER_DOWN : URL_IMPORT_OFFLINE);
  }
  if (text === '') throw new UrlImportCallError(EXTRACTION_FAILED);
  return { text, kind: response.headers.get('x-decksmith-kind') ?? 'html' };
}
