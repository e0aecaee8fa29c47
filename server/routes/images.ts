/**
 * POST /generate-images-test (mounted under /api/flux): one slide image for
 * a prompt and an image style. The body is checked with the protocol schema
 * and the style with the core catalogue, so a bad request is a 400 naming the
 * field; a failing provider is a 502 with the seed's image error text, the
 * detail (addresses, the upstream's words) going to the server log only.
 * A picture address the provider answers with is passed on only when it is
 * a data: URL or on one of the configured picture hosts: the page's
 * Content-Security-Policy lists those hosts and no other, so any other
 * address could not be shown anyway, and the page never loads a picture
 * from a host the operator did not name.
 */
import { Hono } from 'hono';
import { imageHttpError } from '../../src/core/errors';
import { DEFAULT_IMAGE_STYLE, IMAGE_STYLE_VALUES, imageStyleSchema, type ImageStyle } from '../../src/core/schemas/catalog';
import { imageRequestSchema, imageResponseSchema } from '../../src/protocol/requests';
import { clientGoneResponse, logClientGone } from '../http/body-read';
import { publicErrorMessage } from '../http/public-error';
import { readJson } from '../http/validate';
import { ImageProviderError, type ImageProvider } from '../providers/images/types';

export interface ImageRoutesDeps {
  images: ImageProvider;
  /** Origins whose picture addresses may be passed on (app.ts pictureHosts); none by default. */
  pictureHosts?: readonly string[];
  /** Values never to show in an error (keys, base URLs). */
  secrets?: readonly string[];
}

/** Shown when the provider's pictures are all on hosts the page may not load from. */
export const PICTURE_HOST_REFUSED = 'Image generation failed: the image service answered with a picture address this server does not allow';

/** The provider's answers the page may load: data: URLs and addresses on `hosts`. */
export function allowedPictures(images: readonly string[], hosts: readonly string[]): { kept: string[]; refused: string[] } {
  const kept: string[] = [];
  const refused: string[] = [];
  for (const image of images) {
    if (/^data:image\//i.test(image)) kept.push(image);
    else {
      let origin: string | undefined;
      try {
        origin = new URL(image).origin;
      } catch {
        origin = undefined;
      }
      (origin !== undefined && hosts.includes(origin) ? kept : refused).push(image);
    }
  }
  return { kept, refused };
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
export function imageRoutes({ images, pictureHosts = [], secrets = [] }: ImageRoutesDeps): Hono {
  const app = new Hono();
  app.post('/generate-images-test', async (c) => {
    const read = await readJson(c, imageRequestSchema);
    if (!read.ok) return read.response;
    const prompt = read.data.prompt.trim();
    if (!prompt) return c.json({ error: BLANK_PROMPT }, 400);
    const style = resolveStyle(read.data.style);
    if (!style) return c.json({ error: BAD_STYLE }, 400);
    let answer: string[];
    try {
      answer = await images.generate({ prompt, style }, c.req.raw.signal);
    } catch (error) {
      if (c.req.raw.signal.aborted) {
        logClientGone(c);
        return clientGoneResponse();
      }
      const fallback = imageHttpError(502, 'Bad Gateway');
      const tag = `[images] ${images.name}:`;
      // Only the provider's own errors were written to be shown; anything else is a bug: the fallback text.
      const message = error instanceof ImageProviderError ? publicErrorMessage(error, { tag, fallback, secrets }) : fallback;
      if (!(error instanceof ImageProviderError)) console.error(tag, error);
      return c.json({ error: message }, 502);
    }
    const { kept, refused } = allowedPictures(answer, pictureHosts);
    if (refused.length > 0) {
      const hosts = refused.map((url) => url.slice(0, 80)).join(', ');
      console.warn(`[images] ${images.name}: left out picture addresses on hosts not in PICTURE_HOSTS: ${hosts}`);
    }
    if (kept.length === 0) return c.json({ error: PICTURE_HOST_REFUSED }, 502);
    return c.json(imageResponseSchema.parse({ images: kept }));
  });
  return app;
}
