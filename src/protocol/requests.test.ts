import { describe, expect, it } from 'vitest';
import {
  contentRequestSchema,
  FIELD_LIMITS,
  iconRequestSchema,
  imageRequestSchema,
  MAX_SLIDES,
  outlineRequestSchema,
  readWireTopics,
} from './requests';

/** The messages of a failed parse, or 'ok'. */
function problems(schema: { safeParse(v: unknown): { success: boolean; error?: { issues: Array<{ message: string }> } } }, body: unknown) {
  const result = schema.safeParse(body);
  return result.success ? 'ok' : (result.error?.issues.map((i) => i.message) ?? []);
}

describe('number fields', () => {
  it.each([[true], [[5]], ['0x10'], ['5'], [null], [{}]])('refuse %j as a slide count', (value) => {
    expect(problems(outlineRequestSchema, { input_text: 'Bees', number_of_slides: value })).toEqual([
      'number_of_slides must be a number (like 5), not text, true/false or a list',
    ]);
  });

  it('take the numbers the client sends, and name the broken rule otherwise', () => {
    expect(problems(outlineRequestSchema, { input_text: 'Bees', number_of_slides: 5 })).toBe('ok');
    expect(problems(contentRequestSchema, { presentation_title: 'Bees', topics_array: '[]', number_of_slides: 5 })).toBe('ok');
    expect(problems(outlineRequestSchema, { input_text: 'Bees', number_of_slides: 2.5 })).toEqual(['number_of_slides must be a whole number']);
    expect(problems(outlineRequestSchema, { input_text: 'Bees', number_of_slides: 0 })).toEqual(['number_of_slides must be at least 1']);
    expect(problems(outlineRequestSchema, { input_text: 'Bees', number_of_slides: MAX_SLIDES + 1 })).toEqual([
      `number_of_slides must be at most ${MAX_SLIDES}`,
    ]);
  });
});

describe('text fields', () => {
  it('say "too long" with the limit, not "required", for text over its limit', () => {
    expect(problems(imageRequestSchema, { prompt: 'x'.repeat(2001) })).toEqual(['prompt is too long: at most 2000 characters']);
    expect(problems(iconRequestSchema, { prompt: 'x'.repeat(1001) })).toEqual(['prompt is too long: at most 1000 characters']);
    expect(problems(outlineRequestSchema, { input_text: 'x', presentation_title: 'x'.repeat(501) })).toEqual([
      'presentation_title is too long: at most 500 characters',
    ]);
    expect(problems(outlineRequestSchema, { input_text: 'x', model_key: 'x'.repeat(101) })).toEqual(['model_key is too long: at most 100 characters']);
  });

  it('tell a missing field from one of the wrong type', () => {
    expect(problems(imageRequestSchema, {})).toEqual(['prompt is required']);
    expect(problems(imageRequestSchema, { prompt: 42 })).toEqual(['prompt must be text']);
    expect(problems(imageRequestSchema, { prompt: '' })).toEqual(['prompt must not be empty']);
    expect(problems(outlineRequestSchema, { input_text: ['Bees'] })).toEqual(['input_text must be text']);
    expect(problems(contentRequestSchema, { presentation_title: 'Bees' })).toEqual([
      'topics_array is required (a JSON array of topics, or that array as JSON text)',
    ]);
    expect(problems(contentRequestSchema, { presentation_title: 'Bees', topics_array: 5 })).toEqual([
      'topics_array must be a JSON array of topics, or that array as JSON text',
    ]);
  });
});

describe('readWireTopics', () => {
  it('names the topic and the rule it broke', () => {
    const long = JSON.stringify([{ heading: 'Fine' }, { heading: 'x'.repeat(FIELD_LIMITS.heading + 1) }]);
    expect(readWireTopics(long)).toEqual({ ok: false, error: 'topics_array[1].heading is too long: at most 500 characters' });
    expect(readWireTopics('[{"overview": "no heading"}]')).toEqual({ ok: false, error: 'topics_array[0].heading is required' });
    expect(readWireTopics('[5]')).toEqual({ ok: false, error: 'topics_array[0]: each topic must be an object with a heading' });
    expect(readWireTopics('[{"heading":')).toEqual({
      ok: false,
      error: 'topics_array must be a JSON array of topics, or that array as JSON text: its text is not valid JSON',
    });
    expect(readWireTopics([{ heading: 'Bees' }])).toEqual({ ok: true, topics: [{ heading: 'Bees' }] });
  });
});
