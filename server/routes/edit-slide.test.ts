/**
 * The edit-slide call over loopback HTTP, through the whole app (rate limit,
 * body cap), in front of the scripted OpenAI-compatible double and the
 * builtin composer: a rewrite arrives whole, or as one error line with no
 * slide in it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SLIDE_NOT_FOUND } from '../../src/core/errors';
import { EDIT_LIMITS, type EditRequestInput } from '../../src/protocol/edit';
import type { StreamLine } from '../../src/protocol/lines';
import { parseAll } from '../../src/protocol/parser';
import { createApp } from '../app';
import { createBuiltinProvider } from '../builtin/index';
import { loadEnv } from '../env';
import { createAiSdkProvider } from '../providers/llm/ai-sdk';
import type { LlmProvider } from '../providers/llm/types';
import { userMessage } from '../testing/llm-fixtures';
import { listenLoopback, type Loopback } from '../testing/loopback';
import { startOpenAiSseServer, type OpenAiSseServer } from '../testing/openai-sse-server';

let model: OpenAiSseServer;
const servers: Loopback[] = [];
beforeAll(async () => {
  model = await startOpenAiSseServer();
});
afterAll(() => model.close());
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const modelWriter = () => createAiSdkProvider({ kind: 'openai-compatible', baseURL: model.baseURL, model: 'tiny', maxRetries: 0, stallMs: 500 });

async function start(llm: LlmProvider = modelWriter(), env: Record<string, string> = {}): Promise<string> {
  const server = await listenLoopback(createApp({ env: loadEnv(env), llm, serveApp: false }));
  servers.push(server);
  return `${server.url}/api/ppt/edit-slide`;
}

const slide = {
  topic_id: 'topic_2',
  heading: 'Making honey',
  overview: 'Bees turn nectar into honey. They store it in wax cells.',
  visual_mode: 'image' as const,
  image_prompt: 'bees on a honeycomb frame',
  notes: 'Mention the winter stores.',
  subtopics: [
    { heading: 'Nectar', overview: 'Foragers collect nectar.' },
    { heading: 'Enzymes', overview: 'Enzymes split the sugars.' },
  ],
};
const body = (input: Partial<EditRequestInput> = {}): EditRequestInput => ({ slide_id: 'topic_2', slides: [slide], action: 'shorter', ...input });

function post(url: string, payload: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof payload === 'string' ? payload : JSON.stringify(payload) });
}

async function lines(res: Response): Promise<StreamLine[]> {
  return parseAll(new Uint8Array(await res.arrayBuffer())).flatMap((e) => (e.kind === 'line' ? [e.line] : []));
}
const answered = (got: StreamLine[]) => got.filter((l) => l.type !== 'status');

const answer = (slides: object[]) => JSON.stringify({ slides });
const SHORT = { heading: 'Honey', overview: 'Bees make honey from nectar.', layout: 'list', subtopics: [{ heading: 'Nectar', overview: 'Foragers bring it.', icon_prompt: 'flower' }], notes: '' };

describe('POST /api/ppt/edit-slide with a model writer', () => {
  it('streams the rewritten slide whole, keeping its picture, notes and layout, then done', async () => {
    model.script({ text: answer([SHORT]), chunkSize: 7 });
    const res = await post(await start(), body({ slides: [{ ...slide, layout: 'pyramid' }] }));
    expect(res.status).toBe(200);
    expect(answered(await lines(res))).toEqual([
      {
        type: 'topic',
        topic_id: 'topic_2',
        heading: 'Honey',
        overview: 'Bees make honey from nectar.',
        visual_mode: 'image',
        icon_prompt: '',
        image_prompt: 'bees on a honeycomb frame',
        subtopics: [{ id: 'subtopic_2_1', heading: 'Nectar', overview: 'Foragers bring it.', icon_prompt: 'flower' }],
        notes: 'Mention the winter stores.',
        layout: 'pyramid',
      },
      { type: 'done' },
    ]);
    const sent = model.requests.at(-1)?.body;
    expect(sent?.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'edited_slides' } });
    expect(userMessage(sent ?? {})).toContain('Make the slide shorter');
  });

  it('answers a split with the slide and a new one after the ids sent', async () => {
    model.script({ text: answer([SHORT, { ...SHORT, heading: 'Storing honey' }]) });
    const got = answered(await lines(await post(await start(), body({ action: 'split' }))));
    expect(got.map((l) => l.type === 'topic' && [l.topic_id, l.heading, l.image_prompt])).toEqual([
      ['topic_2', 'Honey', 'bees on a honeycomb frame'],
      ['topic_3', 'Storing honey', ''],
      false,
    ]);
  });

  it('turns malformed model output into one error line and no slide', async () => {
    model.script({ text: '{"slides": [{"heading": "Honey", "overview": "Bees" ]}' });
    const got = answered(await lines(await post(await start(), body())));
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ type: 'error', message: expect.stringMatching(/^The model returned malformed JSON/) });
  });

  it('sends no slide when the model stops mid-answer, and says the slide was left as it was', async () => {
    const text = answer([SHORT]);
    model.script({ text, cutAfter: text.indexOf('"subtopics"') + 20, cut: 'destroy' });
    const got = answered(await lines(await post(await start(), body())));
    expect(got).toEqual([{ type: 'error', message: expect.stringMatching(/^The model's answer ended early .*the slide was left as it was/) }]);
  });

  it('refuses a split answered with one slide', async () => {
    model.script({ text: answer([SHORT]) });
    const got = answered(await lines(await post(await start(), body({ action: 'split' }))));
    expect(got).toEqual([{ type: 'error', message: expect.stringContaining('it holds 1 of the 2 slides of a split') }]);
  });

  it("answers 'Slide not found.' with 422 when the slide asked for is not among those sent", async () => {
    const before = model.requests.length;
    const res = await post(await start(), body({ slide_id: 'topic_9' }));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: SLIDE_NOT_FOUND });
    expect(model.requests.length).toBe(before);
  });

  it('refuses an oversized request: past the body cap with 413, past a count cap with 400', async () => {
    const url = await start();
    const huge = await post(url, body({ source_excerpts: Array(300).fill('x'.repeat(4_000)) }));
    expect(huge.status).toBe(413);
    const many = await post(url, body({ source_excerpts: Array(EDIT_LIMITS.sourceExcerpts + 1).fill('text') }));
    expect(many.status).toBe(400);
    expect(await many.json()).toEqual({ error: `source_excerpts has too many entries: at most ${EDIT_LIMITS.sourceExcerpts}` });
  });

  it('counts rewrites against the generation rate limit', async () => {
    model.script({ text: answer([SHORT]) });
    const url = await start(modelWriter(), { RATE_LIMIT_PER_MINUTE: '1' });
    expect((await post(url, body())).status).toBe(200);
    expect((await post(url, body())).status).toBe(429);
  });
});

describe('POST /api/ppt/edit-slide with the builtin writer', () => {
  it('refuses to translate, with an error line that names the writers that can', async () => {
    const got = answered(await lines(await post(await start(createBuiltinProvider()), body({ action: 'translate', target_language: 'de-DE' }))));
    expect(got).toEqual([{ type: 'error', message: expect.stringMatching(/^The built-in writer cannot translate: .*A local model/) }]);
  });

  it('makes a slide shorter offline', async () => {
    const got = answered(await lines(await post(await start(createBuiltinProvider()), body())));
    expect(got.map((l) => l.type)).toEqual(['topic', 'done']);
    expect(got[0]).toMatchObject({ overview: 'Bees turn nectar into honey.', image_prompt: 'bees on a honeycomb frame' });
  });
});

describe('what the route lets through of a writer', () => {
  const writer = (edit: LlmProvider['edit']): LlmProvider => ({ ...createBuiltinProvider(), name: 'scripted', edit });
  const topic = (topic_id: string) => ({ type: 'topic' as const, topic_id, heading: 'Honey', overview: 'New text.' });

  it('holds the slides until the writer is done: one that fails after a slide sends no slide', async () => {
    const failing = writer(async function* () {
      yield topic('topic_2');
      throw new Error('The writer broke down.');
    });
    expect(answered(await lines(await post(await start(failing), body())))).toEqual([{ type: 'error', message: 'The writer broke down.' }]);
  });

  it('refuses a slide that was not asked for, and an answer that leaves one out', async () => {
    const stray = writer(async function* () {
      yield topic('topic_7');
    });
    expect(answered(await lines(await post(await start(stray), body())))).toEqual([
      { type: 'error', message: expect.stringContaining('a slide that was not asked for (topic_7)') },
    ]);
    const short = writer(async function* () {
      yield topic('topic_2');
    });
    expect(answered(await lines(await post(await start(short), body({ action: 'split' }))))).toEqual([
      { type: 'error', message: expect.stringContaining('left out topic_3') },
    ]);
  });
});

