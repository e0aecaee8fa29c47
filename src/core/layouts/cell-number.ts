/**
 * Whether a table cell is a figure, for its alignment: figures are
 * right-aligned so their digits line up, words left-aligned. A figure may
 * carry a sign, a currency, a magnitude or unit and a footnote mark:
 * "1,234.5", "1.234,5 €", "-12 %", "$38.6M", "+1.8 pp", "2 200 kWh", "(12)".
 */

/** Cells that hold no value ("", "–", "n/a"): they neither make nor break a figure column. */
const BLANK = /^(?:|[-–—−]|n\/?a|k\.?\s?a\.?|s\.?\s?o\.?|\?|\*)$/iu;

const FIGURE = /^[(]?[+\-−±]?\s?(?:[$€£¥]|US\$|[A-Z]{3}\s)?\s?\d[\d\s.,'\u00a0\u202f]*(?:\s?(?:%|‰|pp|p\.p\.|pts?|x|×|[kKmMbB]n?|Mio\.?|Mrd\.?|bn|[A-Za-z€$£¥°²³/.µ]{1,6}))?[)]?\*?$/u;

/** True when the cell holds a value of any kind but no figure: a blank counts as neither. */
export const isBlankCell = (cell: string): boolean => BLANK.test(cell.trim());

/** True when `cell` reads as a figure (a number with its sign, currency and unit). */
export function isFigureCell(cell: string): boolean {
  const text = cell.trim();
  return text !== '' && !isBlankCell(text) && FIGURE.test(text);
}

/**
 * True when a column's body cells are figures: at least one is, and every
 * one that is not blank is. Its header and cells are then right-aligned.
 */
export function isFigureColumn(cells: readonly string[]): boolean {
  const filled = cells.filter((cell) => !isBlankCell(cell));
  return filled.length > 0 && filled.every(isFigureCell);
}

/**
 * The number a figure writes ("$38.6M" 38.6, "1,200" 1200, "1.234,5 €"
 * 1234.5, "-12 %" -12), its magnitude word left to the unit; undefined when
 * it holds none. A lone separator before exactly three digits groups
 * thousands ("1,200", "2.500"); otherwise it is the decimal mark.
 */
export function figureValue(text: string): number | undefined {
  const m = /([+\-−]?)\s?[^\d+\-−]*?(\d[\d\s.,'\u00a0\u202f]*)/u.exec(text);
  if (!m) return undefined;
  const sign = m[1] === '-' || m[1] === '−' ? -1 : 1;
  const digits = m[2]!.replace(/[\s'\u00a0\u202f]/gu, '').replace(/[.,]$/u, '');
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  let decimal = '';
  if (lastDot >= 0 && lastComma >= 0) decimal = lastDot > lastComma ? '.' : ',';
  else if (lastDot >= 0 || lastComma >= 0) {
    const mark = lastDot >= 0 ? '.' : ',';
    const parts = digits.split(mark);
    decimal = parts.length === 2 && parts[1]!.length !== 3 ? mark : '';
  }
  const whole = decimal === '' ? digits.replace(/[.,]/gu, '') : digits.split(decimal).map((p, i, all) => (i === all.length - 1 ? p : p.replace(/[.,]/gu, ''))).join('.');
  const value = Number(whole);
  return Number.isFinite(value) ? sign * value : undefined;
}
