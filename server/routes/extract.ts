/**
 * POST /v1/extract/extract-text (mounted under /api): a multipart form with
 * one `file` field in, the document's text out as text/plain.
 * Refusals are JSON `{error}` with the fixed texts of core/errors: 413 size, 415 type,
 * 422 empty (and damaged, encrypted, zip bomb, too complex, too slow, too
 * much memory), 503 with Retry-After while every extraction thread is busy
 * and the queue is full. The route carries its own body limit: the app's
 * 1 MB JSON limit is not applied to it.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { FILE_TOO_LARGE } from '../../src/core/errors';
import { ExtractError } from '../../src/extract/index';
import { EXTRACT_FIELD, EXTRACT_MAX_BYTES } from '../../src/protocol/requests';
import { createExtractService, EXTRACT_ERROR_STATUS, ServerBusyError, sharedExtractService, type ExtractServiceOptions } from '../extract/service';

/** Room for the multipart boundaries and part headers around a file just under 10 MB. */
export const MULTIPART_OVERHEAD = 64 * 1024;
export const EXTRACT_BODY_LIMIT = EXTRACT_MAX_BYTES + MULTIPART_OVERHEAD;

const MISSING_FILE = `${EXTRACT_FIELD}: attach the document as a multipart/form-data field named "${EXTRACT_FIELD}"`;
const NOT_A_FILE = `${EXTRACT_FIELD}: must be a file, not a text value`;

type FormRead = { ok: true; file: File } | { ok: false; error: string };

async function readFile(form: () => Promise<Record<string, unknown>>): Promise<FormRead> {
  let body: Record<string, unknown>;
  try {
    body = await form();
  } catch {
    return { ok: false, error: MISSING_FILE };
  }
  const value = body[EXTRACT_FIELD];
  if (value === undefined) return { ok: false, error: MISSING_FILE };
  if (!(value instanceof File)) return { ok: false, error: NOT_A_FILE };
  return { ok: true, file: value };
}

/** Seconds a client turned away for a full queue is asked to wait: about one ordinary file's reading. */
export const BUSY_RETRY_AFTER_S = 5;

/** The route; with no options it reads files on the process's shared worker threads. */
export function extractRoutes(options?: ExtractServiceOptions): Hono {
  const service = options ? createExtractService(options) : sharedExtractService();
  const app = new Hono();
  app.post(
    '/extract-text',
    bodyLimit({ maxSize: EXTRACT_BODY_LIMIT, onError: (c) => c.json({ error: FILE_TOO_LARGE }, 413) }),
    async (c) => {
      const read = await readFile(() => c.req.parseBody());
      if (!read.ok) return c.json({ error: read.error }, 400);
      try {
        const bytes = new Uint8Array(await read.file.arrayBuffer());
        const result = await service.extract(bytes, read.file.name, c.req.raw.signal);
        c.header('X-Decksmith-Kind', result.kind);
        if (result.truncated) c.header('X-Decksmith-Truncated', 'true');
        return c.text(result.text.trim());
      } catch (error) {
        if (error instanceof ServerBusyError) {
          c.header('Retry-After', String(BUSY_RETRY_AFTER_S));
          return c.json({ error: error.message }, 503);
        }
        if (error instanceof ExtractError) return c.json({ error: error.message }, EXTRACT_ERROR_STATUS[error.code]);
        throw error;
      }
    },
  );
  return app;
}
