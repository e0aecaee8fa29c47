import { describe, expect, it } from 'vitest';
import { bigNumberFrame } from './big-number';
import { figurePoints } from './data-figures';
import { keyFigure } from './key-figure';

describe('key figures from a slide\'s data', () => {
  const table = { columns: ['Region', 'Q1', 'Q2', 'Change'], rows: [['North', '1.2 M€', '1.4 M€', '+16%'], ['South', '0.9 M€', '1.1 M€', '+22%']] };

  it('makes a point of each table row that the big-number card reads back: latest figure, label, change', () => {
    const points = figurePoints({ table })!;
    expect(points).toEqual([{ heading: '1.4 M€ North', overview: '+16%, Q2' }, { heading: '1.1 M€ South', overview: '+22%, Q2' }]);
    expect(keyFigure(points[0]!.heading, points[0]!.overview)).toMatchObject({ figure: '1.4 M€', label: 'North', delta: { text: '+16%', trend: 'up' }, context: 'Q2' });
    const frame = bigNumberFrame(points, { descriptionSize: 'concise', hasImage: false, title: 'Sales' });
    expect(frame.items.map((i) => i.figure?.text)).toEqual(['1.4 M€', '1.1 M€']);
  });

  it('makes points of a short chart\'s first series, and none of data too long for one slide', () => {
    const chart = { kind: 'column' as const, title: '', xTitle: '', yTitle: '', categories: ['Revenue', 'Margin'], series: [{ name: 'FY 2025', values: [38.6, 31.5], unit: '%' }] };
    expect(figurePoints({ chart })).toEqual([{ heading: '38.6% Revenue', overview: 'FY 2025' }, { heading: '31.5% Margin', overview: 'FY 2025' }]);
    const long = { columns: ['Item', 'Value'], rows: Array.from({ length: 6 }, (_, i) => [`Item ${i}`, `${i} k€`]) };
    expect(figurePoints({ table: long })).toBeUndefined();
    expect(figurePoints({ table: { columns: ['Item', 'Note'], rows: [['A', 'words only']] } })).toBeUndefined();
  });
});
