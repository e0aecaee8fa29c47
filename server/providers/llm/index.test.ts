import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { collect, outlineAnswer, outlineRequest } from '../../testing/llm-fixtures';
import { startOpenAiSseServer, type OpenAiSseServer } from '../../testing/openai-sse-server';
import { createLlmProvider, DEFAULT_MODELS, LlmConfigError, resolveAiSdkConfig } from './index';
import type { LlmProvider } from './types';

let server: OpenAiSseServer;

beforeAll(async () => {
  server = await startOpenAiSseServer({ text: JSON.stringify(outlineAnswer(2)) });
});
afterAll(() => server.close());

const fakeBuiltin: LlmProvider = {
  name: 'builtin',
  async *outline() {},
  async *content() {},
};

describe('createLlmProvider', () => {
  it('uses the builtin composer by default, and says so when it is not passed', () => {
    expect(createLlmProvider(loadEnv({}), { builtin: () => fakeBuiltin })).toBe(fakeBuiltin);
    expect(() => createLlmProvider(loadEnv({}))).toThrow(/LLM_PROVIDER=builtin needs the builtin composer/);
  });

  it('rejects a configured provider with a missing variable, naming it', () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ LLM_PROVIDER: 'openai-compatible', LLM_MODEL: 'llama3.1' }, /LLM_PROVIDER=openai-compatible needs LLM_BASE_URL/],
      [{ LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: 'http://127.0.0.1:11434/v1' }, /needs LLM_MODEL/],
      [{ LLM_PROVIDER: 'openai' }, /LLM_PROVIDER=openai needs OPENAI_API_KEY/],
      [{ LLM_PROVIDER: 'openai', OPENAI_API_KEY: '  ' }, /needs OPENAI_API_KEY/],
      [{ LLM_PROVIDER: 'anthropic', OPENAI_API_KEY: 'sk-x' }, /LLM_PROVIDER=anthropic needs ANTHROPIC_API_KEY/],
    ];
    for (const [vars, message] of cases) {
      expect(() => createLlmProvider(loadEnv(vars))).toThrow(message);
      expect(() => createLlmProvider(loadEnv(vars))).toThrow(LlmConfigError);
    }
  });

  it('picks each provider with its default or configured model', () => {
    expect(createLlmProvider(loadEnv({ LLM_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-a' })).name).toBe(
      `openai:${DEFAULT_MODELS.openai}`,
    );
    expect(createLlmProvider(loadEnv({ LLM_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-a', LLM_MODEL: 'gpt-4.1' })).name).toBe(
      'openai:gpt-4.1',
    );
    expect(createLlmProvider(loadEnv({ LLM_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'k' })).name).toBe(
      `anthropic:${DEFAULT_MODELS.anthropic}`,
    );
    const local = { LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.1' };
    expect(createLlmProvider(loadEnv(local)).name).toBe('openai-compatible:llama3.1');
    expect(resolveAiSdkConfig(loadEnv(local))).toEqual({
      kind: 'openai-compatible',
      baseURL: 'http://127.0.0.1:11434/v1',
      model: 'llama3.1',
      apiKey: undefined,
    });
    expect(resolveAiSdkConfig(loadEnv({ LLM_PROVIDER: 'openai', LLM_API_KEY: 'sk-b' }))).toMatchObject({
      kind: 'openai',
      apiKey: 'sk-b',
    });
  });

  it('drives an openai-compatible server end to end, with its key', async () => {
    const env = loadEnv({
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: server.baseURL,
      LLM_MODEL: 'mistral',
      LLM_API_KEY: 'or-key',
    });
    const { events, error } = await collect(
      createLlmProvider(env, { maxRetries: 0 }).outline(outlineRequest({ number_of_slides: 3 }), new AbortController().signal),
    );
    expect(error).toBeUndefined();
    expect(events.map((e) => e.type)).toEqual(['topic', 'topic', 'outline_complete']);
    const sent = server.requests.at(-1);
    expect(sent?.body.model).toBe('mistral');
    expect(sent?.headers.authorization).toBe('Bearer or-key');
  });

  it('drives the openai provider through an LLM_BASE_URL override (chat completions, usage included)', async () => {
    const env = loadEnv({ LLM_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-openai', LLM_BASE_URL: server.baseURL });
    const { events, error } = await collect(
      createLlmProvider(env, { maxRetries: 0 }).outline(outlineRequest({ number_of_slides: 3 }), new AbortController().signal),
    );
    expect(error).toBeUndefined();
    expect(events.at(-1)).toMatchObject({ type: 'outline_complete', outline: { is_complete: true } });
    const sent = server.requests.at(-1);
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.body).toMatchObject({ model: DEFAULT_MODELS.openai, stream: true, stream_options: { include_usage: true } });
    expect(sent?.headers.authorization).toBe('Bearer sk-openai');
  });
});
