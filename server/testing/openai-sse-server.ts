/**
 * A scriptable stand-in for an OpenAI-compatible chat server, on loopback.
 * It speaks the chat-completions wire format (SSE chunks when `stream` is
 * true, one JSON answer otherwise), so the real AI SDK providers can be tested
 * end to end: each test scripts what the "model" says, how fast, whether it
 * fails with an HTTP status or stops half-way, and reads back the requests.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ModelScript } from './openai-script';
import { Answer, deltasOf, errorBodyFor, tokens } from './openai-wire';

export type { ModelScript } from './openai-script';

export interface ChatRequestBody {
  model?: string;
  messages?: Array<{ role: string; content: unknown }>;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  [key: string]: unknown;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: ChatRequestBody;
  /** Characters of the answer written so far. */
  charsSent: number;
  /** The whole scripted answer was written. */
  completed: boolean;
  /** The script reset the connection ('destroy' cut). */
  cutByServer: boolean;
  /** The client closed the connection before the answer was complete. */
  closedByClient: boolean;
  /** Resolves when the response is over, however it ended. */
  closed: Promise<void>;
}

export interface OpenAiSseServer {
  /** http://127.0.0.1:PORT */
  readonly url: string;
  /** url + '/v1', what a client takes as its base URL. */
  readonly baseURL: string;
  readonly requests: RecordedRequest[];
  /** Scripts the next answers, one per request; the last one repeats. */
  script(...scripts: ModelScript[]): void;
  /** Resolves when an answer is held at `holdAfterChars`. */
  held(): Promise<void>;
  /** Lets held answers continue. */
  release(): void;
  close(): Promise<void>;
}

interface Gate {
  promise: Promise<void>;
  resolve: () => void;
}

function gate(): Gate {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const tick = () => new Promise<void>((r) => setImmediate(r));
/** Deltas written between turns of the event loop when a script has no delay. */
const BURST = 64;

/** Resolves when the response can take more, or has closed. */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

async function readBody(req: IncomingMessage): Promise<ChatRequestBody> {
  const parts: Buffer[] = [];
  for await (const chunk of req) parts.push(chunk as Buffer);
  const raw = Buffer.concat(parts).toString('utf8');
  if (!raw) return {};
  try {
    return JSON.parse(raw) as ChatRequestBody;
  } catch {
    return { invalid: raw };
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const DEFAULT_SCRIPT: ModelScript = { text: '{}' };

/** The server's state and request handling; startOpenAiSseServer wraps it. */
class ChatDouble {
  readonly requests: RecordedRequest[] = [];
  private queue: ModelScript[];
  private releaseGate = gate();
  private holdGate = gate();

  constructor(initial: ModelScript[]) {
    this.queue = initial.length > 0 ? initial : [DEFAULT_SCRIPT];
  }

  script(scripts: ModelScript[]): void {
    this.queue = scripts.length > 0 ? scripts : [DEFAULT_SCRIPT];
    this.releaseGate = gate();
    this.holdGate = gate();
  }

  held(): Promise<void> {
    return this.holdGate.promise;
  }

  release(): void {
    this.releaseGate.resolve();
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const record = await this.record(req, res);
    if (req.method === 'GET' && record.path === '/v1/models') {
      return sendJson(res, 200, {
        object: 'list',
        data: [{ id: 'test-model', object: 'model', created: 0, owned_by: 'decksmith-test' }],
      });
    }
    if (req.method !== 'POST' || record.path !== '/v1/chat/completions') {
      return sendJson(res, 404, {
        error: { message: `Unknown path ${record.path}`, type: 'invalid_request_error', param: null, code: null },
      });
    }
    const next = this.queue[0] as ModelScript;
    const format = record.body.response_format as { type?: string } | undefined;
    if (next.refuseSchema && format?.type === 'json_schema') {
      return sendJson(res, 400, {
        error: { message: "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.", type: 'invalid_request_error', param: 'response_format', code: null },
      });
    }
    const script = this.queue.length > 1 ? (this.queue.shift() as ModelScript) : next;
    if (script.status !== undefined) {
      return sendJson(res, script.status, script.errorBody ?? errorBodyFor(script.status, req, record.body.model ?? ''));
    }
    if (record.body.stream === true) return this.stream(res, record, script);
    this.single(res, record, script);
  }

  private async record(req: IncomingMessage, res: ServerResponse): Promise<RecordedRequest> {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const body = await readBody(req);
    const closed = new Promise<void>((resolve) => res.on('close', () => resolve()));
    const record: RecordedRequest = {
      method: req.method ?? 'GET',
      path,
      headers: req.headers,
      body,
      closed,
      charsSent: 0,
      completed: false,
      cutByServer: false,
      closedByClient: false,
    };
    res.on('close', () => {
      if (!res.writableFinished && !record.cutByServer) record.closedByClient = true;
    });
    this.requests.push(record);
    return record;
  }

  private async stream(res: ServerResponse, record: RecordedRequest, script: ModelScript): Promise<void> {
    const answer = new Answer(record.body.model ?? 'test-model', record.body.stream_options?.include_usage === true);
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    res.write(answer.chunk({ role: 'assistant', content: '', refusal: null }, null));
    let held = false;
    let written = 0;
    for (const delta of script.stream ? script.stream() : deltasOf(script)) {
      if (script.delayMs) await sleep(script.delayMs);
      else if (++written % BURST === 0) await tick();
      if (res.destroyed) return;
      // Backpressure: an endless answer waits for a slow reader instead of filling memory.
      if (!res.write(answer.chunk({ content: delta }, null))) await drained(res);
      record.charsSent += delta.length;
      if (!held && script.holdAfterChars !== undefined && record.charsSent >= script.holdAfterChars) {
        held = true;
        this.holdGate.resolve();
        await this.releaseGate.promise;
        if (res.destroyed) return;
      }
    }
    await this.endStream(res, record, script, answer);
  }

  private async endStream(res: ServerResponse, record: RecordedRequest, script: ModelScript, answer: Answer): Promise<void> {
    const cut = script.cutAfter !== undefined ? (script.cut ?? 'end') : 'finish';
    if (cut === 'destroy') {
      await sleep(20); // let the written chunks reach the client first
      record.cutByServer = true;
      res.socket?.destroy();
      return;
    }
    if (cut === 'finish') {
      res.write(answer.chunk({}, script.finishReason ?? 'stop'));
      if (answer.withUsage)
        res.write(answer.usage(tokens(JSON.stringify(record.body.messages ?? [])), Math.ceil(record.charsSent / 4)));
      res.write('data: [DONE]\n\n');
    }
    record.completed = script.cutAfter === undefined;
    res.end();
  }

  private single(res: ServerResponse, record: RecordedRequest, script: ModelScript): void {
    const content = deltasOf(script).join('');
    record.charsSent = content.length;
    record.completed = true;
    const prompt = tokens(JSON.stringify(record.body.messages ?? []));
    const message = { role: 'assistant', content, refusal: null };
    sendJson(res, 200, {
      id: `chatcmpl-${Math.random().toString(36).slice(2, 12)}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: record.body.model ?? 'test-model',
      choices: [{ index: 0, message, logprobs: null, finish_reason: script.finishReason ?? 'stop' }],
      usage: { prompt_tokens: prompt, completion_tokens: tokens(content), total_tokens: prompt + tokens(content) },
    });
  }
}

/** Starts the double on 127.0.0.1 with an ephemeral port; `initial` scripts the first answers. */
export async function startOpenAiSseServer(...initial: ModelScript[]): Promise<OpenAiSseServer> {
  const double = new ChatDouble(initial);
  const server = createServer((req, res) => {
    double.handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    baseURL: `${url}/v1`,
    requests: double.requests,
    script: (...scripts) => double.script(scripts),
    held: () => double.held(),
    release: () => double.release(),
    close: () =>
      new Promise<void>((resolve) => {
        double.release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
