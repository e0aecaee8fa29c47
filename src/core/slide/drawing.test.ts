import { describe, expect, it } from 'vitest';
import { FLOOR_PX, MARGIN_X, TEXT_FIT, TITLE_RATIO, textFits } from '../layouts';
import { slideDrawing } from './drawing';
import { safeImageUrl, shortenToFit, shownIfTooLong, textRect, topicHeader, type RenderSlide } from './geometry';

const LONG = 'Batteries shift cheap midday power into the evening peak, keep frequency stable within seconds, and defer costly grid upgrades where demand grows faster than the wires.';

function slide(count: number, overview = 'Why it matters'): RenderSlide {
  return {
    type: 'topic',
    title: 'Storage',
    description: overview,
    topic: { heading: 'Storage', overview, subtopics: Array.from({ length: count }, (_, i) => ({ heading: `Point ${i + 1}`, overview: LONG })) },
  };
}

describe('slideDrawing', () => {
  it('lays a topic slide out with the title and the lead above the items, all at one left margin', () => {
    const drawing = slideDrawing(slide(5));
    if (drawing.kind !== 'topic') throw new Error('expected a topic drawing');
    expect(drawing.frame.items).toHaveLength(5);
    const top = Math.min(...drawing.frame.items.map((i) => i.y));
    expect(drawing.heading.box.y + drawing.heading.box.h).toBeLessThanOrEqual(drawing.overview!.box.y);
    expect(drawing.overview!.box.y + drawing.overview!.box.h).toBeLessThanOrEqual(top);
    expect(textFits('Why it matters', drawing.overview!.box, drawing.overview!.size)).toBe(true);
    expect(drawing.heading.box.x).toBe(MARGIN_X);
    expect(drawing.overview!.box.x).toBe(MARGIN_X);
    // The lead is never smaller than a card body, the title at least 1.6 times a card heading.
    for (const item of drawing.frame.items) {
      expect(drawing.overview!.size).toBeGreaterThanOrEqual(item.bodySize);
      if (item.headingSize > FLOOR_PX) expect(drawing.heading.size).toBeGreaterThanOrEqual(TITLE_RATIO * item.headingSize);
    }
  });

  it('makes room for an icon only for a subtopic that has one', () => {
    const base = slide(2);
    const icon = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
    const withIcon: RenderSlide = { ...base, topic: { ...base.topic!, subtopics: base.topic!.subtopics.map((s, i) => (i === 0 ? { ...s, image_url: icon } : s)) } };
    const drawing = slideDrawing(withIcon);
    if (drawing.kind !== 'topic') throw new Error('expected a topic drawing');
    expect(drawing.frame.items[0]!.icon).toBeDefined();
    expect(drawing.frame.items[1]!.icon).toBeUndefined();
  });

  it('gives a slide without items its overview in the content area', () => {
    const drawing = slideDrawing(slide(0, LONG));
    if (drawing.kind !== 'topic') throw new Error('expected a topic drawing');
    expect(drawing.overview!.box.h).toBeGreaterThan(300);
    expect(drawing.overview!.shown).toBeUndefined();
  });

  it('draws a title slide for a slide without a topic', () => {
    expect(slideDrawing({ type: 'topic', title: 'T', description: '' }).kind).toBe('title');
    const title = slideDrawing({ type: 'title', title: 'Tides', description: 'Moon and sea' });
    expect(title.kind === 'title' && title.description !== undefined).toBe(true);
  });

  it('fits items smaller for a monospace font so the wider glyphs still fit', () => {
    const plain = slideDrawing(slide(6));
    const mono = slideDrawing(slide(6), { widths: { title: 0.62, body: 0.62 } });
    if (plain.kind !== 'topic' || mono.kind !== 'topic') throw new Error('expected topic drawings');
    expect(mono.frame.items[0]!.bodySize).toBeLessThanOrEqual(plain.frame.items[0]!.bodySize);
    for (const item of mono.frame.items) {
      expect(item.bodySize).toBeGreaterThanOrEqual(TEXT_FIT.min);
      if (item.bodySize > TEXT_FIT.min) expect(textFits(LONG, item.bodyBox, item.bodySize, { charWidth: 0.62 })).toBe(true);
    }
  });
});

describe('geometry', () => {
  it('writes text in exactly the box the fit gave (cards pad around their text boxes)', () => {
    const box = { x: 100, y: 100, w: 200, h: 100 };
    expect(textRect(box)).toEqual(box);
  });

  it('shortens a text to whole words and an ellipsis only when the frame reports it overflowing', () => {
    const box = { x: 0, y: 0, w: 300, h: 40 };
    const shown = shortenToFit(LONG, box, FLOOR_PX);
    expect(shown.endsWith('…')).toBe(true);
    expect(LONG.startsWith(shown.slice(0, -1))).toBe(true);
    expect(textFits(shown, box, FLOOR_PX)).toBe(true);
    const fits = slideDrawing(slide(1, LONG));
    if (fits.kind !== 'topic') throw new Error('expected a topic drawing');
    expect(fits.overview!.shown).toBeUndefined();
    const long = `${LONG} ${LONG} ${LONG}`;
    const over = slideDrawing(slide(1, long));
    if (over.kind !== 'topic') throw new Error('expected a topic drawing');
    expect(over.frame.overflow).toContainEqual({ part: 'lead' });
    expect(over.overview!.shown?.endsWith('…')).toBe(true);
    expect(topicHeader(over.frame, 'Storage', long, true).overview!.shown).toBe(over.overview!.shown);
  });

  it('measures slide text as the plain text it is: "<" and "&" are characters, not markup', () => {
    const box = { x: 0, y: 0, w: 160, h: 48 };
    const shown = shownIfTooLong('Vec<T> & Option<T> and more words than fit', box, FLOOR_PX);
    expect(shown?.startsWith('Vec<T> &')).toBe(true);
  });

  it('lets only http(s), data:image and blob: addresses through to an image', () => {
    expect(safeImageUrl(' https://example.org/a.png ')).toBe('https://example.org/a.png');
    expect(safeImageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(safeImageUrl('blob:http://localhost/1')).toBe('blob:http://localhost/1');
    for (const bad of ['javascript:alert(1)', 'data:text/html,<script>', 'file:///etc/passwd', '', undefined]) expect(safeImageUrl(bad)).toBeUndefined();
  });
});

describe('slideDrawing of a slide with data', () => {
  const chart = { kind: 'column' as const, title: 'Sales, M€', categories: ['Q1', 'Q2'], series: [{ name: 'Sales', values: [1.2, 1.4] }], xTitle: '', yTitle: '' };
  const table = { columns: ['Quarter', 'Sales'], rows: [['Q1', '1,2 M€'], ['Q2', '1,4 M€']] };
  const withData = (data: RenderSlide['data'], layout?: string): RenderSlide => ({
    type: 'topic', title: 'Sales', description: '', layout: layout ? { type: layout } : undefined, data,
    topic: { heading: 'Sales rose in both quarters', overview: 'The second quarter set a record.', image_url: 'https://img.test/a.png', subtopics: [] },
  });

  it('draws its chart, else its table, when it has no layout of its own, with the overview as the takeaway above', () => {
    const charted = slideDrawing(withData({ chart, table }));
    if (charted.kind !== 'topic') throw new Error('expected a topic drawing');
    expect(charted.layout).toBe('chart');
    expect(charted.frame.chart?.categories).toEqual(['Q1', 'Q2']);
    expect(charted.overview!.box.y + charted.overview!.box.h).toBeLessThanOrEqual(charted.frame.chart!.box.y);
    const tabled = slideDrawing(withData({ table }));
    expect(tabled.kind === 'topic' && tabled.layout).toBe('table');
  });

  it('draws no topic picture beside a table or chart, and keeps a layout the user chose', () => {
    const drawing = slideDrawing(withData({ table }));
    expect(drawing.kind === 'topic' && drawing.image).toBeUndefined();
    const chosen = slideDrawing(withData({ table }, 'table'));
    expect(chosen.kind === 'topic' && chosen.frame.table?.rows[0]?.cells).toEqual(['Quarter', 'Sales']);
  });
});

describe('slideDrawing of a data slide whose layout the chooser recorded', () => {
  const table = { columns: ['Quarter', 'Sales'], rows: [['Q1', '1,2 M€']] };
  const slide = (layout: RenderSlide['layout']): RenderSlide => ({ type: 'topic', title: 'Sales', description: '', layout, data: { table }, topic: { heading: 'Sales', overview: 'Up.', subtopics: [] } });

  it('draws its table over an automatic layout, and keeps a layout the user chose', () => {
    const auto = slideDrawing(slide({ type: 'grid', auto: true }));
    expect(auto.kind === 'topic' && auto.layout).toBe('table');
    const chosen = slideDrawing(slide({ type: 'grid' }));
    expect(chosen.kind === 'topic' && chosen.layout).toBe('grid');
  });
});
