/**
 * A scriptable stand-in for Anthropic's Messages API, on loopback. It speaks
 * the streaming wire format (message_start, content_block_start, ping,
 * content_block_delta, content_block_stop, message_delta, message_stop) so
 * the AI SDK's anthropic provider can be tested end to end. The answer is
 * streamed as text_delta in a text block, or as input_json_delta in a
 * tool_use block when the request forces a tool (how the SDK asks older
 * models for JSON). Each request is recorded for the tests to read.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { listenHandler } from './loopback';

export interface AnthropicScript {
  /** What the model answers. */
  text?: string;
  /** Characters per delta; default 7. */
  chunkSize?: number;
  /** Stop after this many characters of the answer. */
  cutAfter?: number;
  /** How a cut answer ends: 'finish' sends message_delta and message_stop, 'end' ends the response, 'destroy' resets it. */
  cut?: 'finish' | 'end' | 'destroy';
  /** stop_reason of message_delta; default end_turn (tool_use when answering through a tool). */
  stopReason?: 'end_turn' | 'max_tokens' | 'tool_use';
  /** Answer with this HTTP status and an Anthropic error body instead. */
  status?: number;
  errorMessage?: string;
  /**
   * Refuse any request carrying a structured-output format (output_config.format)
   * with a 400 naming it, and keep this script for the next request.
   */
  refuseSchema?: boolean;
}

export interface AnthropicRequestBody {
  model?: string;
  max_tokens?: number;
  system?: unknown;
  messages?: Array<{ role: string; content: unknown }>;
  stream?: boolean;
  output_config?: { format?: { type?: string; schema?: Record<string, unknown> } };
  tools?: Array<{ name?: string; input_schema?: Record<string, unknown> }>;
  tool_choice?: { type?: string; name?: string };
  [key: string]: unknown;
}

export interface AnthropicRecord {
  path: string;
  headers: IncomingHttpHeaders;
  body: AnthropicRequestBody;
}

export interface AnthropicServer {
  /** http://127.0.0.1:PORT/v1, the provider's baseURL. */
  readonly baseURL: string;
  readonly requests: AnthropicRecord[];
  /** Scripts the next answers, one per request; the last one repeats. */
  script(...scripts: AnthropicScript[]): void;
  close(): Promise<void>;
}

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

async function readBody(req: IncomingMessage): Promise<AnthropicRequestBody> {
  const parts: Buffer[] = [];
  for await (const chunk of req) parts.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(parts).toString('utf8') || '{}') as AnthropicRequestBody;
  } catch {
    return {};
  }
}

function sendError(res: ServerResponse, status: number, message: string): void {
  const type = status === 401 ? 'authentication_error' : status === 429 ? 'rate_limit_error' : status >= 500 ? 'api_error' : 'invalid_request_error';
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ type: 'error', error: { type, message } }));
}

/** The tool a request forces, when it asks for its answer through one. */
function forcedTool(body: AnthropicRequestBody): string | undefined {
  const choice = body.tool_choice;
  if (choice?.type === 'tool' && choice.name) return choice.name;
  if (choice?.type === 'any' && body.tools?.length === 1) return body.tools[0]?.name;
  return undefined;
}

async function stream(res: ServerResponse, body: AnthropicRequestBody, script: AnthropicScript): Promise<void> {
  const text = script.text ?? '';
  const limit = Math.min(text.length, script.cutAfter ?? text.length);
  const size = Math.max(1, script.chunkSize ?? 7);
  const tool = forcedTool(body);
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', 'request-id': 'req_decksmith' });
  res.write(
    event('message_start', {
      type: 'message_start',
      message: {
        id: 'msg_decksmith',
        type: 'message',
        role: 'assistant',
        model: body.model ?? 'claude-test',
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: Math.ceil(JSON.stringify(body.messages ?? []).length / 4), output_tokens: 1 },
      },
    }),
  );
  const block = tool ? { type: 'tool_use', id: 'toolu_decksmith', name: tool, input: {} } : { type: 'text', text: '' };
  res.write(event('content_block_start', { type: 'content_block_start', index: 0, content_block: block }));
  res.write(event('ping', { type: 'ping' }));
  for (let at = 0; at < limit; at += size) {
    const piece = text.slice(at, Math.min(limit, at + size));
    const delta = tool ? { type: 'input_json_delta', partial_json: piece } : { type: 'text_delta', text: piece };
    if (res.destroyed) return;
    res.write(event('content_block_delta', { type: 'content_block_delta', index: 0, delta }));
  }
  const cut = script.cutAfter !== undefined ? (script.cut ?? 'end') : 'finish';
  if (cut === 'destroy') {
    await sleep(20); // let the written events reach the client first
    res.socket?.destroy();
    return;
  }
  if (cut === 'finish') {
    res.write(event('content_block_stop', { type: 'content_block_stop', index: 0 }));
    const stop = script.stopReason ?? (tool ? 'tool_use' : 'end_turn');
    res.write(
      event('message_delta', {
        type: 'message_delta',
        delta: { stop_reason: stop, stop_sequence: null },
        usage: { output_tokens: Math.ceil(limit / 4) },
      }),
    );
    res.write(event('message_stop', { type: 'message_stop' }));
  }
  res.end();
}

/** Starts the double on 127.0.0.1 with an ephemeral port. */
export async function startAnthropicServer(...initial: AnthropicScript[]): Promise<AnthropicServer> {
  const requests: AnthropicRecord[] = [];
  let queue: AnthropicScript[] = initial.length > 0 ? initial : [{ text: '{}' }];
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const body = await readBody(req);
    requests.push({ path, headers: req.headers, body });
    if (req.method !== 'POST' || path !== '/v1/messages') return sendError(res, 404, `Unknown path ${path}`);
    const next = queue[0] as AnthropicScript;
    if (next.refuseSchema && body.output_config?.format) {
      return sendError(res, 400, 'output_config.format: structured outputs are not supported for this model.');
    }
    const script = queue.length > 1 ? (queue.shift() as AnthropicScript) : next;
    if (script.status !== undefined) return sendError(res, script.status, script.errorMessage ?? 'Overloaded');
    await stream(res, body, script);
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
