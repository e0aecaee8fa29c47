import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createBuiltinProvider } from './builtin/index';
import { loadEnv } from './env';

const dist = mkdtempSync(join(tmpdir(), 'decksmith-dist-'));
mkdirSync(join(dist, 'assets'));
const INDEX = `<!doctype html><html><body><div id="root"></div>${'<!-- padding -->'.repeat(200)}</body></html>`;
writeFileSync(join(dist, 'index.html'), INDEX);
writeFileSync(join(dist, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
writeFileSync(join(dist, 'assets', 'app-abc123.js.map'), '{"version":3,"sourcesContent":["secret source"]}');
writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const app = createApp({ env: loadEnv({ DIST_DIR: dist }), llm: createBuiltinProvider() });

describe('serving the built app', () => {
  it('answers a deep link with index.html (SPA fallback)', async () => {
    const res = await app.request('/home/some/deck');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('never answers an unknown /api path with the app', async () => {
    const res = await app.request('/api/ppt/nope');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('serves hashed assets as immutable and the service worker as no-cache', async () => {
    const asset = await app.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const sw = await app.request('/sw.js');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers / and /index.html with the shell, re-checked on every load', async () => {
    for (const path of ['/', '/index.html']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toBe(INDEX);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it.each(['/assets/missing.js', '/assets/missing', '/missing.png', '/deep/route/chunk-old.css'])(
    'answers the missing file %s with 404 and no long cache, never the shell',
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).not.toContain('<div id="root">');
    },
  );

  it('keeps the source maps private unless SERVE_SOURCEMAPS=1', async () => {
    const hidden = await app.request('/assets/app-abc123.js.map');
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).not.toContain('secret source');
    const debug = createApp({ env: loadEnv({ DIST_DIR: dist, SERVE_SOURCEMAPS: '1' }), llm: createBuiltinProvider() });
    const shown = await debug.request('/assets/app-abc123.js.map');
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('secret source');
  });

  it('compresses text when the client accepts gzip', async () => {
    const res = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('sets the security headers on the app too', async () => {
    const res = await app.request('/landing');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
