/**
 * Structured output on the wire: what each provider sends for the outline
 * and content schemas, checked against loopback servers speaking OpenAI's,
 * Anthropic's and Ollama's formats, and the fallback when a server refuses it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnthropicServer, type AnthropicServer } from '../../testing/anthropic-server';
import { collect, contentAnswer, contentRequest, outlineAnswer, outlineRequest, wireTopics } from '../../testing/llm-fixtures';
import { startOllamaServer, type OllamaServer } from '../../testing/ollama-server';
import { startOpenAiSseServer, type OpenAiSseServer } from '../../testing/openai-sse-server';
import { createAiSdkProvider } from './ai-sdk';
import { CONTENT_JSON_SCHEMA, OUTLINE_JSON_SCHEMA } from './schemas';
import type { ProviderEvent } from './types';

const signal = () => new AbortController().signal;
const headings = (events: ProviderEvent[]) => events.flatMap((e) => (e.type === 'topic' ? [e.heading] : []));
const outlineText = JSON.stringify(outlineAnswer(4));

describe('OpenAI and OpenAI-compatible servers', () => {
  let server: OpenAiSseServer;
  beforeAll(async () => {
    server = await startOpenAiSseServer();
  });
  afterAll(() => server.close());

  const compatible = (model = 'qwen2.5') =>
    createAiSdkProvider({ kind: 'openai-compatible', baseURL: server.baseURL, model, maxRetries: 0 });

  it('asks an OpenAI-compatible server for the outline and the slides by JSON Schema', async () => {
    server.script({ text: outlineText });
    const outline = await collect(compatible().outline(outlineRequest(), signal()));
    expect(headings(outline.events)).toHaveLength(4);
    expect(server.requests.at(-1)?.body.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'outline', strict: true, schema: OUTLINE_JSON_SCHEMA, description: expect.any(String) },
    });

    const topics = wireTopics(2);
    server.script({ text: JSON.stringify(contentAnswer(topics)) });
    await collect(compatible().content(contentRequest(), topics, signal()));
    expect(server.requests.at(-1)?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'slides', strict: true, schema: CONTENT_JSON_SCHEMA },
    });
  });

  it('sends OpenAI a strict json_schema response format too', async () => {
    const openai = createAiSdkProvider({ kind: 'openai', baseURL: server.baseURL, model: 'gpt-4o-mini', apiKey: 'sk-test-123456', maxRetries: 0 });
    server.script({ text: outlineText });
    await collect(openai.outline(outlineRequest(), signal()));
    const format = server.requests.at(-1)?.body.response_format as { type: string; json_schema: { name: string; strict: boolean; schema: { required: string[]; additionalProperties: boolean } } };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema).toMatchObject({ name: 'outline', strict: true });
    expect(format.json_schema.schema).toMatchObject({ required: ['title', 'description', 'image_prompt', 'topics'], additionalProperties: false });
  });

  it('asks again without the schema when the server refuses it, and remembers that', async () => {
    const provider = compatible('old-model');
    server.script({ text: outlineText, refuseSchema: true });
    const before = server.requests.length;
    const first = await collect(provider.outline(outlineRequest(), signal()));
    expect(first.error).toBeUndefined();
    expect(headings(first.events)).toHaveLength(4);
    const sent = server.requests.slice(before).map((r) => r.body.response_format);
    expect(sent).toEqual([expect.objectContaining({ type: 'json_schema' }), undefined]);

    // The content call, and a new provider for the same server and model, go without it at once.
    const topics = wireTopics(1);
    server.script({ text: JSON.stringify(contentAnswer(topics)), refuseSchema: true });
    const content = await collect(compatible('old-model').content(contentRequest(), topics, signal()));
    expect(content.error).toBeUndefined();
    expect(server.requests.length).toBe(before + 3);
    expect(server.requests.at(-1)?.body.response_format).toBeUndefined();
  });

  it('reads JSON wrapped in prose in one request', async () => {
    server.script({ text: `Sure! Here is your outline:\n\n${outlineText}\n\nLet me know if you want changes.` });
    const before = server.requests.length;
    const { events, error } = await collect(compatible().outline(outlineRequest(), signal()));
    expect(error).toBeUndefined();
    expect(headings(events)).toEqual(['Anatomy of a bee', 'Roles in the colony', 'Making honey', 'Pollination']);
    expect(server.requests.length).toBe(before + 1);
  });

  it('tries an empty answer once more, then names the model in a clear error', async () => {
    server.script({ text: '' });
    const before = server.requests.length;
    const { events, error } = await collect(compatible().outline(outlineRequest(), signal()));
    expect(events).toEqual([]);
    expect(server.requests.length).toBe(before + 2);
    expect(error?.message).toBe(
      'The model qwen2.5 returned no usable JSON twice: it returned malformed JSON: its answer contains no JSON object (the answer was empty).',
    );
  });

  it('takes the second answer when the first is prose without JSON', async () => {
    server.script({ text: 'I cannot help with that.' }, { text: outlineText });
    const { events, error } = await collect(compatible().outline(outlineRequest(), signal()));
    expect(error).toBeUndefined();
    expect(headings(events)).toHaveLength(4);
    expect(events.at(-1)).toMatchObject({ type: 'outline_complete', outline: { is_complete: true } });
  });

  it('continues an outline cut mid-object from the topics received, never sending one twice', async () => {
    const cut = outlineText.indexOf('"heading":"Making honey"') + 20;
    // The second answer starts over (as models do) and brings the rest.
    const rest = JSON.stringify({ ...outlineAnswer(4), topics: outlineAnswer(4).topics.slice(1) });
    server.script({ text: outlineText, cutAfter: cut, cut: 'end' }, { text: rest });
    const before = server.requests.length;
    const { events, error } = await collect(compatible().outline(outlineRequest({ number_of_slides: 5 }), signal()));
    expect(error).toBeUndefined();
    const topics = events.filter((e) => e.type === 'topic');
    expect(topics.map((t) => [t.topic_id, t.heading])).toEqual([
      ['topic_1', 'Anatomy of a bee'],
      ['topic_2', 'Roles in the colony'],
      ['topic_3', 'Making honey'],
      ['topic_4', 'Pollination'],
    ]);
    const second = JSON.stringify(server.requests[before + 1]?.body.messages);
    expect(second).toContain('already has these first topics');
    expect(second).toContain('Exactly 2 topics');
    expect(events.at(-1)).toMatchObject({
      type: 'outline_complete',
      outline: { is_complete: true, topics_array: ['Anatomy of a bee', 'Roles in the colony', 'Making honey', 'Pollination'], title: 'Life in the Hive' },
    });
  });

  it('keeps a partial outline after two cut answers and says why, naming the model', async () => {
    server.script({ text: outlineText, cutAfter: outlineText.indexOf('"heading":"Roles'), cut: 'finish', finishReason: 'length' });
    const { events } = await collect(compatible().outline(outlineRequest({ number_of_slides: 5 }), signal()));
    expect(headings(events)).toEqual(['Anatomy of a bee']);
    const last = events.at(-1);
    expect(last).toMatchObject({ type: 'outline_complete', outline: { is_complete: false, topics_array: ['Anatomy of a bee'] } });
    expect(last?.type === 'outline_complete' && last.outline.error).toMatch(
      /^The model qwen2\.5 returned no usable JSON twice: its answer ended early: it reached its output token limit\. .* 1 of 4 topics arrived\.$/,
    );
  });

  it('asks only for the slides not yet sent when the slides stop mid-object', async () => {
    const topics = wireTopics(3);
    const full = JSON.stringify(contentAnswer(topics));
    const rest = JSON.stringify(contentAnswer(topics.slice(1)));
    server.script({ text: full, cutAfter: full.indexOf('Slide 2 explains') + 5, cut: 'destroy' }, { text: rest });
    const before = server.requests.length;
    const { events, error } = await collect(compatible().content(contentRequest(), topics, signal()));
    expect(error).toBeUndefined();
    expect(events.map((e) => (e.type === 'topic' ? e.topic_id : e.type))).toEqual(['content', 'topic_1', 'topic_2', 'topic_3']);
    const second = JSON.stringify(server.requests[before + 1]?.body.messages);
    expect(second).toContain('Roles in the colony');
    expect(second).not.toContain('Anatomy of a bee');
  });

  it('names the model when the slides fail twice, keeping the slides received', async () => {
    const topics = wireTopics(3);
    const full = JSON.stringify(contentAnswer(topics));
    server.script({ text: full, cutAfter: full.indexOf('Slide 2 explains') + 5, cut: 'end' }, { text: '' });
    const { events, error } = await collect(compatible().content(contentRequest(), topics, signal()));
    expect(events.map((e) => e.type)).toEqual(['content', 'topic']);
    expect(error?.message).toMatch(/^The model qwen2\.5 returned no usable JSON twice: it returned malformed JSON: its answer contains no JSON object/);
  });

  it('does not retry an HTTP error', async () => {
    server.script({ status: 500 });
    const before = server.requests.length;
    const { error } = await collect(compatible().outline(outlineRequest(), signal()));
    expect(error?.message).toMatch(/internal error \(HTTP 500/);
    expect(server.requests.length).toBe(before + 1);
  });
});

describe('Anthropic', () => {
  let server: AnthropicServer;
  beforeAll(async () => {
    server = await startAnthropicServer();
  });
  afterAll(() => server.close());

  const anthropic = (model: string) =>
    createAiSdkProvider({ kind: 'anthropic', baseURL: server.baseURL, model, apiKey: 'sk-ant-test-123456', maxRetries: 0 });

  it('asks a current model for the schema as output_config.format and reads the text answer', async () => {
    server.script({ text: outlineText });
    const { events, error } = await collect(anthropic('claude-haiku-4-5').outline(outlineRequest(), signal()));
    expect(error).toBeUndefined();
    expect(headings(events)).toHaveLength(4);
    const body = server.requests.at(-1)?.body;
    expect(body?.stream).toBe(true);
    expect(body?.output_config?.format).toMatchObject({ type: 'json_schema', schema: { type: 'object', required: ['title', 'description', 'image_prompt', 'topics'] } });
    expect(body?.tools).toBeUndefined();
  });

  it('asks an older model through a forced json tool and reads its input_json_delta stream', async () => {
    const topics = wireTopics(2);
    server.script({ text: JSON.stringify(contentAnswer(topics)) });
    const { events, error } = await collect(anthropic('claude-3-haiku-20240307').content(contentRequest(), topics, signal()));
    expect(error).toBeUndefined();
    expect(events.map((e) => e.type)).toEqual(['content', 'topic', 'topic']);
    const body = server.requests.at(-1)?.body;
    expect(body?.output_config).toBeUndefined();
    expect(body?.tools).toEqual([expect.objectContaining({ name: 'json', input_schema: expect.objectContaining({ required: ['title', 'description', 'image_prompt', 'slides'] }) })]);
    expect(body?.tool_choice).toMatchObject({ type: 'any' });
  });

  it('falls back to the plain prompt when the schema is refused', async () => {
    server.script({ text: outlineText, refuseSchema: true });
    const before = server.requests.length;
    const { events, error } = await collect(anthropic('claude-sonnet-4-5').outline(outlineRequest(), signal()));
    expect(error).toBeUndefined();
    expect(headings(events)).toHaveLength(4);
    expect(server.requests.slice(before).map((r) => r.body.output_config?.format?.type)).toEqual(['json_schema', undefined]);
  });

  it('tries an answer that stops mid-object once more', async () => {
    server.script({ text: outlineText, cutAfter: 60, cut: 'end' }, { text: outlineText });
    const { events, error } = await collect(anthropic('claude-haiku-4-5').outline(outlineRequest(), signal()));
    expect(error).toBeUndefined();
    expect(headings(events)).toHaveLength(4);
  });
});

describe('Ollama (OpenAI-compatible endpoint)', () => {
  let server: OllamaServer;
  beforeAll(async () => {
    server = await startOllamaServer(['llama3.2', 'llama2']);
  });
  afterAll(() => server.close());

  const ollama = (model: string) => createAiSdkProvider({ kind: 'openai-compatible', baseURL: server.baseURL, model, maxRetries: 0 });

  it('sends response_format json_schema with the outline schema and streams the topics', async () => {
    server.script({ text: outlineText });
    const { events, error } = await collect(ollama('llama3.2').outline(outlineRequest(), signal()));
    expect(error).toBeUndefined();
    expect(headings(events)).toHaveLength(4);
    expect(server.requests.at(-1)).toMatchObject({
      model: 'llama3.2',
      stream: true,
      response_format: { type: 'json_schema', json_schema: { name: 'outline', schema: OUTLINE_JSON_SCHEMA } },
    });
  });

  it('falls back on an Ollama that refuses json_schema', async () => {
    server.script({ text: `\`\`\`json\n${outlineText}\n\`\`\``, refuseSchema: true });
    const before = server.requests.length;
    const { events, error } = await collect(ollama('llama2').outline(outlineRequest(), signal()));
    expect(error).toBeUndefined();
    expect(headings(events)).toHaveLength(4);
    expect(server.requests.slice(before).map((r) => r.response_format?.type)).toEqual(['json_schema', undefined]);
  });

  it('says a model that is not pulled is unknown, without a second try', async () => {
    const before = server.requests.length;
    const { error } = await collect(ollama('mistral').outline(outlineRequest(), signal()));
    expect(error?.message).toMatch(/does not know the model "mistral" \(HTTP 404: model "mistral" not found, try pulling it first\)/);
    expect(server.requests.length).toBe(before + 1);
  });
});
