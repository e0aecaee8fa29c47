import { describe, expect, it } from 'vitest';
import { renderPipeTable } from './pipe-table';
import { fittedTableSlides, introOf } from './table-offer';

const platforms = {
  columns: ['Operating System', 'Architectures', 'Versions', 'Support Type', 'Notes'],
  rows: Array.from({ length: 12 }, (_, i) => ['GNU/Linux', `arch${i}`, 'kernel >= 4.18, glibc >= 2.28', 'Tier 1', 'Downgraded as of Node.js 12: e.g. Ubuntu 20.04, Debian 10, RHEL 8']),
};

describe('fittedTableSlides', () => {
  it('cuts a table of wrapping rows into parts that fit a slide, keeping every row', () => {
    const parts = fittedTableSlides({ table: platforms, heading: 'Platform list' });
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.map((p) => p.title)).toEqual(parts.map((_, i) => `Platform list (${i + 1}/${parts.length})`));
    expect(parts.flatMap((p) => (p.kind === 'table' ? p.table.rows : []))).toEqual(platforms.rows);
  });

  it('shares the rows evenly between the parts', () => {
    const long = { ...platforms, rows: Array.from({ length: 18 }, (_, i) => ['GNU/Linux', `arch${i}`, 'kernel >= 4.18, glibc >= 2.28', 'Tier 1', 'e.g. Ubuntu 20.04, Debian 10, RHEL 8']) };
    const sizes = fittedTableSlides({ table: long, heading: 'Platform list' }).map((p) => (p.kind === 'table' ? p.table.rows.length : 0));
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(18);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });

  it('offers no table too wide for a slide', () => {
    const wide = { columns: ['Branch', 'Status', 'Coverage', 'Fuzzing'], rows: Array.from({ length: 3 }, () => ['Master', 'x'.repeat(110), 'y'.repeat(110), 'z'.repeat(110)]) };
    expect(fittedTableSlides({ table: wide, heading: 'CI' })).toEqual([]);
  });

  it('keeps a short table whole', () => {
    const table = { columns: ['Year', 'Output'], rows: [['2021', 'a lot'], ['2022', 'more']] };
    expect(fittedTableSlides({ table, heading: 'Output' })).toEqual([{ kind: 'table', title: 'Output', table, source: 'Output' }]);
  });
});

describe('introOf', () => {
  const table = { columns: ['Year', 'Output'], rows: [['2021', 'a lot'], ['2022', 'more']] };
  const doc = (before: string) => `## Output\n\n${before}\n\n${renderPipeTable(table)}\n\nAfter.`;

  it("is the document's sentence that introduces the table", () => {
    expect(introOf(doc('Every site produced more in its second year. The table below has the figures.'), { table })).toBe('Every site produced more in its second year.');
    expect(introOf(doc('Every site produced more in its second year, once shading was fixed:'), { table })).toBe('Every site produced more in its second year, once shading was fixed.');
    expect(introOf(doc('Binaries at https://nodejs.org/download/release/ are built on these platforms.'), { table })).toBe('Binaries at https://nodejs.org/download/release/ are built on these platforms.');
  });

  it('is none after a heading, a list or a sentence that leans on another', () => {
    expect(introOf(`## Output\n\n${renderPipeTable(table)}`, { table })).toBeUndefined();
    expect(introOf(doc('- one item of a list that is long enough.'), { table })).toBeUndefined();
    expect(introOf(doc('However, the sites in the north produced more.'), { table })).toBeUndefined();
  });
});
