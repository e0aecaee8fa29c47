/**
 * The HTTP-level defences of the whole server over loopback: which pages and
 * which bodies may call the API (a foreign page must not spend the
 * operator's model key), body deadlines, clients that hang up, and the
 * picture hosts of the Content-Security-Policy.
 */
import { connect } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import { createBuiltinProvider } from './builtin/index';
import { loadEnv } from './env';
import { createLlmProvider } from './providers/llm/index';
import type { LlmProvider } from './providers/llm/types';
import { listenLoopback, type Loopback } from './testing/loopback';
import { outlineAnswer } from './testing/llm-fixtures';
import { startOpenAiSseServer, type OpenAiSseServer } from './testing/openai-sse-server';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function start(env: Record<string, string> = {}, llm: LlmProvider = createBuiltinProvider()): Promise<Loopback> {
  const app = createApp({ env: loadEnv(env), llm, serveApp: false });
  const server = await listenLoopback(app);
  closers.push(() => server.close());
  return server;
}

/** The app with a real AI SDK provider talking to a scripted model on loopback. */
async function startWithModel(env: Record<string, string> = {}): Promise<{ url: string; model: OpenAiSseServer }> {
  const model = await startOpenAiSseServer({ text: JSON.stringify(outlineAnswer(3)) });
  closers.push(() => model.close());
  const full = { LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: model.baseURL, LLM_MODEL: 'test-model', ...env };
  const server = await start(full, createLlmProvider(loadEnv(full), { maxRetries: 0 }));
  return { url: server.url, model };
}

const OUTLINE = '/api/ppt/generate-outline-test';
const BODY = JSON.stringify({ input_text: 'Renewable energy', number_of_slides: 4 });

async function errorOf(res: Response): Promise<string> {
  return ((await res.json()) as { error: string }).error;
}

describe('who may call the API', () => {
  it('refuses a no-cors POST from another site, and the model is never called', async () => {
    const { url, model } = await startWithModel();
    // What a page on http://evil.example can send without a CORS preflight.
    const res = await fetch(`${url}${OUTLINE}`, { method: 'POST', headers: { 'content-type': 'text/plain', origin: 'http://evil.example' }, body: BODY });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatch(/^Cross-origin request refused: pages from http:\/\/evil\.example may not call/);
    const image = await fetch(`${url}/api/flux/generate-images-test`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'http://evil.example' },
      body: JSON.stringify({ prompt: 'sea' }),
    });
    expect(image.status).toBe(403);
    expect(model.requests).toHaveLength(0);
  });

  it('refuses a text/plain body with 415 even with no Origin, before any model call', async () => {
    const { url, model } = await startWithModel();
    const res = await fetch(`${url}${OUTLINE}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: BODY });
    expect(res.status).toBe(415);
    expect(await errorOf(res)).toBe('Unsupported body type: this call takes a JSON body (Content-Type: application/json), not Content-Type text/plain');
    const upload = await fetch(`${url}/api/v1/extract/extract-text`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(upload.status).toBe(415);
    expect(await errorOf(upload)).toMatch(/takes a multipart\/form-data upload/);
    expect(model.requests).toHaveLength(0);
  });

  it("serves the app's own pages and the allowed origins", async () => {
    const { url, model } = await startWithModel({ ALLOWED_ORIGINS: 'http://localhost:5173' });
    const own = await fetch(`${url}${OUTLINE}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url }, body: BODY });
    expect(own.status).toBe(200);
    await own.arrayBuffer();
    const dev = await fetch(`${url}${OUTLINE}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' }, body: BODY });
    expect(dev.status).toBe(200);
    await dev.arrayBuffer();
    const sandboxed = await fetch(`${url}${OUTLINE}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'null' }, body: BODY });
    expect(sandboxed.status).toBe(403);
    expect(model.requests).toHaveLength(2);
  });

  it('lets a request with no Origin through (the CLI, curl) and reads GETs from anywhere', async () => {
    const server = await start();
    const res = await fetch(`${server.url}/api/icon/icon-generation`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"prompt":"rocket"}' });
    expect(res.status).toBe(200);
    const health = await fetch(`${server.url}/api/health`, { headers: { origin: 'http://evil.example' } });
    expect(health.status).toBe(200);
  });
});

/** Sends `head` and whatever `body` holds on a raw socket; resolves with what came back when the server closed it. */
function rawRequest(url: string, text: string, { holdMs = 0, destroyAfterMs }: { holdMs?: number; destroyAfterMs?: number } = {}): Promise<string> {
  const port = Number(new URL(url).port);
  return new Promise((resolve) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    socket.on('data', (chunk) => (answer += String(chunk)));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(answer));
    if (destroyAfterMs !== undefined) setTimeout(() => socket.destroy(), destroyAfterMs);
    else if (holdMs > 0) setTimeout(() => socket.destroy(), holdMs);
  });
}

describe('what a failing model lets the page see', () => {
  it('names the problem in the error line without the model server address or its words', async () => {
    const { url, model } = await startWithModel();
    model.script({ status: 500, errorBody: { error: { message: 'internal failure at db-7.corp.internal: password=hunter2' } } });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const res = await fetch(`${url}${OUTLINE}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: BODY });
    const lines = (await res.text()).trim().split('\n').map((line) => JSON.parse(line) as { type: string; message?: string });
    const error = lines.find((line) => line.type === 'error');
    expect(error?.message).toBeTruthy();
    for (const secret of [model.baseURL, new URL(model.baseURL).host, 'hunter2', 'db-7.corp.internal', 'LLM_BASE_URL']) expect(error?.message).not.toContain(secret);
  });
});

describe('bodies', () => {
  it('answers a body that stops arriving with 408 and closes the connection', async () => {
    const server = await start({ BODY_TIMEOUT_MS: '200' });
    const head = `POST ${OUTLINE} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"input_`;
    const answer = await rawRequest(server.url, head, { holdMs: 20_000 });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('Request body timed out: it was not fully received within 200 ms');
  });

  it('refuses a chunked body past 1 MB with 413 without waiting for the rest', async () => {
    const server = await start();
    const chunk = 'a'.repeat(256 * 1024);
    const chunks = Array.from({ length: 5 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('');
    const head = `POST ${OUTLINE} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`;
    const answer = await rawRequest(server.url, head + chunks, { holdMs: 20_000 });
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain('Request body too large: the limit is 1 MB');
  });

  it('logs a client that hangs up mid-body as one info line, not an error with a stack', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const infos = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const server = await start();
    const head = `POST ${OUTLINE} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"inp\r\n`;
    await rawRequest(server.url, head, { destroyAfterMs: 100 });
    await vi.waitFor(() => expect(infos).toHaveBeenCalledTimes(1));
    expect(infos.mock.calls[0]).toEqual([`[server] POST ${OUTLINE}: the client closed the connection`]);
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('Content-Security-Policy img-src', () => {
  const imgSrc = async (env: Record<string, string>) => {
    const server = await start(env);
    const csp = (await fetch(`${server.url}/api/health`)).headers.get('content-security-policy') ?? '';
    return /img-src ([^;]*)/.exec(csp)?.[1];
  };

  it("lists 'self', data:, blob: and no remote host by default", async () => {
    expect(await imgSrc({})).toBe("'self' data: blob:");
  });

  it('adds PICTURE_HOSTS and the images API origin', async () => {
    const env = {
      PICTURE_HOSTS: 'https://cdn.pictures.example, https://images.example/',
      IMAGE_PROVIDER: 'openai-compatible',
      IMAGE_BASE_URL: 'https://api.images.example/v1',
      IMAGE_MODEL: 'm',
    };
    expect(await imgSrc(env)).toBe("'self' data: blob: https://cdn.pictures.example https://images.example https://api.images.example");
  });
});

describe('origin lists in the environment', () => {
  it.each([
    ['ALLOWED_ORIGINS', 'localhost:5173', /ALLOWED_ORIGINS: "localhost:5173" must start with http:\/\/ or https:\/\//],
    ['ALLOWED_ORIGINS', 'https://app.example/path', /must be an origin only/],
    ['ALLOWED_ORIGINS', 'not a url', /is not an origin/],
    ['PICTURE_HOSTS', 'http://cdn.example', /PICTURE_HOSTS: "http:\/\/cdn.example" must start with https:\/\//],
  ])('refuses %s=%s at start-up, naming it', (name, value, message) => {
    expect(() => loadEnv({ [name]: value })).toThrow(message);
  });

  it('normalises the list to origins', () => {
    expect(loadEnv({ ALLOWED_ORIGINS: ' https://A.example:443/ ,http://127.0.0.1:5173' }).ALLOWED_ORIGINS).toEqual(['https://a.example', 'http://127.0.0.1:5173']);
    expect(loadEnv({}).ALLOWED_ORIGINS).toEqual([]);
  });
});
