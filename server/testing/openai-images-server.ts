/**
 * A scriptable stand-in for an OpenAI-compatible images API, on loopback.
 * It speaks POST /v1/images/generations as OpenAI does (Bearer auth, JSON
 * body checks, `{created, data:[{b64_json}|{url}]}` answers, OpenAI-style
 * error bodies), so the real image provider is tested over real HTTP: each
 * test says whether the next answer succeeds, fails with a status, comes
 * back malformed or never comes, and reads back the requests.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A 1x1 transparent PNG, base64: the smallest real image to answer with. */
export const TINY_PNG_B64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export interface ImagesScript {
  /** Fail with this HTTP status and an OpenAI-style error body. */
  status?: number;
  /** Never answer (until the client gives up or the server closes). */
  hang?: boolean;
  /** Answer 200 with this raw body instead of a generated one (malformed answers). */
  raw?: string;
}

export interface RecordedImagesRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface OpenAiImagesServer {
  /** url + '/v1', what a client takes as its base URL. */
  readonly baseURL: string;
  readonly requests: RecordedImagesRequest[];
  /** Scripts the next answers, one per request; the last one repeats. */
  script(...scripts: ImagesScript[]): void;
  close(): Promise<void>;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function errorBody(message: string, type: string, code: string | null = null) {
  return { error: { message, type, param: null, code } };
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const parts: Buffer[] = [];
  for await (const chunk of req) parts.push(chunk as Buffer);
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(parts).toString('utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** What is wrong with a generations body, as OpenAI would say it; undefined when it is fine. */
export function bodyProblem(body: Record<string, unknown>): string | undefined {
  if (typeof body.model !== 'string' || !body.model) return "'model' is required";
  if (typeof body.prompt !== 'string' || !body.prompt.trim()) return "'prompt' is required";
  if (body.n !== undefined && (!Number.isInteger(body.n) || (body.n as number) < 1 || (body.n as number) > 10)) return "'n' must be 1..10";
  if (body.size !== undefined && !/^\d+x\d+$/.test(String(body.size))) return "'size' must look like 1024x1024";
  if (body.response_format !== undefined && body.response_format !== 'b64_json' && body.response_format !== 'url') {
    return "'response_format' must be 'url' or 'b64_json'";
  }
  return undefined;
}

function answer(res: ServerResponse, body: Record<string, unknown>, url: string): void {
  const n = typeof body.n === 'number' ? body.n : 1;
  const item = body.response_format === 'url' ? { url: `${url}/files/image.png` } : { b64_json: TINY_PNG_B64 };
  sendJson(res, 200, { created: 1_700_000_000, data: Array.from({ length: n }, () => ({ ...item, revised_prompt: body.prompt })) });
}

interface DoubleState {
  apiKey?: string;
  requests: RecordedImagesRequest[];
  queue: ImagesScript[];
  url: string;
}

async function handle(state: DoubleState, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
  const body = await readBody(req);
  state.requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
  if (req.method !== 'POST' || path !== '/v1/images/generations') return sendJson(res, 404, errorBody(`Unknown path ${path}`, 'invalid_request_error'));
  if (state.apiKey && req.headers.authorization !== `Bearer ${state.apiKey}`) {
    return sendJson(res, 401, errorBody(`Incorrect API key provided: ${String(req.headers.authorization)}`, 'invalid_request_error', 'invalid_api_key'));
  }
  const script = state.queue.length > 1 ? (state.queue.shift() as ImagesScript) : (state.queue[0] as ImagesScript);
  if (script.hang) return; // the client's timeout or close() ends it
  // The error body echoes the key, as careless servers do: the provider must not pass it on.
  if (script.status !== undefined) return sendJson(res, script.status, errorBody(`Scripted failure (key ${state.apiKey ?? 'none'})`, 'server_error'));
  if (script.raw !== undefined) {
    res.writeHead(200, { 'content-type': 'application/json' });
    return void res.end(script.raw);
  }
  const problem = bodyProblem(body);
  if (problem) return sendJson(res, 400, errorBody(problem, 'invalid_request_error'));
  answer(res, body, state.url);
}

/**
 * Starts the double on 127.0.0.1 with an ephemeral port. With `apiKey`, a
 * request without `Authorization: Bearer <apiKey>` gets 401.
 */
export async function startOpenAiImagesServer(options: { apiKey?: string } = {}, ...initial: ImagesScript[]): Promise<OpenAiImagesServer> {
  const state: DoubleState = { apiKey: options.apiKey, requests: [], queue: initial.length ? initial : [{}], url: '' };
  const server = createServer((req, res) => {
    handle(state, req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseURL: `${state.url}/v1`,
    requests: state.requests,
    script: (...scripts) => {
      state.queue = scripts.length ? scripts : [{}];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
