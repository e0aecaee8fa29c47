import { parseStream } from '../../protocol/parser';

/** One call as the console lists it (an API call log entry, plus health checks). */
export interface ConsoleEntry {
  id: number;
  timestamp: number;
  type: 'health' | 'outline';
  method: 'GET' | 'POST';
  endpoint: string;
  /** HTTP status, or 'failed' when no answer came back. */
  status: number | 'failed';
  responseTimeMs: number;
  details: string;
}

/** The console keeps only the latest 50 entries in memory, like the API call log. */
export const CONSOLE_LIMIT = 50;
const TIMEOUT_MS = 60_000;

/** Newest first, at most `limit`. */
export function addEntry(list: readonly ConsoleEntry[], entry: ConsoleEntry, limit = CONSOLE_LIMIT): ConsoleEntry[] {
  return [entry, ...list].slice(0, limit);
}

type CallResult = Omit<ConsoleEntry, 'id' | 'timestamp'>;

function failed(base: Pick<CallResult, 'type' | 'method' | 'endpoint'>, started: number, err: unknown): CallResult {
  const reason = err instanceof Error && err.name === 'TimeoutError' ? 'timed out' : err instanceof Error ? err.message : String(err);
  return { ...base, status: 'failed', responseTimeMs: performance.now() - started, details: `No answer: ${reason}` };
}

/** GET /api/health, timed. */
export async function callHealth(): Promise<CallResult> {
  const base = { type: 'health', method: 'GET', endpoint: '/api/health' } as const;
  const started = performance.now();
  try {
    const res = await fetch(base.endpoint, { signal: AbortSignal.timeout(TIMEOUT_MS), cache: 'no-store' });
    const body = await res.text();
    return { ...base, status: res.status, responseTimeMs: performance.now() - started, details: body.slice(0, 200) };
  } catch (err) {
    return failed(base, started, err);
  }
}

/**
 * POST /api/ppt/generate-outline-test for a small deck, reading the NDJSON
 * stream to its end; the time is until the last line arrived.
 */
export async function callOutline(topic: string, slides = 3): Promise<CallResult> {
  const base = { type: 'outline', method: 'POST', endpoint: '/api/ppt/generate-outline-test' } as const;
  const started = performance.now();
  try {
    const res = await fetch(base.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ input_text: topic, number_of_slides: slides }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok || !res.body) {
      return { ...base, status: res.status, responseTimeMs: performance.now() - started, details: (await res.text()).slice(0, 200) };
    }
    const counts = new Map<string, number>();
    let firstLineMs: number | null = null;
    await parseStream(res.body, (events) => {
      for (const event of events) {
        firstLineMs ??= performance.now() - started;
        const kind = event.kind === 'line' ? event.line.type : event.kind;
        counts.set(kind, (counts.get(kind) ?? 0) + 1);
      }
    });
    const summary = [...counts].map(([k, n]) => (n > 1 ? `${n} × ${k}` : k)).join(', ');
    const first = firstLineMs === null ? '' : `; first line after ${Math.round(firstLineMs)} ms`;
    return { ...base, status: res.status, responseTimeMs: performance.now() - started, details: `${summary}${first}` };
  } catch (err) {
    return failed(base, started, err);
  }
}
