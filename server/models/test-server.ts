/**
 * For tests: a loopback HTTP server serving one generated "model" file
 * (deterministic bytes) the way Hugging Face does, with Range support, and
 * modes that misbehave: ignore Range (always 200), drop the connection
 * half-way, or hold the connection open half-way (for cancelling).
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CatalogueModel } from './catalogue';

export type ServeMode = 'normal' | 'ignore-range' | 'drop-half' | 'stall-half';

/** `size` bytes that are the same on every run and not all alike (so a shifted resume shows). */
export function modelBytes(size: number, seed = 7): Buffer {
  const out = Buffer.alloc(size);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < size; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

export const sha256Hex = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

export interface ModelServer {
  url: string;
  /** Change how the next requests are answered. */
  mode: ServeMode;
  /** Range headers of the requests so far ('' when none). */
  ranges: string[];
  close(): Promise<void>;
}

/** Serves `data` at /models/<any name>.gguf and 404 elsewhere. */
export async function serveModel(data: Buffer, mode: ServeMode = 'normal'): Promise<ModelServer> {
  const state = { mode, ranges: [] as string[] };
  const stalled = new Set<ServerResponse>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (!req.url?.startsWith('/models/') || !req.url.endsWith('.gguf')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Entry not found');
      return;
    }
    const range = req.headers.range ?? '';
    state.ranges.push(range);
    const match = /^bytes=(\d+)-$/.exec(range);
    let start = 0;
    if (match && state.mode !== 'ignore-range') {
      start = Number(match[1]);
      if (start >= data.length) {
        res.writeHead(416, { 'content-range': `bytes */${data.length}` }).end();
        return;
      }
      res.writeHead(206, { 'content-length': data.length - start, 'content-range': `bytes ${start}-${data.length - 1}/${data.length}`, 'accept-ranges': 'bytes' });
    } else {
      res.writeHead(200, { 'content-length': data.length, 'accept-ranges': 'bytes' });
    }
    const body = data.subarray(start);
    if (state.mode === 'drop-half' || state.mode === 'stall-half') {
      const half = Math.floor(body.length / 2);
      res.write(body.subarray(0, half), () => {
        if (state.mode === 'drop-half') setTimeout(() => res.destroy(), 20);
        else stalled.add(res);
      });
      return;
    }
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get mode() {
      return state.mode;
    },
    set mode(next: ServeMode) {
      state.mode = next;
    },
    ranges: state.ranges,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of stalled) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A one-model catalogue whose file is `data` served at `baseUrl`. */
export function testCatalogue(baseUrl: string, data: Buffer, overrides: Partial<CatalogueModel> = {}): CatalogueModel[] {
  return [
    {
      name: 'tiny-test',
      title: 'Tiny Test Model',
      url: `${baseUrl}/models/tiny-test.gguf`,
      bytes: data.length,
      sha256: sha256Hex(data),
      licence: 'MIT',
      parameters: '1M',
      ramGb: 0.1,
      suits: 'Tests only.',
      ...overrides,
    },
  ];
}
