/**
 * The scripted model as an OpenAI-compatible chat server on loopback: it
 * answers the server's outline, content and slide-rewrite calls with the
 * script's deck (answers.ts, rewrites.ts), streamed as chat-completion SSE
 * chunks (or one JSON completion when the request does not stream), in the
 * wire format of the unit tests' double (openai-wire.ts). GET /calls says
 * which calls it answered, for tests that check a rewrite ran once.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Answer, tokens } from '../openai-wire';
import { contentAnswer, outlineAnswer } from './answers';
import { readCall, type Call } from './read-request';
import { RefusedEdit, rewrite } from './rewrites';

export interface OpenAiDoubleOptions {
  /** 0 (or unset): a free port. */
  port?: number;
  /** Pause before each streamed piece, in ms; default 0 (as fast as the client reads). */
  delayMs?: number;
  /** Characters per streamed piece; default 16. */
  chunkChars?: number;
}

export interface CallRecord {
  kind: Call['kind'];
  /** The rewrite's action, for edit calls. */
  action?: string;
}

export interface OpenAiDouble {
  readonly url: string;
  readonly baseURL: string;
  readonly calls: CallRecord[];
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const invalid = (message: string) => ({ error: { message, type: 'invalid_request_error', param: null, code: null } });

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const parts: Buffer[] = [];
  for await (const chunk of req) parts.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(parts).toString('utf8') || '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The answer's JSON text for a call, or an Error the request is refused with. */
function answerFor(call: Call): string | Error {
  try {
    if (call.kind === 'outline') return JSON.stringify(outlineAnswer(call));
    if (call.kind === 'content') return JSON.stringify(contentAnswer(call));
    if (call.kind === 'edit') return JSON.stringify({ slides: rewrite(call) });
    return new Error(`The scripted model double cannot answer this: ${call.why}.`);
  } catch (error) {
    if (error instanceof RefusedEdit) return error;
    throw error;
  }
}

async function stream(res: ServerResponse, model: string, text: string, opts: Required<Omit<OpenAiDoubleOptions, 'port'>>, withUsage: boolean): Promise<void> {
  const answer = new Answer(model, withUsage);
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' });
  res.write(answer.chunk({ role: 'assistant', content: '', refusal: null }, null));
  for (let i = 0; i < text.length; i += opts.chunkChars) {
    if (opts.delayMs > 0) await sleep(opts.delayMs);
    else if ((i / opts.chunkChars) % 64 === 63) await new Promise<void>((r) => setImmediate(r));
    if (res.destroyed) return;
    res.write(answer.chunk({ content: text.slice(i, i + opts.chunkChars) }, null));
  }
  res.write(answer.chunk({}, 'stop'));
  if (withUsage) res.write(answer.usage(100, tokens(text)));
  res.end('data: [DONE]\n\n');
}

function single(res: ServerResponse, model: string, text: string): void {
  sendJson(res, 200, {
    id: `chatcmpl-${Math.random().toString(36).slice(2, 12)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: text, refusal: null }, logprobs: null, finish_reason: 'stop' }],
    usage: { prompt_tokens: 100, completion_tokens: tokens(text), total_tokens: 100 + tokens(text) },
  });
}

async function handle(req: IncomingMessage, res: ServerResponse, calls: CallRecord[], opts: Required<Omit<OpenAiDoubleOptions, 'port'>>): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
  if (req.method === 'GET' && path === '/health') return sendJson(res, 200, { ok: true });
  if (req.method === 'GET' && path === '/calls') return sendJson(res, 200, calls);
  if (req.method === 'GET' && path === '/v1/models') {
    return sendJson(res, 200, { object: 'list', data: [{ id: 'scripted-writer', object: 'model', created: 0, owned_by: 'decksmith-test' }] });
  }
  if (req.method !== 'POST' || path !== '/v1/chat/completions') return sendJson(res, 404, invalid(`Unknown path ${path}`));
  const body = await readBody(req);
  const call = readCall(body);
  calls.push({ kind: call.kind, ...(call.kind === 'edit' ? { action: call.action } : {}) });
  const text = answerFor(call);
  if (text instanceof Error) return sendJson(res, 400, invalid(text.message));
  const model = typeof body.model === 'string' ? body.model : 'scripted-writer';
  if (body.stream !== true) return single(res, model, text);
  const usage = (body.stream_options as { include_usage?: boolean } | undefined)?.include_usage === true;
  await stream(res, model, text, opts, usage);
}

/** Starts the scripted model on 127.0.0.1. */
export async function startOpenAiDouble(options: OpenAiDoubleOptions = {}): Promise<OpenAiDouble> {
  const opts = { delayMs: options.delayMs ?? 0, chunkChars: Math.max(1, options.chunkChars ?? 16) };
  const calls: CallRecord[] = [];
  const server = createServer((req, res) => {
    handle(req, res, calls, opts).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { message: String(error), type: 'server_error', param: null, code: null } });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    baseURL: `${url}/v1`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
