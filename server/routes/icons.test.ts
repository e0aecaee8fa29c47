/**
 * The icon call over real HTTP: the builtin provider answers with an SVG
 * data URL, or `{iconurl: null}` when no icon fits, bad bodies get a 400
 * naming the fault, a failing provider a 502 with the fixed text, and the
 * prompt is never reflected into the SVG.
 */
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { iconResponseSchema } from '../../src/protocol/requests';
import { createIconProvider } from '../providers/icons/index';
import { NO_ICON, type IconProvider } from '../providers/icons/types';
import { listenLoopback, type Loopback } from '../testing/loopback';
import { ICON_PROVIDER_FAILED, iconRoutes } from './icons';

const servers: Loopback[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function start(icons: IconProvider = createIconProvider()): Promise<string> {
  const app = new Hono().route('/api/icon', iconRoutes({ icons }));
  const server = await listenLoopback(app);
  servers.push(server);
  return `${server.url}/api/icon/icon-generation`;
}

function post(url: string, body: unknown, contentType = 'application/json'): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: contentType ? { 'content-type': contentType, accept: 'application/json' } : { accept: 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function decodeSvg(iconurl: string): string {
  const prefix = 'data:image/svg+xml;base64,';
  expect(iconurl.startsWith(prefix)).toBe(true);
  return Buffer.from(iconurl.slice(prefix.length), 'base64').toString('utf8');
}

describe('POST /api/icon/icon-generation', () => {
  it('answers a prompt with an SVG data URL of the matching icon', async () => {
    const res = await post(await start(), { prompt: 'icon of a rocket launch' });
    expect(res.status).toBe(200);
    const body = iconResponseSchema.parse(await res.json());
    const svg = decodeSvg(body.iconurl ?? '');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*viewBox="0 0 24 24"/);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).not.toContain('currentColor');
  });

  it.each([
    ['no recognisable word', 'zqxv wplk'],
    ['only a weak match', 'icon of coast'],
  ])('answers a prompt with %s 200 and no icon, not an error', async (_label, prompt) => {
    const res = await post(await start(), { prompt });
    expect(res.status).toBe(200);
    const body: unknown = await res.json();
    expect(body).toEqual({ iconurl: null });
    expect(iconResponseSchema.parse(body)).toEqual({ iconurl: null });
  });

  it('passes a provider\'s "no icon" on as a null iconurl', async () => {
    const none: IconProvider = { name: 'none', icon: () => Promise.resolve(NO_ICON) };
    const res = await post(await start(none), { prompt: 'rocket' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ iconurl: null });
  });

  it('never puts the prompt into the SVG', async () => {
    const prompt = 'growth <script>alert("x")</script> & "quotes" uniqueword123';
    const res = await post(await start(), { prompt });
    expect(res.status).toBe(200);
    const svg = decodeSvg(((await res.json()) as { iconurl: string }).iconurl);
    for (const piece of ['<script', 'alert', 'quotes', 'uniqueword123', 'growth']) expect(svg).not.toContain(piece);
  });

  it.each([
    ['a missing prompt', {}, /prompt is required/],
    ['an empty prompt', { prompt: '' }, /prompt must not be empty/],
    ['a blank prompt', { prompt: '   ' }, /prompt must not be blank/],
    ['a prompt over 1000 characters', { prompt: 'a'.repeat(1001) }, /prompt/],
    ['a prompt that is not text', { prompt: 42 }, /prompt/],
  ])('refuses %s with 400 and a message', async (_label, body, message) => {
    const res = await post(await start(), body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(message);
  });

  it('refuses invalid JSON with 400', async () => {
    const res = await post(await start(), '{"prompt": ');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Request body must be valid JSON' });
  });

  it.each([
    ['a form body', 'prompt=rocket', 'application/x-www-form-urlencoded'],
    ['JSON sent as plain text', '{"prompt":"rocket"}', 'text/plain'],
    ['no content type', '{"prompt":"rocket"}', ''],
  ])('refuses %s with 415, naming the type it takes', async (_label, body, contentType) => {
    const res = await post(await start(), body, contentType);
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: string }).error).toMatch(/^Unsupported body type: this call takes a JSON body \(Content-Type: application\/json\)/);
  });

  it('accepts a JSON content type with a charset', async () => {
    const res = await post(await start(), { prompt: 'rocket' }, 'application/json; charset=utf-8');
    expect(res.status).toBe(200);
  });

  it('turns a provider failure into 502 with the generic icon text, without its details', async () => {
    const failing: IconProvider = { name: 'failing', icon: () => Promise.reject(new Error('disk on fire at /secret/path')) };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await post(await start(failing), { prompt: 'rocket' });
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: ICON_PROVIDER_FAILED });
    expect(ICON_PROVIDER_FAILED).toBe('Icon generation failed: 502 Bad Gateway');
  });

  it('answers 502 when the provider could not make the icon it chose', async () => {
    const empty: IconProvider = { name: 'empty', icon: () => Promise.resolve(null) };
    const res = await post(await start(empty), { prompt: 'rocket' });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: ICON_PROVIDER_FAILED });
  });
});
