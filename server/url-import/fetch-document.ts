/**
 * The URL import's download: one GET of an address a user typed, with the
 * limits of every server-side fetch of an untrusted address (safe-fetch.ts):
 * private, loopback and link-local addresses refused unless the operator
 * allows them (checked on the address and again on every address its name
 * resolves to, and on every redirect), a time limit on headers and body
 * together, a size cap enforced while reading, and a type check: a web page
 * or one of the document types the upload reads, judged by the answer's
 * content type and its first bytes. Failures are UrlImportErrors whose
 * messages never carry the address.
 */
import { uploadExtension, type UploadExtension } from '../../src/core/upload-rules';
import { containerOf } from '../../src/extract/sniff';
import { createGuardedFetch, PrivateAddressError } from '../http/guarded-fetch';
import { addressAllowed, getFollowingCheckedRedirects, readCapped } from '../http/safe-fetch';

export type UrlImportFailure = 'refused-address' | 'unreachable' | 'status' | 'timeout' | 'too-large' | 'unsupported';

export class UrlImportError extends Error {
  constructor(
    readonly kind: UrlImportFailure,
    message: string,
    /** The page's own HTTP status, for `status`. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UrlImportError';
  }
}

export interface UrlFetchConfig {
  timeoutMs: number;
  maxBytes: number;
  /** Private, loopback and link-local addresses allowed (URL_IMPORT_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  /** Origins allowed even on a private address (URL_IMPORT_ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
  userAgent?: string;
  /** Tests may replace the HTTP client; by default Node's, with the connect-time address check. */
  fetch?: typeof globalThis.fetch;
}

/** What the address gave: a web page (decoded to text) or a document for the extractor, named by its type. */
export type FetchedDocument = { as: 'web-page'; html: string } | { as: 'document'; bytes: Uint8Array; fileName: string };

const MAX_REDIRECTS = 5;
const ACCEPT = 'text/html,application/xhtml+xml,application/pdf;q=0.9,text/plain;q=0.8,text/markdown;q=0.8,*/*;q=0.5';
const USER_AGENT = 'Decksmith/0.1 (self-hosted slide maker; URL import)';

export const REFUSED_ADDRESS = 'This address is on a private or local network, which this server does not fetch from.';
export const UNREACHABLE = 'The page could not be reached. Check the address, or try again later.';
export const TOO_MANY_REDIRECTS = 'The page sent the request on through too many redirects.';
export const UNSUPPORTED_ANSWER = 'This address gives neither a web page nor a document Decksmith can read (PDF, DOCX, PPTX, DOC, TXT or MD).';

export function tooLargeMessage(maxBytes: number): string {
  return `The page is larger than ${Math.max(0.1, Math.round((maxBytes / (1024 * 1024)) * 10) / 10)} MB, the most Decksmith imports.`;
}

export function timeoutMessage(timeoutMs: number): string {
  const seconds = Math.max(1, Math.round(timeoutMs / 1000));
  return `The page did not answer within ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
}

const DOCUMENT_TYPES: Record<string, UploadExtension> = {
  'application/pdf': 'pdf',
  'application/x-pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/msword': 'doc',
  'text/plain': 'txt',
  'text/markdown': 'md',
  'text/x-markdown': 'md',
};
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
/** Types that say nothing about the content: the address's file name and the bytes decide. */
const GENERIC_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream', 'application/x-download', 'application/force-download', 'application/download']);

function looksLikeHtml(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8').decode(bytes.subarray(0, 1024)).replace(/^\uFEFF/, '').trimStart().toLowerCase();
  return /^<(!doctype html|html|head|body|title|meta)[\s>]/.test(head);
}

/** The charset a page declares in its content type or its first kilobytes; UTF-8 otherwise. */
function charsetOf(contentType: string, bytes: Uint8Array): string {
  const fromHeader = /charset="?([\w-]+)/i.exec(contentType)?.[1];
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 2048));
  const fromMeta = /<meta[^>]{0,200}charset="?'?([\w-]+)/i.exec(head)?.[1];
  return (fromHeader ?? fromMeta ?? 'utf-8').toLowerCase();
}

function decodeHtml(bytes: Uint8Array, contentType: string): string {
  try {
    return new TextDecoder(charsetOf(contentType, bytes)).decode(bytes);
  } catch {
    // A charset this runtime does not know: UTF-8 keeps the markup and most text.
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/**
 * What the answer is, from its content type and first bytes: a PDF by its
 * header whatever the type says, a page by an HTML type (or markup under a
 * generic one), a document by its type or, under a generic type, by the
 * address's file name. Undefined: nothing Decksmith reads.
 */
export function classify(contentType: string, bytes: Uint8Array, address: string): FetchedDocument | undefined {
  const mime = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  if (containerOf(bytes) === 'pdf' && (mime === 'application/pdf' || GENERIC_TYPES.has(mime))) return { as: 'document', bytes, fileName: 'document.pdf' };
  if (HTML_TYPES.has(mime)) return { as: 'web-page', html: decodeHtml(bytes, contentType) };
  const typed = DOCUMENT_TYPES[mime];
  if (typed) return { as: 'document', bytes, fileName: `document.${typed}` };
  if (!GENERIC_TYPES.has(mime)) return undefined;
  const named = uploadExtension(new URL(address).pathname);
  if (named) return { as: 'document', bytes, fileName: `document.${named}` };
  return looksLikeHtml(bytes) ? { as: 'web-page', html: decodeHtml(bytes, contentType) } : undefined;
}

/** A failure of the request itself: the time limit, the caller's abort, a refused resolution, or no connection. */
function transportFailure(error: unknown, timer: AbortSignal, caller: AbortSignal | undefined, timeoutMs: number): unknown {
  if (error instanceof UrlImportError) return error;
  if (caller?.aborted) return caller.reason ?? error;
  if (timer.aborted) return new UrlImportError('timeout', timeoutMessage(timeoutMs));
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (error instanceof PrivateAddressError || cause instanceof PrivateAddressError) return new UrlImportError('refused-address', REFUSED_ADDRESS);
  return new UrlImportError('unreachable', UNREACHABLE);
}

/** GETs `url` within the limits and says what it is. @throws UrlImportError (or the caller's abort reason) */
export async function fetchDocument(url: string, config: UrlFetchConfig, signal?: AbortSignal): Promise<FetchedDocument> {
  const trusted = config.allowedOrigins;
  const doFetch = config.fetch ?? createGuardedFetch({ privateAllowed: (origin) => config.allowPrivate || trusted.includes(origin) });
  const timer = AbortSignal.timeout(config.timeoutMs);
  const joined = signal ? AbortSignal.any([signal, timer]) : timer;
  try {
    const { res, address } = await getFollowingCheckedRedirects(url, {
      fetch: doFetch,
      headers: { accept: ACCEPT, 'user-agent': config.userAgent ?? USER_AGENT },
      signal: joined,
      allowed: (next) => addressAllowed(next, { schemes: ['http:', 'https:'], trusted, allowPrivate: config.allowPrivate }),
      maxRedirects: MAX_REDIRECTS,
      refused: () => new UrlImportError('refused-address', REFUSED_ADDRESS),
      tooManyRedirects: () => new UrlImportError('unreachable', TOO_MANY_REDIRECTS),
    });
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      throw new UrlImportError('status', `The page answered HTTP ${res.status}${res.status === 404 ? ' (not found)' : ''}.`, res.status);
    }
    const contentType = res.headers.get('content-type') ?? '';
    const mime = (contentType.split(';')[0] ?? '').trim().toLowerCase();
    // Refused before the body is read: a video or an archive need not be downloaded to be turned away.
    if (mime !== '' && !HTML_TYPES.has(mime) && !DOCUMENT_TYPES[mime] && !GENERIC_TYPES.has(mime)) {
      await res.body?.cancel().catch(() => undefined);
      throw new UrlImportError('unsupported', UNSUPPORTED_ANSWER);
    }
    const bytes = await readCapped(res, config.maxBytes, () => new UrlImportError('too-large', tooLargeMessage(config.maxBytes)));
    const document = classify(contentType, bytes, address);
    if (!document) throw new UrlImportError('unsupported', UNSUPPORTED_ANSWER);
    return document;
  } catch (error) {
    throw transportFailure(error, timer, signal, config.timeoutMs);
  }
}
