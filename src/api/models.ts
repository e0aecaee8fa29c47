/**
 * The app's side of the local-model calls (server/routes/models.ts): the
 * catalogue list, a download whose NDJSON progress lines are handed over as
 * they arrive, and removal. Every failure is a ModelApiError whose message
 * can be shown as it is: the server's own reason when it gave one, else
 * what the browser could tell (server unreachable, connection lost).
 */
import { modelListSchema, pullLineSchema, type ModelList, type PullLine } from '../protocol/models';

export const SERVER_UNREACHABLE =
  'The Decksmith server cannot be reached, so local models cannot be managed from here. Start it with npm start, or download a model on the server with npm run model -- pull NAME.';
export const CONNECTION_LOST = 'The connection to the Decksmith server was lost during the download. What was downloaded is kept: download again to resume.';
export const BAD_ANSWER = 'The Decksmith server sent an answer this page cannot read. Reload the page; if it repeats, the server and the page are different versions.';

export type ModelApiErrorKind = 'unreachable' | 'server' | 'cancelled' | 'lost';

export class ModelApiError extends Error {
  override readonly name = 'ModelApiError';
  constructor(
    readonly kind: ModelApiErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export interface ModelCallOptions {
  fetchFn?: typeof fetch;
  signal?: AbortSignal;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

async function call(url: string, init: RequestInit, opts: ModelCallOptions): Promise<Response> {
  let res: Response;
  try {
    res = await (opts.fetchFn ?? fetch)(url, { ...init, signal: opts.signal });
  } catch (error) {
    if (isAbort(error, opts.signal)) throw new ModelApiError('cancelled', 'Cancelled.');
    throw new ModelApiError('unreachable', SERVER_UNREACHABLE);
  }
  if (res.ok) return res;
  // A dev proxy with the server down answers 502/504 with no JSON body.
  const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
  if (typeof body?.error === 'string') throw new ModelApiError('server', body.error);
  if (res.status === 502 || res.status === 503 || res.status === 504) throw new ModelApiError('unreachable', SERVER_UNREACHABLE);
  throw new ModelApiError('server', `The Decksmith server refused the call: ${res.status} ${res.statusText}`.trim());
}

/** GET /api/models. */
export async function fetchModelList(opts: ModelCallOptions = {}): Promise<ModelList> {
  const res = await call('/api/models', { headers: { accept: 'application/json' } }, opts);
  const parsed = modelListSchema.safeParse(await res.json().catch(() => null));
  if (!parsed.success) throw new ModelApiError('server', BAD_ANSWER);
  return parsed.data;
}

/** DELETE /api/models/:name; says whether there was anything to delete. */
export async function removeModel(name: string, opts: ModelCallOptions = {}): Promise<boolean> {
  // The server takes only JSON on calls that change something (its cross-site guard), even with no body.
  const res = await call(`/api/models/${encodeURIComponent(name)}`, { method: 'DELETE', headers: { 'content-type': 'application/json', accept: 'application/json' } }, opts);
  const body = (await res.json().catch(() => null)) as { removed?: unknown } | null;
  return body?.removed === true;
}

function parseLine(text: string): PullLine {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ModelApiError('server', BAD_ANSWER);
  }
  const parsed = pullLineSchema.safeParse(raw);
  if (!parsed.success) throw new ModelApiError('server', BAD_ANSWER);
  return parsed.data;
}

/**
 * POST /api/models/pull: resolves once the model is downloaded and
 * verified, handing each progress or verifying line to `onLine` as it
 * arrives; rejects with the server's message on an `error` line. Aborting
 * the signal cancels the download on the server too (it keeps the part).
 */
export async function pullModel(name: string, onLine: (line: PullLine) => void, opts: ModelCallOptions = {}): Promise<void> {
  const res = await call('/api/models/pull', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/x-ndjson' }, body: JSON.stringify({ name }) }, opts);
  if (!res.body) throw new ModelApiError('lost', CONNECTION_LOST);
  const reader = res.body.getReader();
  const decoder = new TextDecoder('utf-8');
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += decoder.decode(value, { stream: !done });
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const text = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        if (text === '') continue;
        const line = parseLine(text);
        if (line.type === 'done') return;
        if (line.type === 'error') throw new ModelApiError('server', line.message);
        onLine(line);
      }
      if (done) break;
    }
  } catch (error) {
    if (error instanceof ModelApiError) throw error;
    if (isAbort(error, opts.signal)) throw new ModelApiError('cancelled', 'Cancelled.');
    throw new ModelApiError('lost', CONNECTION_LOST);
  } finally {
    reader.releaseLock();
  }
  throw new ModelApiError('lost', CONNECTION_LOST);
}
