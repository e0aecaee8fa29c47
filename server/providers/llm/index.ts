/**
 * The LLM provider registry: LLM_PROVIDER picks the generator, and a missing
 * variable for the chosen one stops the server at start-up with its name.
 */
import type { Env } from '../../env';
import { modelsDir } from '../../models/store';
import { createAiSdkProvider, type AiSdkProviderConfig } from './ai-sdk';
import { createAutoWriter } from './auto';
import { createLocalProvider, type LocalProviderConfig } from './local';
import { chooseLocalModel } from './local-model';
import type { LlmProvider } from './types';

export { createAiSdkProvider, createLanguageModel, type AiSdkKind, type AiSdkProviderConfig } from './ai-sdk';
export { createLocalProvider, type LocalProvider, type LocalProviderConfig } from './local';
export type { LlmProvider, ProviderEvent } from './types';

/** Models used when LLM_MODEL is not set. */
export const DEFAULT_MODELS = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-haiku-4-5',
} as const;

export interface LlmProviderDeps {
  /** The offline composer (createBuiltinProvider from server/builtin). */
  builtin?: () => LlmProvider;
  /** Passed to the AI SDK provider (tests, proxies). */
  fetch?: typeof globalThis.fetch;
  /** Retries of a failed model request; default 2. */
  maxRetries?: number;
  /**
   * LLM_PROVIDER was not set: the builtin composer writes until a local model
   * is downloaded, then the model does (see auto.ts). Off for the CLI, which
   * decides once per run, and for tests that want the composer.
   */
  autoLocal?: boolean;
  /** Told when a local model takes over from the builtin composer. */
  onAutoSwitch?: (provider: LlmProvider) => void;
  /** Settings of the local provider besides the model file (tests force the CPU). */
  local?: Omit<LocalProviderConfig, 'modelPath'>;
}

/** A configuration the server cannot start with. */
export class LlmConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LlmConfigError';
  }
}

function required(value: string | undefined, variable: string, provider: string, hint: string): string {
  const trimmed = value?.trim();
  if (!trimmed) throw new LlmConfigError(`LLM_PROVIDER=${provider} needs ${variable} (${hint}).`);
  return trimmed;
}

function optional(value: string | undefined): string | undefined {
  return value?.trim() || undefined;
}

/** The AI SDK configuration for LLM_PROVIDER, or an LlmConfigError naming what is missing. */
export function resolveAiSdkConfig(env: Env): Omit<AiSdkProviderConfig, 'fetch' | 'maxRetries'> {
  switch (env.LLM_PROVIDER) {
    case 'openai-compatible':
      return {
        kind: 'openai-compatible',
        baseURL: required(env.LLM_BASE_URL, 'LLM_BASE_URL', env.LLM_PROVIDER, 'e.g. http://127.0.0.1:11434/v1 for Ollama'),
        model: required(env.LLM_MODEL, 'LLM_MODEL', env.LLM_PROVIDER, 'the model name the server knows, e.g. llama3.1'),
        apiKey: optional(env.LLM_API_KEY),
      };
    case 'openai':
      return {
        kind: 'openai',
        apiKey: required(
          optional(env.OPENAI_API_KEY) ?? env.LLM_API_KEY,
          'OPENAI_API_KEY',
          env.LLM_PROVIDER,
          'an OpenAI API key',
        ),
        model: optional(env.LLM_MODEL) ?? DEFAULT_MODELS.openai,
        baseURL: optional(env.LLM_BASE_URL),
      };
    case 'anthropic':
      return {
        kind: 'anthropic',
        apiKey: required(
          optional(env.ANTHROPIC_API_KEY) ?? env.LLM_API_KEY,
          'ANTHROPIC_API_KEY',
          env.LLM_PROVIDER,
          'an Anthropic API key',
        ),
        model: optional(env.LLM_MODEL) ?? DEFAULT_MODELS.anthropic,
        baseURL: optional(env.LLM_BASE_URL),
      };
    default:
      throw new LlmConfigError(`LLM_PROVIDER=${env.LLM_PROVIDER} is not a model provider.`);
  }
}

/** The LLM provider chosen by LLM_PROVIDER (see loadEnv for the default). */
export function createLlmProvider(env: Env, deps: LlmProviderDeps = {}): LlmProvider {
  const local = (modelPath: string) =>
    createLocalProvider({
      gpu: env.LLM_GPU === 'off' ? false : 'auto',
      ...(env.LLM_THREADS ? { threads: env.LLM_THREADS } : {}),
      ...deps.local,
      modelPath,
    });
  if (env.LLM_PROVIDER === 'builtin') {
    if (!deps.builtin) {
      throw new LlmConfigError(
        'LLM_PROVIDER=builtin needs the builtin composer: pass { builtin: createBuiltinProvider } to createLlmProvider.',
      );
    }
    if (!deps.autoLocal) return deps.builtin();
    const builtin = deps.builtin();
    return createAutoWriter({
      builtin,
      dir: modelsDir(env),
      llmModel: env.LLM_MODEL,
      local,
      onSwitch: deps.onAutoSwitch,
    });
  }
  if (env.LLM_PROVIDER === 'local') {
    const choice = chooseLocalModel(env.LLM_MODEL, modelsDir(env));
    if ('problem' in choice) throw new LlmConfigError(choice.problem);
    return local(choice.path);
  }
  return createAiSdkProvider({ ...resolveAiSdkConfig(env), fetch: deps.fetch, maxRetries: deps.maxRetries });
}
