import { getVersion, subscribe } from 'valtio';
import { describe, expect, it } from 'vitest';
import type { Slide } from '../core/schemas/slide';
import type { TopicLineInput } from '../protocol/lines';
import type { ParseEvent } from '../protocol/parser';
import { clampIndex, createDeckStore, plainCopy, playbackSlides, reduceContentEvents, settingsFromConfig, settleSlides } from './deck';
import { createDefaultGenerationConfig } from '../core/schemas/config';

const sub = (heading: string) => ({ heading, overview: `${heading} in short` });
const topic = (n: number, subtopics?: ReturnType<typeof sub>[]): TopicLineInput => ({
  type: 'topic',
  topic_id: `topic_${n}`,
  heading: `Topic ${n}`,
  overview: `About ${n}`,
  ...(subtopics ? { subtopics } : {}),
});
const flags = (s: Slide | undefined) => s && { id: s.id, isStreaming: s.isStreaming, isComplete: s.isComplete };

describe('clampIndex', () => {
  it('keeps the index between the first and the last slide', () => {
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(5, 3)).toBe(2);
    expect(clampIndex(1.7, 3)).toBe(1);
    expect(clampIndex(2, 0)).toBe(0);
    expect(clampIndex(Number.NaN, 4)).toBe(0);
  });
});

describe('deck store', () => {
  it('builds the deck from stream lines: title slide 0, topic N at slide N, subtopic ids subtopic_N_M', () => {
    const deck = createDeckStore();
    deck.applyContentLine({ title: 'Reefs', description: 'Under the sea' });
    deck.applyTopicLine(topic(2, [sub('a')]));
    deck.applyTopicLine(topic(1, [sub('x'), sub('y')]));
    expect(deck.state.title).toBe('Reefs');
    expect(deck.state.slides.map((s) => s.id)).toEqual([0, 1, 2]);
    expect(deck.state.slides[0]).toMatchObject({ type: 'title', title: 'Reefs', description: 'Under the sea', isComplete: true });
    expect(deck.state.slides[1]?.topic?.subtopics.map((s) => s.id)).toEqual(['subtopic_1_1', 'subtopic_1_2']);
  });

  it('streams a topic slide until its line with subtopics arrives, then completes it', () => {
    const deck = createDeckStore();
    deck.applyTopicLine(topic(1));
    expect(flags(deck.state.slides[0])).toEqual({ id: 1, isStreaming: true, isComplete: false });
    deck.applyTopicLine(topic(1, [sub('x')]));
    expect(flags(deck.state.slides[0])).toEqual({ id: 1, isStreaming: false, isComplete: true });
    expect(deck.state.slides).toHaveLength(1);
  });

  it('keeps the proxy of every slide that did not change, so only changed slides re-render', () => {
    const deck = createDeckStore();
    deck.applyContentLine({ title: 'Reefs' });
    deck.applyTopicLine(topic(1, [sub('x')]));
    const [title, first] = deck.state.slides;
    let titleChanges = 0;
    let firstChanges = 0;
    subscribe(title!, () => titleChanges++, true);
    subscribe(first!, () => firstChanges++, true);
    deck.applyTopicLine(topic(2, [sub('y')]));
    deck.applyTopicLine({ ...topic(1, [sub('z')]), heading: 'Renamed' });
    expect(deck.state.slides[0]).toBe(title);
    expect(titleChanges).toBe(0);
    expect(deck.state.slides[1]).not.toBe(first);
    expect(deck.state.slides[1]?.title).toBe('Renamed');
    expect(firstChanges).toBe(0);
  });

  it('clamps navigation and keeps the index valid when slides go away', () => {
    const deck = createDeckStore();
    for (const n of [1, 2, 3]) deck.applyTopicLine(topic(n, []));
    deck.goTo(10);
    expect(deck.state.currentIndex).toBe(2);
    deck.next();
    expect(deck.state.currentIndex).toBe(2);
    deck.goTo(0);
    deck.previous();
    expect(deck.state.currentIndex).toBe(0);
    deck.goTo(2);
    deck.update((slides) => slides.slice(0, 1));
    expect(deck.state.currentIndex).toBe(0);
  });

  it('loads a copy of the given deck and resets to an empty one with the default theme', () => {
    const deck = createDeckStore();
    const slides = reduceContentEvents([], [{ kind: 'line', line: { type: 'content', title: 'T', description: '' } }]).slides;
    const settings = settingsFromConfig(createDefaultGenerationConfig({ selectedTheme: 'cosmic-night' }));
    deck.load({ title: 'T', slides, settings });
    expect(deck.state.settings.selectedTheme).toBe('cosmic-night');
    expect(deck.state.slides[0]).not.toBe(slides[0]);
    expect(deck.state.deckId).toBeNull();
    deck.load({ deckId: 'saved-1', title: 'T', slides, settings });
    deck.load({ title: 'T again' });
    expect(deck.state.deckId).toBe('saved-1');
    deck.reset();
    expect(deck.state).toMatchObject({ deckId: null, title: '', slides: [], currentIndex: 0 });
    expect(deck.state.settings.selectedTheme).toBe('aurora-borealis');
  });

  it('hands out snapshots that can be posted or stored (never the proxy)', () => {
    const deck = createDeckStore();
    deck.applyTopicLine(topic(1, [sub('x')]));
    expect(() => structuredClone(deck.slides())).not.toThrow();
    expect(getVersion(deck.state.slides[0])).toBeDefined();
    expect(getVersion(deck.slides()[0])).toBeUndefined();
  });
});

describe('reduceContentEvents', () => {
  const line = (l: ParseEvent & { kind: 'line' }) => l;
  it('applies a batch in order, stops at an error line and collects the rest', () => {
    const events: ParseEvent[] = [
      line({ kind: 'line', line: { type: 'status', message: 'Writing' } }),
      line({ kind: 'line', line: { type: 'content', title: 'Reefs', description: '' } }),
      { kind: 'error', message: 'Line 3: not valid JSON', raw: '{', lineNumber: 3 },
      line({ kind: 'line', line: { type: 'topic', topic_id: 'topic_1', heading: 'One', overview: '', visual_mode: 'icon', icon_prompt: '', image_prompt: '', subtopics: [] } }),
      line({ kind: 'line', line: { type: 'error', message: 'Model overloaded' } }),
      line({ kind: 'line', line: { type: 'content', title: 'Ignored', description: '' } }),
    ];
    const batch = reduceContentEvents([], events);
    expect(batch.slides.map((s) => s.id)).toEqual([0, 1]);
    expect(batch).toMatchObject({ title: 'Reefs', statusMessage: 'Writing', failure: 'Model overloaded', gotSlide: true });
    expect(batch.warnings).toEqual(['Line 3: not valid JSON']);
  });

  it('names the writer a content line gives, for the studio badge', () => {
    const batch = reduceContentEvents([], [line({ kind: 'line', line: { type: 'content', title: 'Reefs', description: '', writer: 'builtin' } })]);
    expect(batch.writer).toBe('builtin');
    expect(reduceContentEvents([], [line({ kind: 'line', line: { type: 'content', title: 'Reefs', description: '' } })]).writer).toBeUndefined();
  });

  it('keeps a complete-JSON document for playback and leaves the slides alone', () => {
    const batch = reduceContentEvents([], [{ kind: 'document', value: { title: 'x' } }]);
    expect(batch.document).toEqual({ value: { title: 'x' } });
    expect(batch.slides).toEqual([]);
  });
});

describe('end of stream and playback steps', () => {
  it('settles streaming slides: complete (with a title slide) when done, incomplete when not', () => {
    const streaming = reduceContentEvents([], [{ kind: 'line', line: { type: 'topic', topic_id: 'topic_1', heading: 'One', overview: '', visual_mode: 'icon', icon_prompt: '', image_prompt: '' } }]).slides;
    expect(flags(streaming[0])).toEqual({ id: 1, isStreaming: true, isComplete: false });
    const done = settleSlides(streaming, true, { title: 'Fallback', description: '' });
    expect(done.map(flags)).toEqual([{ id: 0, isStreaming: false, isComplete: true }, { id: 1, isStreaming: false, isComplete: true }]);
    expect(done[0]?.title).toBe('Fallback');
    expect(settleSlides(streaming, false, { title: 'x', description: '' }).map(flags)).toEqual([{ id: 1, isStreaming: false, isComplete: false }]);
  });

  it('makes a played-back slide appear streaming and then complete', () => {
    const line = { type: 'topic' as const, topic_id: 'topic_2', heading: 'Two', overview: '', visual_mode: 'icon' as const, icon_prompt: '', image_prompt: '', subtopics: [] };
    const shown = playbackSlides([], line, true);
    expect(flags(shown[0])).toEqual({ id: 2, isStreaming: true, isComplete: false });
    expect(flags(playbackSlides(shown, line, false)[0])).toEqual({ id: 2, isStreaming: false, isComplete: true });
  });
});

describe('plainCopy', () => {
  it('copies plain data deeply into fresh, unfrozen objects', () => {
    const frozen = Object.freeze({ id: 1, topic: Object.freeze({ heading: 'Tides', subtopics: Object.freeze([Object.freeze({ id: 's1', image_url: 'data:image/svg+xml;base64,AAAA' })]) }), note: undefined });
    const copy = plainCopy(frozen) as unknown as { topic: { subtopics: Array<{ image_url: string }> } };
    expect(copy).toEqual(frozen);
    expect(copy).not.toBe(frozen);
    expect(copy.topic).not.toBe(frozen.topic);
    expect(copy.topic.subtopics[0]).not.toBe(frozen.topic.subtopics[0]);
    expect(Object.isFrozen(copy) || Object.isFrozen(copy.topic.subtopics)).toBe(false);
    expect('note' in copy).toBe(true);
    const first = copy.topic.subtopics[0];
    if (first) first.image_url = 'changed';
    expect(frozen.topic.subtopics[0]?.image_url).toBe('data:image/svg+xml;base64,AAAA');
  });

  it('leaves primitives and null as they are', () => {
    expect(plainCopy('text')).toBe('text');
    expect(plainCopy(null)).toBeNull();
    expect(plainCopy([1, 'a', true])).toEqual([1, 'a', true]);
  });
});
