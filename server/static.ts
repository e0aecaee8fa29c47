import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

/**
 * Serves the built app from `distDir` with the SPA fallback: any GET that is
 * not a file and not under /api gets index.html, so deep links work.
 */
export function mountStatic(app: Hono, distDir: string): void {
  const root = resolve(distDir);
  const indexPath = join(root, 'index.html');
  app.use('*', async (c, next) => {
    await next();
    const path = c.req.path;
    if (path === '/sw.js' || path.endsWith('.webmanifest') || path === '/index.html') {
      // The service worker and shell must be re-checked, or updates never arrive.
      c.header('Cache-Control', 'no-cache');
    } else if (path.startsWith('/assets/')) {
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
    }
  });
  app.use('*', serveStatic({ root: distDir }));
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    if (!existsSync(indexPath)) {
      return c.text('Decksmith is not built yet: run `npm run build` (npm start does it for you).', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexPath, 'utf8'));
  });
}
