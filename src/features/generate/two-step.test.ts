import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/client';
import { startBuiltinServer, type TestServer } from '../../../tests/helpers/generation-server';
import { CONTENT_GENERATION_FAILED, OUTLINE_EMPTY } from '../../core/errors';
import { createDefaultGenerationConfig } from '../../core/schemas/config';
import type { ParseEvent } from '../../protocol/parser';
import { contentFromEvents, outlineFromEvents, runTwoStep } from './two-step';

const config = createDefaultGenerationConfig({ input_text: 'Coral reefs', number_of_slides: 4 });
const line = (value: object): ParseEvent => ({ kind: 'line', line: value } as ParseEvent);
const topicLine = (n: number, heading: string) =>
  line({ type: 'topic', topic_id: `topic_${n}`, heading, overview: `About ${heading}`, visual_mode: 'icon', icon_prompt: '', image_prompt: '' });

describe('outlineFromEvents', () => {
  it('builds the outline from topic lines when no outline_complete came, cut to slides - 1', () => {
    const { outline, topics } = outlineFromEvents([topicLine(1, 'A'), topicLine(2, 'B'), topicLine(3, 'C'), topicLine(4, 'D')], config);
    expect(topics.map((t) => t.heading)).toEqual(['A', 'B', 'C']);
    expect(outline.title).toBe('Coral reefs');
  });

  it('throws the error line message, and the outline-empty text for an empty answer', () => {
    expect(() => outlineFromEvents([topicLine(1, 'A'), line({ type: 'error', message: 'Model overloaded' })], config)).toThrow('Model overloaded');
    expect(() => outlineFromEvents([line({ type: 'status', message: 'Working' })], config)).toThrow(OUTLINE_EMPTY);
  });
});

describe('contentFromEvents', () => {
  it('reads the title and slide headings from lines or from one complete document', () => {
    expect(contentFromEvents([line({ type: 'content', title: 'Reefs', description: '' }), topicLine(1, 'Corals')], config)).toEqual({ title: 'Reefs', headings: ['Corals'] });
    const doc: ParseEvent = { kind: 'document', value: { title: 'Reefs', description: 'd', topics: [{ title: 'Corals' }, { title: 'Threats' }] } };
    expect(contentFromEvents([doc], config)).toEqual({ title: 'Reefs', headings: ['Corals', 'Threats'] });
  });

  it('fails an answer without any slide', () => {
    expect(() => contentFromEvents([line({ type: 'done' })], config)).toThrow(CONTENT_GENERATION_FAILED);
  });
});

describe('runTwoStep against the real server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startBuiltinServer();
  });
  afterAll(() => server.close());

  it('asks for the outline, then the content, and sums both up', async () => {
    const api = createApiClient({ baseUrl: `${server.url}/api`, fetch });
    const summary = await runTwoStep(api, config);
    expect(summary.outlineTopics).toHaveLength(3);
    expect(summary.slides).toBe(4);
    expect(summary.slideHeadings).toEqual(summary.outlineTopics);
    expect(summary.title).not.toBe('');
    expect(summary.bytes.outline).toBeGreaterThan(0);
    expect(summary.bytes.content).toBeGreaterThan(0);
  });

  it('rejects with the network text when the server cannot be reached', async () => {
    const api = createApiClient({ baseUrl: 'http://127.0.0.1:9/api', fetch });
    await expect(runTwoStep(api, config)).rejects.toThrow(/Network error/);
  });
});
