import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Context, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

export interface StaticOptions {
  /** Serve the build's source maps (SERVE_SOURCEMAPS=1); otherwise a *.map path is 404. */
  serveSourceMaps?: boolean;
}

/** Hashed build output: its name changes with its content, so it may be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The shell and anything that is not a file: always re-checked, or an update never arrives. */
const REVALIDATE = 'no-cache';

/** The last path segment has an extension: the request is for a file, never an app route. */
function looksLikeFile(path: string): boolean {
  return /\.[A-Za-z0-9]+$/.test(path.slice(path.lastIndexOf('/') + 1));
}

function notFound(c: Context): Response {
  // A missing file must not be cached: the next deploy may bring it.
  c.header('Cache-Control', REVALIDATE);
  return c.text('Not found', 404);
}

/**
 * Serves the built app from `distDir` with the SPA fallback: a GET that is
 * not a file, not under /api and has no file extension gets index.html, so
 * deep links work. A missing file (a stale chunk name after a deploy, a typo)
 * is 404: answering index.html under an immutable cache would pin the shell
 * in the browser as that script for a year.
 */
export function mountStatic(app: Hono, distDir: string, { serveSourceMaps = false }: StaticOptions = {}): void {
  const root = resolve(distDir);
  const indexPath = join(root, 'index.html');
  app.use('*', async (c, next) => {
    // The maps carry the whole source; they are for the operator's debugging, not for every visitor.
    if (!serveSourceMaps && c.req.path.endsWith('.map')) return notFound(c);
    await next();
    const path = c.req.path;
    const type = c.res.headers.get('content-type') ?? '';
    if (c.res.status !== 200) {
      if (!c.res.headers.has('cache-control')) c.header('Cache-Control', REVALIDATE);
    } else if (path === '/sw.js' || path.endsWith('.webmanifest') || type.startsWith('text/html')) {
      // The service worker, the manifest and the shell (/, /index.html, every fallback).
      c.header('Cache-Control', REVALIDATE);
    } else if (path.startsWith('/assets/')) {
      c.header('Cache-Control', IMMUTABLE);
    }
  });
  app.use('*', serveStatic({ root: distDir }));
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    if (c.req.path.startsWith('/assets/') || looksLikeFile(c.req.path)) return notFound(c);
    if (!existsSync(indexPath)) {
      return c.text('Decksmith is not built yet: run `npm run build` (npm start does it for you).', 503);
    }
    c.header('Cache-Control', REVALIDATE);
    return c.html(readFileSync(indexPath, 'utf8'));
  });
}
