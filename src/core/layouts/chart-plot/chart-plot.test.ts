import { describe, expect, it } from 'vitest';
import type { ChartDataView } from '../../schemas/slide-data';
import { contains } from '../canvas';
import { chartPlan } from '../chart';
import type { Box } from '../types';
import { chartMarks, formatValue, type PlotMark } from './index';
import { labelLines, numberFormatCode, shareFormatCode, widthOf } from './text';

const AREA: Box = { x: 64, y: 200, w: 1152, h: 488 };
const CW = 0.55;
const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'];
const base = { title: 'Revenue, M€', xTitle: '', yTitle: '', categories: QUARTERS, series: [{ name: 'North', values: [1.2, 1.4, null, 1.7], unit: 'M€' }, { name: 'South', values: [0.9, -0.3, 1.4, 1.6], unit: 'M€' }] };
const plot = (chart: ChartDataView, language?: string) => {
  const frame = chartPlan(chart, AREA, CW);
  return { frame, marks: chartMarks(frame, CW, language).marks };
};
const of = <K extends PlotMark['kind']>(marks: PlotMark[], kind: K) => marks.filter((m): m is Extract<PlotMark, { kind: K }> => m.kind === kind);

/** Every text's estimated box (its middle line at y, the anchor at x) lies inside the card. */
function textsInside(marks: PlotMark[], box: Box, size: number): void {
  for (const t of of(marks, 'text')) {
    const w = widthOf(t.text, size, CW);
    const [long, short] = t.rotate ? [size, w] : [w, size];
    const x = t.anchor === 'start' ? t.x : t.anchor === 'end' ? t.x - long : t.x - long / 2;
    expect(contains(box, { x, y: t.y - short / 2, w: long, h: short }, 1), `${t.role} "${t.text}"`).toBe(true);
  }
}

describe('chart marks', () => {
  for (const kind of ['column', 'bar', 'line', 'area', 'pie', 'doughnut', 'scatter'] as const) {
    it(`${kind}: every mark and text stays on the card`, () => {
      const { frame, marks } = plot({ ...base, kind });
      for (const r of of(marks, 'rect')) expect(contains(frame.plot, r, 1), 'bar').toBe(true);
      for (const d of of(marks, 'dot')) expect(contains(frame.plot, { x: d.cx - d.r, y: d.cy - d.r, w: 2 * d.r, h: 2 * d.r }, 1), 'dot').toBe(true);
      textsInside(marks, frame.box, frame.labelSize);
    });
  }

  it('draws one column per known value, a gap for a missing one, downward for a negative one', () => {
    const { marks } = plot({ ...base, kind: 'column' });
    const bars = of(marks, 'rect');
    expect(bars).toHaveLength(7);
    const zero = of(marks, 'rule').find((r) => r.role === 'axis')!;
    const negative = bars.find((b) => b.color === 1 && b.y >= zero.y1 - 0.01 && b.h > 0)!;
    expect(negative.y).toBeCloseTo(zero.y1);
  });

  it('writes ticks, data labels and pie shares in the deck\'s language', () => {
    const column = plot({ ...base, kind: 'column', series: [{ name: 'North', values: [1.25, 1.45, 1.05, 1.75], unit: 'M€' }] }, 'de-DE').marks;
    const texts = (marks: PlotMark[], role: string) => of(marks, 'text').filter((t) => t.role === role).map((t) => t.text);
    expect(texts(column, 'value')).toEqual(['1,25 M€', '1,45 M€', '1,05 M€', '1,75 M€']);
    expect(texts(column, 'tick')).toContain('0,5');
    expect(texts(column, 'tick').join(' ')).not.toMatch(/\d\.\d/u);
    const bars = plot({ ...base, kind: 'bar', series: [{ name: 'Sites', values: [1200, 3400, 800, 2500] }] }, 'de-DE').marks;
    expect(texts(bars, 'value')).toEqual(['1.200', '3.400', '800', '2.500']);
    expect(texts(bars, 'tick')).toContain('1.000');
    const pie = plot({ ...base, kind: 'pie', series: [{ name: 'Share', values: [60.4, 25, 10, 4.6], unit: '%' }] }, 'de-DE').marks;
    expect(texts(pie, 'legend')).toEqual(['Q1: 60,4\u00a0%', 'Q2: 25,0\u00a0%', 'Q3: 10,0\u00a0%', 'Q4: 4,6\u00a0%']);
    expect(texts(pie, 'value')).toEqual(['60\u00a0%', '25\u00a0%', '10\u00a0%']);
  });

  it('writes the values with their unit and right-aligns the value ticks against the axis', () => {
    const { marks } = plot({ ...base, kind: 'column' });
    expect(of(marks, 'text').filter((t) => t.role === 'value').map((t) => t.text)).toContain('1.7 M€');
    const ticks = of(marks, 'text').filter((t) => t.role === 'tick');
    expect(new Set(ticks.map((t) => t.anchor))).toEqual(new Set(['end']));
    expect(new Set(ticks.map((t) => t.x)).size).toBe(1);
    // Every tick with the decimals the step needs: 0.0, 0.5, 1.0.
    expect(ticks.map((t) => t.text)).toEqual(expect.arrayContaining(['0.0', '0.5', '1.0']));
  });

  it('names the series in a legend, and the value axis by its unit', () => {
    const { marks } = plot({ ...base, kind: 'line' });
    expect(of(marks, 'text').filter((t) => t.role === 'legend').map((t) => t.text)).toEqual(['North', 'South']);
    expect(of(marks, 'text').find((t) => t.role === 'axis-title')).toMatchObject({ text: 'M€', rotate: -90 });
  });

  it('draws a pie of the first series, a slice and a legend entry per category, shares that add up', () => {
    const { marks } = plot({ ...base, kind: 'pie', series: [{ name: 'Share', values: [50, 30, 15, 5], unit: '%' }] });
    expect(of(marks, 'path')).toHaveLength(4);
    expect(of(marks, 'text').filter((t) => t.role === 'legend').map((t) => t.text)).toEqual(['Q1: 50%', 'Q2: 30%', 'Q3: 15%', 'Q4: 5%']);
    expect(of(marks, 'text').filter((t) => t.role === 'value').map((t) => t.text)).toEqual(['50%', '30%', '15%']);
  });

  it('plots a scatter\'s first series as x and the others as y', () => {
    const { marks } = plot({ ...base, kind: 'scatter', series: [{ name: 'Price', values: [1, 2, 3, 4] }, { name: 'Sales', values: [10, 8, null, 3] }] });
    expect(of(marks, 'dot')).toHaveLength(3);
    expect(new Set(of(marks, 'dot').map((d) => d.color))).toEqual(new Set([1]));
  });
});

describe('chart texts', () => {
  it('formats values with their unit where a reader expects it', () => {
    expect(formatValue(1234.5)).toBe('1,234.5');
    expect(formatValue(12.5, '%')).toBe('12.5%');
    expect(formatValue(38.6, '$')).toBe('$38.6');
    expect(formatValue(-2, '$')).toBe('-$2');
    expect(formatValue(1.4, 'M€')).toBe('1.4 M€');
  });

  it('writes numbers as the deck\'s language does: separators, minus, currency and percent signs', () => {
    expect(formatValue(1234.5, '', 'de-DE')).toBe('1.234,5');
    expect(formatValue(1.4, 'M€', 'de-DE')).toBe('1,4 M€');
    expect(formatValue(12.5, '%', 'de-DE')).toBe('12,5\u00a0%');
    expect(formatValue(38.6, '$', 'de-DE')).toBe('38,6\u00a0$');
    expect(formatValue(-2, '$', 'de-DE')).toBe('-2\u00a0$');
    expect(formatValue(1234.5, '', 'fr-FR')).toBe('1\u202f234,5');
    expect(formatValue(-1234.5, '', 'sv-SE')).toBe('\u22121\u00a0234,5');
    expect(formatValue(12, '%', 'tr-TR')).toBe('%12');
    expect(formatValue(38.6, '$', 'en-GB')).toBe('$38.6');
  });

  it('writes a series\' values with the same decimals, as the PowerPoint chart\'s format does', () => {
    expect(formatValue(1.1, '€/W', 'en-US', 2)).toBe('1.10 €/W');
    const line = plot({ ...base, kind: 'line', series: [{ name: 'Cost', values: [1.32, 1.25, 1.18, 1.1], unit: '€/W' }] }).marks;
    expect(of(line, 'text').filter((t) => t.role === 'value').map((t) => t.text)).toEqual(['1.32 €/W', '1.25 €/W', '1.18 €/W', '1.10 €/W']);
  });

  it('writes English for a language the platform does not know or a malformed tag', () => {
    expect(formatValue(1234.5, '%', 'zz-ZZ')).toBe('1,234.5%');
    expect(formatValue(1234.5, '', 'not a tag!')).toBe('1,234.5');
    expect(formatValue(1234.5, '', '')).toBe('1,234.5');
  });

  it('wraps a label to two lines and cuts the rest with an ellipsis', () => {
    const lines = labelLines('Installation and commissioning of the rooftop systems', 120, 19, CW);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
    for (const line of lines) expect(widthOf(line, 19, CW)).toBeLessThanOrEqual(120);
  });
});

describe('number formats for PowerPoint', () => {
  it('keeps the decimals the values have and writes the unit as the screen does', () => {
    expect(numberFormatCode([1.2, 1.45], 'M€')).toBe('#,##0.00" M€"');
    expect(numberFormatCode([12, 30], '%')).toBe('#,##0"%"');
    expect(numberFormatCode([38.6], '$')).toBe('"$"#,##0.0');
    expect(numberFormatCode([1200, null])).toBe('#,##0');
    expect(shareFormatCode()).toBe('0%');
  });

  it('puts the unit where the deck\'s language writes it', () => {
    expect(numberFormatCode([1.2, 1.45], 'M€', 'de-DE')).toBe('#,##0.00" M€"');
    expect(numberFormatCode([12, 30], '%', 'de-DE')).toBe('#,##0"\u00a0%"');
    expect(numberFormatCode([38.6], '$', 'de-DE')).toBe('#,##0.0"\u00a0$"');
    expect(numberFormatCode([12], '%', 'tr-TR')).toBe('"%"#,##0');
    expect(shareFormatCode('de-DE')).toBe('0"\u00a0"%');
  });
});

describe('pie layout', () => {
  it('stands the pie and its legend together in the middle of the plot', () => {
    const { frame, marks } = plot({ ...base, kind: 'pie', series: [{ name: 'Share', values: [50, 30, 15, 5], unit: '%' }] });
    const slice = of(marks, 'path')[0]!;
    const legend = of(marks, 'swatch');
    const right = Math.max(...of(marks, 'text').filter((t) => t.role === 'legend').map((t) => t.x + widthOf(t.text, frame.labelSize, CW)));
    const r = frame.plot.h / 2;
    const leftGap = slice.at!.x - r - frame.plot.x;
    const rightGap = frame.plot.x + frame.plot.w - right;
    expect(Math.abs(leftGap - rightGap)).toBeLessThan(frame.labelSize * 2);
    const between = legend[0]!.x - (slice.at!.x + r);
    expect(between).toBeGreaterThan(0);
    expect(between).toBeLessThan(frame.labelSize * 3);
  });
});
