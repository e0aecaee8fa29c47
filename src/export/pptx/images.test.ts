import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageFetcher, loadEmbeddable } from './images';

// A host that accepts the request and never answers.
let server: Server;
let url = '';
beforeAll(async () => {
  server = createServer(() => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/slow.png`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('image loading for the export', () => {
  it('gives up on a host that never answers, and the image is left out with a reason', async () => {
    const started = Date.now();
    const outcome = await loadEmbeddable(url, { w: 3.5, h: 5.5 }, { loadImage: imageFetcher(300) });
    expect(outcome).toEqual({ ok: false, reason: 'could not be downloaded' });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('still stops at once when the export itself is cancelled', async () => {
    const controller = new AbortController();
    const pending = loadEmbeddable(url, { w: 1, h: 1 }, { loadImage: imageFetcher(60_000), signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
