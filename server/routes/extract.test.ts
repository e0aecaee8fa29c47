import { afterEach, describe, expect, it } from 'vitest';
import { EXTRACTION_FAILED, FILE_TOO_LARGE, FILE_TYPE_NOT_SUPPORTED } from '../../src/core/errors';
import { Hono } from 'hono';
import { FILE_DAMAGED, FILE_EXPANDS_TOO_MUCH, PASSWORD_PROTECTED_PDF, TOO_MANY_PARAGRAPHS } from '../../src/extract/errors';
import { fixture, lineOrder, sourceHeadings, textOfSize, zipBombDocx } from '../../src/extract/test-helpers';
import { createApp } from '../app';
import { createBuiltinProvider } from '../builtin/index';
import { loadEnv } from '../env';
import { manyRunsDocx, NO_XML_CAPS, smallDocx, tinyParagraphsDocx, unclosedTagsPptx } from '../extract/hostile-files';
import { SERVER_BUSY } from '../extract/service';
import { listenLoopback, type Loopback } from '../testing/loopback';
import { BUSY_RETRY_AFTER_S, extractRoutes } from './extract';

const servers: Loopback[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function start(env: Record<string, string> = {}): Promise<string> {
  const app = createApp({ env: loadEnv(env), llm: createBuiltinProvider(), serveApp: false });
  const server = await listenLoopback(app);
  servers.push(server);
  return `${server.url}/api/v1/extract/extract-text`;
}

function upload(url: string, bytes: Uint8Array, name: string, field = 'file'): Promise<Response> {
  const form = new FormData();
  form.append(field, new File([bytes as Uint8Array<ArrayBuffer>], name));
  return fetch(url, { method: 'POST', body: form, headers: { accept: 'text/plain' } });
}

const headingLines = sourceHeadings().map((h) => `${'#'.repeat(h.level)} ${h.text}`);

describe('POST /api/v1/extract/extract-text over loopback HTTP', () => {
  it.each(['ocean-plastic.pdf', 'ocean-plastic.docx'])('answers %s as trimmed text/plain with its headings in order', async (name) => {
    const res = await upload(await start(), fixture(name), name);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toBe(text.trim());
    expect(lineOrder(text, headingLines)).not.toContain(-1);
  });

  it('takes a 2 MB upload (the 1 MB JSON limit does not apply here) and flags text cut at MAX_INPUT_CHARS', async () => {
    const res = await upload(await start(), textOfSize(2 * 1024 * 1024), 'notes.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-decksmith-truncated')).toBe('true');
    const length = (await res.text()).length;
    expect(length).toBeLessThanOrEqual(900_000);
    expect(length).toBeGreaterThan(800_000);
  });

  it.each([
    ['report.pdf', 415, FILE_TYPE_NOT_SUPPORTED, fixture('report.pdf')],
    ['notes.exe', 415, FILE_TYPE_NOT_SUPPORTED, fixture('ocean-plastic.txt')],
    ['blank.txt', 422, EXTRACTION_FAILED, new TextEncoder().encode('   \n\n  ')],
    ['corrupt.pdf', 422, FILE_DAMAGED, fixture('corrupt.pdf')],
    ['encrypted.pdf', 422, PASSWORD_PROTECTED_PDF, fixture('encrypted.pdf')],
    ['edge.txt', 413, FILE_TOO_LARGE, textOfSize(10_485_760)],
  ])('refuses %s with %i: %s', async (name, status, message, bytes) => {
    const res = await upload(await start(), bytes, name);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ error: message });
  });

  it('refuses an 11 MB upload at the body limit with 413 and the size message', async () => {
    const res = await upload(await start(), textOfSize(11 * 1024 * 1024), 'big.pdf');
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: FILE_TOO_LARGE });
  });

  it('refuses a zip bomb quickly', async () => {
    const url = await start();
    const bomb = zipBombDocx();
    const started = performance.now();
    const res = await upload(url, bomb, 'bomb.docx');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: FILE_EXPANDS_TOO_MUCH });
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('answers 400 naming the field when there is no file', async () => {
    const url = await start();
    const wrongField = await upload(url, fixture('ocean-plastic.txt'), 'a.txt', 'document');
    expect(wrongField.status).toBe(400);
    expect(((await wrongField.json()) as { error: string }).error).toMatch(/^file: /);
    const form = new FormData();
    form.append('file', 'just a string');
    const textValue = await fetch(url, { method: 'POST', body: form });
    expect(textValue.status).toBe(400);
    expect(((await textValue.json()) as { error: string }).error).toMatch(/^file: /);
    // A body that is no form at all is refused before the route, for its type.
    const json = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(415);
  });

  it('is rate limited like the generation calls', async () => {
    const url = await start({ RATE_LIMIT_PER_MINUTE: '2' });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await upload(url, fixture('ocean-plastic.md'), 'a.md')).status);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('refuses the crafted 100k-unclosed-tag deck as damaged and the 500k-paragraph document with the paragraph text', async () => {
    const url = await start();
    const deck = await upload(url, unclosedTagsPptx(), 'deck.pptx');
    expect(deck.status).toBe(422);
    expect(await deck.json()).toEqual({ error: FILE_DAMAGED });
    const doc = await upload(url, tinyParagraphsDocx(), 'tiny.docx');
    expect(doc.status).toBe(422);
    expect(await doc.json()).toEqual({ error: TOO_MANY_PARAGRAPHS });
  });

  it('answers 503 with Retry-After and the busy text when the workers and the queue are full', async () => {
    const api = new Hono();
    api.route('/api/v1/extract', extractRoutes({ maxConcurrent: 1, maxQueued: 0, limits: NO_XML_CAPS, memoryMb: 2048, preloadPdfjs: false }));
    const server = await listenLoopback(api);
    servers.push(server);
    const url = `${server.url}/api/v1/extract/extract-text`;
    const busy = upload(url, manyRunsDocx(), 'slow.docx');
    // The route has taken the first file once a second one is turned away; until then it may still be reading the upload.
    let res = await upload(url, smallDocx(), 'small.docx');
    for (let tries = 0; res.status === 200 && tries < 50; tries++) res = await upload(url, smallDocx(), 'small.docx');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(BUSY_RETRY_AFTER_S));
    expect(await res.json()).toEqual({ error: SERVER_BUSY });
    void busy.catch(() => undefined);
  });
});
