import { describe, expect, it } from 'vitest';
import type { PdfLine } from './pdf-layout';
import { markOutline, type OutlineEntry, type PdfPage } from './pdf-outline';

function line(text: string, y: number, size = 11): PdfLine {
  return { text, x: 72, y, right: 72 + text.length * size * 0.5, size, sizeChars: text.length, chars: text.length, boldChars: 0, monoChars: 0 };
}

function page(number: number, lines: PdfLine[]): PdfPage {
  return { number, bottom: 0, height: 842, lines };
}

const headings = (pages: PdfPage[]): string[] =>
  pages.flatMap((p) => p.lines.filter((l) => l.heading).map((l) => `${l.heading?.level}:${l.heading?.id}:${l.text}`));

describe('markOutline', () => {
  it('marks each bookmark on its page at its depth, matching despite numbering, case and spacing', () => {
    const pages = [
      page(1, [line('1  WHERE OCEAN PLASTIC COMES FROM', 760, 18), line('Most ocean plastic starts on land.', 730)]),
      page(2, [line('Rivers carry it.', 760), line('1.1 Rivers', 740, 14), line('Small rivers matter.', 720)]),
    ];
    const outline: OutlineEntry[] = [
      { title: 'Where Ocean Plastic Comes From', depth: 0, page: 1 },
      { title: 'Rivers', depth: 1, page: 2 },
    ];
    expect(markOutline(pages, outline)).toEqual({ matched: 2, tried: 2 });
    expect(headings(pages)).toEqual(['1:1:1  WHERE OCEAN PLASTIC COMES FROM', '2:2:1.1 Rivers']);
  });

  it('marks a title wrapped over two lines as one heading, with its "Chapter 1" label', () => {
    const pages = [page(1, [line('Chapter 1', 780, 20), line('Getting Started the', 750, 24), line('Right Way', 722, 24), line('Body text.', 690)])];
    markOutline(pages, [{ title: 'Getting started the right way', depth: 0, page: 1 }]);
    expect(headings(pages)).toEqual(['1:1:Chapter 1', '1:1:Getting Started the', '1:1:Right Way']);
  });

  it('drops a spelled-out chapter number over the heading ("TWO" under Sphinx\'s "CHAPTER")', () => {
    const pages = [page(1, [line('TWO', 740, 14), line('APPLYING TO BECOME A MEMBER', 700, 14), line('Body text.', 660)])];
    markOutline(pages, [{ title: 'Applying to Become a Member', depth: 0, page: 1 }]);
    expect(headings(pages)).toEqual(['1:1:', '1:1:APPLYING TO BECOME A MEMBER']);
  });

  it('does not take a footnote or list number above the heading for a label', () => {
    const pages = [page(1, [line('3', 780, 12), line('Methods', 760, 14), line('Body text.', 740)])];
    markOutline(pages, [{ title: 'Methods', depth: 0, page: 1 }]);
    expect(headings(pages)).toEqual(['1:1:Methods']);
  });

  it('finds a heading on the next page when the bookmark points at the page before, or has no page', () => {
    const pages = [page(1, [line('Intro text.', 760)]), page(2, [line('Results', 760, 16)]), page(3, [line('Discussion', 760, 16)])];
    const match = markOutline(pages, [
      { title: 'Results', depth: 0, page: 1 },
      { title: 'Discussion', depth: 0 },
    ]);
    expect(match.matched).toBe(2);
    expect(headings(pages)).toEqual(['1:1:Results', '1:2:Discussion']);
  });

  it('counts bookmarks it cannot find, and skips those past the pages read', () => {
    const pages = [page(1, [line('Only text here.', 760)])];
    expect(markOutline(pages, [{ title: 'Missing', depth: 0, page: 1 }, { title: 'Later', depth: 0, page: 9 }])).toEqual({ matched: 0, tried: 1 });
  });
});
