// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { RenderSlide } from '../../core/slide/geometry';
import { slideLook } from './slide-look';
import { SlideRenderer } from './SlideRenderer';

const look = slideLook({ selectedTheme: 'classic-dark', selectedTitleFont: 'font-lora', selectedBodyFont: 'font-inter' });

function dataSlide(data: RenderSlide['data'], layout?: string): RenderSlide {
  return {
    type: 'topic', title: 'Sales', description: '', data, ...(layout ? { layout: { type: layout } } : {}),
    topic: { heading: 'Sales rose in both regions', overview: 'The south caught up.', image_url: 'https://img.test/a.png', subtopics: [] },
  };
}

const TABLE = { columns: ['Region', 'Q1', 'Q2'], rows: [['North', '1.2 M€', '1.4 M€'], ['<b>South</b>', '0.9 M€', '1.1 M€']] };
const CHART = { kind: 'column' as const, title: 'Revenue by quarter', categories: ['Q1', 'Q2'], series: [{ name: 'North', values: [1.2, 1.4], unit: 'M€' }], xTitle: '', yTitle: '' };

describe('table and chart slides on screen', () => {
  afterEach(cleanup);

  it('draws the table as a table: header cells with column scope, figures right-aligned, cells as text', () => {
    render(<SlideRenderer slide={dataSlide({ table: TABLE })} slideIndex={1} look={look} measure={false} />);
    const table = screen.getByRole('table', { name: 'Sales rose in both regions' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Region', 'Q1', 'Q2']);
    expect(within(table).getByRole('cell', { name: '1.2 M€' }).style.textAlign).toBe('right');
    expect(within(table).getByRole('cell', { name: 'North' }).style.textAlign).toBe('left');
    // Markup in a cell is text, never HTML.
    expect(within(table).getByRole('cell', { name: '<b>South</b>' }).querySelector('b')).toBeNull();
    // The table is the slide's picture: no topic photo beside it.
    expect(document.querySelector('img')).toBeNull();
  });

  it('draws the chart as a named SVG image whose description reads the figures, its labels as text', () => {
    const { container } = render(<SlideRenderer slide={dataSlide({ chart: CHART })} slideIndex={1} look={look} measure={false} />);
    const chart = screen.getByRole('img', { name: 'Revenue by quarter' });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    const description = document.getElementById(chart.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Column chart. Q1: North 1.2 M€. Q2: North 1.4 M€.');
    const texts = [...container.querySelectorAll('svg text')].map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining(['Q1', 'Q2', '1.4 M€', 'M€']));
    expect(container.querySelectorAll('svg rect[fill="#60a5fa"]').length).toBeGreaterThanOrEqual(2);
    expect(container.querySelector('canvas')).toBeNull();
  });

  it('draws the points of a slide with chart data beside the chart', () => {
    const plain = dataSlide({ chart: CHART });
    const subtopics = [{ id: 'subtopic_1_1', heading: 'South caught up', overview: 'Its growth doubled.' }, { id: 'subtopic_1_2', heading: 'Outlook', overview: 'Both regions grow next year.' }];
    const slide: RenderSlide = { ...plain, topic: { ...plain.topic!, subtopics } };
    const { container } = render(<SlideRenderer slide={slide} slideIndex={1} look={look} measure={false} />);
    expect(screen.getByRole('img', { name: 'Revenue by quarter' })).toBeDefined();
    const text = container.textContent ?? '';
    for (const words of ['The south caught up.', 'South caught up', 'Its growth doubled.', 'Outlook', 'Both regions grow next year.']) expect(text).toContain(words);
  });

  it('writes the chart\'s numbers as the deck\'s language does', () => {
    const german = slideLook({ selectedTheme: 'classic-dark', selectedTitleFont: 'font-lora', selectedBodyFont: 'font-inter', language: 'de-DE' });
    const sales = { ...CHART, series: [{ name: 'North', values: [1250.5, 1400], unit: 'M€' }] };
    const { container } = render(<SlideRenderer slide={dataSlide({ chart: sales })} slideIndex={1} look={german} measure={false} />);
    const chart = screen.getByRole('img', { name: 'Revenue by quarter' });
    expect(document.getElementById(chart.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Column chart. Q1: North 1.250,5 M€. Q2: North 1.400,0 M€.');
    const texts = [...container.querySelectorAll('svg text')].map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining(['1.250,5 M€', '1.400,0 M€', '1.000']));
    expect(texts).not.toContain('1,000');
  });
});
