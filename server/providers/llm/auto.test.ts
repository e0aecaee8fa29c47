import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBuiltinProvider } from '../../builtin/index';
import { loadEnv } from '../../env';
import { collect, outlineRequest } from '../../testing/llm-fixtures';
import { createAutoWriter } from './auto';
import { createLlmProvider } from './index';
import type { LlmProvider, ProviderEvent } from './types';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'decksmith-auto-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A stand-in local writer: the real one needs a model run, covered in local.test.ts. */
function fakeLocal(modelPath: string): LlmProvider & { modelPath: string } {
  const name = `local:${modelPath.split('/').pop() ?? ''}`;
  async function* one(): AsyncGenerator<ProviderEvent> {
    yield { type: 'status', message: `written by ${name}` };
  }
  return { name, modelPath, outline: () => one(), content: () => one() };
}

describe('the writer when LLM_PROVIDER is not set', () => {
  it('is the builtin composer until a model is downloaded, then the model, without a restart', async () => {
    let clock = 0;
    const switched: string[] = [];
    const made: string[] = [];
    const writer = createAutoWriter({
      builtin: createBuiltinProvider(),
      local: (path) => {
        made.push(path);
        return fakeLocal(path);
      },
      dir,
      recheckMs: 1_000,
      now: () => clock,
      onSwitch: (p) => switched.push(p.name),
    });
    expect(writer.name).toBe('builtin');
    expect(writer.modelPath).toBeUndefined();
    const before = await collect(writer.outline(outlineRequest({ input_text: 'Bees', number_of_slides: 3 }), new AbortController().signal));
    expect(before.events.filter((e) => e.type === 'topic')).toHaveLength(2);

    // A download in progress is not a model yet; a finished one is.
    await writeFile(join(dir, 'qwen2.5-0.5b.gguf.part'), 'partial');
    clock += 1_000;
    expect(writer.name).toBe('builtin');
    await writeFile(join(dir, 'qwen2.5-0.5b.gguf'), 'model');
    // The folder is looked at again only after the recheck interval.
    clock += 500;
    expect(writer.name).toBe('builtin');
    clock += 500;
    expect(writer.name).toBe('local:qwen2.5-0.5b.gguf');
    expect(writer.modelPath).toBe(join(dir, 'qwen2.5-0.5b.gguf'));
    const after = await collect(writer.outline(outlineRequest(), new AbortController().signal));
    expect(after.events).toEqual([{ type: 'status', message: 'written by local:qwen2.5-0.5b.gguf' }]);
    // One model, made once, announced once.
    clock += 10_000;
    expect(writer.name).toBe('local:qwen2.5-0.5b.gguf');
    expect(made).toHaveLength(1);
    expect(switched).toEqual(['local:qwen2.5-0.5b.gguf']);
  });

  it('is what createLlmProvider gives when asked to switch by itself, and the plain composer otherwise', async () => {
    const env = loadEnv({ DECKSMITH_MODELS: dir }, () => false);
    const deps = { builtin: () => createBuiltinProvider() };
    expect(createLlmProvider(env, deps)).not.toHaveProperty('modelPath');
    const auto = createLlmProvider(env, { ...deps, autoLocal: true });
    expect(auto.name).toBe('builtin');
    expect(auto).toHaveProperty('modelPath', undefined);
  });

  it('gives a local model time: unset LLM_PROVIDER gets the local time limits unless they are set', () => {
    expect(loadEnv({}, () => false)).toMatchObject({ LLM_PROVIDER: 'builtin', OUTLINE_TIMEOUT_MS: 300_000, CONTENT_TIMEOUT_MS: 900_000 });
    expect(loadEnv({ LLM_PROVIDER: 'builtin' }, () => false)).toMatchObject({ OUTLINE_TIMEOUT_MS: 60_000, CONTENT_TIMEOUT_MS: 120_000 });
    expect(loadEnv({ OUTLINE_TIMEOUT_MS: '5000' }, () => false).OUTLINE_TIMEOUT_MS).toBe(5_000);
  });
});
