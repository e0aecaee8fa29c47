/**
 * The generation routes in front of a real (loopback) model: what they
 * forward is within the field limits, a hostile model ends in an error line
 * with its request dropped, and a bad body is a 400 naming the problem.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAll } from '../../src/protocol/parser';
import type { StreamLine } from '../../src/protocol/lines';
import { FIELD_LIMITS } from '../../src/protocol/requests';
import { createBuiltinProvider } from '../builtin/index';
import { MARKDOWN_DOC } from '../builtin/fixtures';
import { createAiSdkProvider } from '../providers/llm/ai-sdk';
import { hostileScript } from '../testing/hostile-llm';
import { outlineAnswer, wireTopics } from '../testing/llm-fixtures';
import { startOpenAiSseServer, type OpenAiSseServer } from '../testing/openai-sse-server';
import { generateRoutes } from './generate';

let model: OpenAiSseServer;
let app: Hono;

beforeAll(async () => {
  model = await startOpenAiSseServer();
  const llm = createAiSdkProvider({ kind: 'openai-compatible', baseURL: model.baseURL, model: 'tiny', maxRetries: 0, stallMs: 300 });
  app = new Hono().route('/ppt', generateRoutes({ llm, outlineTimeoutMs: 10_000, contentTimeoutMs: 10_000 }));
});
afterAll(() => model.close());

async function post(path: string, body: unknown): Promise<Response> {
  return await app.request(`/ppt/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function lines(res: Response): Promise<StreamLine[]> {
  return parseAll(new Uint8Array(await res.arrayBuffer())).flatMap((e) => (e.kind === 'line' ? [e.line] : []));
}

const outline = (body: object = {}) => post('generate-outline-test', { input_text: 'Bees', number_of_slides: 5, ...body });

describe('what the routes forward', () => {
  it('cuts a heading over its limit at a word boundary, in the topic line and in the outline', async () => {
    model.script(hostileScript('long-heading'));
    const got = await lines(await outline());
    const first = got.find((l) => l.type === 'topic');
    expect(first?.type === 'topic' && first.heading.length).toBeLessThanOrEqual(FIELD_LIMITS.heading);
    expect(first?.type === 'topic' && first.heading).toMatch(/^(honeybee )+honeybee…$/);
    const complete = got.find((l) => l.type === 'outline_complete');
    expect(complete?.type === 'outline_complete' && complete.outline.topics_array).toEqual([
      first?.type === 'topic' && first.heading,
      'Topic 2',
      'Topic 3',
      'Topic 4',
    ]);
    expect(got.at(-1)).toEqual({ type: 'done' });
  });

  it('says in outline_complete how many topics came of how many, and why the outline is short', async () => {
    const text = JSON.stringify(outlineAnswer(4));
    model.script({ text, cutAfter: text.indexOf('"heading":"Roles'), cut: 'end' });
    const complete = (await lines(await outline())).find((l) => l.type === 'outline_complete');
    expect(complete?.type === 'outline_complete' && complete.outline).toMatchObject({
      is_complete: false,
      topics_requested: 4,
      topics_received: 1,
      error: expect.stringMatching(/^The model tiny returned no usable JSON twice: its answer ended early .*1 of 4 topics arrived/),
    });
  });

  it('ends a "}" flood with an error line and drops the model request', async () => {
    model.script(hostileScript('brace-flood'));
    const got = await lines(await outline());
    expect(got.at(-1)).toMatchObject({ type: 'error', message: expect.stringMatching(/^The model (got stuck repeating|'s answer grew past)/) });
    const record = model.requests.at(-1);
    await record?.closed;
    expect(record?.closedByClient).toBe(true);
  });

  it('sends content slides within the limits too', async () => {
    const topics = wireTopics(2);
    const long = 'nectar '.repeat(1_000);
    model.script({ text: JSON.stringify({ title: long, description: 'd', slides: topics.map((t) => ({ heading: t.heading, overview: long, subtopics: [{ heading: long, overview: 'o' }] })) }) });
    const got = await lines(await post('generate-content-test', { presentation_title: 'Bees', topics_array: JSON.stringify(topics) }));
    const content = got.find((l) => l.type === 'content');
    expect(content?.type === 'content' && content.title.length).toBeLessThanOrEqual(FIELD_LIMITS.title);
    for (const line of got) {
      if (line.type !== 'topic') continue;
      expect(line.overview.length).toBeLessThanOrEqual(FIELD_LIMITS.overview);
      expect(line.subtopics?.[0]?.heading.length).toBeLessThanOrEqual(FIELD_LIMITS.heading);
    }
  });
});

describe('the writer named on the deck', () => {
  const contentOf = async (routes: Hono, body: object) => {
    const res = await routes.request('/ppt/generate-content-test', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const line = (await lines(res)).find((l) => l.type === 'content');
    return line?.type === 'content' ? line.writer : undefined;
  };

  it('is the provider, and says when the builtin composer could only draft a skeleton', async () => {
    const routes = new Hono().route('/ppt', generateRoutes({ llm: createBuiltinProvider(), outlineTimeoutMs: 10_000, contentTimeoutMs: 10_000 }));
    const topics = JSON.stringify([{ topic_id: 'topic_1', heading: 'Why it matters' }]);
    expect(await contentOf(routes, { presentation_title: 'The printing press', input_text: 'The printing press', topics_array: topics })).toBe('builtin:skeleton');
    expect(await contentOf(routes, { presentation_title: 'Heat', input_text: MARKDOWN_DOC, topics_array: topics })).toBe('builtin');
  });

  it('cannot be named by a model: a "writer" in its answer is not passed on', async () => {
    const topics = wireTopics(1);
    model.script({ text: JSON.stringify({ title: 'Bees', description: 'd', writer: 'anthropic:claude', slides: topics.map((t) => ({ heading: t.heading, overview: 'o', subtopics: [] })) }) });
    expect(await contentOf(app, { presentation_title: 'Bees', topics_array: JSON.stringify(topics) })).toBe('openai-compatible:tiny');
  });
});

describe('bad bodies', () => {
  it.each([
    [{ number_of_slides: true }, 'number_of_slides must be a number (like 5), not text, true/false or a list'],
    [{ number_of_slides: [5] }, 'number_of_slides must be a number (like 5), not text, true/false or a list'],
    [{ number_of_slides: '0x10' }, 'number_of_slides must be a number (like 5), not text, true/false or a list'],
    [{ presentation_title: 'x'.repeat(501) }, 'presentation_title is too long: at most 500 characters'],
  ])('refuses an outline body with %j: "%s"', async (body, error) => {
    const res = await outline(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error });
  });

  it('names the topic at fault in topics_array', async () => {
    const topics = JSON.stringify([{ heading: 'Fine' }, { heading: 'x'.repeat(501) }]);
    const res = await post('generate-content-test', { presentation_title: 'Bees', topics_array: topics });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'topics_array[1].heading is too long: at most 500 characters' });
  });
});
