import { describe, expect, it } from 'vitest';
import { findLayout, getLayout, layoutFits } from '../registry';
import { chooseSlideLayout, hintFits, layoutCandidates } from './choose';
import { readSlide } from './content';
import { showsWhole } from './fit';
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

  it('puts five or six dated points beside a picture upright: across, their columns would hold a word a line', () => {
    const quarters = content('Our path to 60 stores', ['Q4 2024', 'Q1 2025', 'Q2 2025', 'Q3 2025', 'Q4 2025', 'Q1 2026'].map((q) => [q, 'Two stores near stations.'] as const));
    expect(chooseSlideLayout(quarters).type).toBe('horizontal-timeline');
    expect(chooseSlideLayout({ ...quarters, picture: true }).type).toBe('vertical-timeline');
    expect(chooseSlideLayout({ ...quarters, items: quarters.items.slice(0, 4), picture: true }).type).toBe('horizontal-timeline');
  });

  it('draws one to four key figures as big numbers, and more of them as a row or grid', () => {
    expect(findLayout('big-number')).toBeDefined();
    const figures = content('Q3 at a glance', ['$38.6M revenue', '31.5% margin', '52 stores']);
    expect(chooseSlideLayout(figures)).toEqual({ type: 'big-number', reason: 'key-figures' });
    expect(chooseSlideLayout(content('Umsatz', [['38,6 Mio. €', 'Umsatz im dritten Quartal.']]))).toEqual({ type: 'big-number', reason: 'key-figures' });
    const five = content('Q3 in numbers', ['$38.6M revenue', '31.5% margin', '52 stores', '1.9M loaves', '4,200 staff']);
    expect(chooseSlideLayout(five).type).toBe('horizontal-row');
  });

  it('never gives big numbers to a slide without figures, even when a model asks for them', () => {
    for (const sample of [LIST, WEEK, content('Notes', ['A']), content('Pros and cons', ['Pros', 'Cons'])]) {
      expect(chooseSlideLayout(sample).type).not.toBe('big-number');
      expect(chooseSlideLayout({ ...sample, hint: 'big-number' }).type).not.toBe('big-number');
    }
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
  });

  it('sets one point as a statement and two as two columns, unless what they say asks for another layout', () => {
    expect(chooseSlideLayout(content('Notes', ['A']))).toEqual({ type: 'statement', reason: 'single-point' });
    expect(chooseSlideLayout(content('Why print mattered', [['Knowledge became cumulative', 'Identical copies let scholars build on each other.']]))).toEqual({ type: 'statement', reason: 'single-point' });
    expect(chooseSlideLayout(content('Notes', ['A', 'B']))).toEqual({ type: 'side-by-side', reason: 'two-points' });
    expect(chooseSlideLayout(content('Our two offices', [['Berlin', 'Product and design.'], ['Lisbon', 'Support and sales.']]))).toEqual({ type: 'side-by-side', reason: 'two-points' });
    expect(chooseSlideLayout(content('Before and after', ['Before', 'After'])).type).toBe('before-after');
    expect(chooseSlideLayout(content('Q3', ['$38.6M revenue'])).type).toBe('big-number');
  });
});

describe('text before meaning', () => {
  const LITERACY = content(
    'Who Could Read in 1500',
    [
      ['Scholars and clergy', 'Read Latin fluently, owned most of the books in private hands and wrote the treatises, sermons and letters that others copied.'],
      ['Merchants and lawyers', 'Read their own language for trade, contracts and accounts, and bought the first printed almanacs and legal handbooks.'],
      ['Skilled artisans', 'Could often read a little of a pattern book or a price list, but rarely wrote more than their own name.'],
      ['Peasants', 'The great majority, who heard sermons, ballads and proclamations read aloud in church and in the market square.'],
    ],
    'Literacy formed a pyramid, narrow at the top and broad at the base.',
  );

  it('passes over a layout whose shapes would cut the text, for one of the same meaning that shows it whole', () => {
    // The ranked levels read as a pyramid, but its narrow top band cuts the first level's long text.
    expect(showsWhole('pyramid', LITERACY)).toBe(false);
    const choice = chooseSlideLayout(LITERACY);
    expect(choice.type).not.toBe('pyramid');
    expect(choice.reason).toBe('ranked-levels');
    expect(showsWhole(choice.type, LITERACY)).toBe(true);
    // Still offered, after the ones that fit: the user may pick it, and the deck check says what is cut.
    expect(layoutCandidates(LITERACY).map((c) => c.type)).toContain('pyramid');
  });

  it('keeps the pyramid when the levels are short enough for it', () => {
    const short = content("Maslow's hierarchy of needs", ['Self-actualisation', 'Esteem', 'Belonging', 'Safety', 'Body needs']);
    expect(chooseSlideLayout(short).type).toBe('pyramid');
  });

  it('falls back to a plain layout that shows the text when no layout of the meaning does', () => {
    const long = 'A long explanation that runs on for many words, far more than a small shape in a ring can hold at any readable size.';
    const cycle = content('The water cycle', ['Evaporation', 'Condensation', 'Precipitation', 'Collection', 'Infiltration', 'Runoff'].map((h) => [h, long] as const), 'Water moves in a cycle.');
    const choice = chooseSlideLayout(cycle);
    expect(showsWhole(choice.type, cycle)).toBe(true);
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
