/**
 * A scriptable stand-in for Ollama's OpenAI-compatible endpoint
 * (/v1/chat/completions), on loopback, as Ollama writes it: every chunk
 * repeats the assistant role, the fingerprint is fp_ollama, the last chunk
 * carries the finish reason, a usage chunk follows when asked for, then
 * [DONE]. An unknown model is a 404 "not found, try pulling it first". A
 * script can play an Ollama too old for response_format json_schema, which
 * answers such a request with a 400. Requests are recorded for the tests.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listenHandler } from './loopback';

export interface OllamaScript {
  text?: string;
  /** Characters per delta; default 6. */
  chunkSize?: number;
  /** Stop after this many characters; the stream then ends without a finish reason. */
  cutAfter?: number;
  /** finish_reason of the last chunk; default stop. */
  finishReason?: 'stop' | 'length';
  /** Answer a request carrying response_format json_schema with a 400, keeping this script for the next one. */
  refuseSchema?: boolean;
}

export interface OllamaRequestBody {
  model?: string;
  messages?: Array<{ role: string; content: unknown }>;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  max_tokens?: number;
  response_format?: { type?: string; json_schema?: { name?: string; strict?: boolean; schema?: Record<string, unknown> } };
  [key: string]: unknown;
}

export interface OllamaServer {
  /** http://127.0.0.1:PORT/v1, what LLM_BASE_URL is for Ollama. */
  readonly baseURL: string;
  readonly requests: OllamaRequestBody[];
  script(...scripts: OllamaScript[]): void;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<OllamaRequestBody> {
  const parts: Buffer[] = [];
  for await (const chunk of req) parts.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(parts).toString('utf8') || '{}') as OllamaRequestBody;
  } catch {
    return {};
  }
}

function sendError(res: ServerResponse, status: number, message: string, type: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { message, type, param: null, code: null } }));
}

function stream(res: ServerResponse, body: OllamaRequestBody, script: OllamaScript): void {
  const model = body.model ?? 'llama3.2';
  const created = Math.floor(Date.now() / 1000);
  const chunk = (content: string, finish: string | null) =>
    `data: ${JSON.stringify({
      id: 'chatcmpl-417',
      object: 'chat.completion.chunk',
      created,
      model,
      system_fingerprint: 'fp_ollama',
      choices: [{ index: 0, delta: { role: 'assistant', content }, finish_reason: finish }],
    })}\n\n`;
  const text = script.text ?? '';
  const limit = Math.min(text.length, script.cutAfter ?? text.length);
  const size = Math.max(1, script.chunkSize ?? 6);
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  for (let at = 0; at < limit; at += size) res.write(chunk(text.slice(at, Math.min(limit, at + size)), null));
  if (script.cutAfter !== undefined) return void res.end();
  res.write(chunk('', script.finishReason ?? 'stop'));
  if (body.stream_options?.include_usage) {
    const usage = { prompt_tokens: 100, completion_tokens: Math.ceil(limit / 4), total_tokens: 100 + Math.ceil(limit / 4) };
    res.write(`data: ${JSON.stringify({ id: 'chatcmpl-417', object: 'chat.completion.chunk', created, model, system_fingerprint: 'fp_ollama', choices: [], usage })}\n\n`);
  }
  res.write('data: [DONE]\n\n');
  res.end();
}

/** Starts the double on 127.0.0.1 with an ephemeral port, serving `models` (pulled model names). */
export async function startOllamaServer(models: string[] = ['llama3.2']): Promise<OllamaServer> {
  const requests: OllamaRequestBody[] = [];
  let queue: OllamaScript[] = [{ text: '{}' }];
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    if (req.method !== 'POST' || path !== '/v1/chat/completions') return sendError(res, 404, '404 page not found', 'api_error');
    const body = await readBody(req);
    requests.push(body);
    if (!models.includes(body.model ?? '')) {
      return sendError(res, 404, `model "${body.model ?? ''}" not found, try pulling it first`, 'api_error');
    }
    const next = queue[0] as OllamaScript;
    if (next.refuseSchema && body.response_format?.type === 'json_schema') {
      return sendError(res, 400, "invalid response_format type 'json_schema'", 'invalid_request_error');
    }
    stream(res, body, queue.length > 1 ? (queue.shift() as OllamaScript) : next);
  };
  const server = await listenHandler(handle);
  return {
    baseURL: `${server.url}/v1`,
    requests,
    script: (...scripts) => {
      queue = scripts.length > 0 ? scripts : [{ text: '{}' }];
    },
    close: server.close,
  };
}
