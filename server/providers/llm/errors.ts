/**
 * Turns what the AI SDK throws into messages a user can act on, without
 * leaking keys: HTTP statuses get a plain explanation and the variable to
 * check, connection failures name the server, and anything echoed from the
 * provider is redacted and shortened.
 */
import { APICallError, RetryError } from 'ai';

export type AiSdkKind = 'openai-compatible' | 'openai' | 'anthropic';

export interface ErrorContext {
  kind: AiSdkKind;
  model: string;
  baseURL?: string;
  /** Values never to show (the API key). */
  secrets: readonly string[];
}

const KEY_VARIABLE: Record<AiSdkKind, string> = {
  'openai-compatible': 'LLM_API_KEY',
  openai: 'OPENAI_API_KEY',
  anthropic: 'ANTHROPIC_API_KEY',
};

const NETWORK_CODES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ConnectionRefused: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found',
  ETIMEDOUT: 'the connection timed out',
  ECONNRESET: 'the connection was reset',
  EHOSTUNREACH: 'the host is unreachable',
  UND_ERR_SOCKET: 'the server closed the connection',
};

const NETWORK_HINTS: Record<string, string> = {
  'connection refused': ' Is the server running, and is the address right?',
  'host not found': ' Check the address and the network.',
};

/** Removes secrets and anything that looks like a key from provider text. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join('[redacted]');
  return out
    .replace(/\b(sk|pk|rk)-[A-Za-z0-9_*-]{6,}/g, '[redacted]')
    .replace(/Bearer\s+\S+/gi, 'Bearer [redacted]')
    .replace(/([?&](?:key|api_key|token)=)[^&\s]+/gi, '$1[redacted]');
}

function origin(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** "OpenAI", "Anthropic" or "the LLM server at http://host:port". */
export function serviceLabel(ctx: ErrorContext): string {
  if (ctx.kind === 'openai') return ctx.baseURL ? `The OpenAI API at ${origin(ctx.baseURL)}` : 'OpenAI';
  if (ctx.kind === 'anthropic') return ctx.baseURL ? `The Anthropic API at ${origin(ctx.baseURL)}` : 'Anthropic';
  return `The LLM server at ${origin(ctx.baseURL) ?? 'LLM_BASE_URL'}`;
}

function detailOf(error: APICallError, ctx: ErrorContext): string {
  const raw = error.message.replace(/\s+/g, ' ').trim().replace(/\.$/, '');
  if (!raw || /^(Bad Request|Not Found|Internal Server Error|Unauthorized)$/i.test(raw)) return '';
  const clean = redact(raw, ctx.secrets);
  return `: ${clean.length > 200 ? `${clean.slice(0, 200)}...` : clean}`;
}

function networkReason(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && NETWORK_CODES[code]) return NETWORK_CODES[code];
    current = current.cause;
  }
  return undefined;
}

function httpMessage(error: APICallError, status: number, ctx: ErrorContext): string {
  const who = serviceLabel(ctx);
  const keyVar = KEY_VARIABLE[ctx.kind];
  if (status === 401 || status === 403) {
    return `${who} rejected the API key (HTTP ${status}). Check ${keyVar}.`;
  }
  if (status === 404) {
    const hint = ctx.kind === 'openai-compatible' ? ' and LLM_BASE_URL (it usually ends in /v1)' : '';
    return `${who} does not know the model "${ctx.model}" (HTTP 404${detailOf(error, ctx)}). Check LLM_MODEL${hint}.`;
  }
  if (status === 429) {
    return `${who} is rate-limiting requests or the account is out of quota (HTTP 429). Wait a moment and try again.`;
  }
  if (status >= 500) {
    return `${who} failed with an internal error (HTTP ${status}${detailOf(error, ctx)}). Try again in a moment.`;
  }
  return `${who} refused the request (HTTP ${status}${detailOf(error, ctx)}).`;
}

/** Why a stream that had started stopped (for "the answer ended early" messages). */
export function interruptionReason(error: unknown): string {
  const network = networkReason(error);
  if (network) return network;
  if (error instanceof Error && /without a finish reason/i.test(error.message)) return 'the server ended the stream unfinished';
  return 'the connection was lost';
}

/** A user-facing Error for anything a model call threw. */
export function toUserError(error: unknown, ctx: ErrorContext): Error {
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(cause) && cause.statusCode !== undefined && cause.statusCode >= 400) {
    return new Error(httpMessage(cause, cause.statusCode, ctx), { cause });
  }
  const reason = networkReason(cause);
  if (reason) {
    const who = serviceLabel(ctx).replace(/^The /, 'the ');
    return new Error(`Could not connect to ${who}: ${reason}.${NETWORK_HINTS[reason] ?? ''}`, { cause });
  }
  const message = cause instanceof Error ? cause.message : String(cause);
  return new Error(`The request to ${serviceLabel(ctx).replace(/^The /, 'the ')} failed: ${redact(message, ctx.secrets)}`, {
    cause,
  });
}

/** The error a provider throws when its signal aborts. */
export function abortError(signal: AbortSignal): Error {
  if (signal.reason instanceof Error) return signal.reason;
  const error = new Error('The generation was cancelled.');
  error.name = 'AbortError';
  return error;
}
