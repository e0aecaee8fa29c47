import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { FILE_TOO_LARGE } from '../src/core/errors';
import type { Env } from './env';
import { bodyRead, clientGoneResponse, isClientGone, logClientGone } from './http/body-read';
import { rateLimit } from './http/rate-limit';
import { secretsOf } from './http/public-error';
import { jsonOnly, multipartOnly, originGuard } from './http/request-guard';
import { createIconProvider } from './providers/icons/index';
import type { IconProvider } from './providers/icons/types';
import { createPictureServiceFromEnv, pictureSecrets, type PictureService } from './providers/images/index';
import type { ImageProvider } from './providers/images/types';
import type { LlmProvider } from './providers/llm/types';
import { EXTRACT_BODY_LIMIT, extractRoutes } from './routes/extract';
import { editSlideRoutes } from './routes/edit-slide';
import { generateRoutes } from './routes/generate';
import { iconRoutes } from './routes/icons';
import { modelRoutes } from './routes/models';
import { modelInUse, modelsDir } from './models/store';
import { imageRoutes } from './routes/images';
import { pictureRoutes } from './routes/pictures';
import { urlImportRoutes } from './routes/url-import';
import { mountStatic } from './static';
import type { LoopStats } from './http/loop-stats';

export const VERSION = '0.1.0';
/** How many times the generation calls' rate the media calls may run. */
export const MEDIA_RATE_FACTOR = { images: 5, icons: 10 } as const;
/** JSON calls carry at most this many bytes (the extract call has its own limit). */
export const JSON_BODY_LIMIT = 1024 * 1024;

export interface AppDeps {
  env: Env;
  llm: LlmProvider;
  /** The picture generator; default: the one IMAGE_PROVIDER names. */
  images?: ImageProvider;
  /** Slide pictures (photo search, generator, decorative art); default: the one the PICTURE_* and IMAGE_* variables describe. */
  pictures?: PictureService;
  /** Slide icons; default: the builtin matcher. */
  icons?: IconProvider;
  /** Serve dist/ as well (off in API-only tests). */
  serveApp?: boolean;
  heartbeatMs?: number;
  /** The event loop's delay, reported in /api/health for benchmarks (HEALTH_LOOP_STATS=1). */
  loopStats?: LoopStats;
}

/** The whole server: the generation API under /api and the built app on the same origin. */
export function createApp({ env, llm, images, pictures, icons = createIconProvider(env), serveApp = true, heartbeatMs, loopStats }: AppDeps): Hono {
  const picturing = pictures ?? createPictureServiceFromEnv(env, images ? { generator: images } : {});
  const app = new Hono();
  app.use('*', securityHeaders(pictureHosts(env)));
  app.use('*', compress());
  app.onError((err, c) => {
    // A client that hung up mid-request is routine (a closed tab, a cancelled upload), not a server fault.
    if (isClientGone(err, c.req.raw.signal)) {
      logClientGone(c);
      return clientGoneResponse();
    }
    console.error('[server]', c.req.method, c.req.path, err);
    return c.json({ error: 'Internal server error' }, 500);
  });

  const api = new Hono();
  // Before anything reads a body or counts a call: a refused request costs nothing.
  api.use('*', originGuard({ allowed: env.ALLOWED_ORIGINS }));
  // Mounted before the 1 MB JSON limit: the upload has its own 10 MB + multipart-overhead limit.
  api.use('/v1/extract/*', multipartOnly());
  api.use('/v1/extract/*', rateLimit({ limit: env.RATE_LIMIT_PER_MINUTE }));
  api.use(
    '/v1/extract/*',
    bodyRead({ maxSize: EXTRACT_BODY_LIMIT, timeoutMs: env.BODY_TIMEOUT_MS, onTooLarge: (c) => c.json({ error: FILE_TOO_LARGE }, 413) }),
  );
  api.route('/v1/extract', extractRoutes());
  api.use('*', jsonOnly());
  api.use(
    '*',
    bodyRead({ maxSize: JSON_BODY_LIMIT, timeoutMs: env.BODY_TIMEOUT_MS, onTooLarge: (c) => c.json({ error: 'Request body too large: the limit is 1 MB' }, 413) }),
  );
  api.get('/health', (c) =>
    c.json({
      status: 'ok' as const,
      version: VERSION,
      providers: { llm: llm.name, images: picturing.name, icons: icons.name },
      // The start screen offers "Import file or URL" only where the server imports pages.
      features: { urlImport: env.URL_IMPORT === 'on' },
      ...(loopStats ? { eventLoop: loopStats.read(c.req.query('reset') === '1') } : {}),
    }),
  );
  api.use('/ppt/*', rateLimit({ limit: env.RATE_LIMIT_PER_MINUTE }));
  api.route(
    '/ppt',
    generateRoutes({ llm, outlineTimeoutMs: env.OUTLINE_TIMEOUT_MS, contentTimeoutMs: env.CONTENT_TIMEOUT_MS, heartbeatMs, secrets: secretsOf(env) }),
  );
  // A rewrite of one slide costs what a slide of the content call does: the same allowance and timeout.
  api.route('/ppt', editSlideRoutes({ llm, timeoutMs: env.CONTENT_TIMEOUT_MS, heartbeatMs, secrets: secretsOf(env) }));
  // A deck asks for a picture per slide and an icon per point at once: these limits are per call kind
  // and higher than the generation calls' (an icon is picked in well under a millisecond).
  api.use('/flux/*', rateLimit({ limit: env.RATE_LIMIT_PER_MINUTE * MEDIA_RATE_FACTOR.images }));
  api.route('/flux', imageRoutes({ pictures: picturing, pictureHosts: pictureHosts(env), secrets: [...secretsOf(env), ...pictureSecrets(env)] }));
  // The Replace panel's search and fetch: each asks photo services, so they share the picture allowance.
  api.use('/pictures/*', rateLimit({ limit: env.RATE_LIMIT_PER_MINUTE * MEDIA_RATE_FACTOR.images }));
  api.route('/pictures', pictureRoutes({ pictures: picturing }));
  // A page fetched and read on the server costs about what an upload does: the same allowance.
  api.use('/v1/import/*', rateLimit({ limit: env.RATE_LIMIT_PER_MINUTE }));
  api.route('/v1/import', urlImportRoutes(urlImportConfig(env)));
  api.use('/icon/*', rateLimit({ limit: env.RATE_LIMIT_PER_MINUTE * MEDIA_RATE_FACTOR.icons }));
  api.route('/icon', iconRoutes({ icons }));
  const dir = modelsDir(env);
  // A local writer names its GGUF file; the settings show which catalogue model that is. Read at
  // each request: with LLM_PROVIDER unset a downloaded model takes over while the server runs.
  const inUse = (): string | null => {
    const path: unknown = 'modelPath' in llm ? llm.modelPath : undefined;
    return typeof path === 'string' ? modelInUse(dir, path) : null;
  };
  api.route('/models', modelRoutes({ dir, writer: () => llm.name, inUse }));
  api.all('*', (c) => c.json({ error: `No API route ${c.req.method} ${c.req.path}` }, 404));
  app.route('/api', api);

  if (serveApp) mountStatic(app, env.DIST_DIR, { serveSourceMaps: env.SERVE_SOURCEMAPS });
  return app;
}

/** The URL import's settings from URL_IMPORT and the URL_IMPORT_* variables. */
export function urlImportConfig(env: Env) {
  return {
    enabled: env.URL_IMPORT === 'on',
    timeoutMs: env.URL_IMPORT_TIMEOUT_MS,
    maxBytes: env.URL_IMPORT_MAX_BYTES,
    allowPrivate: env.URL_IMPORT_ALLOW_PRIVATE,
    allowedOrigins: env.URL_IMPORT_ALLOWED_ORIGINS,
  };
}

/**
 * The hosts slide pictures may come from besides the page's own origin:
 * PICTURE_HOSTS and, with an images API configured, its origin. Nothing else
 * is listed, so an address a model wrote into a slide cannot be loaded.
 */
export function pictureHosts(env: Pick<Env, 'PICTURE_HOSTS' | 'IMAGE_PROVIDER' | 'IMAGE_BASE_URL'>): string[] {
  const hosts = new Set(env.PICTURE_HOSTS);
  if (env.IMAGE_PROVIDER === 'openai-compatible' && env.IMAGE_BASE_URL) hosts.add(new URL(env.IMAGE_BASE_URL).origin);
  return [...hosts];
}

function securityHeaders(pictureOrigins: readonly string[]) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Slide styles are computed at run time (theme colours, fitted font sizes).
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Pictures the app made or the user picked arrive as data: or blob: addresses (the media cache);
      // the configured picture services are the only remote hosts.
      imgSrc: ["'self'", 'data:', 'blob:', ...pictureOrigins],
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
