import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiSseServer, type OpenAiSseServer } from './openai-sse-server';

let server: OpenAiSseServer;

beforeAll(async () => {
  server = await startOpenAiSseServer();
});
afterAll(() => server.close());

function chat(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return fetch(`${server.baseURL}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ model: 'm1', messages: [{ role: 'user', content: 'hi' }], ...body }),
  });
}

/** The JSON payloads of an SSE body, and whether it ended with [DONE]. */
function events(raw: string): { data: Array<Record<string, unknown>>; done: boolean } {
  const blocks = raw.split('\n\n').filter((b) => b.length > 0);
  for (const block of blocks) expect(block.startsWith('data: ')).toBe(true);
  const payloads = blocks.map((b) => b.slice('data: '.length));
  const done = payloads.at(-1) === '[DONE]';
  return { data: payloads.filter((p) => p !== '[DONE]').map((p) => JSON.parse(p) as Record<string, unknown>), done };
}

type Choice = { index: number; delta: { role?: string; content?: string }; finish_reason: string | null };
const choiceOf = (chunk: Record<string, unknown>) => (chunk.choices as Choice[])[0];

describe('OpenAI SSE double', () => {
  it('streams chat.completion.chunk events, a stop chunk, usage and [DONE]', async () => {
    server.script({ text: 'Hello, world!', chunkSize: 4 });
    const res = await chat({ stream: true, stream_options: { include_usage: true } }, { authorization: 'Bearer k1' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const { data, done } = events(await res.text());
    expect(done).toBe(true);
    expect(data[0]).toMatchObject({
      object: 'chat.completion.chunk',
      model: 'm1',
      choices: [{ index: 0, delta: { role: 'assistant', content: '' } }],
    });
    expect(String(data[0]?.id)).toMatch(/^chatcmpl-/);
    const text = data.map((c) => (c.choices as Choice[])[0]?.delta.content ?? '').join('');
    expect(text).toBe('Hello, world!');
    expect(data.slice(1, 5).map((c) => choiceOf(c)?.delta.content)).toEqual(['Hell', 'o, w', 'orld', '!']);
    expect(choiceOf(data.at(-2) ?? {})).toMatchObject({ delta: {}, finish_reason: 'stop' });
    expect(data.at(-1)).toMatchObject({ choices: [], usage: { completion_tokens: 4 } });
    expect(server.requests.at(-1)).toMatchObject({
      path: '/v1/chat/completions',
      completed: true,
      body: { model: 'm1', stream: true },
    });
    expect(server.requests.at(-1)?.headers.authorization).toBe('Bearer k1');
  });

  it('answers with one JSON completion when stream is false', async () => {
    server.script({ text: '{"a":1}' });
    const body = (await (await chat({ stream: false })).json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content: '{"a":1}' }, finish_reason: 'stop' }],
    });
  });

  it('plays scripts in order, then repeats the last', async () => {
    server.script({ status: 429 }, { text: 'ok' });
    expect((await chat({ stream: true })).status).toBe(429);
    expect((await chat({ stream: true })).status).toBe(200);
    expect((await chat({ stream: false })).status).toBe(200);
  });

  it('fails with an OpenAI-style error body', async () => {
    server.script({ status: 401 });
    const res = await chat({ stream: true });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_api_key', message: expect.any(String) } });
  });

  it('cuts an answer: with finish_reason, without, or by resetting the connection', async () => {
    server.script({ text: 'abcdefghij', cutAfter: 4, cut: 'finish', finishReason: 'length' });
    const finished = events(await (await chat({ stream: true })).text());
    expect(finished.data.map((c) => choiceOf(c)?.delta.content ?? '').join('')).toBe('abcd');
    expect(choiceOf(finished.data.at(-1) ?? {})?.finish_reason).toBe('length');
    expect(finished.done).toBe(true);

    server.script({ text: 'abcdefghij', cutAfter: 6, cut: 'end' });
    const ended = events(await (await chat({ stream: true })).text());
    expect(ended.done).toBe(false);
    expect(ended.data.every((c) => choiceOf(c)?.finish_reason === null)).toBe(true);

    server.script({ text: 'abcdefghij', cutAfter: 6, cut: 'destroy' });
    const res = await chat({ stream: true });
    await expect(res.text()).rejects.toThrow();
    expect(server.requests.at(-1)).toMatchObject({ cutByServer: true, closedByClient: false, charsSent: 6 });
  });

  it('holds an answer until released', async () => {
    server.script({ text: 'abcdefghij', chunkSize: 2, holdAfterChars: 4 });
    const pending = chat({ stream: true }).then((r) => r.text());
    await server.held();
    expect(server.requests.at(-1)?.charsSent).toBe(4);
    server.release();
    expect(events(await pending).done).toBe(true);
    expect(server.requests.at(-1)?.completed).toBe(true);
  });

  it('lists a model and rejects unknown paths', async () => {
    expect(await (await fetch(`${server.baseURL}/models`)).json()).toMatchObject({ object: 'list', data: [{ object: 'model' }] });
    expect((await fetch(`${server.url}/nope`, { method: 'POST' })).status).toBe(404);
  });
});
