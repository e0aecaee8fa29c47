/**
 * Key figures in a paragraph dense with them ("Installation ran about 1.10
 * euros per watt, 12% below the budget; the 48 sites produced 2,590 MWh"):
 * each figure as written, with its clause as the label. The plan of a
 * big-number slide; bare years and numbers inside names (CO2, A4) are no
 * figures.
 */

export interface KeyFigureFound {
  /** As written: "1.10 euros", "12%", "2,590 MWh". */
  value: string;
  /** The rest of its clause: what the figure measures. */
  label: string;
}

const UNIT_WORDS = [
  '%', 'per cent', 'percent', 'pp', '€', '$', '£', 'euros?', 'dollars?', 'pounds?', 'million', 'billion', 'bn', 'trillion',
  '[kMGT]?Wh', '[kMG]?W', 'tonnes?', 'tons?', 'kg', 'km', 'm²', 'hours?', 'days?', 'years?', 'people', 'users?', 'sites?',
].join('|');
// A figure: optional currency, digits with separators, optional unit; not glued to a letter before (CO2) or after (A4, 3D).
const FIGURE = new RegExp(`(?<![\\p{L}\\d.,])(?:[$€£]\\s?)?[-−]?\\d[\\d.,]*\\d?(?:\\s?(?:${UNIT_WORDS})(?![\\p{L}]))?(?![\\p{L}\\d])`, 'gu');
const YEAR = /^(1[89]|20)\d{2}$/;

/** At most four figures on a big-number slide. */
export const MAX_FIGURES = 4;
/** A paragraph is dense with figures at one figure per this many words, and two figures at least. */
const WORDS_PER_FIGURE = 12;

const words = (text: string, max: number, fromEnd: boolean): string => {
  const list = text.replace(/^[\s,;:–—-]+|[\s,;:.–—-]+$/g, '').split(/\s+/).filter((w) => w !== '');
  return (fromEnd ? list.slice(-max) : list.slice(0, max)).join(' ');
};

/**
 * The key figures of a paragraph dense with them (two at least, one per
 * WORDS_PER_FIGURE words), at most MAX_FIGURES, each labelled by the words
 * after it up to the next figure or the end of its clause (the words before
 * it when none follow); none for other paragraphs.
 */
export function keyFigures(paragraph: string): KeyFigureFound[] {
  const count = paragraph.split(/\s+/).filter((w) => w !== '').length;
  const found: KeyFigureFound[] = [];
  for (const clause of paragraph.split(/[;,](?!\d)|\.\s+/)) {
    const matches = [...clause.matchAll(FIGURE)].filter((m) => !YEAR.test(m[0].trim()));
    matches.forEach((m, i) => {
      const end = (m.index ?? 0) + m[0].length;
      const next = matches[i + 1]?.index ?? clause.length;
      const after = words(clause.slice(end, next), 6, false);
      const prev = matches[i - 1];
      const before = words(clause.slice(prev ? (prev.index ?? 0) + prev[0].length : 0, m.index ?? 0), 5, true);
      found.push({ value: m[0].trim(), label: after || before });
    });
  }
  if (found.length < 2 || found.length * WORDS_PER_FIGURE < count) return [];
  return found.slice(0, MAX_FIGURES);
}
