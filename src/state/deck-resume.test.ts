import { describe, expect, it } from 'vitest';
import { createDefaultGenerationConfig } from '../core/schemas/config';
import type { Slide } from '../core/schemas/slide';
import { deckTopics, mergeResumed, resumePlan, storedTopics } from './deck-resume';

const slide = (id: number, isComplete = true, title = `S${id}`): Slide => ({
  id,
  type: id === 0 ? 'title' : 'topic',
  title,
  description: '',
  isComplete,
  isStreaming: false,
  streamingText: { title: '', description: '' },
  hasImage: false,
  hasIcon: false,
  notes: '',
  ...(id === 0 ? {} : { topic: { heading: title, overview: '', visual_mode: 'icon', icon_prompt: '', image_prompt: '', subtopics: [{ id: `subtopic_${id}_1`, heading: 'x', overview: '', icon_prompt: '', image_prompt: '', visual_mode: 'icon' }] } }),
});
const topic = (heading: string) => ({ topic_id: 'topic_9', heading, overview: '', visual_mode: 'icon' as const, icon_prompt: '', image_prompt: '' });

describe('deckTopics / storedTopics', () => {
  it('cuts to slides - 1, drops repeated headings and numbers by position; reads them back', () => {
    const kept = deckTopics([topic('A'), topic('a'), topic('B'), topic('C'), topic('D')], 4);
    expect(kept.map((t) => [t.topic_id, t.heading])).toEqual([['topic_1', 'A'], ['topic_2', 'B'], ['topic_3', 'C']]);
    expect(storedTopics(JSON.stringify(kept))).toEqual(kept);
  });

  it('reads the wire shape and ignores unreadable text', () => {
    expect(storedTopics('[{"heading":"Only"}]')).toEqual([{ topic_id: 'topic_1', heading: 'Only', overview: '', visual_mode: 'icon', icon_prompt: '', image_prompt: '' }]);
    expect(storedTopics('not json')).toEqual([]);
    expect(storedTopics('{"heading":"x"}')).toEqual([]);
    expect(storedTopics(undefined)).toEqual([]);
  });
});

describe('resumePlan', () => {
  it('lists missing and incomplete topic slides and counts what is there', () => {
    const config = createDefaultGenerationConfig({ number_of_slides: 5, topics_array: JSON.stringify(deckTopics(['A', 'B', 'C', 'D'].map(topic), 5)) });
    const plan = resumePlan({ config, slides: [slide(0), slide(1), slide(2, false)] });
    expect(plan).toMatchObject({ missing: [2, 3, 4], needTitle: false, expected: 5, received: 2 });
    expect(resumePlan({ config, slides: [] })).toMatchObject({ missing: [1, 2, 3, 4], needTitle: true, received: 0 });
  });
});

describe('mergeResumed', () => {
  it('moves partial slide j to deck slide missing[j - 1], renumbering subtopics, and keeps the rest as they were', () => {
    const deck = [slide(0), slide(1), slide(3)];
    const merged = mergeResumed(deck, [slide(0, true, 'New title'), slide(1, true, 'Two'), slide(2, true, 'Four')], [2, 4], false);
    expect(merged.map((s) => [s.id, s.title])).toEqual([[0, 'S0'], [1, 'S1'], [2, 'Two'], [3, 'S3'], [4, 'Four']]);
    expect(merged[4]?.topic?.subtopics[0]?.id).toBe('subtopic_4_1');
    expect(merged[0]).toBe(deck[0]);
    expect(merged[3]).toBe(deck[2]);
    expect(mergeResumed(deck, [slide(0, true, 'New title')], [], true)[0]?.title).toBe('New title');
    expect(mergeResumed(deck, [], [2], false)).toBe(deck);
  });
});
