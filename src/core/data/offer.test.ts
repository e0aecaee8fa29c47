import { describe, expect, it } from 'vitest';
import type { DocumentTable } from './document-table';
import { dataSlots, distinctHeading, documentOffers, figuresOf, placeOffers, resolveModelData, type DataCheck } from './offer';
import { describeTopicData, readTopicData } from './topic-data';

const costs: DocumentTable = {
  table: { columns: ['Item', 'Cost per watt', 'Share'], rows: [['Panels', '0.55 €', '50 %'], ['Inverter', '0.22 €', '20 %'], ['Labour', '0.33 €', '30 %']] },
  heading: 'Installation costs',
  caption: 'Table 1: Installation costs per watt',
};
const output: DocumentTable = {
  table: { columns: ['Year', 'North (MWh)', 'South (MWh)'], rows: [['2021', '1,200', '950'], ['2022', '1,340', '1,010'], ['2023', '1,410', '1,180']] },
  heading: 'Output by year',
};
const SOURCE = [
  '# Solar pilot review',
  '## Output by year',
  'Every site produced more in its second year.',
  '## Summary',
  'Installation ran about 1.10 euros per watt, 12% below the budget of 1.25 euros; the 48 sites produced 2,590 MWh in 2023.',
  '## Packaging',
  'See section 5.14.2.1 and dpkg(1) for version 1.2.3 of the tool, then run it 2 times.',
].join('\n\n');

const check = (document = true): DataCheck => ({ offers: document ? documentOffers([costs, output], SOURCE) : [], used: new Set(), source: document ? SOURCE : 'The Moon', document });

describe('documentOffers', () => {
  it("offers a document's tables as charts with their own figures, then a figure-dense paragraph as key figures", () => {
    const offers = documentOffers([costs, output], SOURCE);
    expect(offers.map((o) => [o.heading, o.data.kind])).toEqual([
      ['Installation costs per watt', 'chart'],
      ['Output by year', 'chart'],
      ['Summary', 'big-number'],
    ]);
    expect(describeTopicData(offers[1]!.data)).toBe('Line chart · North (MWh), South (MWh) by 3 categories · from Output by year');
    expect(offers[1]!.overview).toBe('North: from 1,200 MWh in 2021 to 1,410 MWh in 2023.');
    expect(offers[0]!.overview).toBe('Panels: the largest share, at 50%.');
    // Key figures open with the document's sentence: the cards' labels alone are a few words.
    expect(offers[2]!.overview).toBe('Installation ran about 1.10 euros per watt, 12% below the budget of 1.25 euros; the 48 sites produced 2,590 MWh in 2023.');
    expect(offers[2]!.data).toMatchObject({ kind: 'big-number', figures: expect.arrayContaining([{ value: '12%', label: expect.stringContaining('budget') }]) });
  });

  it('offers no key figures for section numbers, versions and manual references', () => {
    const offers = documentOffers([], '## Packaging\n\nSee section 5.14.2.1 and dpkg(1) for version 1.2.3 of the tool, 3.6 and 3.7 in unstable.');
    expect(offers).toEqual([]);
  });

  it('offers no one-row table and no table of mostly empty cells, and a long table as one group of parts', () => {
    const oneRow: DocumentTable = { table: { columns: ['Speed', 'Ratio'], rows: [['', '']] }, heading: 'Benchmarks' };
    const sparse: DocumentTable = { table: { columns: ['A', 'B', 'C'], rows: [['x', '', ''], ['y', '', '']] } };
    const badges: DocumentTable = { table: { columns: ['CI', 'Status'], rows: [['Gitlab', '!build status(https://gitlab.com/x)'], ['Github', '!build status(https://github.com/x)']] } };
    expect(documentOffers([oneRow, sparse, badges], '')).toEqual([]);
    const rows = Array.from({ length: 20 }, (_, i) => [`Port ${i}`, i % 2 ? 'yes' : 'no']);
    const parts = documentOffers([{ table: { columns: ['Port', 'Supported'], rows }, heading: 'Ports' }, output], '');
    expect(parts.map((o) => [o.heading, o.group])).toEqual([['Ports (1/2)', 0], ['Ports (2/2)', 0], ['Output by year', undefined]]);
  });

  it('drops the section number before a heading', () => {
    const [offer] = documentOffers([{ ...output, heading: '5.14.2.1. Out-of-date', caption: undefined }], '');
    expect(offer?.heading).toBe('Out-of-date');
  });
});

describe('dataSlots', () => {
  it('keeps one topic slot in three for data slides, one at least, never more than offered', () => {
    expect(dataSlots(0, 7)).toBe(0);
    expect(dataSlots(5, 7)).toBe(2);
    expect(dataSlots(1, 7)).toBe(1);
    expect(dataSlots(3, 2)).toBe(1);
    expect(dataSlots(3, 1)).toBe(0);
  });
});

describe('resolveModelData', () => {
  it("gives the document's own table when a model retyped it, not the model's figures", () => {
    const c = check();
    const retyped = { kind: 'table', table: { columns: ['Year', 'North', 'South'], rows: [['2021', '1200', '950'], ['2022', '1340', '1010'], ['2023', '1410', '1180']] } };
    const data = resolveModelData(retyped, c);
    expect(data).toEqual(c.offers[1]?.data);
    expect(c.used).toEqual(new Set([1]));
  });

  it('drops a model table with a figure the document does not have', () => {
    const invented = { kind: 'chart', table: { columns: ['Year', 'Sites'], rows: [['2023', '48'], ['2024', '75']] } };
    expect(resolveModelData(invented, check())).toBeUndefined();
  });

  it("keeps a model table whose figures are all in the document, as the kind it asked for", () => {
    const own = { kind: 'chart', table: { columns: ['Measure', 'Euros per watt'], rows: [['Actual', '1.10'], ['Budget', '1.25']] } };
    expect(resolveModelData(own, check())).toMatchObject({ kind: 'chart', chart: { categories: ['Actual', 'Budget'], series: [{ values: [1.1, 1.25] }] } });
  });

  it("keeps a model's figures without a document, and refuses a table without figures or of another kind", () => {
    const own = { kind: 'big-number', table: { columns: ['Figure', 'Meaning'], rows: [['384,400 km', 'from the Earth to the Moon'], ['12', 'people walked on it']] } };
    expect(resolveModelData(own, check(false))).toEqual({ kind: 'big-number', figures: [{ value: '384,400 km', label: 'from the Earth to the Moon' }, { value: '12', label: 'people walked on it' }] });
    expect(resolveModelData({ kind: 'table', table: { columns: ['A', 'B'], rows: [['x', 'y']] } }, check(false))).toBeUndefined();
    expect(resolveModelData({ kind: 'picture', table: { columns: ['A'], rows: [['1']] } }, check(false))).toBeUndefined();
    expect(resolveModelData('a table', check(false))).toBeUndefined();
  });
});

describe('figuresOf', () => {
  it('reads figures whatever their separators', () => {
    expect(figuresOf('2,590 MWh, 1.10 €, 12%.')).toEqual(new Set(['2590', '110', '12']));
  });
});

describe('distinctHeading', () => {
  it("heads a data slide apart from a topic of the same name by what its figures are, else by number", () => {
    const [offer] = documentOffers([output], '');
    expect(distinctHeading(offer!, new Set(['why solar']))).toBe('Output by year');
    expect(distinctHeading(offer!, new Set(['output by year']))).toBe('Output by year: North (MWh), South (MWh)');
    expect(distinctHeading(offer!, new Set(['output by year', 'output by year: north (mwh), south (mwh)']))).toBe('Output by year (2)');
  });
});

describe('placeOffers', () => {
  it('puts each data slide after the topic it shares words with, else before the closing topic', () => {
    const topics = [{ heading: 'Why solar' }, { heading: 'Output of the sites' }, { heading: 'Next steps' }];
    const placed = placeOffers(topics, [{ heading: 'Output by year' }, { heading: 'Costs per watt' }], ['Output by year', 'Installation']);
    expect(placed.map((t) => t.heading)).toEqual(['Why solar', 'Output of the sites', 'Output by year', 'Costs per watt', 'Next steps']);
  });
});

describe('readTopicData', () => {
  it('refuses data beyond what a slide shows', () => {
    const rows = Array.from({ length: 13 }, (_, i) => [`r${i}`, String(i)]);
    expect(readTopicData({ kind: 'table', table: { columns: ['A', 'B'], rows } })).toBeUndefined();
    expect(readTopicData({ kind: 'table', table: { columns: ['A', 'B'], rows: rows.slice(0, 12) } })).toBeDefined();
  });
});
