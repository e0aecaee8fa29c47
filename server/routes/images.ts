/**
 * POST /generate-images-test (mounted under /api/flux): one slide image for
 * a prompt and an image style. The body is checked with the protocol schema
 * and the style with the core catalogue, so a bad request is a 400 naming the
 * field; a failing provider is a 502 with the seed's image error text.
 */
import { Hono } from 'hono';
import { imageHttpError } from '../../src/core/errors';
import { DEFAULT_IMAGE_STYLE, IMAGE_STYLE_VALUES, imageStyleSchema, type ImageStyle } from '../../src/core/schemas/catalog';
import { imageRequestSchema, imageResponseSchema } from '../../src/protocol/requests';
import { readJson } from '../http/validate';
import { ImageProviderError, type ImageProvider } from '../providers/images/types';

export interface ImageRoutesDeps {
  images: ImageProvider;
}

const BAD_STYLE = `style: must be one of ${IMAGE_STYLE_VALUES.join(', ')} (or realistic)`;
const BLANK_PROMPT = 'prompt: must not be blank';

/** The style of a request: absent means the default; 'realistic' is read as photorealistic. */
export function resolveStyle(style: string | undefined): ImageStyle | undefined {
  if (style === undefined || style.trim() === '') return DEFAULT_IMAGE_STYLE;
  const parsed = imageStyleSchema.safeParse(style.trim().toLowerCase());
  return parsed.success ? parsed.data : undefined;
}

/** The image route; `images` is the provider chosen by createImageProvider. */
export function imageRoutes({ images }: ImageRoutesDeps): Hono {
  const app = new Hono();
  app.post('/generate-images-test', async (c) => {
    const read = await readJson(c, imageRequestSchema);
    if (!read.ok) return read.response;
    const prompt = read.data.prompt.trim();
    if (!prompt) return c.json({ error: BLANK_PROMPT }, 400);
    const style = resolveStyle(read.data.style);
    if (!style) return c.json({ error: BAD_STYLE }, 400);
    try {
      const result = imageResponseSchema.parse({ images: await images.generate({ prompt, style }, c.req.raw.signal) });
      return c.json(result);
    } catch (error) {
      const message = error instanceof ImageProviderError ? error.message : imageHttpError(502, 'Bad Gateway');
      if (!(error instanceof ImageProviderError)) console.error('[images]', images.name, error);
      return c.json({ error: message }, 502);
    }
  });
  return app;
}
