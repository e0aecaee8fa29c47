import { describe, it, expect } from 'vitest';
import { contentRequestSchema, outlineRequestSchema, parseWireTopics, WIRE_TONES } from '../protocol/requests';
import {
  buildContentRequest,
  buildOutlineRequest,
  clampSlideCount,
  INITIAL_CREDITS,
  MAX_SLIDES,
  presentationTitleOf,
  SLIDE_COUNT_OPTIONS,
  SLIDER_MAX,
  SLIDER_MIN,
  textAmountToDescriptionSize,
  toWireDescriptionSize,
  toWireTone,
} from './config-rules';
import { createDefaultGenerationConfig } from './schemas/config';
import { TONES } from './schemas/catalog';
import type { OutlineTopic } from './schemas/outline';

function topics(n: number): OutlineTopic[] {
  return Array.from({ length: n }, (_, i) => ({
    topic_id: `topic_${i + 1}`,
    heading: `Topic ${i + 1}`,
    overview: `About ${i + 1}`,
    visual_mode: 'icon',
    icon_prompt: 'star',
    image_prompt: '',
  }));
}

describe('constants', () => {
  it('match the slide-count choices, slider range, slide cap and starting credits', () => {
    expect(SLIDE_COUNT_OPTIONS).toEqual([1, 5, 10, 15, 20]);
    expect([SLIDER_MIN, SLIDER_MAX, MAX_SLIDES, INITIAL_CREDITS]).toEqual([5, 60, 100, 800]);
  });
});

describe('textAmountToDescriptionSize', () => {
  it.each([
    ['Minimal', 'short'],
    ['Concise', 'concise'],
    ['Detailed', 'medium'],
    ['Extensive', 'long'],
    ['detailed', 'medium'],
    ['Huge', 'concise'],
  ])('%s -> %s', (label, size) => {
    expect(textAmountToDescriptionSize(label)).toBe(size);
  });
});

describe('toWireDescriptionSize', () => {
  it.each([
    ['concise', 'short'],
    ['short', 'short'],
    ['medium', 'medium'],
    ['long', 'long'],
    ['enormous', 'medium'],
    ['', 'medium'],
  ])('%s -> %s', (size, wire) => {
    expect(toWireDescriptionSize(size)).toBe(wire);
  });
});

describe('toWireTone', () => {
  it('sends technical-* as technical', () => {
    expect(toWireTone('technical-beginner')).toBe('technical');
    expect(toWireTone('technical-graduate')).toBe('technical');
    expect(toWireTone('technical-phd')).toBe('technical');
  });

  it('passes wire tones through and sends unknown ones as casual', () => {
    expect(toWireTone('formal')).toBe('formal');
    expect(toWireTone('sarcastic')).toBe('casual');
  });

  it('maps every catalogue tone to a wire tone', () => {
    for (const tone of TONES) expect(WIRE_TONES).toContain(toWireTone(tone));
  });
});

describe('clampSlideCount', () => {
  it.each([
    [5, 5],
    [0, 1],
    [-3, 1],
    [150, 100],
    [7.6, 8],
    [Number.NaN, 5],
    [Number.POSITIVE_INFINITY, 100],
    ['12', 12],
    ['', 5],
    ['abc', 5],
    [undefined, 5],
    [null, 5],
  ])('%s -> %s', (input, expected) => {
    expect(clampSlideCount(input)).toBe(expected);
  });
});

describe('presentationTitleOf', () => {
  it('prefers presentation_title, then title, then the input', () => {
    expect(presentationTitleOf({ presentation_title: ' Deck ', title: 'Other', input_text: 'x' })).toBe('Deck');
    expect(presentationTitleOf({ presentation_title: ' ', title: 'Other', input_text: 'x' })).toBe('Other');
    expect(presentationTitleOf({ input_text: '  The history of tea  ' })).toBe('The history of tea');
  });
});

describe('buildOutlineRequest', () => {
  it('maps the config onto a valid outline payload', () => {
    const config = createDefaultGenerationConfig({ input_text: 'Solar power', tone: 'technical-phd', number_of_slides: 10 });
    const payload = buildOutlineRequest(config);
    expect(payload).toEqual({
      input_text: 'Solar power',
      number_of_slides: 10,
      tone: 'technical',
      description_size: 'short',
      pretty_json: false,
      model_key: 'gpt-4o',
      language: 'en-US',
    });
    expect(outlineRequestSchema.safeParse(payload).success).toBe(true);
  });

  it('sends an explicit title and the chosen language', () => {
    const config = createDefaultGenerationConfig({ input_text: 'x', presentation_title: 'My deck', language: 'fr-FR', description_size: 'long' });
    const payload = buildOutlineRequest(config);
    expect(payload.presentation_title).toBe('My deck');
    expect(payload.language).toBe('fr-FR');
    expect(payload.description_size).toBe('long');
  });
});

describe('buildContentRequest', () => {
  it('sends one fewer topic than the slide count, JSON-stringified', () => {
    const config = createDefaultGenerationConfig({ input_text: 'Bees', number_of_slides: 5 });
    const payload = buildContentRequest(config, topics(8));
    const parsed = contentRequestSchema.parse(payload);
    const wire = parseWireTopics(parsed.topics_array);
    expect(typeof payload.topics_array).toBe('string');
    expect(wire).toHaveLength(4);
    expect(wire[0]).toEqual({ topic_id: 'topic_1', heading: 'Topic 1', overview: 'About 1', visual_mode: 'icon', icon_prompt: 'star', image_prompt: '' });
    expect(payload.presentation_title).toBe('Bees');
    expect(payload.number_of_slides).toBe(5);
    expect(payload.input_text).toBe('Bees');
  });

  it('renumbers topic ids by position and skips duplicates', () => {
    const list = topics(3);
    list[1] = { ...list[1]!, heading: 'topic 1' };
    const payload = buildContentRequest(createDefaultGenerationConfig({ input_text: 'x', number_of_slides: 10 }), list);
    const wire = parseWireTopics(contentRequestSchema.parse(payload).topics_array);
    expect(wire.map((t) => [t.topic_id, t.heading])).toEqual([
      ['topic_1', 'Topic 1'],
      ['topic_2', 'Topic 3'],
    ]);
  });

  it('sends no topics for a one-slide deck and cuts long texts to the wire limits', () => {
    const long = { ...topics(1)[0]!, overview: 'o'.repeat(6000) };
    expect(JSON.parse(String(buildContentRequest(createDefaultGenerationConfig({ input_text: 'x', number_of_slides: 1 }), [long]).topics_array))).toEqual([]);
    const payload = buildContentRequest(createDefaultGenerationConfig({ input_text: 'x', number_of_slides: 2 }), [long]);
    expect(contentRequestSchema.safeParse(payload).success).toBe(true);
  });

  it('falls back to Untitled Presentation and omits blank input text', () => {
    const payload = buildContentRequest(createDefaultGenerationConfig({ input_text: '   ' }), topics(1));
    expect(payload.presentation_title).toBe('Untitled Presentation');
    expect(payload).not.toHaveProperty('input_text');
  });
});
