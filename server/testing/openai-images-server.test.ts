/** The images double itself: it must refuse what OpenAI refuses, or provider tests prove nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyProblem, startOpenAiImagesServer, TINY_PNG_B64, type OpenAiImagesServer } from './openai-images-server';

let server: OpenAiImagesServer;
beforeAll(async () => {
  server = await startOpenAiImagesServer({ apiKey: 'k' });
});
afterAll(() => server.close());

const call = (body: unknown, headers: Record<string, string> = { authorization: 'Bearer k' }, path = '/images/generations') =>
  fetch(`${server.baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('openai-images-server', () => {
  it('answers b64_json or url images as OpenAI does', async () => {
    const b64 = (await (await call({ model: 'm', prompt: 'p', n: 2 })).json()) as { data: Array<{ b64_json: string }> };
    expect(b64.data.map((d) => d.b64_json)).toEqual([TINY_PNG_B64, TINY_PNG_B64]);
    const url = (await (await call({ model: 'm', prompt: 'p', response_format: 'url' })).json()) as { data: Array<{ url: string }> };
    expect(url.data[0]?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\/image\.png$/);
    expect(Buffer.from(TINY_PNG_B64, 'base64').subarray(1, 4).toString()).toBe('PNG');
  });

  it('refuses a wrong key, an unknown path and bad bodies', async () => {
    expect((await call({ model: 'm', prompt: 'p' }, { authorization: 'Bearer nope' })).status).toBe(401);
    expect((await call({ model: 'm', prompt: 'p' }, {}, '/chat/completions')).status).toBe(404);
    expect((await call({ prompt: 'p' })).status).toBe(400);
    expect(bodyProblem({ model: 'm', prompt: ' ' })).toMatch(/prompt/);
    expect(bodyProblem({ model: 'm', prompt: 'p', n: 0 })).toMatch(/'n'/);
    expect(bodyProblem({ model: 'm', prompt: 'p', size: 'big' })).toMatch(/size/);
    expect(bodyProblem({ model: 'm', prompt: 'p', response_format: 'png' })).toMatch(/response_format/);
    expect(bodyProblem({ model: 'm', prompt: 'p', n: 1, size: '1024x1024', response_format: 'b64_json' })).toBeUndefined();
  });

  it('fails on demand with the scripted status', async () => {
    server.script({ status: 503 }, {});
    expect((await call({ model: 'm', prompt: 'p' })).status).toBe(503);
    expect((await call({ model: 'm', prompt: 'p' })).status).toBe(200);
  });
});
