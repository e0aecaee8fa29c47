import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR } from '../core/errors';
import { apiCallLogEntrySchema, type ApiCallLogEntry } from '../core/schemas/telemetry';
import type { ParseEvent } from '../protocol/parser';
import { LOG_PROMPT_MAX, truncatePrompt } from './call-log';
import { createApiClient } from './client';
import type { Clock } from '../lib/clock';
import { CONTENT_CACHE_MS } from './content';
import { countingFetch, linesOf, scriptedFetch, settle, startBuiltinServer, type TestServer } from '../../tests/helpers/generation-server';

let server: TestServer;
beforeAll(async () => {
  server = await startBuiltinServer();
});
afterAll(() => server.close());

const outlineBody = { input_text: 'Coral reefs', number_of_slides: 5 };
const contentBody = {
  presentation_title: 'Coral reefs',
  topics_array: JSON.stringify([{ topic_id: 'topic_1', heading: 'What reefs are' }]),
  number_of_slides: 2,
};

/** A clock whose `now` the test sets; timers stay real (the HTTP layer uses its own). */
function manualNow(start = 1_000_000): Clock & { t: number } {
  const clock = {
    t: start,
    now: () => clock.t,
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
  };
  return clock;
}

function collector() {
  const events: ParseEvent[] = [];
  return { events, onEvents: (batch: ParseEvent[]) => void events.push(...batch) };
}

describe('coalescing identical requests in flight', () => {
  it('sends one HTTP request for two identical concurrent outline calls; both get every event', async () => {
    const counter = countingFetch();
    const client = createApiClient({ baseUrl: `${server.url}/api`, fetch: counter.fetch });
    const [a, b] = [collector(), collector()];
    const [ra, rb] = await Promise.all([client.outline(outlineBody, a), client.outline({ ...outlineBody }, b)]);
    expect(counter.count).toBe(1);
    expect([ra.source, rb.source]).toEqual(['network', 'coalesced']);
    expect(linesOf(b.events)).toEqual(linesOf(a.events));
    expect(linesOf(a.events).filter((l) => l.type === 'topic')).toHaveLength(4);
  });

  it('sends two requests for different bodies', async () => {
    const counter = countingFetch();
    const client = createApiClient({ baseUrl: `${server.url}/api`, fetch: counter.fetch });
    await Promise.all([client.outline(outlineBody), client.outline({ ...outlineBody, number_of_slides: 6 })]);
    expect(counter.count).toBe(2);
  });

  it('replays what already came to a caller that joins late', async () => {
    const script = scriptedFetch();
    const client = createApiClient({ fetch: script.fetch });
    const a = collector();
    const first = client.outline(outlineBody, a);
    await settle(20);
    script.bodies[0]?.push({ type: 'topic', topic_id: 'topic_1', heading: 'One' });
    await vi.waitFor(() => expect(a.events).toHaveLength(1));
    const b = collector();
    const second = client.outline(outlineBody, b);
    script.bodies[0]?.push({ type: 'done' });
    script.bodies[0]?.end();
    await Promise.all([first, second]);
    expect(script.calls).toHaveLength(1);
    expect(linesOf(b.events).map((l) => l.type)).toEqual(['topic', 'done']);
  });

  it('keeps streaming to the other caller when one aborts, and aborts the request when all have', async () => {
    const script = scriptedFetch();
    const client = createApiClient({ fetch: script.fetch });
    const [ca, cb] = [new AbortController(), new AbortController()];
    const b = collector();
    const first = client.content(contentBody, { signal: ca.signal });
    const second = client.content(contentBody, { signal: cb.signal, ...b });
    await settle(20);
    ca.abort();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    script.bodies[0]?.push({ type: 'content', title: 'Still here' });
    await vi.waitFor(() => expect(b.events).toHaveLength(1));
    const signal = script.calls[0]?.init?.signal;
    expect(signal?.aborted).toBe(false);
    cb.abort();
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    expect(signal?.aborted).toBe(true);
    // The aborted request is forgotten: the same body asks the server again.
    void client.content(contentBody).catch(() => undefined);
    await settle(20);
    expect(script.calls).toHaveLength(2);
  });
});

describe('the 20 s content cache', () => {
  it('replays a finished content answer for the same body within 20 s, then asks again', async () => {
    const counter = countingFetch();
    const clock = manualNow();
    const client = createApiClient({ baseUrl: `${server.url}/api`, fetch: counter.fetch, clock });
    const first = collector();
    await client.content(contentBody, first);
    clock.t += CONTENT_CACHE_MS - 1;
    const second = collector();
    const cached = await client.content(contentBody, second);
    expect(counter.count).toBe(1);
    expect(cached.source).toBe('cache');
    expect(linesOf(second.events)).toEqual(linesOf(first.events));
    clock.t += 2;
    const third = await client.content(contentBody);
    expect(counter.count).toBe(2);
    expect(third.source).toBe('network');
  });

  it('does not cache outlines', async () => {
    const counter = countingFetch();
    const client = createApiClient({ baseUrl: `${server.url}/api`, fetch: counter.fetch });
    await client.outline(outlineBody);
    await client.outline(outlineBody);
    expect(counter.count).toBe(2);
  });

  it('does not cache an answer that ended with an error line', async () => {
    const script = scriptedFetch();
    const client = createApiClient({ fetch: script.fetch });
    const first = client.content(contentBody);
    await settle(20);
    script.bodies[0]?.push({ type: 'error', message: 'model overloaded' });
    script.bodies[0]?.end();
    await first;
    const again = client.content(contentBody);
    await settle(20);
    expect(script.calls).toHaveLength(2);
    script.bodies[1]?.end();
    await again;
  });
});

describe('call log', () => {
  it('appends one entry per call with type, endpoint, prompt, status, time and details', async () => {
    const entries: ApiCallLogEntry[] = [];
    const client = createApiClient({ baseUrl: `${server.url}/api`, callLog: { append: (e) => entries.push(e) } });
    const longInput = `Coral reefs ${'and the sea '.repeat(40)}`;
    await client.outline({ ...outlineBody, input_text: longInput });
    await client.content(contentBody);
    expect(entries).toHaveLength(2);
    const [outline, content] = entries;
    expect(outline).toMatchObject({ type: 'outline', endpoint: `${server.url}/api/ppt/generate-outline-test`, status: 'success' });
    expect(outline?.prompt).toBe(truncatePrompt(longInput));
    expect(outline?.prompt).toHaveLength(LOG_PROMPT_MAX);
    expect(outline?.details).toMatchObject({ source: 'network' });
    expect(content).toMatchObject({ type: 'content', prompt: 'Coral reefs', status: 'success' });
    for (const entry of entries) {
      expect(apiCallLogEntrySchema.safeParse(entry).success).toBe(true);
      expect(entry.responseTime).toBeGreaterThanOrEqual(0);
    }
  });

  it('logs failures and error lines as errors, with the message', async () => {
    const entries: ApiCallLogEntry[] = [];
    const refused = createApiClient({ baseUrl: 'http://127.0.0.1:9/api', callLog: { append: (e) => entries.push(e) } });
    await expect(refused.content(contentBody)).rejects.toThrow(NETWORK_ERROR);
    expect(entries[0]).toMatchObject({ status: 'error', details: { error: NETWORK_ERROR, kind: 'network' } });

    const script = scriptedFetch();
    const scripted = createApiClient({ fetch: script.fetch, callLog: { append: (e) => entries.push(e) } });
    const call = scripted.outline(outlineBody);
    await settle(20);
    script.bodies[0]?.push({ type: 'error', message: 'model overloaded' });
    script.bodies[0]?.end();
    await call;
    expect(entries[1]).toMatchObject({ type: 'outline', status: 'error', details: { error: 'model overloaded' } });
  });

  it('never fails a call because the sink throws or rejects', async () => {
    const throwing = createApiClient({ baseUrl: `${server.url}/api`, callLog: { append: () => { throw new Error('disk full'); } } });
    await expect(throwing.content(contentBody)).resolves.toMatchObject({ source: 'network' });
    const rejecting = createApiClient({ baseUrl: `${server.url}/api`, callLog: { append: () => Promise.reject(new Error('quota')) } });
    await expect(rejecting.outline(outlineBody)).resolves.toMatchObject({ source: 'network' });
  });
});
