/** POST /generate-images-test through the Hono sub-app: validation, the builtin artist, provider failures. */
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_RESPONSE_MISSING_IMAGES } from '../../src/core/errors';
import { imageResponseSchema } from '../../src/protocol/requests';
import { createBuiltinImageProvider } from '../providers/images/builtin/index';
import { createPictureHttp } from '../providers/images/search/http';
import { createPictureService } from '../providers/images/search/service';
import { ImageProviderError, type ImageParams, type ImageProvider } from '../providers/images/types';
import { PICTURE_HOST_REFUSED, imageRoutes, resolveStyle } from './images';

afterEach(() => vi.restoreAllMocks());

/** The route over a picture service whose only step is `generator` (none: decorative art only). */
function appWith(generator?: ImageProvider, pictureHosts: string[] = []): Hono {
  const pictures = createPictureService({
    steps: generator ? [{ kind: 'generate', generator }] : [],
    decorative: createBuiltinImageProvider(),
    http: createPictureHttp({ timeoutMs: 1000, maxImageBytes: 100_000, userAgent: 'test' }),
    budgetMs: 5000,
    log: () => undefined,
  });
  const app = new Hono();
  app.route('/api/flux', imageRoutes({ pictures, pictureHosts, secrets: ['http://10.1.2.3:7860'] }));
  return app;
}

function post(app: Hono, body: unknown): Promise<Response> {
  return Promise.resolve(
    app.request('/api/flux/generate-images-test', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

async function svgOf(app: Hono, body: unknown): Promise<string> {
  const res = await post(app, body);
  expect(res.status).toBe(200);
  const { images } = imageResponseSchema.parse(await res.json());
  expect(images).toHaveLength(1);
  expect(images[0]).toMatch(/^data:image\/svg\+xml;base64,/);
  return Buffer.from((images[0] ?? '').split(',')[1] ?? '', 'base64').toString('utf8');
}

describe('POST /api/flux/generate-images-test', () => {
  const app = appWith();

  it('answers a content slide with no source configured with no picture, not an error', async () => {
    const res = await post(app, { prompt: 'Forest path in the morning mist', heading: 'Forests', orientation: 'landscape' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ images: [] });
  });

  it('answers a decorative slot with {images:[data URL]} decoding to an SVG picture', async () => {
    const svg = await svgOf(app, { prompt: 'Forest path in the morning mist', purpose: 'decorative' });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('feGaussianBlur'); // no style: photorealistic
  });

  it('draws each style differently, and the same prompt and style identically', async () => {
    const prompt = 'city skyline at night';
    const styles = ['photorealistic', 'illustration', 'abstract', 'line_art', '3d_render', 'sketch'];
    const purpose = 'decorative';
    const svgs = await Promise.all(styles.map((style) => svgOf(app, { prompt, style, purpose })));
    expect(new Set(svgs).size).toBe(styles.length);
    expect(await svgOf(app, { prompt, style: 'sketch', purpose })).toBe(svgs[5]);
    expect(await svgOf(app, { prompt, style: 'realistic', purpose })).toBe(svgs[0]);
    expect(await svgOf(app, { prompt, purpose })).toBe(svgs[0]);
  });

  it('never puts the prompt text into the SVG', async () => {
    const prompt = 'Zanzibar <b>bold</b> "quarterly" revenue';
    const svg = await svgOf(app, { prompt, style: 'illustration', purpose: 'decorative' });
    for (const word of ['Zanzibar', 'bold', 'quarterly', 'revenue', '<b>']) expect(svg).not.toContain(word);
  });

  it('refuses bad bodies with 400 and a clear error', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{}, /prompt is required/],
      [{ prompt: '' }, /prompt must not be empty/],
      [{ prompt: '   ' }, /prompt: must not be blank/],
      [{ prompt: 'x'.repeat(2001) }, /prompt/],
      [{ prompt: 42 }, /prompt/],
      [{ prompt: 'sea', style: 'watercolour' }, /style: must be one of photorealistic, illustration/],
      [{ prompt: 'sea', style: 'x'.repeat(51) }, /style/],
      [{ prompt: 'sea', purpose: 'hero' }, /purpose must be one of content, decorative/],
      [{ prompt: 'sea', orientation: 'wide' }, /orientation must be one of landscape, portrait, square/],
      [{ prompt: 'sea', palette: ['red'] }, /palette\[0\]: palette colours must be #rrggbb|palette colours must be #rrggbb/],
      ['{"prompt": "sea"', /Request body must be valid JSON/],
    ];
    for (const [body, message] of cases) {
      const res = await post(app, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(message);
    }
  });

  it('passes the trimmed prompt and the resolved style to the provider', async () => {
    const seen: ImageParams[] = [];
    const spy: ImageProvider = { name: 'spy', generate: async (p) => (seen.push(p), ['https://img.example/1.png']) };
    const res = await post(appWith(spy, ['https://img.example']), { prompt: '  harbour  ', style: 'realistic' });
    expect(await res.json()).toEqual({ images: ['https://img.example/1.png'] });
    expect(seen).toEqual([{ prompt: 'harbour', style: 'photorealistic' }]);
  });

  it('passes on only data: pictures and addresses on the configured picture hosts', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answer = ['https://tracker.example/pixel.png', 'https://img.example/2.png', 'data:image/png;base64,iVBORw0KGgo=', 'https://img.example.evil/3.png'];
    const mixed: ImageProvider = { name: 'mixed', generate: async () => answer };
    const res = await post(appWith(mixed, ['https://img.example']), { prompt: 'sea' });
    expect(await res.json()).toEqual({ images: ['https://img.example/2.png', 'data:image/png;base64,iVBORw0KGgo='] });
    const elsewhere: ImageProvider = { name: 'elsewhere', generate: async () => ['https://tracker.example/pixel.png'] };
    const refused = await post(appWith(elsewhere), { prompt: 'sea' });
    expect(refused.status).toBe(502);
    expect(await refused.json()).toEqual({ error: PICTURE_HOST_REFUSED });
    expect(String(warn.mock.calls.at(-1))).toContain('https://tracker.example/pixel.png');
  });

  it('shows a provider failure without the internal address or the upstream text, and logs them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing: ImageProvider = {
      name: 'failing',
      generate: async () => {
        throw new ImageProviderError('Image generation failed: no answer from http://10.1.2.3:7860 (HTTP 500: {"detail":"CUDA out of memory at /opt/sd"})');
      },
    };
    const res = await post(appWith(failing), { prompt: 'sea' });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'Image generation failed: no answer from the service (HTTP 500)' });
    expect(String(warn.mock.calls[0])).toContain('CUDA out of memory');
  });

  it('answers 502 with the provider message when generation fails', async () => {
    const failing: ImageProvider = {
      name: 'failing',
      generate: async () => {
        throw new ImageProviderError('Image generation failed: 500 Internal Server Error');
      },
    };
    const res = await post(appWith(failing), { prompt: 'sea' });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'Image generation failed: 500 Internal Server Error' });
    const empty: ImageProvider = { name: 'empty', generate: async () => { throw new ImageProviderError(IMAGE_RESPONSE_MISSING_IMAGES); } };
    expect(await (await post(appWith(empty), { prompt: 'sea' })).json()).toEqual({ error: IMAGE_RESPONSE_MISSING_IMAGES });
  });

  it('hides unexpected errors behind "Image generation failed: 502 Bad Gateway"', async () => {
    const broken: ImageProvider = { name: 'broken', generate: async () => { throw new Error('secret internal detail'); } };
    const original = console.error;
    console.error = () => {};
    try {
      const res = await post(appWith(broken), { prompt: 'sea' });
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ error: 'Image generation failed: 502 Bad Gateway' });
    } finally {
      console.error = original;
    }
  });
});

describe('resolveStyle', () => {
  it('defaults, accepts the alias and refuses unknown styles', () => {
    expect(resolveStyle(undefined)).toBe('photorealistic');
    expect(resolveStyle('realistic')).toBe('photorealistic');
    expect(resolveStyle('Line_Art')).toBe('line_art');
    expect(resolveStyle('oil painting')).toBeUndefined();
  });
});
