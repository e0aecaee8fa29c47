import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import type { Env } from './env';
import { rateLimit } from './http/rate-limit';
import { createIconProvider } from './providers/icons/index';
import type { IconProvider } from './providers/icons/types';
import { createImageProvider } from './providers/images/index';
import type { ImageProvider } from './providers/images/types';
import type { LlmProvider } from './providers/llm/types';
import { extractRoutes } from './routes/extract';
import { generateRoutes } from './routes/generate';
import { iconRoutes } from './routes/icons';
import { imageRoutes } from './routes/images';
import { mountStatic } from './static';

export const VERSION = '0.1.0';
/** How many times the generation calls' rate the media calls may run. */
export const MEDIA_RATE_FACTOR = { images: 5, icons: 10 } as const;
/** JSON calls carry at most this many bytes (the extract call has its own limit). */
export const JSON_BODY_LIMIT = 1024 * 1024;

export interface AppDeps {
  env: Env;
  llm: LlmProvider;
  /** Slide images; default: the one IMAGE_PROVIDER names. */
  images?: ImageProvider;
  /** Slide icons; default: the builtin matcher. */
  icons?: IconProvider;
  /** Serve dist/ as well (off in API-only tests). */
  serveApp?: boolean;
  heartbeatMs?: number;
}

/** The whole server: the generation API under /api and the built app on the same origin. */
export function createApp({ env, llm, images = createImageProvider(env), icons = createIconProvider(env), serveApp = true, heartbeatMs }: AppDeps): Hono {
  const app = new Hono();
  app.use('*', securityHeaders());
  app.use('*', compress());
  app.onError((err, c) => {
    console.error('[server]', err);
    return c.json({ error: 'Internal server error' }, 500);
  });

  const api = new Hono();
  // Mounted before the 1 MB JSON limit: the route answers first, so that limit never sees a
  // 10 MB upload; the route carries its own 10 MB + multipart-overhead limit.
  api.use('/v1/extract/*', rateLimit({ limit: env.RATE_LIMIT_PER_MINUTE }));
  api.route('/v1/extract', extractRoutes());
  api.use('*', bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: (c) => c.json({ error: 'Request body too large: the limit is 1 MB' }, 413) }));
  api.get('/health', (c) =>
    c.json({ status: 'ok' as const, version: VERSION, providers: { llm: llm.name, images: images.name, icons: icons.name } }),
  );
  api.use('/ppt/*', rateLimit({ limit: env.RATE_LIMIT_PER_MINUTE }));
  api.route(
    '/ppt',
    generateRoutes({ llm, outlineTimeoutMs: env.OUTLINE_TIMEOUT_MS, contentTimeoutMs: env.CONTENT_TIMEOUT_MS, heartbeatMs }),
  );
  // A deck asks for a picture per slide and an icon per point at once: these limits are per call kind
  // and higher than the generation calls' (an icon is picked in well under a millisecond).
  api.use('/flux/*', rateLimit({ limit: env.RATE_LIMIT_PER_MINUTE * MEDIA_RATE_FACTOR.images }));
  api.route('/flux', imageRoutes({ images }));
  api.use('/icon/*', rateLimit({ limit: env.RATE_LIMIT_PER_MINUTE * MEDIA_RATE_FACTOR.icons }));
  api.route('/icon', iconRoutes({ icons }));
  api.all('*', (c) => c.json({ error: `No API route ${c.req.method} ${c.req.path}` }, 404));
  app.route('/api', api);

  if (serveApp) mountStatic(app, env.DIST_DIR);
  return app;
}

function securityHeaders() {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Slide styles are computed at run time (theme colours, fitted font sizes).
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'https:', 'wss:'],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    crossOriginEmbedderPolicy: false,
  });
}
