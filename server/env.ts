import { z } from 'zod';
import { modelsDir } from './models/store';
import { chooseLocalModel } from './providers/llm/local-model';

/**
 * A comma-separated list of web origins (scheme://host[:port], nothing after
 * it), each normalised as the browser sends it in an Origin header. A path,
 * a query or another scheme is refused at start-up, so a typo cannot quietly
 * open or close the API.
 */
export function originList(variable: string, schemes: readonly string[]) {
  return z
    .string()
    .default('')
    .transform((raw, ctx) => {
      const origins: string[] = [];
      for (const item of raw.split(',').map((s) => s.trim()).filter(Boolean)) {
        let url: URL;
        try {
          url = new URL(item);
        } catch {
          ctx.addIssue({ code: 'custom', message: `${variable}: "${item}" is not an origin like https://example.com` });
          continue;
        }
        if (!schemes.includes(url.protocol.replace(/:$/, ''))) {
          ctx.addIssue({ code: 'custom', message: `${variable}: "${item}" must start with ${schemes.map((s) => `${s}://`).join(' or ')}` });
        } else if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
          ctx.addIssue({ code: 'custom', message: `${variable}: "${item}" must be an origin only (scheme://host[:port]), without a path` });
        } else origins.push(url.origin);
      }
      return origins;
    });
}

/**
 * Server configuration, validated once at start-up. Every variable is
 * optional: with none set, Decksmith runs with its built-in generator.
 */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * builtin | local | openai-compatible | openai | anthropic. Unset (or
   * empty), loadEnv picks local when a model is there, else builtin.
   */
  LLM_PROVIDER: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.enum(['builtin', 'local', 'openai-compatible', 'openai', 'anthropic']).default('builtin'),
  ),
  /** Base URL of an OpenAI-compatible server (Ollama, vLLM, llama.cpp, LM Studio, OpenRouter). */
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  /** The model name; for LLM_PROVIDER=local a .gguf path or a catalogue name (npm run model -- list). */
  LLM_MODEL: z.string().optional(),
  /** LLM_PROVIDER=local: auto uses a GPU when llama.cpp finds one, off always the CPU. */
  LLM_GPU: z.enum(['auto', 'off']).default('auto'),
  /**
   * LLM_PROVIDER=local: CPU threads of the model; default all cores. Fewer
   * is faster on a machine busy with other work (idle threads spin-wait).
   */
  LLM_THREADS: z.coerce.number().int().min(1).max(512).optional(),
  /** Folder of downloaded local models; default ~/.cache/decksmith/models (under XDG_CACHE_HOME when set). */
  DECKSMITH_MODELS: z.string().optional(),
  OPENAI_API_KEY: z.string().optional(),
  ANTHROPIC_API_KEY: z.string().optional(),
  /** Slide images: builtin (generated artwork, offline) | openai-compatible (an images endpoint). */
  IMAGE_PROVIDER: z.enum(['builtin', 'openai-compatible']).default('builtin'),
  /** Base URL of an OpenAI-compatible images API (POST {base}/images/generations). */
  IMAGE_BASE_URL: z.string().url().optional(),
  IMAGE_API_KEY: z.string().optional(),
  IMAGE_MODEL: z.string().optional(),
  // --- Pictures: photo search sources (server/providers/images/search), in the order they are asked. ---
  /**
   * Comma-separated order of picture sources for content slides: openverse,
   * wikimedia, pexels, unsplash, pixabay, and `generated` (the images API of
   * IMAGE_PROVIDER=openai-compatible). Unset: the keyed sources whose key is
   * set, then openverse, wikimedia, then generated when configured. `none`:
   * no photo search (content slides get a generated picture or none).
   */
  PICTURE_SOURCES: z.string().optional(),
  /** Keys of the keyed photo sources; each is sent only to its own API and never to the page. */
  PEXELS_API_KEY: z.string().optional(),
  UNSPLASH_ACCESS_KEY: z.string().optional(),
  PIXABAY_API_KEY: z.string().optional(),
  /** API addresses, for a proxy or a test double; the services' own by default. */
  OPENVERSE_BASE_URL: z.string().url().default('https://api.openverse.org'),
  WIKIMEDIA_BASE_URL: z.string().url().default('https://commons.wikimedia.org'),
  PEXELS_BASE_URL: z.string().url().default('https://api.pexels.com'),
  UNSPLASH_BASE_URL: z.string().url().default('https://api.unsplash.com'),
  PIXABAY_BASE_URL: z.string().url().default('https://pixabay.com'),
  /** Time one source may take for one call (search or picture download), in milliseconds. */
  PICTURE_SOURCE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Time all sources together may take for one slide picture, in milliseconds. */
  PICTURE_BUDGET_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Largest picture the server downloads from a source, in bytes. */
  PICTURE_MAX_BYTES: z.coerce.number().int().min(10_000).max(50_000_000).default(5_000_000),
  /** User-Agent of picture-source calls; Wikimedia asks for one that says who is calling. */
  PICTURE_USER_AGENT: z.string().min(1).default('Decksmith/0.1 (self-hosted slide maker; picture search)'),
  /**
   * Other sites whose pages may call the API (besides the app's own origin,
   * which is always allowed): comma-separated origins, e.g. a separate dev
   * server. A POST from any other page is refused, so a foreign page cannot
   * spend the operator's model key.
   */
  ALLOWED_ORIGINS: originList('ALLOWED_ORIGINS', ['http', 'https']),
  /**
   * Hosts the page may show pictures from besides its own origin, data: and
   * blob: (the Content-Security-Policy img-src): comma-separated https
   * origins, e.g. the CDN an images API answers with. IMAGE_BASE_URL's origin
   * is added by itself.
   */
  PICTURE_HOSTS: originList('PICTURE_HOSTS', ['https']),
  // --- URL import (POST /api/v1/import/url): the server fetches a page or document by its address. ---
  /** off: the app offers "Import file" only, and the call answers 404. */
  URL_IMPORT: z.enum(['on', 'off']).default('on'),
  /**
   * 1: also fetch private, loopback and link-local addresses (an intranet, tests over loopback).
   * Off by default: a typed address must not make the server probe its own network.
   */
  URL_IMPORT_ALLOW_PRIVATE: z.enum(['0', '1', 'true', 'false', '']).default('0').transform((v) => v === '1' || v === 'true'),
  /** Origins fetched even on a private address (an intranet wiki), without opening every private address. */
  URL_IMPORT_ALLOWED_ORIGINS: originList('URL_IMPORT_ALLOWED_ORIGINS', ['http', 'https']),
  /** Time the fetched page may take, headers and body together, in milliseconds. */
  URL_IMPORT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** Largest page or document fetched, in bytes (at most the upload limit, 10 MB). */
  URL_IMPORT_MAX_BYTES: z.coerce.number().int().min(1_000).max(10_485_759).default(10_485_759),
  /** 1: serve the build's source maps (*.map); otherwise they are 404, so the sources are not public. */
  SERVE_SOURCEMAPS: z.enum(['0', '1', 'true', 'false', '']).default('0').transform((v) => v === '1' || v === 'true'),
  /** A request body not fully received within this many milliseconds is refused with 408. */
  BODY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Requests per minute per client on the generation calls. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  OUTLINE_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  CONTENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  DIST_DIR: z.string().default('dist'),
  /** Milliseconds the builtin generator waits between streamed slides (demos, tests); 0 streams at full speed. */
  BUILTIN_SLIDE_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
});
export type Env = z.infer<typeof envSchema>;

/** True when the local provider has a model to run with these settings (LLM_MODEL, DECKSMITH_MODELS). */
export function localModelAvailable(env: Env): boolean {
  return 'path' in chooseLocalModel(env.LLM_MODEL, modelsDir(env));
}

/**
 * Parses process.env (or a given record); throws with every bad variable
 * named. With LLM_PROVIDER unset, a machine with a local model (a .gguf in
 * the models folder, or LLM_MODEL pointing at one) writes with it, so
 * `npm start` needs no setting at all once a model is downloaded.
 */
export function loadEnv(
  source: Record<string, string | undefined> = process.env,
  hasLocalModel: (env: Env) => boolean = localModelAvailable,
): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid server configuration: ${issues}`);
  }
  let env = result.data;
  if (!source.LLM_PROVIDER?.trim() && hasLocalModel(env)) env = { ...env, LLM_PROVIDER: 'local' };
  // With LLM_PROVIDER unset a local model may also take over while the server runs (a download
  // from the settings), so it gets the same limits; the builtin composer never comes near them.
  if (env.LLM_PROVIDER === 'local' || !source.LLM_PROVIDER?.trim()) {
    // A model on a laptop CPU writes a 10-slide deck in minutes, and a request may first wait
    // for another's turn: the hosted defaults would cut it off. Set values are kept.
    if (!source.OUTLINE_TIMEOUT_MS?.trim()) env = { ...env, OUTLINE_TIMEOUT_MS: LOCAL_TIMEOUTS.outline };
    if (!source.CONTENT_TIMEOUT_MS?.trim()) env = { ...env, CONTENT_TIMEOUT_MS: LOCAL_TIMEOUTS.content };
  }
  return env;
}

/** Whole-request time limits with a local model, unless OUTLINE_TIMEOUT_MS / CONTENT_TIMEOUT_MS say otherwise. */
export const LOCAL_TIMEOUTS = { outline: 300_000, content: 900_000 } as const;
