import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiSseServer, type OpenAiSseServer } from '../../testing/openai-sse-server';
import { collect, outlineAnswer, outlineRequest, userMessage } from '../../testing/llm-fixtures';
import { createAiSdkProvider } from './ai-sdk';
import type { ProviderEvent } from './types';

let server: OpenAiSseServer;
const KEY = 'sk-local-test-key-123456';
const signal = () => new AbortController().signal;

beforeAll(async () => {
  server = await startOpenAiSseServer();
});
afterAll(() => server.close());

function provider() {
  return createAiSdkProvider({
    kind: 'openai-compatible',
    baseURL: server.baseURL,
    model: 'llama3.1',
    apiKey: KEY,
    maxRetries: 0,
  });
}

const topicsOf = (events: ProviderEvent[]) => events.filter((e) => e.type === 'topic');
const completeOf = (events: ProviderEvent[]) => {
  const last = events.at(-1);
  expect(last?.type).toBe('outline_complete');
  return (last as Extract<ProviderEvent, { type: 'outline_complete' }>).outline;
};

describe('openai-compatible outline', () => {
  it('streams one topic per slide, then the outline, from a well-behaved model', async () => {
    server.script({ text: JSON.stringify(outlineAnswer(4), null, 2), chunkSize: 7 });
    const { events, error } = await collect(provider().outline(outlineRequest({ number_of_slides: 5 }), signal()));
    expect(error).toBeUndefined();
    expect(events.map((e) => e.type)).toEqual(['topic', 'topic', 'topic', 'topic', 'outline_complete']);
    expect(topicsOf(events)[1]).toEqual({
      type: 'topic',
      topic_id: 'topic_2',
      heading: 'Roles in the colony',
      overview: 'Overview of Roles in the colony.',
      visual_mode: 'icon',
      icon_prompt: 'icon 2',
      image_prompt: 'picture 2',
    });
    const outline = completeOf(events);
    expect(outline).toMatchObject({
      title: 'Life in the Hive',
      description: 'How a colony of bees works together.',
      image_prompt: 'a honeycomb glowing in warm light',
      topics_array: ['Anatomy of a bee', 'Roles in the colony', 'Making honey', 'Pollination'],
      is_complete: true,
      streaming_completed: true,
    });
    expect(outline.topic_4).toMatchObject({ topic_id: 'topic_4', heading: 'Pollination', visual_mode: 'icon' });
  });

  it('sends a streaming chat request with the model, key and a prompt built from the request', async () => {
    server.script({ text: JSON.stringify(outlineAnswer(2)) });
    const req = outlineRequest({
      number_of_slides: 3,
      tone: 'technical',
      language: 'fr-FR',
      description_size: 'long',
      presentation_title: 'Abeilles',
    });
    await collect(provider().outline(req, signal()));
    const sent = server.requests.at(-1);
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent?.body).toMatchObject({ model: 'llama3.1', stream: true });
    expect(sent?.body.messages?.map((m) => m.role)).toEqual(['system', 'user']);
    const prompt = userMessage(sent?.body ?? {});
    expect(prompt).toContain('Exactly 2 topics');
    expect(prompt).toContain('French (France)');
    expect(prompt).toContain('technical:');
    expect(prompt).toContain('"Abeilles"');
    expect(prompt).toContain('three or four sentences');
    expect(prompt).toContain('How honeybees keep a hive alive');
  });

  it('yields the first topic while the model is still writing', async () => {
    const text = JSON.stringify(outlineAnswer(4));
    const firstTopicEnd = text.indexOf('}') + 1;
    server.script({ text, chunkSize: 4, holdAfterChars: firstTopicEnd + 4 });
    const request = provider().outline(outlineRequest(), signal());
    const seen: string[] = [];
    for await (const event of request) {
      if (seen.length === 0) {
        const record = server.requests.at(-1);
        // The model is held mid-answer: this topic cannot have waited for the end.
        expect(event).toMatchObject({ type: 'topic', topic_id: 'topic_1' });
        expect(record?.completed).toBe(false);
        expect(record?.charsSent).toBeLessThan(text.length);
        server.release();
      }
      seen.push(event.type);
    }
    expect(seen).toEqual(['topic', 'topic', 'topic', 'topic', 'outline_complete']);
  });

  it('reads JSON wrapped in a ```json fence with prose around it', async () => {
    const body = JSON.stringify(outlineAnswer(4), null, 2);
    server.script({ text: `Sure! Here is the outline you asked for:\n\n\`\`\`json\n${body}\n\`\`\`\n\nI hope {this} helps!` });
    const { events, error } = await collect(provider().outline(outlineRequest(), signal()));
    expect(error).toBeUndefined();
    expect(topicsOf(events)).toHaveLength(4);
    expect(completeOf(events).is_complete).toBe(true);
  });

  it('repairs trailing commas and skips a think block', async () => {
    const text = `<think>Four topics {maybe}.</think>{"title": "Bees", "topics": [
      {"heading": "One", "overview": "First",},
      {"heading": "Two", "overview": "Second", "visual_mode": "IMAGE",},
    ],}`;
    server.script({ text });
    const { events, error } = await collect(provider().outline(outlineRequest({ number_of_slides: 3 }), signal()));
    expect(error).toBeUndefined();
    expect(topicsOf(events)).toMatchObject([
      { heading: 'One', visual_mode: 'icon', icon_prompt: '', image_prompt: '' },
      { heading: 'Two', visual_mode: 'image' },
    ]);
    expect(completeOf(events)).toMatchObject({ title: 'Bees', description: '', is_complete: true });
  });

  it('accepts common key variants, caps the topics at slides - 1 and skips duplicates', async () => {
    const topics = ['Intro', 'intro', 'Middle', 'End', 'Extra'].map((title) => ({ title, description: `About ${title}` }));
    server.script({ text: JSON.stringify({ title: 'Deck', slides: topics }) });
    const { events } = await collect(provider().outline(outlineRequest({ number_of_slides: 4 }), signal()));
    expect(topicsOf(events).map((t) => [t.topic_id, t.heading, t.overview])).toEqual([
      ['topic_1', 'Intro', 'About Intro'],
      ['topic_2', 'Middle', 'About Middle'],
      ['topic_3', 'End', 'About End'],
    ]);
  });

  it('finishes with the complete topics when the model stops mid-object', async () => {
    const text = JSON.stringify(outlineAnswer(4));
    const cutAfter = text.indexOf('"heading":"Making honey"') + 20;
    server.script({ text, cutAfter, cut: 'finish' });
    const { events, error } = await collect(provider().outline(outlineRequest(), signal()));
    expect(error).toBeUndefined();
    expect(topicsOf(events).map((t) => t.heading)).toEqual(['Anatomy of a bee', 'Roles in the colony']);
    expect(completeOf(events)).toMatchObject({
      title: 'Life in the Hive',
      is_complete: false,
      topics_array: ['Anatomy of a bee', 'Roles in the colony'],
    });
  });

  it('keeps the complete topics when the connection drops mid-answer', async () => {
    const text = JSON.stringify(outlineAnswer(4));
    server.script({ text, cutAfter: text.indexOf('Roles in the colony'), cut: 'destroy' });
    const { events, error } = await collect(provider().outline(outlineRequest(), signal()));
    expect(error).toBeUndefined();
    expect(topicsOf(events)).toHaveLength(1);
    expect(completeOf(events).is_complete).toBe(false);
  });

  it('throws a clear error naming the model when the answer ends twice before any topic is complete', async () => {
    const text = JSON.stringify(outlineAnswer(4));
    server.script({ text, cutAfter: 120, cut: 'end' });
    const ended = await collect(provider().outline(outlineRequest(), signal()));
    expect(ended.events).toEqual([]);
    expect(ended.error?.message).toMatch(
      /^The model llama3\.1 returned no usable JSON twice: its answer ended early.*before any slide topic was complete/,
    );

    // The output token limit with nothing delivered would be hit again: no second try.
    const before = server.requests.length;
    server.script({ text, cutAfter: 120, cut: 'finish', finishReason: 'length' });
    const limited = await collect(provider().outline(outlineRequest(), signal()));
    expect(limited.error?.message).toMatch(/^The model's answer ended early: it reached its output token limit/);
    expect(server.requests.length).toBe(before + 1);

    server.script({ text, cutAfter: 120, cut: 'destroy' });
    const dropped = await collect(provider().outline(outlineRequest(), signal()));
    expect(dropped.error?.message).toMatch(/its answer ended early \(.*closed the connection|its answer ended early \(the connection/);
  });

  it('reports malformed JSON clearly after a second try', async () => {
    server.script({ text: '{"title": "Bees", "topics": [{"heading": "One", "overview": oops}]}' });
    const bad = await collect(provider().outline(outlineRequest(), signal()));
    expect(bad.error?.message).toMatch(/^The model llama3\.1 returned no usable JSON twice: it returned malformed JSON: .*"o" at character \d+/);

    server.script({ text: "I'm sorry, I can only answer questions about cooking." });
    const prose = await collect(provider().outline(outlineRequest(), signal()));
    expect(prose.error?.message).toMatch(
      /^The model llama3\.1 returned no usable JSON twice: it returned malformed JSON: its answer contains no JSON object \(it began: "I'm sorry/,
    );

    server.script({ text: '{"title": "Bees", "sections": "none"}' });
    const shape = await collect(provider().outline(outlineRequest(), signal()));
    expect(shape.error?.message).toBe(
      'The model llama3.1 returned no usable JSON twice: its answer is not an outline: the answer has no "topics" list.',
    );

    server.script({ text: '{"title": "Bees", "topics": []}' });
    const empty = await collect(provider().outline(outlineRequest(), signal()));
    expect(empty.error?.message).toMatch(/contained no slide topics/);
  });

  it('keeps the complete topics before a syntax error, as a partial outline', async () => {
    server.script({ text: '{"title": "Bees", "topics": [{"heading": "One"}, {"heading": "Two"}, {"heading": ???' });
    const { events, error } = await collect(provider().outline(outlineRequest(), signal()));
    expect(error).toBeUndefined();
    expect(completeOf(events)).toMatchObject({ topics_array: ['One', 'Two'], is_complete: false });
  });

  it('falls back to the presentation title, then to the input, when the model gives none', async () => {
    server.script({ text: '{"topics": [{"heading": "One"}]}' });
    const named = await collect(provider().outline(outlineRequest({ presentation_title: 'My deck' }), signal()));
    expect(completeOf(named.events).title).toBe('My deck');
    const unnamed = await collect(provider().outline(outlineRequest(), signal()));
    expect(completeOf(unnamed.events).title).toBe('How honeybees keep a hive alive');
  });
});

describe('the model select (model_key)', () => {
  function openai() {
    return createAiSdkProvider({ kind: 'openai', baseURL: server.baseURL, model: 'gpt-4o-mini', apiKey: KEY, maxRetries: 0 });
  }

  it('runs the chosen OpenAI model on the openai provider, the configured one for default', async () => {
    server.script({ text: JSON.stringify(outlineAnswer(2)) });
    await collect(openai().outline(outlineRequest({ number_of_slides: 3, model_key: 'gpt-4.1-nano' }), signal()));
    expect(server.requests.at(-1)?.body).toMatchObject({ model: 'gpt-4.1-nano' });
    server.script({ text: JSON.stringify(outlineAnswer(2)) });
    await collect(openai().outline(outlineRequest({ number_of_slides: 3, model_key: 'default' }), signal()));
    expect(server.requests.at(-1)?.body).toMatchObject({ model: 'gpt-4o-mini' });
  });

  it('keeps the configured model on other providers, whatever the key', async () => {
    server.script({ text: JSON.stringify(outlineAnswer(2)) });
    await collect(provider().outline(outlineRequest({ number_of_slides: 3, model_key: 'gpt-4.1' }), signal()));
    expect(server.requests.at(-1)?.body).toMatchObject({ model: 'llama3.1' });
  });
});
