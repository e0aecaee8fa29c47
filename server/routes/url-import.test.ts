import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { fixture } from '../../src/extract/test-helpers';
import { createApp } from '../app';
import { createBuiltinProvider } from '../builtin/index';
import { loadEnv } from '../env';
import { listenHandler, listenLoopback, type Loopback } from '../testing/loopback';
import { createGuardedFetch, publicOnlyLookup } from '../http/guarded-fetch';
import { fetchDocument, REFUSED_ADDRESS, UNSUPPORTED_ANSWER } from '../url-import/fetch-document';
import { NO_TEXT_ON_PAGE, URL_IMPORT_OFF } from './url-import';

const ARTICLE = `<!doctype html><html><head><title>Ocean Plastic | Loopback News</title></head><body>
<nav><a href="/">Home</a> <a href="/sport">Sport</a></nav>
<main><h1>Ocean Plastic</h1><p>Eight million tonnes reach the sea each year.</p>
<h2>Sources</h2><p>Rivers carry most of it.</p><h2>Solutions</h2><p>Deposit schemes return 90% of bottles.</p></main>
<footer>Copyright Loopback News</footer></body></html>`;

const servers: Loopback[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** The pages the server is asked to import, and a count of the requests they got. */
async function pageServer(): Promise<{ url: string; hits: string[] }> {
  const hits: string[] = [];
  const routes: Record<string, (res: ServerResponse) => void> = {
    '/article': (res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE),
    '/report': (res) => res.writeHead(200, { 'content-type': 'application/pdf' }).end(fixture('ocean-plastic.pdf')),
    '/notes': (res) => res.writeHead(200, { 'content-type': 'application/octet-stream' }).end('# Notes\n\nPlain words.'),
    '/notes.md': (res) => res.writeHead(200, { 'content-type': 'application/octet-stream' }).end('# Notes\n\nPlain words.'),
    '/empty-app': (res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body><div id="root"></div><script>start()</script></body></html>'),
    '/video': (res) => res.writeHead(200, { 'content-type': 'video/mp4' }).end(Buffer.alloc(1000)),
    '/fake-pdf': (res) => res.writeHead(200, { 'content-type': 'application/pdf' }).end('<html>not a pdf</html>'),
    '/missing': (res) => res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>'),
    // No length declared: only the bytes read show the page is too large.
    '/endless': (res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = `<p>${'word '.repeat(2000)}</p>`;
      const write = () => {
        while (res.write(chunk));
        res.once('drain', write);
      };
      write();
    },
    '/gzip': (res) => res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipSync(ARTICLE)),
    // 50 MB of spaces in about 50 KB: read only up to the cap.
    '/bomb': (res) => res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipSync(Buffer.alloc(50_000_000, 0x20))),
    '/hang': () => undefined,
    // Headers and the start of the page, then nothing: the time limit covers the body too.
    '/stall': (res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><body><h1>Start');
    },
  };
  const server = await listenHandler(async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.push(path);
    if (path === '/to-private') {
      // Same machine, another origin: private, and not the one the operator allowed.
      res.writeHead(302, { location: `http://localhost:${new URL(server.url).port}/article` }).end();
      return;
    }
    const route = routes[path];
    if (route) route(res);
    else res.writeHead(404).end();
    await Promise.resolve();
  });
  servers.push(server);
  return { url: server.url, hits };
}

async function startApp(env: Record<string, string> = {}): Promise<(url: unknown) => Promise<Response>> {
  const app = createApp({ env: loadEnv({ LLM_PROVIDER: 'builtin', ...env }), llm: createBuiltinProvider(), serveApp: false });
  const server = await listenLoopback(app);
  servers.push(server);
  return (url) => fetch(`${server.url}/api/v1/import/url`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url }) });
}

async function errorOf(res: Response): Promise<string> {
  return ((await res.json()) as { error: string }).error;
}

describe('POST /api/v1/import/url over loopback (private addresses allowed by URL_IMPORT_ALLOW_PRIVATE=1)', () => {
  it('answers a web page like an uploaded document: its title and headings as Markdown, the furniture left out', async () => {
    const pages = await pageServer();
    const res = await (await startApp({ URL_IMPORT_ALLOW_PRIVATE: '1' }))(`${pages.url}/article`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('x-decksmith-kind')).toBe('html');
    const text = await res.text();
    expect(text.split('\n')[0]).toBe('# Ocean Plastic');
    expect(text).toContain('## Sources');
    expect(text).toContain('## Solutions');
    expect(text).not.toMatch(/Sport|Copyright/);
  });

  it('reads a PDF, and a document typed only by its name', async () => {
    const pages = await pageServer();
    const post = await startApp({ URL_IMPORT_ALLOW_PRIVATE: '1' });
    const pdf = await post(`${pages.url}/report`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('x-decksmith-kind')).toBe('pdf');
    expect(await pdf.text()).toContain('Ocean Plastic');
    const md = await post(`${pages.url}/notes.md`);
    expect(md.headers.get('x-decksmith-kind')).toBe('md');
    expect(await md.text()).toBe('# Notes\n\nPlain words.');
  });

  it('refuses a wrong type: a video by its content type, octet-stream nobody can name, a "PDF" that is not one', async () => {
    const pages = await pageServer();
    const post = await startApp({ URL_IMPORT_ALLOW_PRIVATE: '1' });
    for (const path of ['/video', '/notes']) {
      const res = await post(`${pages.url}${path}`);
      expect(res.status, path).toBe(415);
      expect(await errorOf(res)).toBe(UNSUPPORTED_ANSWER);
    }
    const fake = await post(`${pages.url}/fake-pdf`);
    expect(fake.status).toBe(415);
    expect(await errorOf(fake)).toBe('The answer at this address says it is a PDF document, but its contents are not.');
  });

  it('stops reading past the size cap, counting the bytes after decompression', async () => {
    const pages = await pageServer();
    const post = await startApp({ URL_IMPORT_ALLOW_PRIVATE: '1', URL_IMPORT_MAX_BYTES: '2000000' });
    for (const path of ['/endless', '/bomb']) {
      const res = await post(`${pages.url}${path}`);
      expect(res.status, path).toBe(413);
      expect(await errorOf(res)).toBe('The page is larger than 1.9 MB, the most Decksmith imports.');
    }
    const zipped = await post(`${pages.url}/gzip`);
    expect(zipped.status).toBe(200);
    expect(await zipped.text()).toContain('## Solutions');
  });

  it('gives up on a page that never answers, within the time limit', async () => {
    const pages = await pageServer();
    const post = await startApp({ URL_IMPORT_ALLOW_PRIVATE: '1', URL_IMPORT_TIMEOUT_MS: '500' });
    for (const path of ['/hang', '/stall']) {
      const res = await post(`${pages.url}${path}`);
      expect(res.status, path).toBe(504);
      expect(await errorOf(res)).toBe('The page did not answer within 1 second.');
    }
  });

  it('says when a page fails, has no text, or cannot be reached, never naming the address', async () => {
    const pages = await pageServer();
    const post = await startApp({ URL_IMPORT_ALLOW_PRIVATE: '1' });
    const missing = await post(`${pages.url}/missing`);
    expect([missing.status, await errorOf(missing)]).toEqual([502, 'The page answered HTTP 404 (not found).']);
    const empty = await post(`${pages.url}/empty-app`);
    expect([empty.status, await errorOf(empty)]).toEqual([422, NO_TEXT_ON_PAGE]);
    const closed = pages.url.replace(/:\d+$/, ':1');
    const down = await post(`${closed}/article`);
    expect(down.status).toBe(502);
    expect(await errorOf(down)).not.toContain('127.0.0.1');
  });
});

describe('POST /api/v1/import/url with the default settings', () => {
  it('refuses loopback, private and link-local addresses without asking them', async () => {
    const pages = await pageServer();
    const post = await startApp();
    const port = new URL(pages.url).port;
    for (const host of ['127.0.0.1', '10.0.0.1', '169.254.169.254', '[::1]', 'localhost']) {
      const res = await post(`http://${host}:${port}/article`);
      expect(res.status, host).toBe(403);
      expect(await errorOf(res)).toBe(REFUSED_ADDRESS);
    }
    expect(pages.hits).toEqual([]);
  });

  it('refuses a redirect to a private address, even from an origin the operator allowed', async () => {
    const pages = await pageServer();
    const post = await startApp({ URL_IMPORT_ALLOWED_ORIGINS: pages.url });
    expect((await post(`${pages.url}/article`)).status).toBe(200);
    const res = await post(`${pages.url}/to-private`);
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toBe(REFUSED_ADDRESS);
    expect(pages.hits).toEqual(['/article', '/to-private']);
  });

  it('refuses what is not an http(s) address, and says when the import is turned off', async () => {
    const post = await startApp();
    for (const url of ['ftp://example.org/a.pdf', 'example.org', 'javascript:alert(1)', 42]) {
      expect((await post(url)).status, String(url)).toBe(400);
    }
    const off = await (await startApp({ URL_IMPORT: 'off' }))('https://example.org/');
    expect([off.status, await errorOf(off)]).toEqual([404, URL_IMPORT_OFF]);
    // /api/health tells the app, which then offers "Import file" only.
    const health = (await (await fetch(off.url.replace('/v1/import/url', '/health'))).json()) as { features: unknown };
    expect(health.features).toEqual({ urlImport: false });
    const on = (await (await fetch(`${(await post('x')).url.replace('/v1/import/url', '/health')}`)).json()) as { features: unknown };
    expect(on.features).toEqual({ urlImport: true });
  });
});

describe('the connect-time address check', () => {
  it('refuses a public-looking name that resolves to a private address, before connecting', async () => {
    const pages = await pageServer();
    // A name that passes the address check but resolves to this machine (as DNS rebinding would make it).
    const resolveToLoopback = ((_host: string, options: { all?: boolean }, callback: (e: null, a: unknown, f?: number) => void) =>
      options.all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4)) as unknown as Parameters<typeof publicOnlyLookup>[0];
    const guarded = createGuardedFetch({ privateAllowed: () => false, lookup: publicOnlyLookup(resolveToLoopback) });
    const config = { timeoutMs: 5000, maxBytes: 1_000_000, allowPrivate: false, allowedOrigins: [], fetch: guarded };
    await expect(fetchDocument(`http://pages.example:${new URL(pages.url).port}/article`, config)).rejects.toMatchObject({ kind: 'refused-address', message: REFUSED_ADDRESS });
    expect(pages.hits).toEqual([]);
    // An origin the operator allowed skips the check and reads the page.
    const open = createGuardedFetch({ privateAllowed: () => true, lookup: publicOnlyLookup(resolveToLoopback) });
    const page = await fetchDocument(`${pages.url}/article`, { ...config, allowPrivate: true, fetch: open });
    expect(page.as).toBe('web-page');
  });
});
