/**
 * The real-client check of the PowerPoint export (issue 6, "Verification in
 * CI"): decks of 1, 8 and 60 slides across themes and every layout are
 * exported, checked part by part (validatePptx), then opened by LibreOffice
 * headless and printed to PDF: one page per slide, each page showing its
 * slide's title. Run with `npm run test:export`.
 */
import { DOMParser } from '@xmldom/xmldom';
import JSZip from 'jszip';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYOUTS } from '../../src/core/layouts';
import { exportPptx } from '../../src/export/pptx';
import { validatePptx } from '../../src/export/pptx/validate';
import { normalise, pdfPages, pdfPageTexts } from './client';
import { useOffice } from './session';
import { testDecks, type TestDeck } from './decks';

const DECKS = testDecks();

/** Text of every notes slide in the package, joined. */
async function notesText(bytes: Uint8Array): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  const parts = Object.keys(zip.files).filter((name) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(name));
  const texts = await Promise.all(
    parts.map(async (name) => new DOMParser().parseFromString(await zip.file(name)!.async('string'), 'application/xml').documentElement?.textContent ?? ''),
  );
  return texts.join('\n');
}

async function mediaCount(bytes: Uint8Array): Promise<number> {
  const zip = await JSZip.loadAsync(bytes);
  return Object.keys(zip.files).filter((name) => /^ppt\/media\/[^/]+$/.test(name)).length;
}

function pictureCount(t: TestDeck): number {
  return t.deck.slides.filter((s) => s.backgroundImage !== undefined || s.topic?.image_url !== undefined).length;
}

describe('exported decks open in a real client (LibreOffice)', () => {
  const session = useOffice('export');

  it('the decks have 1, 8 and 60 slides and use every layout, light and dark themes', () => {
    expect(DECKS.map((t) => t.deck.slides.length)).toEqual([1, 8, 8, 60]);
    const used = new Set(DECKS.flatMap((t) => t.deck.slides.map((s) => s.layout?.type).filter(Boolean)));
    expect([...used].sort()).toEqual(LAYOUTS.map((l) => l.type).sort());
    for (const t of DECKS) expect(new Set(t.titles).size).toBe(t.titles.length);
    expect(new Set(DECKS.map((t) => t.deck.settings.selectedTheme)).size).toBe(DECKS.length);
  });

  it.each(DECKS.map((t) => [t.name, t.deck.slides.length, t] as const))('%s deck (%i slides): clean package, one PDF page per slide with its title', async (_name, count, t) => {
    const result = await exportPptx(t.deck);
    expect(result.report.slidesExported).toBe(count);
    expect(result.report.issues.filter((issue) => issue.kind === 'slide-skipped' || issue.kind === 'image-skipped')).toEqual([]);
    // Every XML part parses, every override and relationship target exists, every shape has a text body...
    expect(await validatePptx(result.bytes)).toEqual([]);
    expect(await mediaCount(result.bytes)).toBeGreaterThanOrEqual(pictureCount(t));
    const notes = normalise(await notesText(result.bytes));
    for (const slide of t.deck.slides) expect(notes).toContain(normalise(slide.notes));

    const office = session.office();
    const { dir } = session;
    const file = join(dir, result.fileName);
    await writeFile(file, result.bytes);
    const pdf = await office.toPdf(file, dir);
    expect(await pdfPages(pdf)).toBe(count);
    const pages = (await pdfPageTexts(pdf)).map(normalise);
    expect(pages).toHaveLength(count);
    const missing = t.titles.map((title, i) => ({ page: i + 1, title })).filter(({ page, title }) => !pages[page - 1]?.includes(normalise(title)));
    expect(missing).toEqual([]);
  });
});
