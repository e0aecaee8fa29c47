/**
 * The photo sources against a loopback double speaking Openverse's,
 * Wikimedia Commons', Pexels', Unsplash's and Pixabay's real answers: what
 * each brings back, the keys each sends (and never shows), and every way a
 * service fails (429, 500, a hang, nothing found, a huge or non-JSON answer,
 * a picture that is HTML, SVG or too big) ending in a quick "no picture",
 * never a stall or a leak.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../../app';
import { createBuiltinProvider } from '../../../builtin/index';
import { loadEnv } from '../../../env';
import { startPictureSourcesDouble, type DoubleService, type PictureSourcesDouble } from '../../../testing/picture-sources';
import { pictureFetchResponseSchema, pictureSearchResponseSchema, imageResponseSchema } from '../../../../src/protocol/pictures';
import { createPictureServiceFromEnv, pictureOrder } from '../index';

const KEYS = { PEXELS_API_KEY: 'pexels-test-key-123', UNSPLASH_ACCESS_KEY: 'unsplash-test-key-456', PIXABAY_API_KEY: 'pixabay-test-key-789' };
let double: PictureSourcesDouble;
let logs: string[];
const signal = new AbortController().signal;

beforeAll(async () => {
  double = await startPictureSourcesDouble();
});
afterAll(() => double.close());
beforeEach(() => {
  double.requests.length = 0;
  logs = [];
  for (const s of ['openverse', 'wikimedia', 'pexels', 'unsplash', 'pixabay'] as const) double.script(s);
  double.scriptImages('ok');
});

function envFor(sources: string, extra: Record<string, string> = {}) {
  const d = double.url;
  return loadEnv(
    {
      LLM_PROVIDER: 'builtin',
      PICTURE_SOURCES: sources,
      ...KEYS,
      OPENVERSE_BASE_URL: d,
      WIKIMEDIA_BASE_URL: d,
      PEXELS_BASE_URL: d,
      UNSPLASH_BASE_URL: d,
      PIXABAY_BASE_URL: d,
      // Room for a loaded machine: a loopback answer that is merely slow must not read as a failing service.
      PICTURE_SOURCE_TIMEOUT_MS: '5000',
      PICTURE_BUDGET_MS: '15000',
      ...extra,
    },
    () => false,
  );
}

/** Short limits, for the cases that wait on a service that never answers. */
const QUICK = { PICTURE_SOURCE_TIMEOUT_MS: '400', PICTURE_BUDGET_MS: '3000' };

function service(sources: string, extra: Record<string, string> = {}) {
  return createPictureServiceFromEnv(envFor(sources, extra), { log: (line) => logs.push(line) });
}

const MONK = { prompt: 'A monk copying a manuscript by candlelight, photorealistic', style: 'photorealistic' as const, heading: 'Books Before Gutenberg' };

describe('each source, in its real answer shape', () => {
  const expected: Record<DoubleService, { license: string; sourceUrl: RegExp; author: string }> = {
    openverse: { license: 'CC BY 2.0', sourceUrl: /^https:\/\/www\.flickr\.com\//, author: 'Photographer 1002' },
    wikimedia: { license: 'CC BY-SA 4.0', sourceUrl: /^https:\/\/commons\.wikimedia\.org\/wiki\/File:/, author: 'Photographer 1002' },
    pexels: { license: 'Pexels License', sourceUrl: /^https:\/\/www\.pexels\.com\/photo\//, author: 'Photographer 1002' },
    unsplash: { license: 'Unsplash License', sourceUrl: /^https:\/\/unsplash\.com\/photos\//, author: 'Photographer 1002' },
    pixabay: { license: 'Pixabay Content License', sourceUrl: /^https:\/\/pixabay\.com\/photos\//, author: 'Photographer 1002' },
  };
  for (const [name, want] of Object.entries(expected)) {
    it(`${name}: the relevant photo as a JPEG data URL with its credit`, async () => {
      const answer = imageResponseSchema.parse(await service(name).picture(MONK, signal));
      expect(answer.images).toHaveLength(1);
      expect(answer.images[0]).toMatch(/^data:image\/jpeg;base64,\/9j\//);
      expect(answer.credits?.[0]).toMatchObject({ provider: name, license: want.license, author: want.author });
      expect(answer.credits?.[0]?.sourceUrl).toMatch(want.sourceUrl);
      expect(answer.credits?.[0]?.title).toMatch(/monk.*manuscript/i);
    });
  }

  it('sends the short query and each key the way its service wants it', async () => {
    await service('pexels,unsplash,pixabay').search({ query: 'bakery queue' }, signal);
    const search = (s: string) => double.requests.find((r) => r.service === s);
    expect(search('pexels')?.headers.authorization).toBe(KEYS.PEXELS_API_KEY);
    expect(search('unsplash')?.headers.authorization).toBe(`Client-ID ${KEYS.UNSPLASH_ACCESS_KEY}`);
    expect(search('pixabay')?.query.get('key')).toBe(KEYS.PIXABAY_API_KEY);
    await service('wikimedia,openverse').picture(MONK, signal);
    const wm = double.requests.find((r) => r.service === 'wikimedia');
    expect(wm?.query.get('gsrsearch')).toBe('monk copying manuscript candlelight filetype:bitmap');
    expect(wm?.headers['user-agent']).toMatch(/^Decksmith\//);
    // The keyless services never see a key.
    for (const r of double.requests.filter((x) => x.service === 'wikimedia' || x.service === 'openverse' || x.service === 'image')) {
      expect(JSON.stringify([r.headers, [...r.query]])).not.toMatch(/test-key/);
    }
  });

  it('reads Wikimedia Commons metadata HTML as plain text', async () => {
    const { credits } = await service('wikimedia').picture(MONK, signal);
    expect(credits?.[0]?.author).toBe('Photographer 1002');
    expect(JSON.stringify(credits)).not.toMatch(/<|alert|href/);
  });

  it('tells Unsplash of the picture taken, on its own address', async () => {
    await service('unsplash').picture(MONK, signal);
    await new Promise((r) => setTimeout(r, 50));
    const ping = double.requests.find((r) => r.path.endsWith('/download'));
    expect(ping?.headers.authorization).toBe(`Client-ID ${KEYS.UNSPLASH_ACCESS_KEY}`);
  });
});

describe('order, relevance and no picture', () => {
  it('takes the first source in the order that has a relevant picture', async () => {
    double.script('pexels', { empty: true });
    const answer = await service('pexels,wikimedia,openverse').picture(MONK, signal);
    expect(answer.credits?.[0]?.provider).toBe('wikimedia');
    expect(double.requests.some((r) => r.service === 'openverse')).toBe(false);
  });

  it('answers no picture for a subject no source shows, rather than a near miss', async () => {
    const answer = await service('openverse,wikimedia').picture({ prompt: 'quarterly revenue growth chart', heading: 'Revenue by Quarter', style: 'photorealistic' }, signal);
    expect(answer).toEqual({ images: [] });
    // "press conference" shares a word with "printing press" but is not it.
    const press = await service('openverse').picture({ prompt: 'a busy press room', heading: 'Presses Spread Across Europe', style: 'photorealistic' }, signal);
    expect(press.images).toEqual([]);
  });

  it('gives decorative slots builtin abstract art without asking any service', async () => {
    const answer = await service('openverse').picture({ ...MONK, purpose: 'decorative' }, signal);
    expect(answer.images[0]).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(answer.credits).toBeUndefined();
    expect(double.requests).toHaveLength(0);
  });
});

describe('failures end quickly in no picture, and a failing service is skipped for a while', () => {
  it.each([
    ['429', { status: 429, retryAfter: 30 }],
    ['500', { status: 500 }],
    ['a hang', { hang: true }],
    ['a non-JSON answer', { raw: '<html>Service Unavailable</html>' }],
    ['a huge answer', { hugeBytes: 3_000_000 }],
  ])('%s', async (_, script) => {
    double.script('openverse', script);
    const pictures = service('openverse', QUICK);
    expect(await pictures.picture(MONK, signal)).toEqual({ images: [], unavailable: ['openverse'] });
    expect(logs.join('\n')).toMatch(/\[pictures\] openverse: search failed: .*skipped for \d+ s/);
    const before = double.requests.length;
    expect(await pictures.picture({ ...MONK, prompt: 'bakery queue' }, signal)).toEqual({ images: [], unavailable: ['openverse'] });
    expect(double.requests.length).toBe(before);
  });

  it('moves on to the next source when one fails', async () => {
    double.script('openverse', { status: 500 });
    const answer = await service('openverse,wikimedia').picture(MONK, signal);
    expect(answer.credits?.[0]?.provider).toBe('wikimedia');
  });

  it.each(['html', 'svg', 'huge', 'missing'] as const)('a picture that is %s is never passed on', async (kind) => {
    double.scriptImages(kind);
    const answer = await service('openverse', { PICTURE_MAX_BYTES: '1000000' }).picture(MONK, signal);
    expect(answer).toEqual({ images: [] });
  });

  it('a picture that never arrives ends within the time limit', async () => {
    double.scriptImages('hang');
    expect(await service('pexels', QUICK).picture(MONK, signal)).toEqual({ images: [] });
  });

  it('a wrong key is a logged failure with a hint, never the key itself', async () => {
    const pictures = service('pexels,unsplash,pixabay', { PEXELS_API_KEY: 'wrong-pexels-key', UNSPLASH_ACCESS_KEY: 'wrong-unsplash-key', PIXABAY_API_KEY: 'wrong-pixabay-key' });
    expect(await pictures.picture(MONK, signal)).toEqual({ images: [], unavailable: ['pexels', 'unsplash', 'pixabay'] });
    expect(logs.join('\n')).toMatch(/pexels: search failed: the service answered HTTP 401 \(check its API key\)/);
    expect(logs.join('\n')).not.toMatch(/wrong-|127\.0\.0\.1/);
  });
});

describe('the routes over HTTP', () => {
  const app = () => createApp({ env: envFor('pexels,unsplash,pixabay,openverse,wikimedia'), llm: createBuiltinProvider(), serveApp: false });
  const post = (a: ReturnType<typeof app>, path: string, body: unknown) =>
    a.request(`/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('search: results from every source with data-URL thumbnails and credits; fetch: the picture and its credit', async () => {
    const a = app();
    const res = await post(a, '/pictures/search', { query: 'coral reef', orientation: 'landscape' });
    expect(res.status).toBe(200);
    const text = await res.text();
    const { results } = pictureSearchResponseSchema.parse(JSON.parse(text));
    expect(new Set(results.map((r) => r.provider))).toEqual(new Set(['pexels', 'unsplash', 'pixabay', 'openverse', 'wikimedia']));
    expect(results[0]?.title).toMatch(/coral/i);
    for (const r of results) expect(r.thumbnail).toMatch(/^data:image\/jpeg;base64,/);
    for (const result of results) {
      const fetched = await post(a, '/pictures/fetch', { provider: result.provider, id: result.id });
      expect(fetched.status).toBe(200);
      const body = await fetched.text();
      expect(pictureFetchResponseSchema.parse(JSON.parse(body)).credit.provider).toBe(result.provider);
      expect(body).not.toMatch(/test-key/);
    }
    expect(text).not.toMatch(/test-key/);
  });

  it('fetch looks a picture up by id when no search has seen it, and says when it is gone', async () => {
    const fresh = app();
    for (const [provider, id] of [['openverse', '000003ee-0000-4000-8000-0000000003ee'], ['wikimedia', '1006'], ['pexels', '1006'], ['pixabay', '1006']]) {
      const res = await post(fresh, '/pictures/fetch', { provider, id });
      expect(res.status, provider).toBe(200);
      expect(((await res.json()) as { credit: { title: string } }).credit.title.toLowerCase()).toContain('coral');
    }
    const gone = await post(fresh, '/pictures/fetch', { provider: 'pexels', id: '999999' });
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { error: string }).error).toBe('That picture is no longer available from its source');
  });

  it('refuses bad bodies and sources this server does not use, naming the problem', async () => {
    const a = createApp({ env: envFor('openverse'), llm: createBuiltinProvider(), serveApp: false });
    const cases: Array<[string, unknown, RegExp]> = [
      ['/pictures/search', {}, /query is required/],
      ['/pictures/search', { query: 'reef', page: 99 }, /page must be at most 20/],
      ['/pictures/fetch', { provider: 'flickr', id: '1' }, /provider must be one of/],
      ['/pictures/fetch', { provider: 'pexels', id: '1' }, /pexels is not a picture source of this server/],
    ];
    for (const [path, body, message] of cases) {
      const res = await post(a, path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(message);
    }
  });

  it('search without any source is a clear 503, and the image call still answers', async () => {
    const a = createApp({ env: envFor('none'), llm: createBuiltinProvider(), serveApp: false });
    const res = await post(a, '/pictures/search', { query: 'reef' });
    expect(res.status).toBe(503);
    expect(await (await post(a, '/flux/generate-images-test', { prompt: 'reef' })).json()).toEqual({ images: [] });
  });

  it('a fetched picture that is not an image is refused with a message', async () => {
    const a = app();
    double.scriptImages('svg');
    const res = await post(a, '/pictures/fetch', { provider: 'pexels', id: '1006' });
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: string }).error).toMatch(/not answer with a JPEG, PNG, WebP or GIF/);
  });
});

describe('pictureOrder', () => {
  let base: ReturnType<typeof envFor>;
  beforeEach(() => {
    base = envFor('');
  });
  it('defaults to the keyed sources with a key, then openverse and wikimedia, then the generator', () => {
    expect(pictureOrder({ ...base, PICTURE_SOURCES: undefined }, false)).toEqual(['pexels', 'unsplash', 'pixabay', 'openverse', 'wikimedia']);
    expect(pictureOrder({ ...base, PICTURE_SOURCES: undefined, UNSPLASH_ACCESS_KEY: undefined, PIXABAY_API_KEY: ' ' }, true)).toEqual(['pexels', 'openverse', 'wikimedia', 'generated']);
  });
  it('follows PICTURE_SOURCES, and stops the start on a name it does not know or a missing key', () => {
    expect(pictureOrder({ ...base, PICTURE_SOURCES: 'wikimedia, openverse' }, true)).toEqual(['wikimedia', 'openverse']);
    expect(pictureOrder({ ...base, PICTURE_SOURCES: 'none' }, true)).toEqual(['generated']);
    expect(() => pictureOrder({ ...base, PICTURE_SOURCES: 'flickr' }, false)).toThrow(/"flickr" is not a picture source/);
    expect(() => pictureOrder({ ...base, PICTURE_SOURCES: 'pexels', PEXELS_API_KEY: undefined }, false)).toThrow(/needs PEXELS_API_KEY/);
    expect(() => pictureOrder({ ...base, PICTURE_SOURCES: 'generated' }, false)).toThrow(/needs IMAGE_PROVIDER=openai-compatible/);
  });
});
