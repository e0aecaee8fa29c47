import { describe, expect, it } from 'vitest';
import { slideSchema } from './slide';

const stored = {
  id: 1,
  type: 'topic',
  title: 'Printing',
  topic: { heading: 'Printing', visual_mode: 'image', image_prompt: 'a press', image_url: 'https://img.test/1.png', subtopics: [] },
};

describe('slide picture record', () => {
  it('reads a slide stored before the record existed unchanged', () => {
    const slide = slideSchema.parse(stored);
    expect(slide.picture).toBeUndefined();
    expect(slide.topic?.image_url).toBe('https://img.test/1.png');
  });

  it('keeps source, credit, crop, focus and the chosen flag', () => {
    const picture = {
      source: 'search',
      credit: { title: 'Press', author: 'Jo', license: 'CC BY 2.0', licenseUrl: 'https://cc.test/by/2.0', sourceUrl: 'https://commons.test/Press.jpg', provider: 'wikimedia' },
      crop: { x: 0.1, y: 0, w: 0.8, h: 0.5 },
      focus: { x: 0.25, y: 0.75 },
      width: 1600,
      height: 900,
      chosen: true,
    };
    expect(slideSchema.parse({ ...stored, picture }).picture).toEqual(picture);
  });

  it('drops malformed parts instead of failing the deck', () => {
    const slide = slideSchema.parse({ ...stored, picture: { source: 'telepathy', crop: { x: 0.6, y: 0, w: 0.6, h: 1 }, focus: { x: 2, y: 0 }, chosen: true } });
    expect(slide.picture).toEqual({ chosen: true });
    expect(slideSchema.parse({ ...stored, picture: 'nonsense' }).picture).toBeUndefined();
  });
});

describe('slide data part', () => {
  const data = { table: { columns: ['Year', 'Sales'], rows: [['2024', '1.2 M€']] }, chart: { kind: 'line', categories: ['2024'], series: [{ name: 'Sales', values: [1.2], unit: 'M€' }] } };

  it('reads a slide stored before slides carried data without one', () => {
    expect(slideSchema.parse(stored).data).toBeUndefined();
  });

  it('keeps a table and a chart', () => {
    const slide = slideSchema.parse({ ...stored, data });
    expect(slide.data?.table).toEqual(data.table);
    expect(slide.data?.chart).toMatchObject({ kind: 'line', categories: ['2024'] });
  });

  it('drops malformed data instead of failing the deck', () => {
    const slide = slideSchema.parse({ ...stored, data: { table: { columns: ['A', 'B'], rows: [['1']] } } });
    expect(slide.data).toBeUndefined();
    expect(slide.title).toBe('Printing');
  });
});
