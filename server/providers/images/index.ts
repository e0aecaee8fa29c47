/**
 * The image provider registry: IMAGE_PROVIDER picks the generator, and a
 * missing variable for the chosen one stops the server at start-up with its
 * name (as the LLM registry does).
 */
import type { Env } from '../../env';
import { createBuiltinImageProvider } from './builtin/index';
import { createOpenAiImagesProvider, type OpenAiImagesConfig } from './openai-compatible';
import { ImageConfigError, type ImageProvider } from './types';

export { createBuiltinImageProvider, renderArtwork } from './builtin/index';
export { createOpenAiImagesProvider, STYLE_PHRASES, type OpenAiImagesConfig } from './openai-compatible';
export { ImageConfigError, ImageProviderError, type ImageParams, type ImageProvider } from './types';

/** Test and proxy hooks passed to the chosen provider. */
export type ImageProviderOverrides = Pick<OpenAiImagesConfig, 'fetch' | 'timeoutMs'>;

function required(value: string | undefined, variable: string, hint: string): string {
  const trimmed = value?.trim();
  if (!trimmed) throw new ImageConfigError(`IMAGE_PROVIDER=openai-compatible needs ${variable} (${hint}).`);
  return trimmed;
}

/** The image provider chosen by IMAGE_PROVIDER (builtin by default). */
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
