import { describe, expect, it } from 'vitest';
import { findLayout, getLayout, layoutFits } from '../registry';
import { chooseSlideLayout, hintFits, layoutCandidates } from './choose';
import { readSlide } from './content';
import { content } from './testing';

const WEEK = content('Your first week', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
const ONBOARDING = content('Onboarding in five steps', ['Step 1: Sign', 'Step 2: Set up', 'Step 3: Meet', 'Step 4: Train', 'Step 5: Agree goals']);
const LIST = content('Highlights', ['New app', 'New stores', 'New menu', 'New ovens', 'New hires']);

describe('chooseSlideLayout', () => {
  it('gives a five-step process a process flow and a Monday-to-Friday week a timeline, not a pyramid', () => {
    expect(chooseSlideLayout(ONBOARDING)).toEqual({ type: 'process-flow', reason: 'ordered-steps' });
    expect(chooseSlideLayout(WEEK)).toEqual({ type: 'horizontal-timeline', reason: 'dated-sequence' });
    expect(chooseSlideLayout(LIST).type).not.toBe('pyramid');
  });

  it('lays more than six dated points on the eight-point timeline, and more than eight on a grid', () => {
    const years = (n: number) => content('Milestones', Array.from({ length: n }, (_, i) => `${1990 + i * 3}`));
    expect(chooseSlideLayout(years(7))).toEqual({ type: 'timeline', reason: 'dated-sequence' });
    expect(chooseSlideLayout(years(12))).toEqual({ type: 'grid', reason: 'many-points' });
  });

  it('puts a long dated sequence of five or six upright', () => {
    const text = 'A sentence long enough to need several lines of its own in a narrow column of a timeline.';
    const dated = content('History', ['1450', '1455', '1470', '1476', '1500'].map((y) => [y, text] as const));
    expect(chooseSlideLayout(dated).type).toBe('vertical-timeline');
  });

  it('stands in for big-number, while it is not registered, with a row of columns', () => {
    const figures = content('Q3 at a glance', ['$38.6M revenue', '31.5% margin', '52 stores']);
    const expected = findLayout('big-number') ? 'big-number' : 'horizontal-row';
    expect(chooseSlideLayout(figures)).toEqual({ type: expected, reason: 'key-figures' });
  });

  it('always names a registered layout that holds every point', () => {
    const samples = [WEEK, ONBOARDING, LIST, content('Pros and cons', ['Pros', 'Cons']), content('Empty', [])];
    for (let n = 1; n <= 12; n++) samples.push(content('Team structure', Array.from({ length: n }, (_, i) => (i === 0 ? 'CEO' : `Manager ${i}`))));
    for (const sample of samples) {
      const { type } = chooseSlideLayout(sample);
      expect(layoutFits(getLayout(type), sample.items.length), `${sample.heading} (${sample.items.length})`).toBe(true);
    }
  });

  it('chooses by count and length for a plain list: a stack for three long points, a row for three short ones', () => {
    const long = 'A full sentence that explains this point with enough detail to fill two or three lines of a card.';
    expect(chooseSlideLayout(content('Notes', [['A', long], ['B', long], ['C', long]]))).toEqual({ type: 'vertical-stack', reason: 'long-points' });
    expect(chooseSlideLayout(content('Notes', ['A', 'B', 'C']))).toEqual({ type: 'horizontal-row', reason: 'short-points' });
    expect(chooseSlideLayout(content('Notes', ['A']))).toEqual({ type: 'vertical-stack', reason: 'single-point' });
  });
});

describe('layout hints', () => {
  it('uses a hint that fits the count and the content', () => {
    expect(chooseSlideLayout({ ...WEEK, hint: 'vertical-timeline' })).toEqual({ type: 'vertical-timeline', reason: 'model-hint' });
    expect(chooseSlideLayout({ ...LIST, hint: 'boxes' })).toEqual({ type: 'boxes', reason: 'model-hint' });
    expect(chooseSlideLayout({ ...WEEK, hint: ' Horizontal-Timeline ' })).toEqual({ type: 'horizontal-timeline', reason: 'dated-sequence' });
  });

  it('refuses a pyramid for a plain list, a timeline for undated points, and hints that drop points or do not exist', () => {
    expect(chooseSlideLayout({ ...LIST, hint: 'pyramid' }).type).not.toBe('pyramid');
    expect(chooseSlideLayout({ ...LIST, hint: 'horizontal-timeline' }).type).not.toBe('horizontal-timeline');
    expect(chooseSlideLayout({ ...WEEK, hint: 'pencil-3' }).type).toBe('horizontal-timeline');
    expect(chooseSlideLayout({ ...WEEK, hint: 'zigzag' }).type).toBe('horizontal-timeline');
    expect(hintFits('pyramid', readSlide(content('Career levels', ['Associate', 'Senior', 'Principal'])))).toBe(true);
    expect(hintFits(undefined, readSlide(LIST))).toBe(false);
  });

  it('keeps the other fitting layouts behind an accepted hint, for the deck pass', () => {
    const candidates = layoutCandidates({ ...WEEK, hint: 'process-flow' }).map((c) => c.type);
    expect(candidates[0]).toBe('process-flow');
    expect(candidates).toContain('horizontal-timeline');
  });
});
