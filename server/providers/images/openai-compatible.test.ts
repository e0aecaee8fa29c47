/** The OpenAI-compatible image provider against a loopback server speaking that API. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_RESPONSE_MISSING_IMAGES } from '../../../src/core/errors';
import { startOpenAiImagesServer, TINY_PNG_B64, type OpenAiImagesServer } from '../../testing/openai-images-server';
import { createOpenAiImagesProvider, imagesFromAnswer, STYLE_PHRASES } from './openai-compatible';
import { ImageProviderError } from './types';

const KEY = 'sk-test-very-secret-key';
let server: OpenAiImagesServer;

beforeAll(async () => {
  server = await startOpenAiImagesServer({ apiKey: KEY });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.script({});
});

const provider = (overrides: { apiKey?: string; timeoutMs?: number } = {}) =>
  createOpenAiImagesProvider({ baseURL: server.baseURL, model: 'test-image-model', apiKey: KEY, ...overrides });

async function failureOf(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ImageProviderError);
  return error as Error;
}

describe('createOpenAiImagesProvider', () => {
  it('posts the documented body with the key and answers a PNG data URL', async () => {
    const images = await provider().generate({ prompt: 'a lighthouse at dawn', style: 'sketch' });
    expect(images).toEqual([`data:image/png;base64,${TINY_PNG_B64}`]);
    const [req] = server.requests;
    expect(req?.path).toBe('/v1/images/generations');
    expect(req?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(req?.body).toEqual({
      model: 'test-image-model',
      prompt: `a lighthouse at dawn, ${STYLE_PHRASES.sketch}`,
      n: 1,
      size: '1024x1024',
      response_format: 'b64_json',
    });
  });

  it('sends no Authorization header without a key (and the server then refuses)', async () => {
    const error = await failureOf(provider({ apiKey: undefined }).generate({ prompt: 'p', style: 'abstract' }));
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(error.message).toBe('Image generation failed: 401 Unauthorized');
  });

  it('names the status of a failure without the body or the key', async () => {
    server.script({ status: 500 });
    const error = await failureOf(provider().generate({ prompt: 'p', style: 'abstract' }));
    expect(error.message).toBe('Image generation failed: 500 Internal Server Error');
    expect(error.message).not.toContain(KEY);
  });

  it('rejects malformed answers as missing the images array', async () => {
    for (const raw of ['not json', '{"data":[]}', '{"data":[{"b64_json":"***"}]}', '{"images":["x"]}', '{"data":[{"url":"javascript:alert(1)"}]}']) {
      server.script({ raw });
      const error = await failureOf(provider().generate({ prompt: 'p', style: 'line_art' }));
      expect(error.message).toBe(IMAGE_RESPONSE_MISSING_IMAGES);
    }
  });

  it('gives up on a hanging server after the timeout', async () => {
    server.script({ hang: true });
    const error = await failureOf(provider({ timeoutMs: 200 }).generate({ prompt: 'p', style: '3d_render' }));
    expect(error.message).toMatch(/^Image generation failed: no answer from the image service/);
  });

  it('stops when the caller aborts', async () => {
    server.script({ hang: true });
    const controller = new AbortController();
    const pending = provider().generate({ prompt: 'p', style: 'illustration' }, controller.signal);
    setTimeout(() => controller.abort(), 50);
    const error = await failureOf(pending);
    expect(error.message).toBe('Image generation failed: the request was cancelled');
  });

  it('says so when the service cannot be reached', async () => {
    const gone = createOpenAiImagesProvider({ baseURL: 'http://127.0.0.1:9/v1', model: 'm', apiKey: KEY });
    const error = await failureOf(gone.generate({ prompt: 'p', style: 'photorealistic' }));
    expect(error.message).toBe('Image generation failed: the image service could not be reached');
  });
});

describe('imagesFromAnswer', () => {
  it('keeps http(s) URLs and sniffs the type of base64 images', () => {
    expect(imagesFromAnswer({ data: [{ url: 'https://cdn.example/a.png' }, { b64_json: '/9j/4AAQ' }] })).toEqual([
      'https://cdn.example/a.png',
      'data:image/jpeg;base64,/9j/4AAQ',
    ]);
  });

  it('never returns a URL that carries the key', () => {
    expect(() => imagesFromAnswer({ data: [{ url: `https://x.example/a.png?key=${KEY}` }] }, KEY)).toThrow(IMAGE_RESPONSE_MISSING_IMAGES);
  });
});
