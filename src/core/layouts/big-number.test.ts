import { describe, expect, it } from 'vitest';
import { FIGURE_SIZES, bigNumberLayout } from './big-number';
import { statementLayout } from './statement';
import type { FrameOptions } from './types';

const Q3 = [
  { heading: '$38.6M revenue', overview: 'Up 7.4% on Q3 last year, ahead of plan by $1.2M.' },
  { heading: '31.5% gross margin', overview: '+1.8 pp, thanks to lower flour prices.' },
  { heading: '52 stores', overview: 'Three openings, no closures.' },
  { heading: '1.9M loaves sold', overview: 'Sourdough is a third of bread sales.' },
];
const options = (hasImage: boolean): FrameOptions => ({ descriptionSize: 'concise', hasImage, title: 'Q3 at a glance', lead: 'Our strongest quarter.' });

describe('big-number frame', () => {
  it('draws each figure large with its label, delta and context as drawn texts', () => {
    const frame = bigNumberLayout.frame(Q3.slice(0, 3), options(false));
    const [revenue, margin] = frame.items;
    expect(revenue!.figure).toMatchObject({ text: '$38.6M', heading: 'Revenue', body: 'Ahead of plan by $1.2M.', delta: { text: 'Up 7.4% on Q3 last year', trend: 'up' } });
    expect(margin!.figure).toMatchObject({ text: '31.5%', heading: 'Gross margin', delta: { text: '+1.8 pp' } });
    for (const item of frame.items) {
      expect(FIGURE_SIZES).toContain(item.figure!.size);
      expect(item.figure!.size).toBeGreaterThan(frame.titleSize);
      // Label over the figure over the context.
      expect(item.headingBox.y + item.headingBox.h).toBeLessThanOrEqual(item.figure!.box.y + 0.01);
      expect(item.figure!.box.y + item.figure!.box.h).toBeLessThanOrEqual(item.bodyBox.y + 0.01);
    }
    // One row, the figures on one line across the cards.
    expect(new Set(frame.items.map((i) => i.figure!.box.y)).size).toBe(1);
  });

  it('goes two by two beside a picture rather than shrink four figures under 64 px', () => {
    const frame = bigNumberLayout.frame(Q3, options(true));
    expect(frame.overflow).toBeUndefined();
    expect(new Set(frame.items.map((i) => i.y)).size).toBe(2);
    for (const item of frame.items) expect(item.figure!.size).toBeGreaterThanOrEqual(64);
  });

  it('keeps the texts of a point without a figure', () => {
    const [item] = bigNumberLayout.frame([{ heading: 'Loyal customers', overview: 'Most come back weekly.' }], options(false)).items;
    expect(item!.figure).toBeUndefined();
    expect(item!.headingBox.h).toBeGreaterThan(0);
  });
});

describe('statement frame', () => {
  const point = { heading: 'Knowledge became cumulative', overview: 'Thousands of readers worked from identical pages, so scholars could build on each other.' };

  it('sets the point’s text large under its heading as a small label, a step under the title', () => {
    const frame = statementLayout.frame([point], options(false));
    const item = frame.items[0]!;
    expect(item.bodySize).toBeGreaterThan(item.headingSize);
    expect(item.bodySize).toBeLessThan(frame.titleSize);
    expect(item.bodySize).toBeGreaterThanOrEqual(30);
    expect(item.headingBox.y + item.headingBox.h).toBeLessThanOrEqual(item.bodyBox.y);
  });

  it('centres a card as tall as its text in the free area', () => {
    const frame = statementLayout.frame([point], options(false));
    const item = frame.items[0]!;
    const top = frame.lead!.y + frame.lead!.h;
    expect(item.h).toBeLessThan(300);
    expect(Math.abs(item.x + item.w / 2 - 640)).toBeLessThan(1);
    expect(item.y).toBeGreaterThan(top + 40);
  });

  it('sets a heading with no text as the statement itself', () => {
    const item = statementLayout.frame([{ heading: 'Every loaf is baked the morning it is sold.', overview: '' }], options(false)).items[0]!;
    expect(item.headingSize).toBeGreaterThanOrEqual(30);
    expect(item.bodyBox.h).toBe(0);
  });
});
