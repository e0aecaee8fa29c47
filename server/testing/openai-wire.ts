/**
 * The OpenAI chat-completions wire format, as the test double writes it:
 * stream chunks, the usage chunk, whole completions and error bodies.
 */
import type { IncomingMessage } from 'node:http';
import type { ModelScript } from './openai-script';

/** Rough token count, for usage fields. */
export const tokens = (text: string) => Math.ceil(text.length / 4);

/** The deltas a script streams, already cut at `cutAfter`. */
export function deltasOf(script: ModelScript): string[] {
  const text = script.chunks ? script.chunks.join('') : (script.text ?? '');
  const limit = script.cutAfter ?? text.length;
  const size = Math.max(1, script.chunkSize ?? 5);
  const pieces =
    script.chunks ?? Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size));
  const out: string[] = [];
  let used = 0;
  for (const piece of pieces) {
    if (used >= limit) break;
    out.push(piece.slice(0, limit - used));
    used += piece.length;
  }
  return out.filter((p) => p.length > 0);
}

/** An OpenAI-style error body for a status. */
export function errorBodyFor(status: number, req: IncomingMessage, model: string): unknown {
  const messages: Record<number, [string, string]> = {
    401: [`Incorrect API key provided: ${req.headers.authorization ?? '(none)'}.`, 'invalid_api_key'],
    404: [`The model \`${model}\` does not exist or you do not have access to it.`, 'model_not_found'],
    429: ['Rate limit reached for requests.', 'rate_limit_exceeded'],
  };
  const [message, code] = messages[status] ?? ['The server had an error while processing your request.', 'server_error'];
  return { error: { message, type: status === 429 ? 'requests' : 'invalid_request_error', param: null, code } };
}

/** One answer's chunks, sharing an id and a creation time. */
export class Answer {
  readonly id = `chatcmpl-${Math.random().toString(36).slice(2, 12)}`;
  readonly created = Math.floor(Date.now() / 1000);

  constructor(
    readonly model: string,
    readonly withUsage: boolean,
  ) {}

  chunk(delta: Record<string, unknown>, finishReason: string | null): string {
    const body: Record<string, unknown> = {
      id: this.id,
      object: 'chat.completion.chunk',
      created: this.created,
      model: this.model,
      system_fingerprint: 'fp_decksmith',
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
    };
    if (this.withUsage) body.usage = null;
    return `data: ${JSON.stringify(body)}\n\n`;
  }

  usage(prompt: number, completion: number): string {
    const usage = { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
    const body = { id: this.id, object: 'chat.completion.chunk', created: this.created, model: this.model, choices: [], usage };
    return `data: ${JSON.stringify(body)}\n\n`;
  }
}
