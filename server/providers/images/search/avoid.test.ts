/**
 * A deck never shows one photo twice: the picture call names the photos the
 * deck already has (their source pages), and the service picks the next
 * relevant candidate, or none, instead of one of them. Against the loopback
 * double with two fitting photos of one subject, through the service and
 * through the route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../app';
import { createBuiltinProvider } from '../../../builtin/index';
import { loadEnv } from '../../../env';
import { DEFAULT_LIBRARY, startPictureSourcesDouble, type PictureSourcesDouble } from '../../../testing/picture-sources';
import { imageResponseSchema } from '../../../../src/protocol/pictures';
import { createPictureServiceFromEnv } from '../index';

let double: PictureSourcesDouble;
const signal = new AbortController().signal;
const MONK = { prompt: 'A monk copying a manuscript', style: 'photorealistic' as const, heading: 'Books Before Gutenberg' };

beforeAll(async () => {
  const second = { ...DEFAULT_LIBRARY.find((p) => p.num === 1002)!, id: 'second-monk', num: 4002, title: 'Monk copying a manuscript at a desk', author: 'Photographer 4002' };
  double = await startPictureSourcesDouble({ library: [...DEFAULT_LIBRARY, second] });
});
afterAll(() => double.close());

function env() {
  return loadEnv({ LLM_PROVIDER: 'builtin', PICTURE_SOURCES: 'wikimedia', WIKIMEDIA_BASE_URL: double.url, PICTURE_SOURCE_TIMEOUT_MS: '2000', PICTURE_BUDGET_MS: '5000' }, () => false);
}

describe('photos the deck already shows', () => {
  it('are never picked again: the next fitting photo comes, then none', async () => {
    const pictures = createPictureServiceFromEnv(env(), { log: () => undefined });
    const first = await pictures.picture(MONK, signal);
    const firstPage = first.credits?.[0]?.sourceUrl ?? '';
    expect(firstPage).toMatch(/^https:\/\/commons\.wikimedia\.org\//);

    const second = await pictures.picture({ ...MONK, avoid: [firstPage] }, signal);
    const secondPage = second.credits?.[0]?.sourceUrl ?? '';
    expect(second.images).toHaveLength(1);
    expect(secondPage).toMatch(/^https:\/\/commons\.wikimedia\.org\//);
    expect(secondPage).not.toBe(firstPage);
    expect(second.images[0]).not.toBe(first.images[0]);

    expect(await pictures.picture({ ...MONK, avoid: [firstPage, secondPage] }, signal)).toEqual({ images: [] });
  });

  it('reach the service through the picture call, and an oversized list is refused', async () => {
    const app = createApp({ env: env(), llm: createBuiltinProvider(), serveApp: false });
    const post = (body: unknown) => app.request('/api/flux/generate-images-test', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const first = imageResponseSchema.parse(await (await post(MONK)).json());
    const page = first.credits?.[0]?.sourceUrl ?? '';
    const next = imageResponseSchema.parse(await (await post({ ...MONK, avoid: [page] })).json());
    expect(next.credits?.[0]?.sourceUrl).toBeDefined();
    expect(next.credits?.[0]?.sourceUrl).not.toBe(page);

    const tooMany = await post({ ...MONK, avoid: Array.from({ length: 101 }, (_, i) => `https://example.org/${i}`) });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(await tooMany.json())).toMatch(/avoid has too many addresses: at most 100/);
  });
});
