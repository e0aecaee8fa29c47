import { describe, expect, it } from 'vitest';
import { INVALID_OUTLINE_FORMAT } from '../errors';
import { createFakeClock } from '../../lib/fake-clock';
import { documentLines, playbackPlan, schedulePlayback, type PlaybackStep } from './playback';

const doc = {
  title: 'Reefs',
  description: 'Under the sea',
  topics: [
    { title: 'Corals', description: 'Tiny animals', subtopics: [{ title: 'Polyps', description: 'Builders' }] },
    { title: 'Threats', description: 'Heat' },
    { title: 'Hope', description: 'Restoration' },
  ],
};

describe('documentLines', () => {
  it('turns a complete-JSON answer into a title line and topic lines with subtopics, cut to the deck', () => {
    const lines = documentLines(doc, { inputText: 'reefs', numberOfSlides: 3 });
    expect(lines.map((l) => l.type)).toEqual(['content', 'topic', 'topic']);
    expect(lines[0]).toMatchObject({ type: 'content', title: 'Reefs', description: 'Under the sea' });
    expect(lines[1]).toMatchObject({ topic_id: 'topic_1', heading: 'Corals', subtopics: [{ heading: 'Polyps', overview: 'Builders' }] });
    expect(lines[2]).toMatchObject({ topic_id: 'topic_2', heading: 'Threats', subtopics: [] });
  });

  it('refuses a document without topics', () => {
    expect(() => documentLines({ title: 'Only a title' }, { inputText: 'x', numberOfSlides: 5 })).toThrow(INVALID_OUTLINE_FORMAT);
  });
});

describe('playbackPlan', () => {
  it('shows the title at 0 and topic i at 3 s + 2 s × i, each done 2-3 s after it appears', () => {
    const lines = documentLines(doc, { inputText: 'reefs', numberOfSlides: 4 });
    const plan = playbackPlan(lines, () => 0.5);
    expect(plan.map((s) => [s.appearAt, s.doneAt])).toEqual([
      [0, 2_500],
      [3_000, 5_500],
      [5_000, 7_500],
      [7_000, 9_500],
    ]);
    const low = playbackPlan(lines, () => 0).map((s) => s.doneAt - s.appearAt);
    const high = playbackPlan(lines, () => 0.9999).map((s) => s.doneAt - s.appearAt);
    expect(low.every((d) => d === 2_000)).toBe(true);
    expect(high.every((d) => d === 2_999)).toBe(true);
  });
});

describe('schedulePlayback', () => {
  it('runs the steps on the clock and finishes after the last is done; cancel stops the rest', () => {
    const clock = createFakeClock();
    const plan = playbackPlan(documentLines(doc, { inputText: 'reefs', numberOfSlides: 3 }), () => 0);
    const log: string[] = [];
    const name = (s: PlaybackStep) => (s.line.type === 'content' ? 'title' : s.line.topic_id);
    schedulePlayback(plan, clock, {
      onAppear: (s) => log.push(`${clock.now()} appear ${name(s)}`),
      onDone: (s) => log.push(`${clock.now()} done ${name(s)}`),
      onFinish: () => log.push(`${clock.now()} finish`),
    });
    clock.advance(10_000);
    expect(log).toEqual(['0 appear title', '2000 done title', '3000 appear topic_1', '5000 done topic_1', '5000 appear topic_2', '7000 done topic_2', '7000 finish']);

    const again = createFakeClock();
    const seen: string[] = [];
    const cancel = schedulePlayback(plan, again, { onAppear: (s) => seen.push(name(s)), onDone: () => undefined, onFinish: () => seen.push('finish') });
    again.advance(3_000);
    cancel();
    again.advance(10_000);
    expect(seen).toEqual(['title', 'topic_1']);
    expect(again.pending()).toBe(0);
  });
});
