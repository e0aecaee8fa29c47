import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '../../src/protocol/requests';
import { capContentLine, capText, capTopicLine } from './line-caps';

describe('capText', () => {
  it('keeps text that fits', () => {
    expect(capText('Bees & <wasps>', 14)).toBe('Bees & <wasps>');
  });

  it('cuts at a word boundary and shows the cut', () => {
    expect(capText('The hive keeps warm in winter', 20)).toBe('The hive keeps warm…');
    expect(capText('one two, three four', 12)).toBe('one two…');
  });

  it('cuts inside a word only when no boundary is near', () => {
    expect(capText('a'.repeat(50), 10)).toBe(`${'a'.repeat(9)}…`);
    expect(capText('短い文章がとても長く続きます', 6)).toBe('短い文章が…');
  });

  it('never splits an emoji', () => {
    const capped = capText(`${'a'.repeat(8)}🐝🐝🐝`, 10);
    expect(capped).toBe(`${'a'.repeat(8)}…`);
  });
});

describe('line caps', () => {
  it('cuts every field of a topic line to its request limit', () => {
    const long = 'word '.repeat(300_000);
    const line = capTopicLine({
      type: 'topic',
      topic_id: 'topic_1',
      heading: long,
      overview: long,
      visual_mode: 'icon',
      icon_prompt: long,
      image_prompt: long,
      notes: long,
      subtopics: [{ id: 'subtopic_1_1', heading: long, overview: long, icon_prompt: long }],
    });
    expect(line.heading.length).toBeLessThanOrEqual(FIELD_LIMITS.heading);
    expect(line.heading).toMatch(/^(word )+word…$/);
    expect(line.overview.length).toBeLessThanOrEqual(FIELD_LIMITS.overview);
    expect(line.icon_prompt.length).toBeLessThanOrEqual(FIELD_LIMITS.icon_prompt);
    expect(line.image_prompt.length).toBeLessThanOrEqual(FIELD_LIMITS.image_prompt);
    expect(line.notes?.length).toBeLessThanOrEqual(FIELD_LIMITS.notes);
    expect(line.subtopics?.[0]?.heading.length).toBeLessThanOrEqual(FIELD_LIMITS.heading);
    expect(line.subtopics?.[0]?.icon_prompt?.length).toBeLessThanOrEqual(FIELD_LIMITS.icon_prompt);
  });

  it('cuts the title slide fields', () => {
    const long = 'word '.repeat(10_000);
    const line = capContentLine({ type: 'content', title: long, description: long, image_prompt: long });
    expect(line.title.length).toBeLessThanOrEqual(FIELD_LIMITS.title);
    expect(line.description.length).toBeLessThanOrEqual(FIELD_LIMITS.description);
    expect(line.image_prompt?.length).toBeLessThanOrEqual(FIELD_LIMITS.image_prompt);
  });
});
