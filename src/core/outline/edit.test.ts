import { describe, expect, it } from 'vitest';
import type { OutlineTopic } from '../schemas/outline';
import {
  MAX_OUTLINE_TOPICS,
  addTopic,
  describeOutlineProblem,
  isOutlineValid,
  moveTopic,
  nextTopicId,
  outlineProblems,
  removeTopic,
  renameTopic,
  renumberTopics,
  setTopicOverview,
} from './edit';

const topic = (n: number, heading = `Topic ${n}`): OutlineTopic => ({
  topic_id: `topic_${n}`,
  heading,
  overview: `About ${heading}`,
  visual_mode: 'icon',
  icon_prompt: '',
  image_prompt: '',
});
const list = (n: number) => Array.from({ length: n }, (_, i) => topic(i + 1));
const headings = (topics: readonly OutlineTopic[]) => topics.map((t) => t.heading);
const ids = (topics: readonly OutlineTopic[]) => topics.map((t) => t.topic_id);

describe('renameTopic and setTopicOverview', () => {
  it('changes one topic and leaves the input untouched', () => {
    const before = list(3);
    const after = renameTopic(before, 1, 'Reef threats');
    expect(headings(after)).toEqual(['Topic 1', 'Reef threats', 'Topic 3']);
    expect(headings(before)).toEqual(['Topic 1', 'Topic 2', 'Topic 3']);
    expect(after[0]).toBe(before[0]);
    expect(setTopicOverview(after, 2, 'New overview')[2]?.overview).toBe('New overview');
  });

  it('returns the same array when nothing changes or the index is out of range', () => {
    const before = list(2);
    expect(renameTopic(before, 0, 'Topic 1')).toBe(before);
    expect(renameTopic(before, 5, 'X')).toBe(before);
    expect(setTopicOverview(before, -1, 'X')).toBe(before);
  });
});

describe('moveTopic', () => {
  it('moves a topic up and down, keeping its id with it', () => {
    const before = list(4);
    const up = moveTopic(before, 2, 1);
    expect(headings(up)).toEqual(['Topic 1', 'Topic 3', 'Topic 2', 'Topic 4']);
    expect(ids(up)).toEqual(['topic_1', 'topic_3', 'topic_2', 'topic_4']);
    expect(headings(moveTopic(before, 0, 3))).toEqual(['Topic 2', 'Topic 3', 'Topic 4', 'Topic 1']);
  });

  it('clamps the target and ignores moves that go nowhere', () => {
    const before = list(3);
    expect(moveTopic(before, 0, -1)).toBe(before);
    expect(moveTopic(before, 2, 3)).toBe(before);
    expect(moveTopic(before, 7, 0)).toBe(before);
    expect(headings(moveTopic(before, 0, 99))).toEqual(['Topic 2', 'Topic 3', 'Topic 1']);
  });
});

describe('addTopic and removeTopic', () => {
  it('adds a blank-bodied topic with an unused id at the end or at a position', () => {
    const before = [topic(1), topic(4)];
    expect(nextTopicId(before)).toBe('topic_5');
    const atEnd = addTopic(before, 'New');
    expect(atEnd).toHaveLength(3);
    expect(atEnd[2]).toEqual({ topic_id: 'topic_5', heading: 'New', overview: '', visual_mode: 'icon', icon_prompt: '', image_prompt: '' });
    expect(headings(addTopic(before, 'First', 0))).toEqual(['First', 'Topic 1', 'Topic 4']);
    expect(nextTopicId([])).toBe('topic_1');
  });

  it(`refuses to go past ${MAX_OUTLINE_TOPICS} topics (100 slides with the title slide)`, () => {
    const full = list(MAX_OUTLINE_TOPICS);
    expect(addTopic(full, 'One more')).toBe(full);
  });

  it('removes one topic; an unknown index changes nothing', () => {
    const before = list(3);
    expect(headings(removeTopic(before, 1))).toEqual(['Topic 1', 'Topic 3']);
    expect(removeTopic(before, 3)).toBe(before);
  });
});

describe('renumberTopics', () => {
  it('gives ids by position and keeps topics already in place', () => {
    const moved = moveTopic(list(3), 2, 0);
    const renumbered = renumberTopics(moved);
    expect(ids(renumbered)).toEqual(['topic_1', 'topic_2', 'topic_3']);
    expect(headings(renumbered)).toEqual(['Topic 3', 'Topic 1', 'Topic 2']);
    const inPlace = list(2);
    expect(renumberTopics(inPlace)[0]).toBe(inPlace[0]);
  });
});

describe('outline validity', () => {
  it('accepts distinct non-blank headings', () => {
    expect(outlineProblems(list(4))).toEqual([]);
    expect(isOutlineValid(list(1))).toBe(true);
  });

  it('refuses a blank heading, naming the topic as shown on screen', () => {
    const topics = renameTopic(list(3), 1, '   ');
    expect(outlineProblems(topics)).toEqual([{ kind: 'blank-heading', index: 1 }]);
    expect(describeOutlineProblem({ kind: 'blank-heading', index: 1 })).toBe('Topic 2 needs a heading.');
    expect(isOutlineValid(topics)).toBe(false);
  });

  it('refuses a heading that repeats another, ignoring case and spaces (the content call would drop it)', () => {
    const topics = renameTopic(list(3), 2, '  topic   1 ');
    expect(outlineProblems(topics)).toEqual([{ kind: 'duplicate-heading', index: 2, firstIndex: 0 }]);
    expect(describeOutlineProblem({ kind: 'duplicate-heading', index: 2, firstIndex: 0 })).toBe('Topic 3 has the same heading as topic 1.');
  });

  it('refuses an empty outline unless the outline was skipped', () => {
    expect(outlineProblems([])).toEqual([{ kind: 'empty' }]);
    expect(isOutlineValid([], { allowEmpty: true })).toBe(true);
  });

  it('refuses malformed ids and more than the topic cap', () => {
    expect(outlineProblems([{ ...topic(1), topic_id: 'x' }])).toEqual([{ kind: 'bad-id', index: 0 }]);
    const tooMany = Array.from({ length: MAX_OUTLINE_TOPICS + 1 }, (_, i) => topic(i + 1));
    expect(outlineProblems(tooMany)).toContainEqual({ kind: 'too-many', max: MAX_OUTLINE_TOPICS });
  });
});
