/** The image provider registry: env picks the provider; a missing variable is named. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { startOpenAiImagesServer, type OpenAiImagesServer } from '../../testing/openai-images-server';
import { createImageProvider, ImageConfigError } from './index';

let server: OpenAiImagesServer;
beforeAll(async () => {
  server = await startOpenAiImagesServer({ apiKey: 'k-1' });
});
afterAll(() => server.close());

describe('createImageProvider', () => {
  it('uses the builtin artist by default', () => {
    expect(createImageProvider(loadEnv({})).name).toBe('builtin');
    expect(createImageProvider(loadEnv({ IMAGE_PROVIDER: 'builtin' })).name).toBe('builtin');
  });

  it('rejects openai-compatible with a missing variable, naming it', () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ IMAGE_PROVIDER: 'openai-compatible', IMAGE_MODEL: 'm' }, /IMAGE_PROVIDER=openai-compatible needs IMAGE_BASE_URL/],
      [{ IMAGE_PROVIDER: 'openai-compatible', IMAGE_BASE_URL: 'http://127.0.0.1:1/v1' }, /needs IMAGE_MODEL/],
      [{ IMAGE_PROVIDER: 'openai-compatible', IMAGE_BASE_URL: 'http://127.0.0.1:1/v1', IMAGE_MODEL: '  ' }, /needs IMAGE_MODEL/],
    ];
    for (const [vars, message] of cases) {
      expect(() => createImageProvider(loadEnv(vars))).toThrow(message);
      expect(() => createImageProvider(loadEnv(vars))).toThrow(ImageConfigError);
    }
  });

  it('builds a working openai-compatible provider from env', async () => {
    const env = loadEnv({ IMAGE_PROVIDER: 'openai-compatible', IMAGE_BASE_URL: server.baseURL, IMAGE_MODEL: 'img-1', IMAGE_API_KEY: 'k-1' });
    const images = createImageProvider(env);
    expect(images.name).toBe('openai-compatible');
    expect(await images.generate({ prompt: 'harbour', style: 'photorealistic' })).toEqual([expect.stringMatching(/^data:image\/png;base64,/)]);
    expect(server.requests.at(-1)?.body.model).toBe('img-1');
  });
});
