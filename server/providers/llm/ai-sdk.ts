/**
 * LlmProvider on the Vercel AI SDK, for any OpenAI-compatible server (Ollama,
 * vLLM, llama.cpp, LM Studio, OpenRouter...), OpenAI and Anthropic. Each call
 * sends the JSON Schema of its answer in the provider's structured-output
 * mode (structured.ts) and the prompt describes the same JSON, and the
 * streamed text is parsed here, so models and servers that ignore or refuse
 * the schema work too. An unusable answer gets one more try (retry.ts).
 */
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { MODEL_KEYS } from '../../../src/core/schemas/catalog';
import { DEFAULT_STALL_MS } from './answer-guard';
import { editEvents } from './edit-answer';
import { editBudget, editPrompt } from './edit-prompts';
import { contentBudget, outlineBudget } from './budget';
import type { AiSdkKind } from './errors';
import { modelText, type ModelCall } from './model-text';
import { contentPrompt, outlinePrompt } from './prompts';
import { contentWithRetry, outlineWithRetry } from './retry';
import { CONTENT_ANSWER, EDIT_ANSWER, OUTLINE_ANSWER, type AnswerSchema } from './schemas';
import { withAnswerSchema } from './structured';
import type { LlmProvider } from './types';

export type { AiSdkKind } from './errors';

export interface AiSdkProviderConfig {
  kind: AiSdkKind;
  model: string;
  /** Required for openai-compatible; optional override for openai and anthropic. */
  baseURL?: string;
  apiKey?: string;
  /** Retries of a failed request before any text arrived (429, 5xx, network). Default 2. */
  maxRetries?: number;
  temperature?: number;
  /** Milliseconds the model may go quiet mid-answer before it is stopped; default DEFAULT_STALL_MS. */
  stallMs?: number;
  /** For tests and proxies. */
  fetch?: typeof globalThis.fetch;
}

/** The AI SDK chat model for a configuration. */
export function createLanguageModel(config: AiSdkProviderConfig): LanguageModel {
  const { apiKey, baseURL, fetch } = config;
  switch (config.kind) {
    case 'openai-compatible':
      if (!baseURL) throw new Error('The openai-compatible provider needs a base URL (LLM_BASE_URL).');
      // supportsStructuredOutputs: a schema goes out as response_format json_schema, which
      // vLLM, llama.cpp's server, LM Studio and Ollama (0.5+) all accept; without it the
      // SDK would send json_object, which LM Studio refuses.
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL,
        apiKey,
        fetch,
        includeUsage: true,
        supportsStructuredOutputs: true,
      }).chatModel(config.model);
    case 'openai':
      // Chat completions rather than the Responses API: it is what proxies and
      // look-alike servers behind an LLM_BASE_URL override speak.
      return createOpenAI({ apiKey, baseURL, fetch }).chat(config.model);
    case 'anthropic':
      return createAnthropic({ apiKey, baseURL, fetch })(config.model);
  }
}

/**
 * The model a request runs on. The page's model select sends one of the
 * OpenAI model keys; the `openai` provider runs that model. Other providers
 * serve whatever model they are configured with (a key like gpt-4.1 means
 * nothing to Ollama or Anthropic), and 'default' always means the configured one.
 */
export function requestedModel(config: Pick<AiSdkProviderConfig, 'kind' | 'model'>, modelKey: string | undefined): string {
  const known = (MODEL_KEYS as readonly string[]).includes(modelKey ?? '');
  return config.kind === 'openai' && known && modelKey !== undefined ? modelKey : config.model;
}

/** An LlmProvider that streams outlines and slide content from a chat model. */
export function createAiSdkProvider(config: AiSdkProviderConfig): LlmProvider {
  const calls = new Map<string, ModelCall>();
  const callFor = (modelKey: string | undefined, answer: AnswerSchema): ModelCall => {
    const model = requestedModel(config, modelKey);
    let call = calls.get(`${answer.name} ${model}`);
    if (!call) {
      // A refused schema is remembered per server and model, for both calls.
      const server = `${config.kind} ${config.baseURL ?? ''} ${model}`;
      call = {
        model: withAnswerSchema(createLanguageModel({ ...config, model }) as SchemaModel, answer, server),
        context: { kind: config.kind, model, baseURL: config.baseURL, secrets: config.apiKey ? [config.apiKey] : [] },
        maxRetries: config.maxRetries ?? 2,
        temperature: config.temperature,
        stallMs: config.stallMs ?? DEFAULT_STALL_MS,
      };
      calls.set(`${answer.name} ${model}`, call);
    }
    return call;
  };
  return {
    name: `${config.kind}:${config.model}`,
    outline: (req, signal) => {
      const call = callFor(req.model_key, OUTLINE_ANSWER);
      const ask = (r: typeof req, after: readonly string[]) => modelText(call, outlinePrompt(r, after), signal, outlineBudget(r));
      return outlineWithRetry(req, ask, call.context.model);
    },
    content: (req, topics, signal) => {
      if (topics.length === 0) return noTopics();
      const call = callFor(req.model_key, CONTENT_ANSWER);
      const ask = (some: typeof topics) =>
        modelText(call, contentPrompt(req, some), signal, contentBudget(req, some.length));
      return contentWithRetry(req, topics, ask, call.context.model);
    },
    edit: (req, signal) => editEvents(modelText(callFor(req.model_key, EDIT_ANSWER), editPrompt(req), signal, editBudget(req)), req),
  };
}

/** The provider model type withAnswerSchema wraps (createLanguageModel's result, which is always one). */
type SchemaModel = Parameters<typeof withAnswerSchema>[0];

// eslint-disable-next-line require-yield
async function* noTopics(): AsyncGenerator<never> {
  throw new Error('There are no topics to write slides for: approve an outline with at least one topic.');
}
