import type { MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

export interface RateLimitOptions {
  /** Requests allowed per client in one window. */
  limit: number;
  windowMs?: number;
  /** Clock, injectable for tests. */
  now?: () => number;
}

/**
 * Fixed-window limit per client address. Generation is expensive, so one
 * client cannot starve the others; the answer says when to try again.
 */
export function rateLimit({ limit, windowMs = 60_000, now = Date.now }: RateLimitOptions): MiddlewareHandler {
  const windows = new Map<string, { start: number; count: number }>();
  return async (c, next) => {
    const key = clientKey(c);
    const t = now();
    let w = windows.get(key);
    if (!w || t - w.start >= windowMs) {
      w = { start: t, count: 0 };
      windows.set(key, w);
      if (windows.size > 10_000) prune(windows, t, windowMs);
    }
    w.count += 1;
    if (w.count > limit) {
      const retryAfter = Math.max(1, Math.ceil((w.start + windowMs - t) / 1000));
      c.header('Retry-After', String(retryAfter));
      return c.json({ error: `Too many requests: try again in ${retryAfter} s.` }, 429);
    }
    await next();
  };
}

function clientKey(c: Parameters<MiddlewareHandler>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not running on the Node adapter (app.request in tests): one shared bucket.
    return 'local';
  }
}

function prune(windows: Map<string, { start: number }>, t: number, windowMs: number): void {
  for (const [key, w] of windows) if (t - w.start >= windowMs) windows.delete(key);
}
