/**
 * A loopback stand-in for the photo services, speaking each one's real wire
 * format on one port: Openverse (/v1/images/), Wikimedia Commons
 * (/w/api.php), Pexels (/v1/search, /v1/photos/:id), Unsplash
 * (/search/photos, /photos/:id) and Pixabay (/api/). Point each *_BASE_URL
 * at its `url`. It searches a small picture library by words (like the real
 * services, loosely), serves each picture as a real JPEG with its title
 * drawn on it (so a deck made against it shows which picture it got), checks
 * the keys as the real services do, records every request, and can be
 * scripted to fail per service: a status (429 with Retry-After, 500), a hang,
 * empty results, a huge or non-JSON answer; pictures can be scripted to be
 * HTML, SVG, huge or missing.
 */
import { createCanvas } from '@napi-rs/canvas';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serviceShapes, type PictureItem } from './picture-sources-shapes';

export type { PictureItem } from './picture-sources-shapes';

export type DoubleService = 'openverse' | 'wikimedia' | 'pexels' | 'unsplash' | 'pixabay';

export interface ServiceScript {
  status?: number;
  retryAfter?: number;
  hang?: boolean;
  empty?: boolean;
  /** 200 with this body (malformed answers). */
  raw?: string;
  /** 200 with a JSON body of about this many bytes. */
  hugeBytes?: number;
}

export type ImageScript = 'ok' | 'html' | 'svg' | 'huge' | 'missing' | 'hang';

export interface RecordedRequest {
  service: DoubleService | 'image';
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export interface PictureSourcesDouble {
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** Scripts the next answers of one service; the last one repeats. */
  script(service: DoubleService, ...scripts: ServiceScript[]): void;
  /** How every picture download answers from now on. */
  scriptImages(script: ImageScript): void;
  close(): Promise<void>;
}

export interface DoubleOptions {
  library?: PictureItem[];
  keys?: Partial<Record<'pexels' | 'unsplash' | 'pixabay', string>>;
  /** Port on 127.0.0.1; default a free one. */
  port?: number;
}

const item = (num: number, title: string, tags: string, width = 1600, height = 1067): PictureItem => ({
  id: `${num.toString(16).padStart(8, '0')}-0000-4000-8000-${num.toString(16).padStart(12, '0')}`,
  num,
  title,
  tags: tags.split(',').map((t) => t.trim()),
  width,
  height,
  author: `Photographer ${num}`,
});

/** A small library covering the fixture decks' subjects. */
export const DEFAULT_LIBRARY: PictureItem[] = [
  item(1001, 'Replica of the Gutenberg printing press', 'printing press, gutenberg, museum, mainz, printing'),
  item(1002, 'Monk copying a manuscript in a scriptorium', 'monk, manuscript, scriptorium, copying, medieval'),
  item(1003, 'Hand-set metal type in a composing stick', 'movable type, metal type, letterpress, composing stick'),
  item(1004, 'Bakery shop front with customers queuing', 'bakery, queue, shop front, bread, customers'),
  item(1005, 'Fresh loaves coming out of a bakery oven', 'bread, oven, bakery, baker, loaves'),
  item(1006, 'Coral reef with tropical fish', 'coral reef, fish, underwater, ocean'),
  item(1007, 'Honey bee on a lavender flower', 'bee, honey bee, pollination, flower, lavender'),
  item(1008, 'Team meeting around an office table', 'team, meeting, office, colleagues, table', 1200, 1200),
  item(1009, 'New employee at a welcome desk on the first day', 'onboarding, new employee, welcome, office, first day'),
  item(1010, 'Plastic bottles washed up on a beach', 'plastic, pollution, beach, ocean, bottles'),
  item(1011, 'Press conference with microphones', 'press conference, microphones, journalists'),
  item(1012, 'Old library shelves full of books', 'library, books, shelves, reading', 1000, 1500),
  // A second reef photo, as any real library has: a reef deck shows two slides' photos, each its own.
  item(1013, 'Diver over a shallow coral reef', 'coral reef, diver, underwater, ocean, reef'),
];

const BASE_COLOURS = ['#2a6f97', '#bc6c25', '#606c38', '#9d0208', '#5a189a', '#0077b6', '#386641', '#6d597a'];

/** A JPEG of `w` x `h` with a colour wash and the title on it. */
function jpegOf(title: string, num: number, w: number, h: number): Buffer {
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  const gradient = ctx.createLinearGradient(0, 0, w, h);
  gradient.addColorStop(0, BASE_COLOURS[num % BASE_COLOURS.length] ?? '#333333');
  gradient.addColorStop(1, '#f1faee');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, w, h);
  ctx.fillStyle = '#ffffff';
  ctx.font = `bold ${Math.round(Math.min(w, h) / 14)}px sans-serif`;
  const words = title.split(' ');
  let line = '';
  let y = h * 0.2;
  for (const word of words) {
    if (ctx.measureText(`${line} ${word}`).width > w * 0.85 && line) {
      ctx.fillText(line, w * 0.07, y);
      line = word;
      y += Math.min(w, h) / 11;
    } else line = line ? `${line} ${word}` : word;
  }
  ctx.fillText(line, w * 0.07, y);
  return canvas.toBuffer('image/jpeg', 80);
}

function words(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 1);
}

/** Library items sharing a word (or a plural of one) with the query, most shared first. */
function searchLibrary(library: readonly PictureItem[], query: string): PictureItem[] {
  const q = words(query.replace(/filetype:\S+/g, ''));
  const stem = (w: string) => w.replace(/(es|s)$/, '');
  return library
    .map((it) => {
      const have = new Set(words(`${it.title} ${it.tags.join(' ')}`).map(stem));
      return { it, n: q.filter((w) => have.has(stem(w))).length };
    })
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n)
    .map((x) => x.it);
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export async function startPictureSourcesDouble(options: DoubleOptions = {}): Promise<PictureSourcesDouble> {
  const library = options.library ?? DEFAULT_LIBRARY;
  const keys = { pexels: 'pexels-test-key-123', unsplash: 'unsplash-test-key-456', pixabay: 'pixabay-test-key-789', ...options.keys };
  const requests: RecordedRequest[] = [];
  const scripts = new Map<DoubleService, ServiceScript[]>();
  let imageScript: ImageScript = 'ok';
  const jpegs = new Map<string, Buffer>();
  let url = '';
  const hanging = new Set<ServerResponse>();

  const nextScript = (service: DoubleService): ServiceScript => {
    const queue = scripts.get(service) ?? [];
    return (queue.length > 1 ? queue.shift() : queue[0]) ?? {};
  };
  const byText = (id: string) => library.find((it) => it.id === id || String(it.num) === id);
  const { openverse, wikimediaPage, pexels, unsplash, pixabay } = serviceShapes(() => url);

  async function serveImage(path: string, res: ServerResponse): Promise<void> {
    if (imageScript === 'hang') {
      hanging.add(res);
      return;
    }
    if (imageScript === 'missing') return sendJson(res, 404, { error: 'not found' });
    if (imageScript === 'html') {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.end('<!doctype html><html><body>Rate limited</body></html>');
      return;
    }
    if (imageScript === 'svg') {
      res.writeHead(200, { 'content-type': 'image/svg+xml' });
      res.end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      return;
    }
    if (imageScript === 'huge') {
      // A real JPEG start, then far more bytes than any cap, without a content-length.
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.write(Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
      for (let i = 0; i < 80 && !res.destroyed; i++) res.write(Buffer.alloc(256 * 1024, 1));
      res.end();
      return;
    }
    const match = /(\d+)-(large|small)\.jpg$/.exec(path) ?? /\/(\d+)\/thumb\/$/.exec(path);
    let it: PictureItem | undefined;
    let small = true;
    if (match) {
      it = library.find((x) => String(x.num) === match[1]);
      small = match[2] !== 'large';
    } else {
      const thumb = /\/v1\/images\/([^/]+)\/thumb\/$/.exec(path);
      const wm = /\/wm\/(?:thumb\/)?a\/ab\/([^/]+)/.exec(path);
      if (thumb) it = byText(decodeURIComponent(thumb[1] ?? ''));
      if (wm) {
        const title = decodeURIComponent(wm[1] ?? '').replace(/\.jpg$/, '').replace(/_/g, ' ');
        it = library.find((x) => x.title === title);
        small = /\/330px-/.test(path);
      }
    }
    if (!it) return sendJson(res, 404, { error: 'not found' });
    const scale = (small ? 320 : 800) / Math.max(it.width, it.height);
    const key = `${it.num}-${small ? 's' : 'l'}`;
    const bytes = jpegs.get(key) ?? jpegOf(it.title, it.num, Math.round(it.width * scale), Math.round(it.height * scale));
    jpegs.set(key, bytes);
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(bytes.length) });
    res.end(bytes);
  }

  function serviceOf(path: string, query: URLSearchParams): DoubleService | undefined {
    if (path === '/w/api.php') return 'wikimedia';
    if (/^\/v1\/images\/[^/]*\/?$/.test(path) && !path.endsWith('/thumb/')) return 'openverse';
    if (path === '/v1/search' || /^\/v1\/photos\/\d+$/.test(path)) return 'pexels';
    if (path === '/search/photos' || /^\/photos\/[\w-]+(\/download)?$/.test(path)) return 'unsplash';
    if (path === '/api/' && query) return 'pixabay';
    return undefined;
  }

  function keyRefusal(service: DoubleService, req: IncomingMessage, query: URLSearchParams, res: ServerResponse): boolean {
    if (service === 'pexels' && req.headers.authorization !== keys.pexels) {
      sendJson(res, 401, { error: 'Unauthorized' });
      return true;
    }
    if (service === 'unsplash' && req.headers.authorization !== `Client-ID ${keys.unsplash}`) {
      sendJson(res, 401, { errors: ['OAuth error: The access token is invalid'] });
      return true;
    }
    if (service === 'pixabay' && query.get('key') !== keys.pixabay) {
      res.writeHead(400, { 'content-type': 'text/plain' });
      res.end('[ERROR 400] Invalid or missing API key ([ERROR 400] "key" is required.).');
      return true;
    }
    return false;
  }

  function answer(service: DoubleService, path: string, q: URLSearchParams, res: ServerResponse, script: ServiceScript): void {
    const found = script.empty ? [] : searchLibrary(library, q.get('q') ?? q.get('query') ?? q.get('gsrsearch') ?? '');
    const perPage = Number(q.get('page_size') ?? q.get('per_page') ?? q.get('gsrlimit') ?? 20);
    const page = found.slice(0, perPage);
    switch (service) {
      case 'openverse': {
        const id = /^\/v1\/images\/([^/]+)\/$/.exec(path)?.[1];
        if (id) {
          const it = byText(decodeURIComponent(id));
          return it ? sendJson(res, 200, openverse(it)) : sendJson(res, 404, { detail: 'Not found.' });
        }
        return sendJson(res, 200, { result_count: found.length, page_count: found.length ? 1 : 0, page_size: perPage, page: 1, results: page.map(openverse), warnings: [] });
      }
      case 'wikimedia': {
        const ids = q.get('pageids');
        const hits = ids ? library.filter((it) => String(it.num) === ids) : page;
        if (hits.length === 0) return sendJson(res, 200, { batchcomplete: '' });
        const pages = Object.fromEntries(hits.map((it, i) => [String(it.num), wikimediaPage(it, i)]));
        return sendJson(res, 200, { batchcomplete: '', continue: { gsroffset: hits.length, continue: 'gsroffset||' }, query: { pages } });
      }
      case 'pexels': {
        const id = /^\/v1\/photos\/(\d+)$/.exec(path)?.[1];
        if (id) {
          const it = byText(id);
          return it ? sendJson(res, 200, pexels(it)) : sendJson(res, 404, { status: 404, code: 'Not Found' });
        }
        return sendJson(res, 200, { page: 1, per_page: perPage, photos: page.map(pexels), total_results: found.length, next_page: `${url}/v1/search/?page=2` });
      }
      case 'unsplash': {
        if (path.endsWith('/download')) return sendJson(res, 200, { url: 'https://images.unsplash.com/photo-1' });
        const id = /^\/photos\/([\w-]+)$/.exec(path)?.[1];
        if (id) {
          const it = library.find((x) => x.id.slice(0, 11) === id);
          return it ? sendJson(res, 200, unsplash(it)) : sendJson(res, 404, { errors: ["Couldn't find Photo"] });
        }
        return sendJson(res, 200, { total: found.length, total_pages: found.length ? 1 : 0, results: page.map(unsplash) });
      }
      case 'pixabay': {
        const id = q.get('id');
        const hits = id ? library.filter((it) => String(it.num) === id) : page;
        if (id && hits.length === 0) {
          res.writeHead(400, { 'content-type': 'text/plain' });
          res.end('[ERROR 400] "id" is invalid.');
          return;
        }
        return sendJson(res, 200, { total: found.length, totalHits: found.length, hits: hits.map(pixabay) });
      }
    }
  }

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const parsed = new URL(req.url ?? '/', 'http://double');
    const path = parsed.pathname;
    if (path === '/health') return sendJson(res, 200, { status: 'ok' });
    const service = serviceOf(path, parsed.searchParams);
    requests.push({ service: service ?? 'image', path, query: parsed.searchParams, headers: req.headers });
    if (!service) return serveImage(path, res);
    if (keyRefusal(service, req, parsed.searchParams, res)) return;
    const script = nextScript(service);
    if (script.hang) {
      hanging.add(res);
      return;
    }
    if (script.status) {
      const headers: Record<string, string> = script.retryAfter ? { 'retry-after': String(script.retryAfter) } : {};
      return sendJson(res, script.status, { detail: 'Request was throttled.' }, headers);
    }
    if (script.raw !== undefined) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(script.raw);
      return;
    }
    if (script.hugeBytes) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(`{"results":[${'{"id":"x","title":"padding"},'.repeat(Math.ceil(script.hugeBytes / 28))}{}]}`);
      return;
    }
    answer(service, path, parsed.searchParams, res, script);
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    script: (service, ...list) => scripts.set(service, list),
    scriptImages: (s) => {
      imageScript = s;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
