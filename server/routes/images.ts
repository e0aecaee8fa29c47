/**
 * POST /generate-images-test (mounted under /api/flux): one slide picture
 * for a prompt, an image style and the slot (orientation, content or
 * decorative). The body is checked with the protocol schema and the style
 * with the core catalogue, so a bad request is a 400 naming the field. The
 * picture service decides where the picture comes from (a photo search, a
 * generator, the builtin abstract art for decorative places); a found photo
 * comes back as a data URL with its credit, and `images: []` means no
 * picture fits this content slide (not an error). A failing generator is a
 * 502 with the fixed image error text, the detail (addresses, the
 * upstream's words) going to the server log only.
 * A picture address a generator answers with is passed on only when it is
 * a data: URL or on one of the configured picture hosts: the page's
 * Content-Security-Policy lists those hosts and no other, so any other
 * address could not be shown anyway, and the page never loads a picture
 * from a host the operator did not name.
 */
import { Hono } from 'hono';
import { imageHttpError } from '../../src/core/errors';
import { DEFAULT_IMAGE_STYLE, IMAGE_STYLE_VALUES, imageStyleSchema, type ImageStyle } from '../../src/core/schemas/catalog';
import { imageRequestSchema, imageResponseSchema, type ImageResponse } from '../../src/protocol/pictures';
import { clientGoneResponse, logClientGone } from '../http/body-read';
import { publicErrorMessage } from '../http/public-error';
import { readJson } from '../http/validate';
import type { PictureService } from '../providers/images/search/service';
import { ImageProviderError } from '../providers/images/types';

export interface ImageRoutesDeps {
  pictures: PictureService;
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

/** The image route; `pictures` is the service createPictureServiceFromEnv builds. */
export function imageRoutes({ pictures, pictureHosts = [], secrets = [] }: ImageRoutesDeps): Hono {
  const app = new Hono();
  app.post('/generate-images-test', async (c) => {
    const read = await readJson(c, imageRequestSchema);
    if (!read.ok) return read.response;
    const { heading, orientation, purpose, language, palette, avoid } = read.data;
    const prompt = read.data.prompt.trim();
    if (!prompt) return c.json({ error: BLANK_PROMPT }, 400);
    const style = resolveStyle(read.data.style);
    if (!style) return c.json({ error: BAD_STYLE }, 400);
    let answer: ImageResponse;
    try {
      answer = await pictures.picture({ prompt, style, heading, orientation, purpose, language, palette, avoid }, c.req.raw.signal);
    } catch (error) {
      if (c.req.raw.signal.aborted) {
        logClientGone(c);
        return clientGoneResponse();
      }
      const fallback = imageHttpError(502, 'Bad Gateway');
      const tag = `[images] ${pictures.name}:`;
      // Only the provider's own errors were written to be shown; anything else is a bug: the fallback text.
      const message = error instanceof ImageProviderError ? publicErrorMessage(error, { tag, fallback, secrets }) : fallback;
      if (!(error instanceof ImageProviderError)) console.error(tag, error);
      return c.json({ error: message }, 502);
    }
    if (answer.images.length === 0) return c.json(imageResponseSchema.parse(answer));
    const { kept, refused } = allowedPictures(answer.images, pictureHosts);
    if (refused.length > 0) {
      const hosts = refused.map((url) => url.slice(0, 80)).join(', ');
      console.warn(`[images] ${pictures.name}: left out picture addresses on hosts not in PICTURE_HOSTS: ${hosts}`);
    }
    if (kept.length === 0) return c.json({ error: PICTURE_HOST_REFUSED }, 502);
    // Found photos are data URLs fetched here, so each keeps its credit; generated ones have none.
    const credits = answer.credits && kept.length === answer.images.length ? { credits: answer.credits } : {};
    return c.json(imageResponseSchema.parse({ images: kept, ...credits }));
  });
  return app;
}
