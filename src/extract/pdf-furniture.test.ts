import { describe, expect, it } from 'vitest';
import { dropHeadingList, hasDotLeader } from './pdf-contents';
import { dropFurniture, dropMarginNumbers, isPageNumber } from './pdf-furniture';
import type { PdfLine, PdfRun } from './pdf-layout';
import type { PdfPage } from './pdf-outline';

function line(text: string, y: number, size = 11, x = 72): PdfLine {
  const chars = text.replace(/\s/g, '').length;
  return { text, x, y, right: x + text.length * size * 0.5, size, sizeChars: text.length, chars, boldChars: 0, monoChars: 0 };
}

/** A page of body lines from y = 700 down, plus whatever furniture lines are given. */
function page(number: number, body: string[], furniture: PdfLine[] = []): PdfPage {
  const header = furniture.filter((l) => l.y > 700);
  const footer = furniture.filter((l) => l.y <= 700);
  return { number, bottom: 0, height: 842, lines: [...header, ...body.map((t, i) => line(t, 700 - i * 14)), ...footer] };
}

/** The body text of page n: pages of one document do not repeat their text line for line. */
const WORDS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet'];
const bodyOf = (n: number): string[] => BODY.map((t) => `${t.slice(0, -1)} (${WORDS[n - 1]}).`);

const texts = (pages: PdfPage[]): string[][] => pages.map((p) => p.lines.map((l) => l.text));
const BODY = ['Rivers carry most of the plastic that reaches the sea.', 'Floods flush months of waste out within hours.', 'Small urban rivers matter far more than their size suggests.', 'Fishing gear lost at sea is especially harmful.'];

describe('running headers and footers', () => {
  it('drops a header that carries the page number, on every page, numbers and all', () => {
    const pages = [1, 2, 3, 4].map((n) => page(n, bodyOf(n), [line(`Chapter 4: Function reference ${n + 20}`, 800, 9)]));
    dropFurniture(pages);
    expect(texts(pages)).toEqual([1, 2, 3, 4].map(bodyOf));
  });

  it('drops a header whose wording changes with the chapter when its number follows the page', () => {
    const heads = ['Sources 5', 'Sources 6', 'Harm 7', 'Harm 8', 'Solutions 9'];
    const pages = heads.map((h, i) => page(i + 1, bodyOf(i + 1), [line(h, 800, 9)]));
    dropFurniture(pages);
    expect(texts(pages)).toEqual([1, 2, 3, 4, 5].map(bodyOf));
  });

  it('keeps a line that only repeats twice in a long document', () => {
    const pages = Array.from({ length: 10 }, (_, i) => page(i + 1, bodyOf(i + 1), i < 2 ? [line('Ocean Report', 800, 9)] : []));
    dropFurniture(pages);
    expect(texts(pages)[0]).toContain('Ocean Report');
  });

  it('keeps a line repeated on every page away from the top and bottom (a recurring subheading)', () => {
    const pages = [1, 2, 3].map((n) => page(n, [...bodyOf(n), 'Key points', ...bodyOf(n)]));
    dropFurniture(pages);
    expect(texts(pages)[2]).toContain('Key points');
  });
});

describe('page numbers', () => {
  it.each(['12', '- 12 -', '— 3 —', 'Page 3 of 9', 'page 4', '3 / 57', 'iii', 'XIV', '[7]', 'Seite 2 von 5'])('%j is a page number', (text) => {
    expect(isPageNumber(text)).toBe(true);
  });

  it.each(['12 monkeys went to sea', 'Page layout', 'Chapter 3', 'civic'])('%j is not', (text) => {
    expect(isPageNumber(text)).toBe(false);
  });

  it('drops a bare page number at the foot of a page, even on one page only', () => {
    const pages = [page(1, BODY, [line('- 1 -', 40)])];
    dropFurniture(pages);
    expect(texts(pages)).toEqual([BODY]);
  });

  it('keeps a number in the middle of the page', () => {
    const pages = [page(1, [...BODY.slice(0, 2), '42', ...BODY.slice(2)])];
    dropFurniture(pages);
    expect(texts(pages)[0]).toContain('42');
  });
});

describe('line numbers in the margin', () => {
  const run = (str: string, x: number, y: number): PdfRun => ({ str, x, y, width: str.length * 5, size: 10, hasEOL: false });

  it('drops numbers counting down the left margin, keeping the text', () => {
    const runs = BODY.flatMap((t, i) => [run(String(i + 1), 40, 700 - i * 14), run(t, 72, 700 - i * 14)]);
    runs.push(run('5', 40, 644), run('Gear lost at sea harms wildlife.', 72, 644));
    expect(dropMarginNumbers(runs).map((r) => r.str)).toEqual([...BODY, 'Gear lost at sea harms wildlife.']);
  });

  it('keeps a column of numbers that is part of the text (a table)', () => {
    const runs = [1, 2, 3, 4, 5].flatMap((n) => [run(`Item ${n}`, 72, 700 - n * 14), run(String(n * 7), 200, 700 - n * 14)]);
    expect(dropMarginNumbers(runs)).toHaveLength(10);
  });
});

describe('table of contents', () => {
  it('recognises dot leaders, spaced or not, with arabic or roman page numbers', () => {
    expect(hasDotLeader('2.1 Sampling . . . . . . . . 14')).toBe(true);
    expect(hasDotLeader('Methods..........12')).toBe(true);
    expect(hasDotLeader('Preface … iv')).toBe(true);
    expect(hasDotLeader('It cost 3.50 in 2012')).toBe(false);
    expect(hasDotLeader('See e.g. page 12')).toBe(false);
  });

  it('drops dot-leader lines and a wrapped entry, keeping the text around them', () => {
    const toc = ['1 Where Ocean Plastic Comes From . . . . . . 3', '2 How Plastic Moves Through the Sea and', 'the Coasts . . . . . . . . . 7', '3 Harm to Marine Life . . . . . . 9'];
    const pages = [page(1, ['Ocean Plastic', ...toc, ...BODY])];
    dropFurniture(pages);
    expect(texts(pages)).toEqual([['Ocean Plastic', ...BODY]]);
  });

  it('drops a "Contents" page whose entries end in page numbers without leaders, and stops at the first chapter', () => {
    const toc = ['1 Getting started 1', '1.1 Social dynamics 1', '1.2 Programs needed for development 3', '2 First steps 6'];
    const pages = [page(1, ['Contents', ...toc]), page(2, ['Chapter 1', 'Getting started', ...bodyOf(2)])];
    dropFurniture(pages);
    expect(texts(pages)).toEqual([[], ['Chapter 1', 'Getting started', ...bodyOf(2)]]);
  });

  it('keeps lines that merely end in a number when there is no "Contents" line', () => {
    const lines = ['Prices rose in 2012', 'and fell in 2015', 'before rising in 2019'];
    const pages = [page(1, [...lines, ...BODY])];
    dropFurniture(pages);
    expect(texts(pages)[0]).toEqual([...lines, ...BODY]);
  });
});

describe('a table of contents without page numbers', () => {
  it('drops the "Contents" line and the run of lines naming the headings, keeping the text after', () => {
    const keys = new Set(['sources', 'rivers', 'harm']);
    const pages = [page(1, ['Table of Contents', '1 Sources', '1.1 Rivers', '2 Harm', ...bodyOf(1)]), page(2, ['1 Sources', ...bodyOf(2)])];
    dropHeadingList(pages, keys);
    expect(texts(pages)).toEqual([bodyOf(1), ['1 Sources', ...bodyOf(2)]]);
  });

  it('keeps a "Contents" line followed by fewer than three headings', () => {
    const pages = [page(1, ['Contents', 'Sources', ...bodyOf(1)])];
    dropHeadingList(pages, new Set(['sources']));
    expect(texts(pages)[0]).toEqual(['Contents', 'Sources', ...bodyOf(1)]);
  });
});

describe('index', () => {
  it('drops the index at the end: "Index" and its "term, 12, 45" lines', () => {
    const index = ['aquaculture, 12, 45', 'beaches, 30–31', 'fishing gear, 7', 'lost, 8', 'gyres, 22, 24f'];
    const pages = [page(1, bodyOf(1)), page(2, bodyOf(2)), page(3, ['Index', ...index])];
    dropFurniture(pages);
    expect(texts(pages)).toEqual([bodyOf(1), bodyOf(2), []]);
  });

  it('keeps a chapter called "Index" that is prose', () => {
    const pages = [page(1, bodyOf(1)), page(2, ['Index', ...bodyOf(2)])];
    dropFurniture(pages);
    expect(texts(pages)[1]).toEqual(['Index', ...bodyOf(2)]);
  });
});
