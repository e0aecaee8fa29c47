import { describe, expect, it } from 'vitest';
import { TEXT_FIT, contains, textFits, type LayoutFrame } from '../layouts';
import { refitForFonts, slideDrawing } from './drawing';
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
  it('lays a topic slide out in its layout with the heading and overview above the items', () => {
    const drawing = slideDrawing(slide(5));
    if (drawing.kind !== 'topic') throw new Error('expected a topic drawing');
    expect(drawing.layout).toBe('pyramid');
    expect(drawing.frame.items).toHaveLength(5);
    const top = Math.min(...drawing.frame.items.map((i) => i.y));
    expect(drawing.heading.box.y + drawing.heading.box.h).toBeLessThanOrEqual(top);
    expect(drawing.overview!.box.y + drawing.overview!.box.h).toBeLessThanOrEqual(top);
    expect(textFits('Why it matters', drawing.overview!.box, drawing.overview!.size)).toBe(true);
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

  it('fits items again, smaller, for a monospace font so the wider glyphs still fit', () => {
    const plain = slideDrawing(slide(6));
    const mono = slideDrawing(slide(6), { widths: { title: 0.62, body: 0.62 } });
    if (plain.kind !== 'topic' || mono.kind !== 'topic') throw new Error('expected topic drawings');
    expect(mono.frame.items[0]!.bodySize).toBeLessThanOrEqual(plain.frame.items[0]!.bodySize);
    for (const item of mono.frame.items) {
      expect(item.bodySize).toBeGreaterThanOrEqual(TEXT_FIT.min);
      if (item.bodySize > TEXT_FIT.min) expect(textFits(LONG, item.bodyBox, item.bodySize, { charWidth: 0.62 })).toBe(true);
    }
  });

  it('keeps the frame as is for fonts the core estimate covers', () => {
    const frame = { items: [] } as unknown as LayoutFrame;
    expect(refitForFonts(frame, [], { title: 0.55, body: 0.55 })).toBe(frame);
  });
});

describe('geometry', () => {
  it('writes text inside its box less half the padding on each side', () => {
    const box = { x: 100, y: 100, w: 200, h: 100 };
    const rect = textRect(box);
    expect(rect).toEqual({ x: 110, y: 105, w: 180, h: 90 });
    expect(contains(box, rect)).toBe(true);
  });

  it('shortens a text to whole words and an ellipsis when even 14 px is too large', () => {
    const box = { x: 0, y: 0, w: 300, h: 40 };
    const shown = shortenToFit(LONG, box, 14);
    expect(shown.endsWith('…')).toBe(true);
    expect(LONG.startsWith(shown.slice(0, -1))).toBe(true);
    expect(textFits(shown, box, 14)).toBe(true);
    const frame = slideDrawing(slide(1));
    if (frame.kind !== 'topic') throw new Error('expected a topic drawing');
    const header = topicHeader(frame.frame, 'Storage', `${LONG} ${LONG} ${LONG}`, true);
    expect(header.overview!.shown?.endsWith('…')).toBe(true);
  });

  it('measures slide text as the plain text it is: "<" and "&" are characters, not markup', () => {
    const box = { x: 0, y: 0, w: 80, h: 40 };
    const shown = shownIfTooLong('Vec<T> & Option<T> and more words than fit', box, 14);
    expect(shown?.startsWith('Vec<T> &')).toBe(true);
  });

  it('lets only http(s), data:image and blob: addresses through to an image', () => {
    expect(safeImageUrl(' https://example.org/a.png ')).toBe('https://example.org/a.png');
    expect(safeImageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(safeImageUrl('blob:http://localhost/1')).toBe('blob:http://localhost/1');
    for (const bad of ['javascript:alert(1)', 'data:text/html,<script>', 'file:///etc/passwd', '', undefined]) expect(safeImageUrl(bad)).toBeUndefined();
  });
});
