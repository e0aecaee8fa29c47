/**
 * The model calls over real HTTP: the list, a pull streamed as NDJSON
 * progress lines to `done` (every line parses with the shared schema),
 * errors as one `error` line, a cancelled request keeping the .part, and
 * names that are not in the catalogue refused before touching the disk.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { modelListSchema, pullLineSchema, type PullLine } from '../../src/protocol/models';
import { createApp } from '../app';
import { createBuiltinProvider } from '../builtin/index';
import { loadEnv } from '../env';
import { modelBytes, serveModel, testCatalogue, type ModelServer } from '../models/test-server';
import { listenLoopback } from '../testing/loopback';
import { modelRoutes, type ModelRouteOptions } from './models';

const DATA = modelBytes(200 * 1024);
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((f) => f()));
});

async function start(mode: ModelServer['mode'] = 'normal', extra: Partial<ModelRouteOptions> = {}) {
  const files = await serveModel(DATA, mode);
  const dir = await mkdtemp(join(tmpdir(), 'decksmith-route-'));
  const catalogue = testCatalogue(files.url, DATA);
  const app = new Hono().route('/api/models', modelRoutes({ dir, catalogue, statfs: () => Promise.resolve({ bavail: 1e9, bsize: 4096 }), progressEveryMs: 0, ...extra }));
  const api = await listenLoopback(app);
  cleanups.push(() => api.close(), () => files.close(), () => rm(dir, { recursive: true, force: true }));
  return { base: `${api.url}/api/models`, dir, files, catalogue };
}

const json = { 'content-type': 'application/json' };

async function pullLines(base: string, body: unknown): Promise<PullLine[]> {
  const res = await fetch(`${base}/pull`, { method: 'POST', headers: json, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/x-ndjson');
  const text = await res.text();
  expect(text.endsWith('\n')).toBe(true);
  return text
    .trimEnd()
    .split('\n')
    .map((line) => pullLineSchema.parse(JSON.parse(line)));
}

describe('GET /api/models', () => {
  it('lists the catalogue with installed and partial state, the writer and the model in use', async () => {
    const { base } = await start('normal', { writer: 'local', inUse: () => 'tiny-test' });
    const body = modelListSchema.parse(await (await fetch(base)).json());
    expect(body).toEqual({
      models: [{ name: 'tiny-test', title: 'Tiny Test Model', bytes: DATA.length, licence: 'MIT', suits: 'Tests only.', ramGb: 0.1, installed: false, partialBytes: 0 }],
      inUse: 'tiny-test',
      writer: 'local',
    });
  });
});

describe('POST /api/models/pull', () => {
  it('streams progress lines up to the whole size, then verifying and done; the model is then installed', async () => {
    const { base } = await start();
    const lines = await pullLines(base, { name: 'tiny-test' });
    const progress = lines.filter((l) => l.type === 'progress');
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toMatchObject({ done: DATA.length, total: DATA.length });
    expect(lines.slice(-2)).toEqual([{ type: 'verifying' }, { type: 'done', name: 'tiny-test' }]);
    const list = modelListSchema.parse(await (await fetch(base)).json());
    expect(list.models[0]).toMatchObject({ installed: true, partialBytes: 0 });
    // Pulling an installed model answers at once.
    expect((await pullLines(base, { name: 'tiny-test' })).at(-1)).toEqual({ type: 'done', name: 'tiny-test' });
  });

  it('ends with one error line naming the problem', async () => {
    const { base } = await start('normal', { statfs: () => Promise.resolve({ bavail: 1, bsize: 1024 }) });
    const lines = await pullLines(base, { name: 'tiny-test' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ type: 'error' });
    expect((lines[0] as { message: string }).message).toMatch(/^Not enough disk space for Tiny Test Model/);
  });

  it('stops when the client goes away and keeps the .part for the next pull', async () => {
    const { base, dir } = await start('stall-half');
    const controller = new AbortController();
    const res = await fetch(`${base}/pull`, { method: 'POST', headers: json, body: JSON.stringify({ name: 'tiny-test' }), signal: controller.signal });
    const reader = res.body!.getReader();
    let seen = '';
    while (!seen.includes(`"done":${DATA.length / 2},`)) seen += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    const part = join(dir, 'tiny-test.gguf.part');
    await expect.poll(async () => (await fetch(base).then((r) => r.json()) as { models: { partialBytes: number }[] }).models[0]!.partialBytes).toBe(DATA.length / 2);
    expect((await stat(part)).size).toBe(DATA.length / 2);
  });

  it('refuses names outside the catalogue and malformed bodies with a 400 naming the fault', async () => {
    const { base } = await start();
    for (const [body, message] of [
      [{ name: '../../etc/passwd' }, /^name must be a model name from the catalogue/],
      [{ name: 'other-model' }, /^Unknown model "other-model": the catalogue has tiny-test$/],
      [{ name: 'tiny-test', path: '/tmp/x' }, /path/],
      [{}, /name/],
    ] as const) {
      const res = await fetch(`${base}/pull`, { method: 'POST', headers: json, body: JSON.stringify(body) });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(message);
    }
    const text = await fetch(`${base}/pull`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"name":"tiny-test"}' });
    expect(text.status).toBe(415);
  });
});

describe('DELETE /api/models/:name', () => {
  it('removes an installed model and says whether there was anything', async () => {
    const { base } = await start();
    await pullLines(base, { name: 'tiny-test' });
    const first = await fetch(`${base}/tiny-test`, { method: 'DELETE', headers: json });
    expect(await first.json()).toEqual({ removed: true });
    expect(await (await fetch(`${base}/tiny-test`, { method: 'DELETE', headers: json })).json()).toEqual({ removed: false });
    expect(modelListSchema.parse(await (await fetch(base)).json()).models[0]!.installed).toBe(false);
  });

  it('answers 404 for a name outside the catalogue, encoded paths included', async () => {
    const { base } = await start();
    for (const name of ['nope', '..%2F..%2Fetc%2Fpasswd']) {
      const res = await fetch(`${base}/${name}`, { method: 'DELETE', headers: json });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: string }).error).toContain('Unknown model');
    }
  });
});

describe('/api/models in the app', () => {
  it('is mounted under /api, lists the catalogue with the writer and keeps the request guard', async () => {
    const api = await listenLoopback(createApp({ env: loadEnv({}), llm: createBuiltinProvider(), serveApp: false }));
    cleanups.push(() => api.close());
    const list = modelListSchema.parse(await (await fetch(`${api.url}/api/models`)).json());
    expect(list.writer).toBe('builtin');
    expect(list.models.map((m) => m.name)).toContain('qwen2.5-1.5b');
    const foreign = await fetch(`${api.url}/api/models/pull`, { method: 'POST', headers: { ...json, origin: 'https://evil.example' }, body: '{"name":"qwen2.5-1.5b"}' });
    expect(foreign.status).toBe(403);
    const noType = await fetch(`${api.url}/api/models/qwen2.5-1.5b`, { method: 'DELETE' });
    expect(noType.status).toBe(415);
  });
});
