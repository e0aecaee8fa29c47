/**
 * POST /v1/import/url (mounted under /api) `{url}`: the server fetches a web
 * page or a document by its address (fetch-document.ts: private addresses,
 * size, type and time checked) and answers its text exactly as
 * POST /v1/extract/extract-text answers an upload: text/plain, trimmed, with
 * X-Decksmith-Kind (html, pdf, ...) and X-Decksmith-Truncated, so the app
 * hands it on like an uploaded document's text. PDFs and the other document
 * types are read by the extraction threads; a page's HTML too, so hostile
 * markup cannot stall the server. Refusals are JSON `{error}` in words the
 * page can show, never with the address: 400 bad address, 403 private
 * address, 413 too large, 415 not a page or document, 422 no text, 502 the
 * page failed or could not be reached, 504 no answer in time, 503 busy.
 */
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { withArticle } from '../../src/core/upload-rules';
import { ExtractError, type ExtractResult } from '../../src/extract/index';
import { urlImportRequestSchema } from '../../src/protocol/requests';
import { clientGoneResponse, logClientGone } from '../http/body-read';
import { readJson } from '../http/validate';
import { EXTRACT_ERROR_STATUS, ServerBusyError, sharedExtractService, type ExtractService } from '../extract/service';
import { BUSY_RETRY_AFTER_S } from './extract';
import { fetchDocument, tooLargeMessage, UrlImportError, type FetchedDocument, type UrlFetchConfig, type UrlImportFailure } from '../url-import/fetch-document';

export const URL_IMPORT_OFF = 'Importing from a web address is turned off on this server: import a file instead.';
export const NO_TEXT_ON_PAGE = 'No text was found at this address to build slides from.';

const FAILURE_STATUS: Record<UrlImportFailure, ContentfulStatusCode> = {
  'refused-address': 403,
  unreachable: 502,
  status: 502,
  timeout: 504,
  'too-large': 413,
  unsupported: 415,
};

export interface UrlImportRoutesDeps extends UrlFetchConfig {
  /** false: the call answers 404 with {@link URL_IMPORT_OFF} (URL_IMPORT=off). */
  enabled: boolean;
  /** The extraction threads; the process's shared ones by default. */
  extract?: ExtractService;
}

function extractRefusal(error: ExtractError, document: FetchedDocument, maxBytes: number): { message: string; status: ContentfulStatusCode } {
  if (error.code === 'empty') return { message: NO_TEXT_ON_PAGE, status: 422 };
  if (error.code === 'too_large') return { message: tooLargeMessage(maxBytes), status: 413 };
  if (error.code === 'unsupported' && document.as === 'document') {
    const type = document.fileName.slice(document.fileName.lastIndexOf('.') + 1);
    return { message: `The answer at this address says it is ${withArticle(type)} document, but its contents are not.`, status: 415 };
  }
  return { message: error.message, status: EXTRACT_ERROR_STATUS[error.code] };
}

export function urlImportRoutes({ enabled, extract, ...config }: UrlImportRoutesDeps): Hono {
  const app = new Hono();
  app.post('/url', async (c) => {
    if (!enabled) return c.json({ error: URL_IMPORT_OFF }, 404);
    const read = await readJson(c, urlImportRequestSchema);
    if (!read.ok) return read.response;
    const signal = c.req.raw.signal;
    let document: FetchedDocument | undefined;
    try {
      document = await fetchDocument(read.data.url, config, signal);
      const service = extract ?? sharedExtractService();
      const result: ExtractResult =
        document.as === 'web-page' ? await service.extractWebPage(new TextEncoder().encode(document.html), signal) : await service.extract(document.bytes, document.fileName, signal);
      c.header('X-Decksmith-Kind', result.kind);
      if (result.truncated) c.header('X-Decksmith-Truncated', 'true');
      return c.text(result.text.trim());
    } catch (error) {
      if (signal.aborted) {
        logClientGone(c);
        return clientGoneResponse();
      }
      if (error instanceof UrlImportError) return c.json({ error: error.message }, FAILURE_STATUS[error.kind]);
      if (error instanceof ServerBusyError) {
        c.header('Retry-After', String(BUSY_RETRY_AFTER_S));
        return c.json({ error: error.message }, 503);
      }
      if (error instanceof ExtractError && document) {
        const refusal = extractRefusal(error, document, config.maxBytes);
        return c.json({ error: refusal.message }, refusal.status);
      }
      throw error;
    }
  });
  return app;
}
