/**
 * What a user is told when a provider call fails, and what the operator's
 * log keeps. Provider errors carry the server's internal addresses (the
 * LLM_BASE_URL of a model on the private network, an image service), the
 * upstream's own error body and sometimes a stack; the person in the browser
 * needs the kind of problem and whether trying again may help, not those.
 * The whole error goes to the server log, once, with a request tag; the
 * message shown keeps the kind of problem and the HTTP status and drops
 * every address, the upstream's words and the names of server variables.
 */

export interface PublicErrorContext {
  /** Tag of the log line: '[generate]', '[images]'. */
  tag: string;
  /** Shown when nothing of the error can be shown safely. */
  fallback: string;
  /** Exact values never to show (API keys, base URLs from the environment). */
  secrets?: readonly string[];
  /** Where the detail goes; console.warn by default (injectable for tests). */
  log?: (line: string) => void;
}

/** Longest message shown; past it a message is a dump, not an explanation. */
export const MAX_PUBLIC_MESSAGE = 300;

const SERVER_VARIABLE = /\b(?:LLM|IMAGE|OPENAI|ANTHROPIC)_[A-Z_]+\b/;

/**
 * The message with every internal detail taken out: the given secrets,
 * URLs, host:port pairs and IP addresses become "the service", an
 * upstream's text after an HTTP status is dropped, and a sentence telling
 * the operator which variable to check is cut (a user cannot act on it).
 */
export function scrubMessage(message: string, secrets: readonly string[] = []): string {
  let out = message.split('\n')[0] ?? '';
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join('the service');
  out = out
    // "(HTTP 500: upstream said ...)" -> "(HTTP 500)": the upstream's body is its business.
    .replace(/\(HTTP (\d{3})[^)]*\)/g, '(HTTP $1)')
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>()]+/gi, 'the service')
    .replace(/\b(?:\d{1,3}\.){3}\d{1,3}(?::\d+)?\b/g, 'the service')
    .replace(/\[[0-9a-f:]+\](?::\d+)?/gi, 'the service')
    .replace(/\b(?:localhost|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:local|internal|lan|home|corp))(?::\d+)?\b/gi, 'the service')
    .replace(/\b(sk|pk|rk)-[A-Za-z0-9_*-]{6,}/g, '[redacted]')
    .replace(/Bearer\s+\S+/gi, 'Bearer [redacted]');
  // Operator hints ("Check LLM_MODEL and LLM_BASE_URL (...)") name server settings: drop those sentences.
  out = out
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !SERVER_VARIABLE.test(sentence))
    .join(' ')
    // "the LLM server at the service" reads as "the LLM server".
    .replace(/ at the service\b/g, '')
    .trim();
  return out.length > MAX_PUBLIC_MESSAGE ? `${out.slice(0, MAX_PUBLIC_MESSAGE - 1).trimEnd()}…` : out;
}

function detailOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const parts = [`${error.name}: ${error.message}`];
  for (let cause = error.cause, depth = 0; cause !== undefined && depth < 3; depth++) {
    parts.push(cause instanceof Error ? `caused by ${cause.name}: ${cause.message}` : `caused by ${String(cause)}`);
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  return parts.join(' | ').replace(/\s+/g, ' ');
}

/**
 * The text to show for `error`, with its full detail written to the log.
 * An error whose message is all internal detail falls back to `fallback`.
 */
export function publicErrorMessage(error: unknown, ctx: PublicErrorContext): string {
  (ctx.log ?? console.warn)(`${ctx.tag} ${detailOf(error)}`);
  const message = error instanceof Error ? error.message : '';
  const shown = scrubMessage(message, ctx.secrets);
  return /[a-z]{3}/i.test(shown.replace(/the service/gi, '')) ? shown : ctx.fallback;
}

/** The values of the server's environment that must never reach a page: keys and base URLs. */
export function secretsOf(env: Partial<Record<string, unknown>>): string[] {
  const names = ['LLM_BASE_URL', 'LLM_API_KEY', 'OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'IMAGE_BASE_URL', 'IMAGE_API_KEY'];
  const out: string[] = [];
  for (const name of names) {
    const value = env[name];
    if (typeof value !== 'string' || value.trim() === '') continue;
    out.push(value.trim());
    // A base URL is also shown by its origin alone ("The LLM server at http://10.0.0.5:11434").
    if (name.endsWith('_URL')) {
      try {
        out.push(new URL(value).origin, new URL(value).host);
      } catch {
        // Not a URL: the value itself is enough.
      }
    }
  }
  return out.sort((a, b) => b.length - a.length);
}
