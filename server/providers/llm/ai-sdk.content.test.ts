import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topicLineSchema } from '../../../src/protocol/lines';
import { collect, contentAnswer, contentRequest, userMessage, wireTopics } from '../../testing/llm-fixtures';
import { startOpenAiSseServer, type OpenAiSseServer } from '../../testing/openai-sse-server';
import { createAiSdkProvider } from './ai-sdk';
import type { ProviderEvent } from './types';

let server: OpenAiSseServer;
const signal = () => new AbortController().signal;

beforeAll(async () => {
  server = await startOpenAiSseServer();
});
afterAll(() => server.close());

function provider() {
  return createAiSdkProvider({ kind: 'openai-compatible', baseURL: server.baseURL, model: 'qwen2.5', maxRetries: 0 });
}

type TopicEvent = Extract<ProviderEvent, { type: 'topic' }>;
const topicsOf = (events: ProviderEvent[]) => events.filter((e): e is TopicEvent => e.type === 'topic');

describe('openai-compatible content', () => {
  it('streams the title slide, then one topic per slide with subtopic ids', async () => {
    const topics = wireTopics(3);
    server.script({ text: JSON.stringify(contentAnswer(topics), null, 2), chunkSize: 9 });
    const { events, error } = await collect(provider().content(contentRequest(), topics, signal()));
    expect(error).toBeUndefined();
    expect(events.map((e) => e.type)).toEqual(['content', 'topic', 'topic', 'topic']);
    expect(events[0]).toEqual({
      type: 'content',
      title: 'Life in the Hive',
      description: 'A tour of the colony.',
      image_prompt: 'bees on a frame of honeycomb',
    });
    const second = topicsOf(events)[1];
    expect(second).toMatchObject({
      topic_id: 'topic_2',
      heading: 'Roles in the colony',
      overview: 'Slide 2 explains roles in the colony.',
      visual_mode: 'icon',
      icon_prompt: 'icon 2',
      image_prompt: 'picture 2',
    });
    expect(second?.subtopics).toEqual([
      { id: 'subtopic_2_1', heading: 'Point 2.1', overview: 'Detail 1 of slide 2.', icon_prompt: 'icon 2.1' },
      { id: 'subtopic_2_2', heading: 'Point 2.2', overview: 'Detail 2 of slide 2.', icon_prompt: 'icon 2.2' },
      { id: 'subtopic_2_3', heading: 'Point 2.3', overview: 'Detail 3 of slide 2.', icon_prompt: 'icon 2.3' },
    ]);
    for (const topic of topicsOf(events)) expect(() => topicLineSchema.parse(topic)).not.toThrow();
  });

  it('sends the topics, the source text and the settings in the prompt', async () => {
    const topics = wireTopics(2);
    server.script({ text: JSON.stringify(contentAnswer(topics)) });
    const req = contentRequest({
      input_text: 'Bees dance to share where flowers are.',
      description_size: 'short',
      tone: 'educational',
    });
    await collect(provider().content(req, topics, signal()));
    const prompt = userMessage(server.requests.at(-1)?.body ?? {});
    expect(prompt).toContain('"heading": "Anatomy of a bee"');
    expect(prompt).toContain('"heading": "Roles in the colony"');
    expect(prompt).toContain('Exactly 2 slides');
    expect(prompt).toContain('Bees dance to share where flowers are.');
    expect(prompt).toContain('2 or 3 subtopics');
    expect(prompt).toContain('educational:');
    expect(prompt).toContain('"Life in the Hive"');
  });

  it('sends the title slide before the first slide is written', async () => {
    const topics = wireTopics(2);
    const text = JSON.stringify(contentAnswer(topics));
    server.script({ text, chunkSize: 3, holdAfterChars: text.indexOf('"slides"') + 12 });
    const types: string[] = [];
    for await (const event of provider().content(contentRequest(), topics, signal())) {
      if (types.length === 0) {
        expect(event.type).toBe('content');
        expect(server.requests.at(-1)?.completed).toBe(false);
        server.release();
      }
      types.push(event.type);
    }
    expect(types).toEqual(['content', 'topic', 'topic']);
  });

  it('keeps the outline headings and ids, and numbers subtopics after the topic id', async () => {
    const topics = wireTopics(2).map((t, i) => ({ ...t, topic_id: `topic_${i + 4}` }));
    const answer = contentAnswer(topics, 2);
    answer.slides[0]!.heading = 'A heading the model made up';
    server.script({ text: JSON.stringify(answer) });
    const { events } = await collect(provider().content(contentRequest(), topics, signal()));
    const slides = topicsOf(events);
    expect(slides.map((t) => [t.topic_id, t.heading])).toEqual([
      ['topic_4', 'Anatomy of a bee'],
      ['topic_5', 'Roles in the colony'],
    ]);
    expect(slides[1]?.subtopics?.map((s) => s.id)).toEqual(['subtopic_5_1', 'subtopic_5_2']);
  });

  it('fills slides the model left out from the outline, and ignores extra ones', async () => {
    const topics = wireTopics(3);
    const short = contentAnswer(topics.slice(0, 2));
    server.script({ text: JSON.stringify(short) });
    const { events, error } = await collect(provider().content(contentRequest(), topics, signal()));
    expect(error).toBeUndefined();
    expect(topicsOf(events).at(-1)).toMatchObject({
      topic_id: 'topic_3',
      heading: 'Making honey',
      overview: 'Overview of Making honey.',
      subtopics: [],
    });

    server.script({ text: JSON.stringify(contentAnswer(wireTopics(4))) });
    const extra = await collect(provider().content(contentRequest(), topics, signal()));
    expect(topicsOf(extra.events)).toHaveLength(3);
  });

  it("uses the request's title when the model starts with the slides", async () => {
    const topics = wireTopics(2);
    const { slides } = contentAnswer(topics);
    server.script({ text: JSON.stringify({ slides, description: 'late' }), chunkSize: 3 });
    const { events, error } = await collect(provider().content(contentRequest(), topics, signal()));
    expect(error).toBeUndefined();
    expect(events.map((e) => e.type)).toEqual(['content', 'topic', 'topic']);
    expect(events[0]).toEqual({ type: 'content', title: 'Life in the Hive', description: '', image_prompt: '' });
  });

  it('accepts plain-string subtopics and other key names', async () => {
    const topics = wireTopics(1);
    const text = JSON.stringify({
      title: 'T',
      topics: [{ title: 'Anatomy', description: 'Parts', points: ['Head', { title: 'Wings', summary: 'Four' }] }],
    });
    server.script({ text });
    const { events } = await collect(provider().content(contentRequest(), topics, signal()));
    expect(topicsOf(events)[0]).toMatchObject({
      overview: 'Parts',
      subtopics: [
        { id: 'subtopic_1_1', heading: 'Head', overview: '', icon_prompt: '' },
        { id: 'subtopic_1_2', heading: 'Wings', overview: 'Four', icon_prompt: '' },
      ],
    });
  });

  it('emits the finished slides, then a clear error naming the model, when the model stops mid-object twice', async () => {
    const topics = wireTopics(3);
    const text = JSON.stringify(contentAnswer(topics));
    server.script({ text, cutAfter: text.indexOf('Slide 2 explains') + 5, cut: 'finish', finishReason: 'length' });
    const { events, error } = await collect(provider().content(contentRequest(), topics, signal()));
    // The second try is asked for slides 2 and 3; its answer (the same script) repeats slide 1 in slide 2's place.
    expect(events.map((e) => (e.type === 'topic' ? e.topic_id : e.type))).toEqual(['content', 'topic_1', 'topic_2']);
    expect(error?.message).toMatch(
      /^The model qwen2\.5 returned no usable JSON twice: its answer ended early: it reached its output token limit after 1 of 2 slides/,
    );
  });

  it('reports an empty topic list clearly, and takes slides closed before a trailing mistake', async () => {
    server.script({ text: '{"title": "T", "slides": [{"heading": "A"} {"heading": "B"}] nope' });
    const before = server.requests.length;
    const malformed = await collect(provider().content(contentRequest(), wireTopics(2), signal()));
    expect(topicsOf(malformed.events)).toHaveLength(2);
    // Every slide arrived, so nothing is asked again and the deck is whole.
    expect(malformed.error).toBeUndefined();
    expect(server.requests.length).toBe(before + 1);

    const empty = await collect(provider().content(contentRequest(), [], signal()));
    expect(empty.error?.message).toMatch(/no topics to write slides for/);
  });
});
