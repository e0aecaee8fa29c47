/**
 * A deck of table and chart slides for the real-client check and for
 * looking at: a quarterly table, a full 8 x 12 table, and one chart of each
 * kind, every slide with a takeaway sentence above its data.
 */
import { createDefaultPresentationSettings } from '../../src/core/schemas/config';
import { slideSchema, type Slide } from '../../src/core/schemas/slide';
import type { SlideDataInput } from '../../src/core/schemas/slide-data';
import type { ExportDeck } from '../../src/export/types';

interface DataSlide {
  heading: string;
  takeaway: string;
  layout: 'table' | 'chart';
  data: SlideDataInput;
}

const QUARTERS = ['Q1 2025', 'Q2 2025', 'Q3 2025', 'Q4 2025'];

/** Every cell, chart title and category the PDF must show, by slide. */
export const DATA_SLIDES: DataSlide[] = [
  {
    heading: 'Revenue grew in every region',
    takeaway: 'The south caught up with the north in the second half.',
    layout: 'table',
    data: { table: { columns: ['Region', 'Q1', 'Q2', 'Change'], rows: [['North', '1.2 M€', '1.4 M€', '+16%'], ['South', '0.9 M€', '1.1 M€', '+22%'], ['East', '–', '0.4 M€', 'n/a'], ['West', '0.7 M€', '0.8 M€', '+14%']] } },
  },
  {
    heading: 'Installation cost per watt by quarter',
    takeaway: 'Costs fell every quarter; the north stays cheapest.',
    layout: 'chart',
    data: { chart: { kind: 'column', title: 'Installed cost, euros per watt', categories: QUARTERS, series: [{ name: 'North', values: [1.32, 1.25, 1.18, 1.1], unit: '€/W' }, { name: 'South', values: [1.41, 1.36, 1.24, 1.19], unit: '€/W' }] } },
  },
  {
    heading: 'Where the budget goes',
    takeaway: 'Hardware is half of every project.',
    layout: 'chart',
    data: { chart: { kind: 'doughnut', title: 'Budget share by item', categories: ['Hardware', 'Labour', 'Permits', 'Other'], series: [{ name: 'Share', values: [50, 30, 12, 8], unit: '%' }] } },
  },
  {
    heading: 'Output climbed through the year',
    takeaway: 'Monthly output doubled from January to June.',
    layout: 'chart',
    data: { chart: { kind: 'line', title: 'Output, GWh', categories: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'], series: [{ name: 'Output', values: [4.1, 4.8, 5.9, 6.7, 7.6, 8.3], unit: 'GWh' }] } },
  },
  {
    heading: 'Projects by size of site',
    takeaway: 'Most projects are small rooftops.',
    layout: 'chart',
    data: { chart: { kind: 'bar', title: 'Projects completed', categories: ['Rooftop under 10 kW', 'Commercial roof', 'Ground-mounted', 'Carport'], series: [{ name: 'Projects', values: [412, 138, 41, 17] }] } },
  },
];

/** A full table: 8 columns by 12 rows, the most one slide shows. */
export function fullTable(): SlideDataInput {
  const columns = ['Product line', 'FY 2019', 'FY 2020', 'FY 2021', 'FY 2022', 'FY 2023', 'FY 2024', 'Change'];
  const rows = Array.from({ length: 12 }, (_, r) => columns.map((_, c) => (c === 0 ? `Line ${r + 1}` : c === 7 ? `${r % 3 === 0 ? '-' : '+'}${(r * 1.7 + 2).toFixed(1)}%` : `${(r * 13.7 + c * 101.3).toFixed(1)} k€`)));
  return { table: { columns, rows } };
}

function slide(id: number, s: DataSlide): Slide {
  return slideSchema.parse({ id, type: 'topic', title: s.heading, description: s.takeaway, layout: { type: s.layout }, data: s.data, topic: { heading: s.heading, overview: s.takeaway, subtopics: [] }, notes: '' });
}

/** The data deck in a theme. */
export function dataDeck(theme = 'classic-dark'): ExportDeck {
  const slides = [
    slideSchema.parse({ id: 0, type: 'title', title: 'Solar programme review', description: 'Figures for 2025' }),
    ...DATA_SLIDES.map((s, i) => slide(i + 1, s)),
    slide(DATA_SLIDES.length + 1, { heading: 'Six years of product lines', takeaway: 'Every line grew; line 1 fastest.', layout: 'table', data: fullTable() }),
  ];
  return { title: 'Solar programme review', slides, settings: createDefaultPresentationSettings({ selectedTheme: theme }) };
}
