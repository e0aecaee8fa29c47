import { describe, it, expect } from 'vitest';
import { outlineResultSchema, outlineTopicSchema, topicKey, topicNumber } from './outline';
import { slideSchema, subtopicId, subtopicSchema } from './slide';
import { apiCallLogEntrySchema, appendCallLog, createDefaultStreamingStats } from './telemetry';
import { savedPresentationSchema } from './presentation';

describe('outline topic', () => {
  it('defaults visual_mode to icon and prompts to empty', () => {
    expect(outlineTopicSchema.parse({ topic_id: 'topic_3', heading: 'Risks' })).toEqual({
      topic_id: 'topic_3',
      heading: 'Risks',
      overview: '',
      visual_mode: 'icon',
      icon_prompt: '',
      image_prompt: '',
    });
  });

  it('rejects a topic_id that is not topic_N and an unknown visual mode', () => {
    expect(outlineTopicSchema.safeParse({ topic_id: 'intro', heading: 'x' }).success).toBe(false);
    expect(outlineTopicSchema.safeParse({ topic_id: 'topic_1', heading: 'x', visual_mode: 'video' }).success).toBe(false);
  });

  it('maps between indexes and topic ids', () => {
    expect(topicKey(0)).toBe('topic_1');
    expect(topicNumber('topic_12')).toBe(12);
    expect(topicNumber('topic_x')).toBeUndefined();
    expect(topicNumber('subtopic_1')).toBeUndefined();
  });
});

describe('outline result', () => {
  it('keeps topic_N entries with defaults and drops unknown keys', () => {
    const result = outlineResultSchema.parse({
      title: 'T',
      topics_array: ['A'],
      topic_1: { overview: 'about A' },
      stray: 42,
      is_complete: true,
    });
    expect(result.topic_1).toEqual({ overview: 'about A', visual_mode: 'icon', icon_prompt: '', image_prompt: '' });
    expect(result).not.toHaveProperty('stray');
    expect(result.is_complete).toBe(true);
    expect(result.description).toBe('');
  });

  it('reports an invalid topic entry at its key', () => {
    const parsed = outlineResultSchema.safeParse({ title: 'T', topic_2: { visual_mode: 'video' } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['topic_2']);
  });

  it('requires a title', () => {
    expect(outlineResultSchema.safeParse({ topics_array: [] }).success).toBe(false);
  });
});

describe('slide', () => {
  it('fills flags, streaming text and notes', () => {
    expect(slideSchema.parse({ id: 0, type: 'title', title: 'Hello' })).toEqual({
      id: 0,
      type: 'title',
      title: 'Hello',
      description: '',
      isComplete: false,
      isStreaming: false,
      streamingText: { title: '', description: '' },
      hasImage: false,
      hasIcon: false,
      notes: '',
    });
  });

  it('fills topic and subtopic defaults', () => {
    const slide = slideSchema.parse({
      id: 1,
      type: 'topic',
      topic: { heading: 'H', subtopics: [{ id: subtopicId(1, 1), heading: 'S' }] },
      layout: { type: 'grid' },
    });
    expect(slide.topic?.visual_mode).toBe('icon');
    expect(slide.topic?.subtopics[0]).toEqual({
      id: 'subtopic_1_1',
      heading: 'S',
      overview: '',
      icon_prompt: '',
      image_prompt: '',
      visual_mode: 'icon',
    });
    expect(slide.layout).toEqual({ type: 'grid', config: {} });
  });

  it('rejects string ids, unknown types and malformed subtopic ids', () => {
    expect(slideSchema.safeParse({ id: '1', type: 'topic' }).success).toBe(false);
    expect(slideSchema.safeParse({ id: 1, type: 'chart' }).success).toBe(false);
    expect(subtopicSchema.safeParse({ id: 'sub_1', heading: 'x' }).success).toBe(false);
  });
});

describe('streaming stats and call log', () => {
  it('starts every counter at zero', () => {
    const stats = createDefaultStreamingStats();
    expect(Object.keys(stats)).toHaveLength(8);
    expect(Object.values(stats).every((v) => v === 0)).toBe(true);
  });

  it('validates a call log entry', () => {
    const entry = apiCallLogEntrySchema.parse({ timestamp: 1, type: 'image', endpoint: '/api/x', status: 'success', responseTime: 120 });
    expect(entry.prompt).toBe('');
    expect(apiCallLogEntrySchema.safeParse({ timestamp: 1, type: 'video', endpoint: '', status: 'success' }).success).toBe(false);
  });

  it('keeps the newest entries first, up to the limit', () => {
    let log: number[] = [];
    for (let i = 1; i <= 60; i += 1) log = appendCallLog(log, i);
    expect(log).toHaveLength(50);
    expect(log[0]).toBe(60);
    expect(log.at(-1)).toBe(11);
    expect(appendCallLog([1, 2], 3, 2)).toEqual([3, 1]);
  });
});

describe('saved presentation', () => {
  it('fills the defaults (untitled, no slides, default theme and tone) and schema version 2', () => {
    const saved = savedPresentationSchema.parse({ id: 'p1', createdAt: 1, updatedAt: 2, lastViewed: 3 });
    expect(saved.title).toBe('Untitled Presentation');
    expect(saved.description).toBe('No description available');
    expect(saved.favorite).toBe(false);
    expect(saved.isComplete).toBe(false);
    expect(saved.slides).toEqual([]);
    expect(saved.theme).toBe('aurora-borealis');
    expect(saved.settings.selectedTone).toBe('casual');
    expect(saved.schemaVersion).toBe(2);
  });

  it('requires an id and timestamps', () => {
    expect(savedPresentationSchema.safeParse({ id: '', createdAt: 1, updatedAt: 1, lastViewed: 1 }).success).toBe(false);
    expect(savedPresentationSchema.safeParse({ id: 'p' }).success).toBe(false);
  });
});
