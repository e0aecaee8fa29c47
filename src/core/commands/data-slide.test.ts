import { describe, expect, it } from 'vitest';
import { MAX_SLIDES } from '../../protocol/requests';
import { createHistory } from './history';
import { insertDataSlide } from './insert-data-slide';
import { setSlideData } from './set-slide-data';
import { headings, idsFollowPosition, makeDoc } from './test-fixtures';

const TABLE = { columns: ['Region', 'Q1'], rows: [['North', '1.2 M€'], ['South', '0.9 M€']] };
const CHART = { kind: 'line' as const, categories: ['Jan', 'Feb'], series: [{ name: 'Output', values: [4.1, 4.8], unit: 'GWh' }] };

describe('slide.insertData', () => {
  it('inserts a complete slide with the title, the chosen layout and the data after the given slide', () => {
    const next = insertDataSlide.perform(makeDoc(), { after: 1, title: ' Output by month ', layout: 'chart', data: { chart: CHART } });
    expect(headings(next)).toEqual(['Deck', 'Topic 1', 'Output by month', 'Topic 2', 'Topic 3']);
    const slide = next.slides[2]!;
    expect(slide).toMatchObject({ type: 'topic', isComplete: true, isStreaming: false, topic: { heading: 'Output by month' }, layout: { type: 'chart' } });
    expect(slide.layout?.auto).toBeUndefined();
    expect(slide.data?.chart).toMatchObject({ kind: 'line', title: '', xTitle: '', categories: ['Jan', 'Feb'] });
    expect(idsFollowPosition(next)).toBe(true);
  });

  it('refuses data the slide schema refuses, data with no table or chart, and a full deck', () => {
    const doc = makeDoc();
    const ragged = { table: { columns: ['A', 'B'], rows: [['1']] } };
    expect(insertDataSlide.perform(doc, { title: 'x', layout: 'table', data: ragged })).toBe(doc);
    expect(insertDataSlide.perform(doc, { title: 'x', layout: 'table', data: {} })).toBe(doc);
    const full = makeDoc(MAX_SLIDES - 1);
    expect(insertDataSlide.perform(full, { title: 'x', layout: 'table', data: { table: TABLE } })).toBe(full);
  });

  it('is one undo step', () => {
    const history = createHistory(makeDoc());
    history.apply('slide.insertData', { after: 3, title: 'Sales', layout: 'table', data: { table: TABLE } });
    expect(history.present.slides).toHaveLength(5);
    expect(history.present.slides[4]?.layout?.type).toBe('table');
    history.undo();
    expect(history.present.slides).toHaveLength(4);
  });
});

describe('slide.setData', () => {
  const withChart = () => insertDataSlide.perform(makeDoc(), { after: 1, title: 'Output', layout: 'chart', data: { chart: CHART } });

  it('replaces the slide\'s data and keeps every other slide', () => {
    const doc = withChart();
    const next = setSlideData.perform(doc, { index: 2, data: { chart: { ...CHART, series: [{ name: 'Output', values: [4.1, 9], unit: 'GWh' }] } } });
    expect(next.slides[2]?.data?.chart?.series[0]?.values).toEqual([4.1, 9]);
    expect(next.slides[1]).toBe(doc.slides[1]);
  });

  it('changes nothing for the same data, data the schema refuses, or no such slide', () => {
    const doc = withChart();
    expect(setSlideData.perform(doc, { index: 2, data: { chart: CHART } })).toBe(doc);
    expect(setSlideData.perform(doc, { index: 2, data: { chart: { ...CHART, series: [] } } })).toBe(doc);
    expect(setSlideData.perform(doc, { index: 9, data: { chart: CHART } })).toBe(doc);
  });

  it('folds the keystrokes of one cell into one undo step, and a new cell into the next', () => {
    const history = createHistory(withChart());
    const values = (v: number) => ({ chart: { ...CHART, series: [{ name: 'Output', values: [4.1, v], unit: 'GWh' }] } });
    history.apply('slide.setData', { index: 2, data: values(5), mergeKey: 'cell-a' });
    history.apply('slide.setData', { index: 2, data: values(55), mergeKey: 'cell-a' });
    history.apply('slide.setData', { index: 2, data: values(7), mergeKey: 'cell-b' });
    history.undo();
    expect(history.present.slides[2]?.data?.chart?.series[0]?.values).toEqual([4.1, 55]);
    history.undo();
    expect(history.present.slides[2]?.data?.chart?.series[0]?.values).toEqual([4.1, 4.8]);
  });
});
