/**
 * Clean-up of raw document text before any structure is read. Text extracted
 * from PDFs carries page numbers, running headers, hyphenated line breaks and
 * form feeds; pasted Markdown carries code fences and tables. None of it
 * belongs on a slide.
 */

const PAGE_NUMBER = /^\s*(?:page\s+)?\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?\s*$/i;
const RULE = /^\s*(?:[-*_=]\s*){3,}$/;
const TABLE_ROW = /^\s*\|/;
const FENCE = /^\s*(```|~~~)/;

/** Short lines seen this often are running headers or footers, not content. */
const REPEAT_LIMIT = 4;

function dropRepeatedLines(lines: string[]): string[] {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const key = line.trim();
    if (key.length > 0 && key.length < 70 && !key.startsWith('#') && !/[.!?]$/.test(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return lines.filter((line) => (counts.get(line.trim()) ?? 0) < REPEAT_LIMIT);
}

/** Drops fenced code, tables, rules and page numbers; keeps blank lines as paragraph breaks. */
function dropNoise(lines: string[]): string[] {
  const kept: string[] = [];
  let inFence = false;
  for (const line of lines) {
    if (FENCE.test(line)) {
      inFence = !inFence;
      kept.push('');
      continue;
    }
    if (inFence || TABLE_ROW.test(line) || PAGE_NUMBER.test(line)) continue;
    kept.push(RULE.test(line) && !/^\s*[=-]+\s*$/.test(line) ? '' : line);
  }
  return kept;
}

/** Normalised lines of a document, ready for heading detection. */
export function normalizeLines(raw: string): string[] {
  const text = raw
    .replace(/\r\n?/g, '\n')
    .replace(/\f/g, '\n\n')
    .replace(/[\u00a0\u2007\u202f\t]/g, ' ')
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    // "photo-\nsynthesis" is one word split by the PDF's line width.
    .replace(/(\p{Ll})-\n\s*(\p{Ll})/gu, '$1$2');
  const lines = text.split('\n').map((line) => line.replace(/\s+$/, ''));
  return dropRepeatedLines(dropNoise(lines));
}
