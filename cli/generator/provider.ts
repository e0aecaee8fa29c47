/**
 * The generator the server would use, in this process: LLM_PROVIDER and
 * its variables from the environment (builtin by default), behind the
 * server's own generation routes, so the command line gets exactly the
 * stream the API would send (topic cut, duplicate headings dropped,
 * heartbeats, timeouts, error lines) without opening a port.
 */
import type { Hono } from 'hono';
import { createBuiltinProvider } from '../../server/builtin/index';
import { loadEnv } from '../../server/env';
import { createLlmProvider } from '../../server/providers/llm/index';
import type { LlmProvider } from '../../server/providers/llm/types';
import { generateRoutes } from '../../server/routes/generate';
import { CliError, messageOf } from '../errors';

export interface Generator {
  /** The provider's name (builtin, openai-compatible, openai, anthropic). */
  name: string;
  /** POST /generate-outline-test and /generate-content-test, answered in-process. */
  routes: Hono;
  /** The provider itself (the in-process server for pictures is built around it). */
  llm: LlmProvider;
}

/** The generation routes over a provider (tests pass their own). */
export function generatorFor(llm: LlmProvider, timeouts: { outlineTimeoutMs: number; contentTimeoutMs: number }): Generator {
  return { name: llm.name, routes: generateRoutes({ llm, ...timeouts }), llm };
}

/**
 * The generator configured by the environment, as `npm start` would pick
 * it; a bad or missing variable is a CliError naming it.
 */
export function generatorFromEnv(source: Record<string, string | undefined> = process.env): Generator {
  try {
    const env = loadEnv(source);
    const llm = createLlmProvider(env, { builtin: () => createBuiltinProvider({ slideDelayMs: env.BUILTIN_SLIDE_DELAY_MS }) });
    return generatorFor(llm, { outlineTimeoutMs: env.OUTLINE_TIMEOUT_MS, contentTimeoutMs: env.CONTENT_TIMEOUT_MS });
  } catch (error) {
    throw new CliError(messageOf(error));
  }
}
