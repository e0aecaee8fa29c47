/**
 * Clean-up of raw document text before any structure is read. Text extracted
 * from PDFs carries page numbers, running headers, tables of contents,
 * hyphenated line breaks and form feeds; pasted Markdown and manuals carry
 * code, markup and tables. None of it belongs on a slide.
 */
import { codeMask } from './code-blocks';
import { furnitureMask, isPageNumberLine } from './furniture';

/** Horizontal rules; underlines (one character, right under a line of text) stay for setext headings. */
const RULE = /^\s*(?:[-*_=^~#+"]\s*){3,}$/;
const UNDERLINE = /^\s*([=\-~^*"#+])\1+\s*$/;
const TAB_WIDTH = '    ';

/** Characters of the text made plain: line ends, spaces, invisible marks, words broken at a line end. */
function plainText(raw: string): string {
  return (
    raw
      .replace(/\r\n?/g, '\n')
      // A form feed is a page turn: the paragraph it cuts may go on, so it is only a line break.
      .replace(/\f/g, '\n')
      .replace(/[\u00a0\u2007\u202f]/g, ' ')
      .replace(/[\u200b-\u200d\ufeff]/g, '')
      // A soft hyphen at a line end splits a word; elsewhere it is invisible.
      .replace(/\u00ad[ \t]*\n[ \t]*/g, '')
      .replace(/\u00ad/g, '')
      // "photo-\nsynthesis" is one word split by the PDF's line width.
      .replace(/(\p{Ll})-\n[ \t]*(\p{Ll})/gu, '$1$2')
      // "/usr/\nshare/doc": a path wrapped at its slash.
      .replace(/((?:^|[\s("“])[~.]?\/[\w.+-]+(?:\/[\w.+-]+)*\/)\n[ \t]*(?=[\w.-])/gu, '$1')
  );
}

/**
 * Normalised lines of a document, ready for heading detection: code and
 * markup blanked (they separate paragraphs), page furniture removed (a
 * paragraph broken by a page turn joins up again), rules blanked.
 */
export function normalizeLines(raw: string): string[] {
  const lines = plainText(raw)
    .split('\n')
    .map((line) => line.replace(/\t/g, TAB_WIDTH).trimEnd());
  const furniture = furnitureMask(lines);
  const code = codeMask(lines);
  const kept: string[] = [];
  lines.forEach((line, i) => {
    // A page number stands between the lines of a paragraph: it goes without a trace, before code gets a say.
    if (isPageNumberLine(line)) return;
    if (code[i]) kept.push('');
    else if (!furniture[i]) kept.push(RULE.test(line) && !(UNDERLINE.test(line) && /\p{L}/u.test(lines[i - 1] ?? '')) ? '' : line);
  });
  return kept;
}
