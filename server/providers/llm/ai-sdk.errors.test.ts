import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, outlineAnswer, outlineRequest } from '../../testing/llm-fixtures';
import { startOpenAiSseServer, type OpenAiSseServer } from '../../testing/openai-sse-server';
import { createAiSdkProvider, type AiSdkKind } from './ai-sdk';
import type { ProviderEvent } from './types';

let server: OpenAiSseServer;
const KEY = 'sk-proj-SECRETSECRETSECRET';

beforeAll(async () => {
  server = await startOpenAiSseServer();
});
afterAll(() => server.close());

function provider(kind: AiSdkKind = 'openai-compatible', baseURL = server.baseURL) {
  return createAiSdkProvider({ kind, baseURL, model: 'tiny-model', apiKey: KEY, maxRetries: 0 });
}

async function failure(kind: AiSdkKind = 'openai-compatible', baseURL?: string): Promise<string> {
  const { events, error } = await collect(provider(kind, baseURL).outline(outlineRequest(), new AbortController().signal));
  expect(events).toEqual([]);
  expect(error).toBeInstanceOf(Error);
  expect(error?.message).not.toContain(KEY);
  return error?.message ?? '';
}

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms))]);
}

describe('provider HTTP errors', () => {
  it('explains a rejected key (401) without showing it, even when the server echoes it', async () => {
    server.script({ status: 401 });
    expect(await failure()).toBe(`The LLM server at ${server.url} rejected the API key (HTTP 401). Check LLM_API_KEY.`);
    expect(await failure('openai')).toBe(
      `The OpenAI API at ${server.url} rejected the API key (HTTP 401). Check OPENAI_API_KEY.`,
    );
  });

  it('explains a server failure (500) and redacts what the server says', async () => {
    server.script({ status: 500, errorBody: { error: { message: `Upstream refused key ${KEY} (Bearer ${KEY})` } } });
    const message = await failure();
    expect(message).toMatch(/^The LLM server at .* failed with an internal error \(HTTP 500: Upstream refused key \[redacted\]/);
    expect(message).toContain('Try again in a moment.');
  });

  it('names the model on 404 and the limit on 429', async () => {
    server.script({ status: 404 });
    expect(await failure()).toMatch(/does not know the model "tiny-model" \(HTTP 404: .*\)\. Check LLM_MODEL and LLM_BASE_URL/);
    server.script({ status: 429 });
    expect(await failure('openai')).toMatch(/^The OpenAI API at .* is rate-limiting requests .*\(HTTP 429\)/);
  });

  it('says when the server cannot be reached', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/v1`;
    expect(await failure('openai-compatible', url)).toMatch(
      /^Could not connect to the LLM server at http:\/\/127\.0\.0\.1:\d+: connection refused\. Is the server running/,
    );
  });
});

describe('aborting', () => {
  it('stops the model request when the signal aborts mid-stream', async () => {
    const text = JSON.stringify(outlineAnswer(6));
    server.script({ text, chunkSize: 5, delayMs: 10 });
    const controller = new AbortController();
    const seen: ProviderEvent[] = [];
    const run = (async () => {
      for await (const event of provider().outline(outlineRequest({ number_of_slides: 7 }), controller.signal)) {
        seen.push(event);
        if (seen.length === 1) controller.abort();
      }
    })();
    await expect(within(run, 2_000)).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toHaveLength(1);
    const record = server.requests.at(-1);
    await within(record?.closed ?? Promise.resolve(), 2_000);
    expect(record?.closedByClient).toBe(true);
    expect(record?.completed).toBe(false);
    expect(record?.charsSent).toBeLessThan(text.length);
  });

  it('stops promptly while the model is silent, with the reason the caller gave', async () => {
    server.script({ text: JSON.stringify(outlineAnswer(2)), holdAfterChars: 1 });
    const controller = new AbortController();
    const run = collect(provider().outline(outlineRequest(), controller.signal));
    await within(server.held(), 2_000);
    const timeout = new Error('Outline generation timed out');
    controller.abort(timeout);
    const { error } = await within(run, 1_000);
    expect(error).toBe(timeout);
    await within(server.requests.at(-1)?.closed ?? Promise.resolve(), 2_000);
    expect(server.requests.at(-1)?.closedByClient).toBe(true);
    server.release();
  });

  it('does not call the model when the signal is already aborted', async () => {
    const before = server.requests.length;
    const controller = new AbortController();
    controller.abort();
    const { error } = await collect(provider().outline(outlineRequest(), controller.signal));
    expect(error?.name).toBe('AbortError');
    expect(server.requests.length).toBe(before);
  });
});
