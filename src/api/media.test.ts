/**
 * Tests of the image and icon calls against a fetch that answers like the
 * real routes (server/routes/images.ts, icons.ts): `{images}`, `{iconurl}`,
 * `{error}` with a status. They pin the wire format, the error texts and
 * which failures are transient, since the media job decides from that
 * whether a prompt is ever asked again.
 */
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR } from '../core/errors';
import type { ApiCallLogEntry } from '../core/schemas/telemetry';
import { CLIENT_HEADER, CLIENT_ID } from './http';
import { createFakeClock } from '../lib/fake-clock';
import { ICON_PATH, IMAGE_PATH, IMAGE_TIMEOUT, MediaCallError, createMediaCalls, type MediaCallDeps } from './media';

interface Sent {
  url: string;
  init: RequestInit;
}

const json = (body: unknown, status = 200, statusText = 'OK', headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json', ...headers } });

/** A fetch that records each request and answers with `answer()`. */
function fakeFetch(answer: () => Response | Promise<Response>): { fetch: typeof fetch; sent: Sent[] } {
  const sent: Sent[] = [];
  const fn = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    sent.push({ url: String(input), init: init ?? {} });
    return Promise.resolve().then(answer);
  };
  return { fetch: fn as typeof fetch, sent };
}

/** A fetch that never answers but, like the real one, rejects with the signal's reason on abort. */
const hangingFetch = ((_input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
  new Promise((_resolve, reject) => {
    const signal = init?.signal;
    if (signal?.aborted) return reject(signal.reason as Error);
    signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  })) as typeof fetch;

function setup(answer: () => Response | Promise<Response>, extra: Partial<MediaCallDeps> = {}) {
  const { fetch, sent } = fakeFetch(answer);
  const entries: ApiCallLogEntry[] = [];
  const calls = createMediaCalls({ fetch, callLog: { append: (e) => entries.push(e) }, clock: createFakeClock(5_000), ...extra });
  return { calls, sent, entries };
}

async function failure(promise: Promise<unknown>): Promise<MediaCallError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof MediaCallError)) throw new Error(`expected a MediaCallError, got ${String(error)}`);
  return error;
}

describe('createMediaCalls: answers', () => {
  it('returns the first image of an image answer', async () => {
    const { calls } = setup(() => json({ images: ['data:image/png;base64,AAA', 'https://x.test/2.png'] }));
    await expect(calls.image('a lighthouse', 'photorealistic')).resolves.toEqual({ url: 'data:image/png;base64,AAA' });
  });

  it('returns a found photo with its credit, and null when no picture fits the slide', async () => {
    const credit = { title: 'Press', author: 'Jo', license: 'CC BY 2.0', sourceUrl: 'https://commons.test/Press.jpg', provider: 'wikimedia' };
    const found = setup(() => json({ images: ['data:image/jpeg;base64,AAA'], credits: [credit] }));
    await expect(found.calls.image('a press', '')).resolves.toEqual({ url: 'data:image/jpeg;base64,AAA', credit });
    const none = setup(() => json({ images: [] }));
    await expect(none.calls.image('a press', '')).resolves.toBeNull();
  });

  it('posts JSON with the content-type and client headers to the image path, style in the body when given', async () => {
    const { calls, sent } = setup(() => json({ images: ['u'] }));
    await calls.image('a lighthouse', 'watercolor');
    expect(sent).toHaveLength(1);
    const { url, init } = sent[0] ?? { url: '', init: {} };
    expect(url).toBe(`/api${IMAGE_PATH}`);
    expect(url).toBe('/api/flux/generate-images-test');
    expect(init.method).toBe('POST');
    const headers = new Headers(init.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get(CLIENT_HEADER)).toBe(CLIENT_ID);
    expect(JSON.parse(String(init.body))).toEqual({ prompt: 'a lighthouse', style: 'watercolor' });
  });

  it('leaves the style out of the body when none is given', async () => {
    const { calls, sent } = setup(() => json({ images: ['u'] }));
    await calls.image('a lighthouse', '');
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({ prompt: 'a lighthouse' });
  });

  it("tells the server the slide's heading and the picture's shape, which help it find a fitting photo", async () => {
    const { calls, sent } = setup(() => json({ images: ['u'] }));
    await calls.image('medieval monk copying a manuscript', 'photorealistic', undefined, { heading: 'Books before Gutenberg', orientation: 'portrait' });
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({
      prompt: 'medieval monk copying a manuscript',
      style: 'photorealistic',
      heading: 'Books before Gutenberg',
      orientation: 'portrait',
    });
  });

  it('returns iconurl of an icon answer, posted to the icon path with only the prompt', async () => {
    const { calls, sent } = setup(() => json({ iconurl: 'data:image/svg+xml;base64,PHN2Zz4=' }));
    await expect(calls.icon('a gear')).resolves.toBe('data:image/svg+xml;base64,PHN2Zz4=');
    expect(sent[0]?.url).toBe(`/api${ICON_PATH}`);
    expect(sent[0]?.url).toBe('/api/icon/icon-generation');
    expect(sent[0]?.init.method).toBe('POST');
    expect(new Headers(sent[0]?.init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({ prompt: 'a gear' });
  });

  it('answers null, logged as a success, when the server says no icon fits (iconurl null)', async () => {
    const { calls, entries } = setup(() => json({ iconurl: null }));
    await expect(calls.icon('icon of coast')).resolves.toBeNull();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ type: 'icon', status: 'success', details: { bytes: 0, none: true } });
  });

  it('falls back to url when an icon answer has no iconurl', async () => {
    const { calls } = setup(() => json({ url: 'https://icons.test/gear.svg' }));
    await expect(calls.icon('a gear')).resolves.toBe('https://icons.test/gear.svg');
  });

  it('uses baseUrl when given', async () => {
    const { calls, sent } = setup(() => json({ images: ['u'] }), { baseUrl: 'http://127.0.0.1:9/api' });
    await calls.image('p', 's');
    expect(sent[0]?.url).toBe('http://127.0.0.1:9/api/flux/generate-images-test');
  });
});

describe('createMediaCalls: HTTP failures', () => {
  it('turns a 500 into the image status text, not transient', async () => {
    const { calls } = setup(() => json({ error: 'boom' }, 500, 'Internal Server Error'));
    const error = await failure(calls.image('p', 's'));
    expect(error.message).toBe('Image generation failed: 500 Internal Server Error');
    expect(error.transient).toBe(false);
    expect(error.retryAfterS).toBeUndefined();
  });

  it('turns an icon 404 into the icon text', async () => {
    const { calls } = setup(() => json({ error: 'Not Found' }, 404, 'Not Found'));
    const error = await failure(calls.icon('p'));
    expect(error.message).toBe('Icon generation failed: 404 Not Found');
    expect(error.transient).toBe(false);
  });

  it('reads a 429 as transient and keeps Retry-After', async () => {
    const { calls } = setup(() => json({ error: 'slow down' }, 429, 'Too Many Requests', { 'Retry-After': '7' }));
    const error = await failure(calls.image('p', 's'));
    expect(error.message).toBe('Image generation failed: 429 Too Many Requests');
    expect(error.transient).toBe(true);
    expect(error.retryAfterS).toBe(7);
  });

  it('reads a 503 as transient', async () => {
    const { calls } = setup(() => json({ error: 'busy' }, 503, 'Service Unavailable'));
    const error = await failure(calls.icon('p'));
    expect(error.message).toBe('Icon generation failed: 503 Service Unavailable');
    expect(error.transient).toBe(true);
  });
});

describe('createMediaCalls: malformed answers', () => {
  it.each([{}, { images: 'x' }, { images: [''] }])('refuses image answer %j, not transient', async (body) => {
    const { calls } = setup(() => json(body));
    const error = await failure(calls.image('p', 's'));
    expect(error.message).toBe('Image generation response missing images array or array is empty.');
    expect(error.transient).toBe(false);
  });

  it('refuses an image answer that is not JSON', async () => {
    const { calls } = setup(() => new Response('<html>oops</html>', { status: 200 }));
    expect((await failure(calls.image('p', 's'))).message).toBe('Image generation response missing images array or array is empty.');
  });

  it.each([{}, { iconurl: '' }, { url: 42 }])('refuses icon answer %j, not transient', async (body) => {
    const { calls } = setup(() => json(body));
    const error = await failure(calls.icon('p'));
    expect(error.message).toBe('Icon generation response missing iconurl/url field.');
    expect(error.transient).toBe(false);
  });
});

describe('createMediaCalls: network, time-out, abort', () => {
  it('reads a rejected fetch as the network text, transient', async () => {
    const { calls } = setup(() => Promise.reject(new TypeError('fetch failed')));
    const error = await failure(calls.image('p', 's'));
    expect(error.message).toBe(NETWORK_ERROR);
    expect(error.transient).toBe(true);
  });

  it('gives up on a fetch that never answers with the time-out text, transient', async () => {
    const calls = createMediaCalls({ fetch: hangingFetch, timeoutMs: 20 });
    const error = await failure(calls.image('p', 's'));
    expect(error.message).toBe(IMAGE_TIMEOUT);
    expect(error.message).toBe('Image generation timed out.');
    expect(error.transient).toBe(true);
  });

  it('rejects with the abort reason when the caller aborts', async () => {
    const calls = createMediaCalls({ fetch: hangingFetch });
    const controller = new AbortController();
    const reason = new Error('user left');
    const pending = calls.icon('p', controller.signal);
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });

  it('rejects with the abort reason for a signal aborted before the call', async () => {
    const calls = createMediaCalls({ fetch: hangingFetch });
    const reason = new Error('already gone');
    await expect(calls.image('p', 's', AbortSignal.abort(reason))).rejects.toBe(reason);
  });
});

describe('createMediaCalls: call log', () => {
  it('appends one success entry per image call', async () => {
    const { calls, entries } = setup(() => json({ images: ['u'] }));
    await calls.image('a lighthouse', 's');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ type: 'image', status: 'success', endpoint: '/api/flux/generate-images-test', prompt: 'a lighthouse', timestamp: 5_000 });
  });

  it('appends one error entry per failed icon call, with the text', async () => {
    const { calls, entries } = setup(() => json({ error: 'x' }, 404, 'Not Found'));
    await failure(calls.icon('a gear'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      type: 'icon',
      status: 'error',
      endpoint: '/api/icon/icon-generation',
      prompt: 'a gear',
      details: { error: 'Icon generation failed: 404 Not Found' },
    });
  });

  it('logs a network failure once as an error', async () => {
    const { calls, entries } = setup(() => Promise.reject(new TypeError('fetch failed')));
    await failure(calls.image('p', 's'));
    expect(entries.map((e) => [e.type, e.status])).toEqual([['image', 'error']]);
  });

  it('still answers when the log sink throws', async () => {
    const calls = createMediaCalls({ fetch: fakeFetch(() => json({ iconurl: 'i' })).fetch, callLog: { append: () => { throw new Error('full'); } } });
    await expect(calls.icon('p')).resolves.toBe('i');
  });
});

describe('a body cut short', () => {
  function stallingBody(): typeof fetch {
    return (async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"images":['));
          init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
  }

  it('a time-out while the body arrives is transient, not a failed prompt', async () => {
    const calls = createMediaCalls({ fetch: stallingBody(), timeoutMs: 20 });
    const error = await calls.image('a reef', 'sketch').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaCallError);
    expect(error).toMatchObject({ message: IMAGE_TIMEOUT, transient: true });
  });

  it('a caller abort while the body arrives rejects with its reason', async () => {
    const controller = new AbortController();
    const calls = createMediaCalls({ fetch: stallingBody() });
    const pending = calls.icon('a fish', controller.signal).catch((e: unknown) => e);
    const reason = new Error('left the page');
    setTimeout(() => controller.abort(reason), 10);
    expect(await pending).toBe(reason);
  });
});
