import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractText } from './index';
import { FIXTURE_DIR, fixture, headingLines, sourceHeadings } from './test-helpers';
import { bodyLines, makePdf, type PdfText } from './test-pdf';
import { headingKey } from './title';

const PARA = ['Plastic is one of the most useful materials ever invented and one of the', 'hardest to get rid of, which is why so much of it ends up in the sea.'];
const WORDS = ['Rivers', 'Drains', 'Beaches', 'Gyres', 'Nets'];

/**
 * Page n: a heading line (at `size`, in `font`) and a paragraph naming the
 * page in every line: lines repeated at the same place on several pages are
 * running headers, and real pages do not repeat their text.
 */
function section(n: number, heading: string, size = 11, font: PdfText['font'] = 'regular'): PdfText[] {
  const word = WORDS[n % WORDS.length] ?? '';
  return [{ text: heading, y: 760, size, font }, ...bodyLines([`${word} matter on this page.`, ...PARA.map((l) => `${word}: ${l}`)], 730)];
}

const run = async (pdf: Uint8Array): Promise<string> => (await extractText(pdf, 'doc.pdf')).text;


describe('PDF titles', () => {
  const pages = [[{ text: 'Ocean Plastic Briefing', y: 780, size: 24 }, ...section(0, 'Sources', 16)], section(1, 'Harm', 16)];

  it('uses a real metadata title as the one "#" line, chapters as "##"', async () => {
    const text = await run(makePdf({ title: 'Plastic in the Sea', pages }));
    expect(headingLines(text)).toEqual(['# Plastic in the Sea', '## Ocean Plastic Briefing', '### Sources', '### Harm']);
  });

  it('ignores a junk metadata title and takes the first page\'s largest text', async () => {
    const text = await run(makePdf({ title: 'Microsoft Word - report.doc', pages }));
    expect(headingLines(text)).toEqual(['# Ocean Plastic Briefing', '## Sources', '## Harm']);
    expect(text).not.toContain('Microsoft');
  });

  it('does not repeat a metadata title that the first page shows', async () => {
    const text = await run(makePdf({ title: 'Ocean Plastic Briefing', pages }));
    expect(headingLines(text)).toEqual(['# Ocean Plastic Briefing', '## Sources', '## Harm']);
  });
});

describe('PDF headings', () => {
  it('takes headings and their levels from the outline, even in body type', async () => {
    const pdf = makePdf({
      title: 'Plastic in the Sea',
      pages: [[...section(0, 'Sources'), ...bodyLines(['2.1 Rivers', ...PARA], 680)], section(1, 'Harm')],
      outline: [{ title: 'Sources', page: 1, children: [{ title: 'Rivers', page: 1 }] }, { title: 'Harm', page: 2 }],
    });
    expect(headingLines(await run(pdf))).toEqual(['# Plastic in the Sea', '## Sources', '### 2.1 Rivers', '## Harm']);
  });

  it('takes the outline\'s single root for the title when there is no metadata title', async () => {
    const pdf = makePdf({
      pages: [[{ text: 'Ocean Plastic', y: 790, size: 20 }, ...section(0, 'Sources', 16)], section(1, 'Harm', 16)],
      outline: [{ title: 'Ocean Plastic', page: 1, children: [{ title: 'Sources', page: 1 }, { title: 'Harm', page: 2 }] }],
    });
    expect(headingLines(await run(pdf))).toEqual(['# Ocean Plastic', '## Sources', '## Harm']);
  });

  it('reads bold from the font name: a short Helvetica-Bold line at body size is a heading', async () => {
    const more = (n: number) => bodyLines([`A second paragraph on ${WORDS[n]}.`], 640);
    const text = await run(makePdf({ pages: [[...section(0, 'Where It Comes From', 11, 'bold'), ...more(0)], [...section(1, 'What It Harms', 11, 'bold'), ...more(1)]] }));
    expect(headingLines(text)).toEqual(['# Where It Comes From', '# What It Harms']);
  });

  it('fences a Courier listing', async () => {
    const text = await run(makePdf({ pages: [[...bodyLines(PARA, 760), { text: '# install it', y: 700, font: 'mono' }, { text: 'make install', y: 686, font: 'mono' }]] }));
    expect(text).toContain('```\n# install it\nmake install\n```');
    expect(headingLines(text)).toEqual([]);
  });
});

describe('PDF without text', () => {
  it('is refused as empty even when its metadata names a title (a scan)', async () => {
    await expect(extractText(makePdf({ title: 'Scanned Annual Report', pages: [[]] }), 'scan.pdf')).rejects.toMatchObject({ code: 'empty' });
  });
});

describe('PDF page furniture', () => {
  it('drops a running header with the page number and the page numbers in the footer', async () => {
    const pages = [0, 1, 2, 3].map((n) => [{ text: `Ocean Report, chapter 2 ${n + 11}`, y: 810, size: 9 }, ...section(n, `Part ${WORDS[n]}`, 16), { text: `- ${n + 11} -`, y: 30, size: 9 }]);
    const text = await run(makePdf({ pages }));
    expect(text).not.toMatch(/Ocean Report|- 1\d -/);
    expect(text).toContain('Rivers matter on this page.');
  });

  it('drops a table of contents with dot leaders', async () => {
    const toc = bodyLines(['Contents', '1 Sources . . . . . . . . . . 2', '2 Harm . . . . . . . . . . . 3', '3 Solutions . . . . . . . . 4'], 760);
    const text = await run(makePdf({ pages: [toc, section(1, 'Sources', 16), section(2, 'Harm', 16)] }));
    expect(text).not.toMatch(/Contents|\. \. \./);
    expect(headingLines(text)).toEqual(['# Sources', '# Harm']);
  });

  it('joins words hyphenated at line ends', async () => {
    const text = await run(makePdf({ pages: [bodyLines(['The first manu-', 'script of the report was lost at sea.'], 760)] }));
    expect(text).toBe('The first manuscript of the report was lost at sea.');
  });
});

describe('a two-column groff paper (two-column.pdf, made from ocean-plastic.md)', () => {
  const source = sourceHeadings();
  const flat = (text: string): string => text.replace(/\s+/g, ' ');

  it('has the title on top and every section as a heading of its level, from the bold face and the numbering', async () => {
    const text = await run(fixture('two-column.pdf'));
    const found = headingLines(text).map((h) => ({ level: h.indexOf(' '), key: headingKey(h.slice(h.indexOf(' ') + 1)) }));
    expect(found).toEqual(source.map((h) => ({ level: h.level, key: headingKey(h.text) })));
  });

  it('reads the left column before the right one, with words broken at line ends joined', async () => {
    const raw = await run(fixture('two-column.pdf'));
    expect(raw).not.toMatch(/\p{Ll}-\n\p{Ll}/u);
    const text = flat(raw);
    const md = flat(readFileSync(join(FIXTURE_DIR, 'ocean-plastic.md'), 'utf8'));
    // Every paragraph's opening words, in the source's order.
    const openings = md.split(/(?<=\.) (?=[A-Z])/).map((s) => s.slice(0, 40)).filter((s) => !s.includes('#'));
    const positions = openings.map((o) => text.indexOf(o));
    expect(positions).not.toContain(-1);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('drops the running header, its page number and the "Page N" footer', async () => {
    const text = await run(fixture('two-column.pdf'));
    expect(text).not.toMatch(/Ocean plastic briefing|Draft|Page \d|^- \d -$/m);
  });
});

describe.each(['briefing-outline.pdf', 'briefing-plain.pdf', 'briefing-lines.pdf'])('a LibreOffice report with a TOC, header and footer (%s)', (name) => {
  it('gives the source\'s headings at their levels, the title once, and none of the furniture', async () => {
    const text = await run(fixture(name));
    expect(headingLines(text)).toEqual(sourceHeadings().map((h) => `${'#'.repeat(h.level)} ${h.text}`));
    expect(text).not.toMatch(/internal draft|Page \d|Contents|\.{4}|^\d+$|^\d+ [A-Z]/m);
    expect(text).toContain('```\n# count the bottles\nwc -l bottles.csv\n```');
  });
});
