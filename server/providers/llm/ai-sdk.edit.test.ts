import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editRequestSchema, type EditRequestInput } from '../../../src/protocol/edit';
import { collect } from '../../testing/llm-fixtures';
import { startOpenAiSseServer, type OpenAiSseServer } from '../../testing/openai-sse-server';
import { createAiSdkProvider } from './ai-sdk';

let server: OpenAiSseServer;
beforeAll(async () => {
  server = await startOpenAiSseServer();
});
afterAll(() => server.close());

const provider = () => createAiSdkProvider({ kind: 'openai-compatible', baseURL: server.baseURL, model: 'qwen2.5', maxRetries: 0, stallMs: 500 });
const slide = { topic_id: 'topic_1', heading: 'Hives', overview: 'Bees live in hives.', notes: 'Old notes.', subtopics: [{ heading: 'Comb', overview: 'Wax cells.' }] };
const edit = (input: Partial<EditRequestInput>) =>
  collect(provider().edit!(editRequestSchema.parse({ slide_id: 'topic_1', slides: [slide], action: 'shorter', ...input }), new AbortController().signal));
const NEW = { heading: 'Hives', overview: 'Bees live in hives.', layout: 'list', subtopics: [{ heading: 'Comb', overview: 'Wax.', icon_prompt: 'comb' }], notes: 'Neue Notizen.' };

describe('openai-compatible slide rewrite', () => {
  it('gives no slide at all for an answer that stops mid-way, even when a slide had closed', async () => {
    const text = JSON.stringify({ slides: [NEW, NEW] });
    server.script({ text, cutAfter: text.lastIndexOf('"subtopics"'), cut: 'end' });
    const { events, error } = await edit({ action: 'split' });
    expect(events).toEqual([]);
    expect(error?.message).toMatch(/^The model's answer ended early .*before the slide was complete/);
  });

  it('keeps the slide and its notes for speaker notes, taking only the new notes', async () => {
    server.script({ text: JSON.stringify({ slides: [{ ...NEW, heading: 'Changed', notes: 'Say why hives matter.' }] }) });
    const { events } = await edit({ action: 'speaker-notes' });
    expect(events).toEqual([expect.objectContaining({ heading: 'Hives', overview: 'Bees live in hives.', notes: 'Say why hives matter.' })]);
    server.script({ text: JSON.stringify({ slides: [{ ...NEW, notes: '' }] }) });
    expect((await edit({ action: 'speaker-notes' })).error?.message).toContain('it holds no speaker notes');
  });

  it('takes translated notes, and keeps the slide’s own notes for other rewrites', async () => {
    server.script({ text: JSON.stringify({ slides: [NEW] }) });
    expect((await edit({ action: 'translate', target_language: 'de-DE' })).events[0]).toMatchObject({ notes: 'Neue Notizen.' });
    server.script({ text: JSON.stringify({ slides: [NEW] }) });
    expect((await edit({ action: 'simpler' })).events[0]).toMatchObject({ notes: 'Old notes.' });
  });

  it("takes the translated picture description, and keeps the slide's own for other rewrites", async () => {
    const answer = JSON.stringify({ slides: [{ ...NEW, image_prompt: 'Bienen an einer Wabe' }] });
    server.script({ text: answer });
    expect((await edit({ action: 'translate', target_language: 'de-DE', slides: [{ ...slide, image_prompt: 'bees on a comb' }] })).events[0]).toMatchObject({ image_prompt: 'Bienen an einer Wabe' });
    server.script({ text: answer });
    expect((await edit({ action: 'simpler', slides: [{ ...slide, image_prompt: 'bees on a comb' }] })).events[0]).toMatchObject({ image_prompt: 'bees on a comb' });
  });

  it('sets the layout the shape actions ask for', async () => {
    server.script({ text: JSON.stringify({ slides: [NEW] }) });
    expect((await edit({ action: 'steps' })).events[0]).toMatchObject({ layout: 'process-flow' });
  });
});
