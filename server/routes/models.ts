/**
 * The local-model calls (mounted at /api/models): the catalogue with what
 * is installed, a download streamed as NDJSON progress lines, and removal.
 * Clients name a catalogue model; no path from a request ever reaches the
 * file system. Closing the request (the app's Cancel) stops the download
 * and keeps its .part, so pulling again resumes it.
 */
import { Hono } from 'hono';
import { NDJSON_CONTENT_TYPE } from '../../src/protocol/lines';
import { modelNameSchema, pullRequestSchema, type ModelList, type PullLine } from '../../src/protocol/models';
import { jsonOnly } from '../http/request-guard';
import { readJson } from '../http/validate';
import { CATALOGUE, findModel, unknownModelMessage, type CatalogueModel } from '../models/catalogue';
import { DownloadError, type StatFs } from '../models/download';
import { catalogueStatus, pullModel, removeModel } from '../models/store';

export interface ModelRouteOptions {
  dir: string;
  catalogue?: readonly CatalogueModel[];
  /** The server's writer, for the list ('local', 'builtin'...); read at each request, as it may change. */
  writer?: string | (() => string);
  /** The catalogue name of the model the local writer has loaded, when known. */
  inUse?: () => string | null;
  statfs?: StatFs;
  fetch?: typeof fetch;
  /** Least time between two progress lines. */
  progressEveryMs?: number;
}

const PULL_FAILED = 'The download failed on the server.';

function encode(line: PullLine): Uint8Array {
  return new TextEncoder().encode(`${JSON.stringify(line)}\n`);
}

/** The download as an NDJSON stream that always ends with `done` or one `error` line. */
function pullStream(name: string, opts: ModelRouteOptions, requestSignal: AbortSignal): Response {
  const work = new AbortController();
  requestSignal.addEventListener('abort', () => work.abort(), { once: true });
  // Set by finish() and by cancel() (the client went away): nothing is written to a closed stream.
  let closed = false;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (line: PullLine) => {
        if (!closed) controller.enqueue(encode(line));
      };
      const finish = (line?: PullLine) => {
        if (closed) return;
        if (line) send(line);
        closed = true;
        controller.close();
      };
      pullModel(name, {
        dir: opts.dir,
        catalogue: opts.catalogue,
        signal: work.signal,
        statfs: opts.statfs,
        fetch: opts.fetch,
        progressEveryMs: opts.progressEveryMs ?? 250,
        onProgress: (p) => send({ type: 'progress', ...p }),
        onVerifying: () => send({ type: 'verifying' }),
      }).then(
        (result) => {
          if (result.already) send({ type: 'progress', done: result.model.bytes, total: result.model.bytes, bytesPerSecond: 0, secondsLeft: 0 });
          finish({ type: 'done', name });
        },
        (error: unknown) => {
          if (work.signal.aborted) return finish();
          if (!(error instanceof DownloadError)) console.error('[models]', error);
          finish({ type: 'error', message: error instanceof DownloadError ? error.message : PULL_FAILED });
        },
      );
    },
    cancel() {
      closed = true;
      work.abort();
    },
  });
  return new Response(stream, {
    headers: { 'content-type': NDJSON_CONTENT_TYPE, 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' },
  });
}

export function modelRoutes(opts: ModelRouteOptions): Hono {
  const catalogue = opts.catalogue ?? CATALOGUE;
  const app = new Hono();

  app.get('/', async (c) => {
    const status = await catalogueStatus(opts.dir, catalogue);
    const body: ModelList = {
      models: status.map(({ model, installed, partialBytes }) => ({
        name: model.name,
        title: model.title,
        bytes: model.bytes,
        licence: model.licence,
        suits: model.suits,
        ramGb: model.ramGb,
        installed,
        partialBytes,
      })),
      inUse: opts.inUse?.() ?? null,
      writer: (typeof opts.writer === 'function' ? opts.writer() : opts.writer) ?? null,
    };
    return c.json(body);
  });

  app.post('/pull', jsonOnly(), async (c) => {
    const parsed = await readJson(c, pullRequestSchema);
    if (!parsed.ok) return parsed.response;
    const { name } = parsed.data;
    if (!findModel(name, catalogue)) return c.json({ error: unknownModelMessage(name, catalogue) }, 400);
    return pullStream(name, { ...opts, catalogue }, c.req.raw.signal);
  });

  app.delete('/:name', async (c) => {
    const parsed = modelNameSchema.safeParse(c.req.param('name'));
    if (!parsed.success || !findModel(parsed.data, catalogue)) return c.json({ error: unknownModelMessage(c.req.param('name'), catalogue) }, 404);
    try {
      const { removed } = await removeModel(parsed.data, { dir: opts.dir, catalogue });
      return c.json({ removed });
    } catch (error) {
      if (error instanceof DownloadError) return c.json({ error: error.message }, 409);
      throw error;
    }
  });

  return app;
}
