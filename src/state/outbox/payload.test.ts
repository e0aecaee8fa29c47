import { describe, expect, it } from 'vitest';
import { createDefaultGenerationConfig } from '../../core/schemas/config';
import { parseQueuedPayload, summarizePayload, UNREADABLE_REQUEST } from './payload';

const config = createDefaultGenerationConfig({ input_text: 'Tides and the moon', number_of_slides: 5 });

describe('parseQueuedPayload', () => {
  it('accepts a deck payload, with or without an outline', () => {
    const plain = { kind: 'deck', request: { deckId: 'd1', config }, requestedAt: 5 };
    expect(parseQueuedPayload(plain)).toEqual({ ok: true, payload: plain });
    const topics = [{ topic_id: 'topic_1', heading: 'Spring tides', overview: '', visual_mode: 'icon', icon_prompt: '', image_prompt: '' }];
    const withOutline = { ...plain, request: { ...plain.request, topics } };
    expect(parseQueuedPayload(withOutline)).toEqual({ ok: true, payload: withOutline });
  });

  it('names the first problem of an unusable payload', () => {
    expect(parseQueuedPayload({ kind: 'deck', request: { deckId: '', config }, requestedAt: 5 })).toEqual({
      ok: false,
      error: expect.stringMatching(new RegExp(`^${UNREADABLE_REQUEST} \\(request\\.deckId: `)) as unknown,
    });
    expect(parseQueuedPayload({ kind: 'image', request: { deckId: 'd', config }, requestedAt: 5 })).toMatchObject({ ok: false });
    expect(parseQueuedPayload(null)).toEqual({ ok: false, error: UNREADABLE_REQUEST });
  });
});

describe('summarizePayload', () => {
  it('gives the first 80 characters of the topic on one line, the slide count and the time', () => {
    const long = `${'word '.repeat(30)}\nend`;
    const summary = summarizePayload({ kind: 'deck', request: { deckId: 'd', config: { ...config, input_text: long } }, requestedAt: 9 });
    expect(summary.topic).toHaveLength(80);
    expect(summary.topic).not.toContain('\n');
    expect(summary).toMatchObject({ slides: 5, requestedAt: 9, deckId: 'd' });
  });

  it('reads what it can of a broken payload', () => {
    expect(summarizePayload('junk')).toEqual({ kind: 'deck', topic: '', slides: undefined, requestedAt: undefined, deckId: undefined });
    expect(summarizePayload({ request: { config: { input_text: 'Only text', number_of_slides: 'x' } } })).toMatchObject({ topic: 'Only text', slides: undefined });
  });
});
