/**
 * Structured output: each model call carries the JSON Schema of its answer
 * as the AI SDK's `responseFormat`, which every provider turns into its own
 * structured mode (OpenAI and OpenAI-compatible servers: response_format
 * json_schema; Anthropic: output_config.format, or a forced "json" tool on
 * models without it). The answer still streams as text and goes through the
 * same tolerant parser, so a server that ignores the schema loses nothing.
 *
 * A server that refuses the schema outright (an HTTP 400 naming
 * response_format, json_schema...) gets the same request again without it,
 * and is remembered for the life of the process, so later requests do not
 * pay for the refusal again.
 */
import { APICallError, wrapLanguageModel, type LanguageModelMiddleware } from 'ai';
import type { AnswerSchema } from './schemas';

type ChatModel = Parameters<typeof wrapLanguageModel>[0]['model'];

/** Servers (kind, address and model) that refused a schema, for the life of the process. */
const refused = new Set<string>();

/** Words of a refusal that is about the schema, not about the prompt or the key. */
const SCHEMA_WORDS = /response[_ ]?format|json[_ ]?schema|output[_ ]?(?:config|format)|structured[_ ]?output|\bschema\b|grammar|guided/i;

/** True when `error` is a server turning down the structured-output request itself. */
export function refusesSchema(error: unknown): boolean {
  if (!APICallError.isInstance(error)) return false;
  const status = error.statusCode ?? 0;
  if (status !== 400 && status !== 422 && status !== 501) return false;
  return SCHEMA_WORDS.test(`${error.message} ${error.responseBody ?? ''}`);
}

/** True once the server behind `key` has refused a schema in this process. */
export function schemaRefused(key: string): boolean {
  return refused.has(key);
}

/**
 * `model` with `answer` asked for as its response format, falling back to
 * plain text (once per server and model, then for good) when it is refused.
 * `key` names the server and model the refusal is remembered for.
 */
export function withAnswerSchema(model: ChatModel, answer: AnswerSchema, key: string): ChatModel {
  const middleware: LanguageModelMiddleware = {
    specificationVersion: 'v3',
    transformParams: async ({ params }) =>
      refused.has(key)
        ? params
        : { ...params, responseFormat: { type: 'json', schema: answer.schema, name: answer.name, description: answer.description } },
    wrapStream: async ({ doStream, params, model: inner }) => {
      try {
        return await doStream();
      } catch (error) {
        if (params.responseFormat?.type !== 'json' || !refusesSchema(error)) throw error;
        refused.add(key);
        return await inner.doStream({ ...params, responseFormat: undefined });
      }
    },
  };
  return wrapLanguageModel({ model, middleware });
}
