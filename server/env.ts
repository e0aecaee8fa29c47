import { z } from 'zod';

/**
 * Server configuration, validated once at start-up. Every variable is
 * optional: with none set, Decksmith runs with its built-in generator.
 */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** builtin | openai-compatible | openai | anthropic */
  LLM_PROVIDER: z.enum(['builtin', 'openai-compatible', 'openai', 'anthropic']).default('builtin'),
  /** Base URL of an OpenAI-compatible server (Ollama, vLLM, llama.cpp, LM Studio, OpenRouter). */
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  OPENAI_API_KEY: z.string().optional(),
  ANTHROPIC_API_KEY: z.string().optional(),
  /** Slide images: builtin (generated artwork, offline) | openai-compatible (an images endpoint). */
  IMAGE_PROVIDER: z.enum(['builtin', 'openai-compatible']).default('builtin'),
  /** Base URL of an OpenAI-compatible images API (POST {base}/images/generations). */
  IMAGE_BASE_URL: z.string().url().optional(),
  IMAGE_API_KEY: z.string().optional(),
  IMAGE_MODEL: z.string().optional(),
  /** Requests per minute per client on the generation calls. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  OUTLINE_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  CONTENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  DIST_DIR: z.string().default('dist'),
  /** Milliseconds the builtin generator waits between streamed slides (demos, tests); 0 streams at full speed. */
  BUILTIN_SLIDE_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
});
export type Env = z.infer<typeof envSchema>;

/** Parses process.env (or a given record); throws with every bad variable named. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid server configuration: ${issues}`);
  }
  return result.data;
}
