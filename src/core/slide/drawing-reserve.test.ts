/**
 * The image box kept free while a slide's picture is being made: with
 * `reserveImage` a topic slide is laid out as if its image were there, so
 * the items do not move when it arrives; without it nothing changes.
 */
import { describe, expect, it } from 'vitest';
import { IMAGE_BOX, overlaps } from '../layouts';
import { slideDrawing, type SlideDrawing } from './drawing';
import type { RenderSlide } from './geometry';

function slide(count: number, image_url?: string): RenderSlide {
  return {
    type: 'topic',
    title: 'Reefs',
    description: 'Why reefs matter',
    topic: {
      heading: 'Reefs',
      overview: 'Why reefs matter',
      ...(image_url ? { image_url } : {}),
      subtopics: Array.from({ length: count }, (_, i) => ({ heading: `Point ${i + 1}`, overview: `What point ${i + 1} says.` })),
    },
  };
}

function topic(drawing: SlideDrawing) {
  if (drawing.kind !== 'topic') throw new Error('expected a topic drawing');
  return drawing;
}

describe('slideDrawing reserveImage', () => {
  it('lays a slide without an image out around the image box when asked to', () => {
    const plain = topic(slideDrawing(slide(3)));
    const reserved = topic(slideDrawing(slide(3), { reserveImage: true }));
    expect(plain.frame.image).toBeUndefined();
    expect(reserved.frame.image).toEqual(IMAGE_BOX);
    expect(reserved.image).toBeUndefined();
    for (const item of reserved.frame.items) expect(overlaps(item, IMAGE_BOX)).toBe(false);
    expect(plain.frame.items.some((item) => overlaps(item, IMAGE_BOX))).toBe(true);
    expect(reserved.heading.box.x + reserved.heading.box.w).toBeLessThanOrEqual(IMAGE_BOX.x);
  });

  it('places the items exactly where they go once the image has arrived', () => {
    const reserved = topic(slideDrawing(slide(4), { reserveImage: true }));
    const arrived = topic(slideDrawing(slide(4, 'data:image/svg+xml,%3Csvg%2F%3E')));
    expect(reserved.layout).toBe(arrived.layout);
    expect(reserved.frame).toEqual(arrived.frame);
    expect(reserved.heading).toEqual(arrived.heading);
  });

  it('changes nothing for a title slide or when the option is off', () => {
    expect(slideDrawing({ type: 'title', title: 'T', description: 'D' }, { reserveImage: true })).toEqual(slideDrawing({ type: 'title', title: 'T', description: 'D' }));
    expect(slideDrawing(slide(2), { reserveImage: false })).toEqual(slideDrawing(slide(2)));
  });
});

describe('slideDrawing with photos off', () => {
  it('neither draws the topic image nor keeps room for it, whatever else is asked', () => {
    const url = 'data:image/svg+xml;base64,PHN2Zy8+';
    const shown = topic(slideDrawing(slide(3, url)));
    const off = topic(slideDrawing(slide(3, url), { photos: false, reserveImage: true }));
    expect(shown.image).toBe(url);
    expect(off.image).toBeUndefined();
    expect(off.frame.image).toBeUndefined();
    expect(off.frame.items.some((item) => overlaps(item, IMAGE_BOX))).toBe(true);
  });
});
