/**
 * The picture registry. Two kinds of providers sit behind it:
 * - generators (ImageProvider): the builtin abstract artist, always there
 *   for decorative places, and an OpenAI-compatible images API when
 *   IMAGE_PROVIDER=openai-compatible (a missing IMAGE_* variable stops the
 *   server at start-up with its name, as the LLM registry does);
 * - photo-search sources (search/), one file each, asked in the order
 *   PICTURE_SOURCES gives. Keyed sources are used only with their key.
 * createPictureService puts them together for the routes and the CLI.
 */
import type { Env } from '../../env';
import { PICTURE_SOURCES, type PictureSource } from '../../../src/protocol/pictures';
import { createBuiltinImageProvider } from './builtin/index';
import { createOpenAiImagesProvider, type OpenAiImagesConfig } from './openai-compatible';
import { createPictureHttp } from './search/http';
import { createOpenverseSource } from './search/openverse';
import { createPexelsSource } from './search/pexels';
import { createPixabaySource } from './search/pixabay';
import { createPictureService, type PictureService, type PictureStep } from './search/service';
import type { PictureSearchSource, SourceConfig } from './search/types';
import { createUnsplashSource } from './search/unsplash';
import { createWikimediaSource } from './search/wikimedia';
import { ImageConfigError, type ImageProvider } from './types';

export { createBuiltinImageProvider, renderArtwork } from './builtin/index';
export { createOpenAiImagesProvider, STYLE_PHRASES, type OpenAiImagesConfig } from './openai-compatible';
export { ImageConfigError, ImageProviderError, type ImageParams, type ImageProvider } from './types';
export { createPictureService, type PictureRequest, type PictureService } from './search/service';

/** Test and proxy hooks passed to the chosen provider. */
export type ImageProviderOverrides = Pick<OpenAiImagesConfig, 'fetch' | 'timeoutMs'>;

function required(value: string | undefined, variable: string, hint: string): string {
  const trimmed = value?.trim();
  if (!trimmed) throw new ImageConfigError(`IMAGE_PROVIDER=openai-compatible needs ${variable} (${hint}).`);
  return trimmed;
}

/** The image generator chosen by IMAGE_PROVIDER (builtin by default). */
export function createImageProvider(
  env: Pick<Env, 'IMAGE_PROVIDER' | 'IMAGE_BASE_URL' | 'IMAGE_API_KEY' | 'IMAGE_MODEL'>,
  overrides: ImageProviderOverrides = {},
): ImageProvider {
  switch (env.IMAGE_PROVIDER) {
    case 'builtin':
      return createBuiltinImageProvider();
    case 'openai-compatible':
      return createOpenAiImagesProvider({
        baseURL: required(env.IMAGE_BASE_URL, 'IMAGE_BASE_URL', 'the images API base URL, e.g. https://api.openai.com/v1'),
        model: required(env.IMAGE_MODEL, 'IMAGE_MODEL', 'the image model name, e.g. gpt-image-1 or dall-e-3'),
        apiKey: env.IMAGE_API_KEY?.trim() || undefined,
        ...overrides,
      });
    default:
      throw new ImageConfigError(`IMAGE_PROVIDER=${String(env.IMAGE_PROVIDER)} is not an image provider.`);
  }
}

export type PictureEnv = Pick<
  Env,
  | 'PICTURE_SOURCES'
  | 'PEXELS_API_KEY'
  | 'UNSPLASH_ACCESS_KEY'
  | 'PIXABAY_API_KEY'
  | 'OPENVERSE_BASE_URL'
  | 'WIKIMEDIA_BASE_URL'
  | 'PEXELS_BASE_URL'
  | 'UNSPLASH_BASE_URL'
  | 'PIXABAY_BASE_URL'
  | 'PICTURE_SOURCE_TIMEOUT_MS'
  | 'PICTURE_BUDGET_MS'
  | 'PICTURE_MAX_BYTES'
  | 'PICTURE_USER_AGENT'
>;

type Step = PictureSource | 'generated';
const KEYED: ReadonlyArray<{ source: PictureSource; key: keyof PictureEnv }> = [
  { source: 'pexels', key: 'PEXELS_API_KEY' },
  { source: 'unsplash', key: 'UNSPLASH_ACCESS_KEY' },
  { source: 'pixabay', key: 'PIXABAY_API_KEY' },
];

function keyOf(env: PictureEnv, source: PictureSource): string | undefined {
  const entry = KEYED.find((k) => k.source === source);
  const value = entry ? env[entry.key] : undefined;
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * The content-picture order. PICTURE_SOURCES when set (`none` for no search;
 * a keyed source without its key, or an unknown name, stops the start with a
 * message); otherwise the keyed sources that have a key, then openverse,
 * wikimedia, then the generator when one is configured.
 */
export function pictureOrder(env: PictureEnv, hasGenerator: boolean): Step[] {
  const raw = env.PICTURE_SOURCES?.trim();
  if (!raw) {
    const keyed = KEYED.filter((k) => keyOf(env, k.source)).map((k) => k.source);
    return [...keyed, 'openverse', 'wikimedia', ...(hasGenerator ? ['generated' as const] : [])];
  }
  if (raw.toLowerCase() === 'none') return hasGenerator ? ['generated'] : [];
  const steps: Step[] = [];
  for (const item of raw.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean)) {
    if (item === 'generated') {
      if (!hasGenerator) throw new ImageConfigError('PICTURE_SOURCES lists generated, which needs IMAGE_PROVIDER=openai-compatible.');
    } else if (!(PICTURE_SOURCES as readonly string[]).includes(item)) {
      throw new ImageConfigError(`PICTURE_SOURCES: "${item}" is not a picture source (${[...PICTURE_SOURCES, 'generated', 'none'].join(', ')}).`);
    } else if (KEYED.some((k) => k.source === item) && !keyOf(env, item as PictureSource)) {
      const variable = KEYED.find((k) => k.source === item)?.key ?? '';
      throw new ImageConfigError(`PICTURE_SOURCES lists ${item}, which needs ${variable}.`);
    }
    if (!steps.includes(item as Step)) steps.push(item as Step);
  }
  return steps;
}

const FACTORIES: Record<PictureSource, (config: SourceConfig) => PictureSearchSource> = {
  openverse: createOpenverseSource,
  wikimedia: createWikimediaSource,
  pexels: createPexelsSource,
  unsplash: createUnsplashSource,
  pixabay: createPixabaySource,
};

function baseUrlOf(env: PictureEnv, source: PictureSource): string {
  const map = { openverse: env.OPENVERSE_BASE_URL, wikimedia: env.WIKIMEDIA_BASE_URL, pexels: env.PEXELS_BASE_URL, unsplash: env.UNSPLASH_BASE_URL, pixabay: env.PIXABAY_BASE_URL };
  return map[source];
}

/** The picture keys, never to appear in an answer or a log line. */
export function pictureSecrets(env: Partial<PictureEnv>): string[] {
  return [env.PEXELS_API_KEY, env.UNSPLASH_ACCESS_KEY, env.PIXABAY_API_KEY].map((k) => k?.trim() ?? '').filter((k) => k.length >= 4);
}

export interface PictureServiceOverrides {
  /** The generator; default: IMAGE_PROVIDER's when it is not builtin. */
  generator?: ImageProvider;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
  log?: (line: string) => void;
}

/** The whole picture service the env describes: search sources, generator, decorative art. */
export function createPictureServiceFromEnv(env: PictureEnv & Pick<Env, 'IMAGE_PROVIDER' | 'IMAGE_BASE_URL' | 'IMAGE_API_KEY' | 'IMAGE_MODEL'>, overrides: PictureServiceOverrides = {}): PictureService {
  const configured = overrides.generator ?? createImageProvider(env);
  const generator = configured.name === 'builtin' ? undefined : configured;
  const order = pictureOrder(env, generator !== undefined);
  const searchSources = order.filter((s): s is PictureSource => s !== 'generated');
  const http = createPictureHttp({
    timeoutMs: env.PICTURE_SOURCE_TIMEOUT_MS,
    maxImageBytes: env.PICTURE_MAX_BYTES,
    userAgent: env.PICTURE_USER_AGENT,
    // A proxy or a double on http or a private address is trusted because the operator named it.
    trustedOrigins: searchSources.map((s) => new URL(baseUrlOf(env, s)).origin),
    ...(overrides.fetch ? { fetch: overrides.fetch } : {}),
  });
  const steps: PictureStep[] = order.map((step) =>
    step === 'generated'
      ? { kind: 'generate', generator: generator as ImageProvider }
      : { kind: 'search', source: FACTORIES[step]({ baseURL: baseUrlOf(env, step), key: keyOf(env, step), http }) },
  );
  return createPictureService({
    steps,
    decorative: createBuiltinImageProvider(),
    http,
    budgetMs: env.PICTURE_BUDGET_MS,
    ...(overrides.now ? { now: overrides.now } : {}),
    ...(overrides.log ? { log: overrides.log } : {}),
  });
}
