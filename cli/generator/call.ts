/**
 * One generation call answered by the server's routes in this process: the
 * request body goes in as JSON, the NDJSON answer comes back through the
 * protocol's incremental parser, event by event, exactly as the app's
 * client reads it. A refusal (400 and the like) becomes the app's text.
 */
import type { Hono } from 'hono';
import { createLineParser, type ParseEvent } from '../../src/protocol/parser';
import { CliError } from '../errors';

export type CallPath = '/generate-outline-test' | '/generate-content-test';

/** Turns a refused call into the app's message for it (outlineHttpError, contentApiError). */
export type RefusalText = (status: number, statusText: string, body: string) => string;

/**
 * POSTs `body` to `path` of the routes and hands each parse event to
 * `onEvent` as the stream is read; resolves when the stream has ended. When
 * `onEvent` throws, the stream is cancelled and the error passed on.
 * @throws CliError when the routes refuse the request.
 */
export async function callStream(
  routes: Hono,
  path: CallPath,
  body: unknown,
  onEvent: (event: ParseEvent) => void,
  refusal: RefusalText,
  signal?: AbortSignal,
): Promise<void> {
  const response = await routes.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok || response.body === null) {
    throw new CliError(refusal(response.status, response.statusText, await response.text()));
  }
  const parser = createLineParser();
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const event of parser.push(value)) onEvent(event);
    }
  } catch (error) {
    // onEvent stopped the call (an error line): stop the producer too.
    await reader.cancel().catch(() => undefined);
    throw error;
  }
  for (const event of parser.end()) onEvent(event);
}
