import { describe, expect, it } from 'vitest';
import { topicLineSchema } from '../../../src/protocol/lines';
import { contentRequest, wireTopics } from '../../testing/llm-fixtures';
import { slideEvent } from './content-stream';
import { contentPrompt } from './prompts';
import { CONTENT_JSON_SCHEMA, contentSlideSchema, SLIDE_SHAPES } from './schemas';

describe("a slide's shape, as the model names it", () => {
  it('reads the words models write, and nothing else', () => {
    const shape = (layout: unknown) => contentSlideSchema.parse({ heading: 'h', overview: 'o', layout }).layout;
    expect(shape('steps')).toBe('steps');
    expect(shape(' Timeline ')).toBe('timeline');
    expect(shape('central idea')).toBe('central-idea');
    expect(shape('Central_Idea')).toBe('central-idea');
    expect(shape('pyramid-of-doom')).toBeUndefined();
    expect(shape(7)).toBeUndefined();
    expect(shape(undefined)).toBeUndefined();
  });

  it('becomes a layout hint on the topic line, which the app checks against the content', () => {
    const [topic] = wireTopics(1);
    if (!topic) throw new Error('no topic');
    const points = [
      { heading: 'Mix', overview: 'Flour and water.', icon_prompt: 'bowl' },
      { heading: 'Knead', overview: 'Ten minutes.', icon_prompt: 'hands' },
      { heading: 'Bake', overview: '40 minutes at 230 °C.', icon_prompt: 'oven' },
    ];
    const line = (layout: string) => slideEvent(topic, 0, contentSlideSchema.parse({ heading: topic.heading, overview: 'How bread is made.', layout, subtopics: points }));
    expect(line('steps')).toMatchObject({ layout: 'process-flow' });
    expect(line('timeline')).toMatchObject({ layout: 'horizontal-timeline' });
    expect(line('figures')).toMatchObject({ layout: 'big-number' });
    // "list" and unknown words name no layout: the chooser decides.
    expect(line('list')).not.toHaveProperty('layout');
    expect(line('spiral')).not.toHaveProperty('layout');
    expect(topicLineSchema.parse(line('steps')).layout).toBe('process-flow');
  });

  it('is asked for in the prompt and held to its words in the structured-output schema', () => {
    const { prompt } = contentPrompt(contentRequest(), wireTopics(2));
    for (const word of Object.keys(SLIDE_SHAPES)) expect(prompt).toContain(`"${word}"`);
    expect(prompt).toMatch(/"timeline": dated events in order, each subtopic heading starting with its date/);
    const slides = (CONTENT_JSON_SCHEMA.properties as Record<string, { items: { properties: Record<string, unknown>; required: string[] } } | undefined>).slides;
    if (!slides) throw new Error('no slides in the schema');
    const slide = slides.items;
    expect(slide.properties.layout).toEqual({ type: 'string', enum: Object.keys(SLIDE_SHAPES) });
    expect(slide.required).toContain('layout');
  });
});
