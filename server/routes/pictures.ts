/**
 * The studio's Replace panel (mounted under /api/pictures):
 * - POST /search {query, orientation?, page?} -> {results, unavailable?}:
 *   photos from the configured sources, best first, each with a small
 *   thumbnail as a data URL and its credit;
 * - POST /fetch {provider, id} -> {image, credit}: one result's picture,
 *   downloaded here (size and time capped, type checked by its bytes) and
 *   answered as a data URL, so the page never loads a remote host.
 * Bodies are checked with the protocol schemas; keys stay on the server,
 * and a failure says which kind of problem it was, never an address.
 */
import { Hono } from 'hono';
import { pictureFetchRequestSchema, pictureFetchResponseSchema, pictureSearchRequestSchema, pictureSearchResponseSchema } from '../../src/protocol/pictures';
import { clientGoneResponse, logClientGone } from '../http/body-read';
import { readJson } from '../http/validate';
import type { PictureService } from '../providers/images/search/service';
import { PictureSourceError } from '../providers/images/search/types';

export interface PictureRoutesDeps {
  pictures: PictureService;
}

export const NO_PICTURE_SOURCES = 'Picture search is not available: this server has no picture sources configured';
export const PICTURE_NOT_FOUND = 'That picture is no longer available from its source';
export const PICTURE_FETCH_FAILED = 'The picture could not be downloaded from its source; try another one';
export const PICTURE_NOT_AN_IMAGE = 'The source did not answer with a JPEG, PNG, WebP or GIF picture; try another one';
export const PICTURE_TOO_LARGE = 'The picture is larger than this server accepts; try another one';

function fetchFailure(error: unknown): { message: string; status: 502 | 503 } {
  if (error instanceof PictureSourceError) {
    if (error.kind === 'not-image' || error.kind === 'refused-address') return { message: PICTURE_NOT_AN_IMAGE, status: 502 };
    if (error.kind === 'too-large') return { message: PICTURE_TOO_LARGE, status: 502 };
    if (error.kind === 'timeout' || error.kind === 'unreachable' || error.status === 429) return { message: PICTURE_FETCH_FAILED, status: 503 };
  }
  return { message: PICTURE_FETCH_FAILED, status: 502 };
}

export function pictureRoutes({ pictures }: PictureRoutesDeps): Hono {
  const app = new Hono();

  app.post('/search', async (c) => {
    const read = await readJson(c, pictureSearchRequestSchema);
    if (!read.ok) return read.response;
    if (pictures.sources.length === 0) return c.json({ error: NO_PICTURE_SOURCES }, 503);
    try {
      return c.json(pictureSearchResponseSchema.parse(await pictures.search(read.data, c.req.raw.signal)));
    } catch (error) {
      if (c.req.raw.signal.aborted) {
        logClientGone(c);
        return clientGoneResponse();
      }
      throw error;
    }
  });

  app.post('/fetch', async (c) => {
    const read = await readJson(c, pictureFetchRequestSchema);
    if (!read.ok) return read.response;
    if (!pictures.sources.includes(read.data.provider)) return c.json({ error: `provider: ${read.data.provider} is not a picture source of this server` }, 400);
    try {
      const answer = await pictures.fetch(read.data, c.req.raw.signal);
      if (!answer) return c.json({ error: PICTURE_NOT_FOUND }, 404);
      return c.json(pictureFetchResponseSchema.parse(answer));
    } catch (error) {
      if (c.req.raw.signal.aborted) {
        logClientGone(c);
        return clientGoneResponse();
      }
      const { message, status } = fetchFailure(error);
      if (!(error instanceof PictureSourceError)) console.error('[pictures] fetch:', error);
      if (status === 503) c.header('Retry-After', '30');
      return c.json({ error: message }, status);
    }
  });
  return app;
}
