/**
 * POST /icon-generation (mounted at /api/icon): `{prompt}` in, `{iconurl}`
 * out, an SVG data URL the client can show as an <img>, cache and embed in
 * exports. When no icon fits the prompt (the best match is
 * weak) the answer is 200 `{"iconurl": null}`: the slide shows its point
 * without an icon, and asking again gives the same answer. The body is
 * validated with the protocol schema; the prompt only chooses an icon and
 * never appears in the answer.
 */
import { Hono } from 'hono';
import { iconHttpError } from '../../src/core/errors';
import { iconRequestSchema, type IconResponse } from '../../src/protocol/requests';
import { clientGoneResponse, logClientGone } from '../http/body-read';
import { jsonOnly } from '../http/request-guard';
import { readJson } from '../http/validate';
import type { IconProvider } from '../providers/icons/types';

export interface IconRouteOptions {
  icons: IconProvider;
}

/** 'Icon generation failed: 502 Bad Gateway', the fixed text for a failed icon call. */
export const ICON_PROVIDER_FAILED = iconHttpError(502, 'Bad Gateway');

/** `data:image/svg+xml;base64,...` of an SVG document. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** The icon call; "no icon fits" is a 200 with a null iconurl, provider failures a 502 with the fixed text. */
export function iconRoutes({ icons }: IconRouteOptions): Hono {
  const app = new Hono();
  // The app refuses non-JSON bodies for every call; the route says so too, for when it is mounted alone.
  app.post('/icon-generation', jsonOnly(), async (c) => {
    const parsed = await readJson(c, iconRequestSchema);
    if (!parsed.ok) return parsed.response;
    const prompt = parsed.data.prompt.trim();
    if (prompt.length === 0) return c.json({ error: 'prompt must not be blank' }, 400);
    try {
      const icon = await icons.icon(prompt, c.req.raw.signal);
      if (!icon) return c.json({ error: ICON_PROVIDER_FAILED }, 502);
      const answer: IconResponse = 'none' in icon ? { iconurl: null } : { iconurl: svgDataUrl(icon.svg) };
      return c.json(answer);
    } catch (error) {
      // A client that went away is not a provider failure worth a stack trace.
      if (c.req.raw.signal.aborted) {
        logClientGone(c);
        return clientGoneResponse();
      }
      console.error('[icons]', error);
      return c.json({ error: ICON_PROVIDER_FAILED }, 502);
    }
  });
  return app;
}
