/**
 * The real-client check of table and chart slides: the data deck exported,
 * checked part by part, printed to PDF by LibreOffice; each page shows its
 * slide's title, every table cell, and each chart's title. Run with
 * `npm run test:export`.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportPptx } from '../../src/export/pptx';
import { validatePptx } from '../../src/export/pptx/validate';
import { normalise, pdfPageTexts } from './client';
import { useOffice } from './session';
import { dataDeck } from './data-deck';

describe('table and chart slides open in a real client (LibreOffice)', () => {
  const session = useOffice('data');

  it('prints every table cell and every chart title on its slide\'s page', async () => {
    const deck = dataDeck('corporate-blue');
    const result = await exportPptx(deck);
    expect(result.report.slidesExported).toBe(deck.slides.length);
    expect(await validatePptx(result.bytes)).toEqual([]);

    const office = session.office();
    const { dir } = session;
    const file = join(dir, result.fileName);
    await writeFile(file, result.bytes);
    const pages = (await pdfPageTexts(await office.toPdf(file, dir))).map(normalise);
    expect(pages).toHaveLength(deck.slides.length);
    const missing: string[] = [];
    deck.slides.forEach((slide, i) => {
      const page = pages[i] ?? '';
      const table = slide.data?.table;
      const expected = [slide.topic?.heading ?? slide.title, ...(table ? [...table.columns, ...table.rows.flat()] : []), ...(slide.data?.chart ? [slide.data.chart.title] : [])];
      for (const text of expected) if (!page.includes(normalise(text))) missing.push(`page ${i + 1}: ${text}`);
    });
    expect(missing).toEqual([]);
  });

  it('writes a German deck\'s chart numbers with German separators', async () => {
    const english = dataDeck('corporate-blue');
    const deck = { ...english, settings: { ...english.settings, language: 'de-DE' }, slides: english.slides.slice(0, 3) };
    const result = await exportPptx(deck);
    const office = session.office();
    const { dir } = session;
    const file = join(dir, `de-${result.fileName}`);
    await writeFile(file, result.bytes);
    const chart = (await pdfPageTexts(await office.toPdf(file, dir)))[2] ?? '';
    // The cost per watt axis: 0,0 to 1,6 in steps of 0,2, never 1.2.
    expect(chart).toContain('1,2');
    expect(chart).toContain('0,8');
    expect(chart).not.toMatch(/\b[01]\.\d\b/u);
  });
});
