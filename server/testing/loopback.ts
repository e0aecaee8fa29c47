import { serve, type ServerType } from '@hono/node-server';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Hono } from 'hono';

export interface Loopback {
  url: string;
  close(): Promise<void>;
}

/** Serves a Hono app on 127.0.0.1 at a free port, for tests over real HTTP. */
export async function listenLoopback(app: Hono): Promise<Loopback> {
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Serves a plain request handler on 127.0.0.1 at a free port: the loopback
 * doubles of model APIs, which write their answers by hand. A handler that
 * throws drops the connection, as a broken server would.
 */
export async function listenHandler(handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>): Promise<Loopback> {
  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
