/**
 * Figures as people write them in cells: "1.10 €", "$2,400", "12 kWh",
 * "45 %", "1 234,5", "1'234.50", "(12)" and "−12" for negatives. The decimal
 * mark is decided per column (decimalMark), since "1,234" is a thousand and
 * more in one country and a little over one in another: a column's other
 * cells, or the separator of the paste, tell which.
 */

export type DecimalMark = '.' | ',';

export interface CellNumber {
  value: number;
  /** What the figure is counted in, as written: '€', '$', '%', 'kWh'. */
  unit?: string;
}

// Spaces a spreadsheet or a word processor puts in figures: no-break, narrow no-break, thin.
const ODD_SPACES = /[\u00a0\u202f\u2009\u2007]/g;
const CURRENCY = '$€£¥₹₽₩₪₺₫₴฿¢';
/** A currency before the figure: a symbol, optionally after a country code (US$, CA$), or an ISO code and a space (USD 12, CHF 5). */
const PREFIX = new RegExp(`^(?:[A-Z]{0,3}[${CURRENCY}]|[A-Z]{3}(?= ))`);
/** The digits, with the separators that may group or split them. */
const CORE = /^(?:\d[\d.,' ’]*\d|\d|[.,]\d+)/;
/** A unit after the figure: letters and the signs units use, no digits ("Q1" or "v2" is a label, not a unit). */
const SUFFIX = new RegExp(`^[\\p{L}%‰°µ${CURRENCY}][\\p{L}%‰°µ²³/·.${CURRENCY} ]{0,15}$`, 'u');
// Minus signs: hyphen-minus, the true minus, and the en dash typesetters put in tables.
const MINUS = /^[-−–]/;

/** Grouping separators must split the whole part into a group of 1-3 digits, then groups of 3. */
function groupsOk(whole: string, group: RegExp): boolean {
  const groups = whole.split(group);
  return groups.length === 1 || groups.every((g, i) => (i === 0 ? g.length >= 1 && g.length <= 3 : g.length === 3));
}

/** The digits of a figure as a number, given its decimal mark; undefined when the separators do not make sense ("1.2.3"). */
function readCore(core: string, mark: DecimalMark): number | undefined {
  const thousands = mark === '.' ? ',' : '.';
  const at = core.lastIndexOf(mark);
  const whole = at < 0 ? core : core.slice(0, at);
  const fraction = at < 0 ? '' : core.slice(at + 1);
  if (/\D/.test(fraction) || whole.includes(mark)) return undefined;
  const group = new RegExp(`[${thousands}' ’ ]`);
  if (whole !== '' && !groupsOk(whole, group)) return undefined;
  const digits = whole.replace(/\D/g, '');
  const value = Number(`${digits || '0'}.${fraction || '0'}`);
  return Number.isFinite(value) ? value : undefined;
}

/** Strips a leading or enclosing negative mark: "-12", "−12", "(12)". */
function sign(text: string): { negative: boolean; rest: string } {
  if (text.startsWith('(') && text.endsWith(')')) return { negative: true, rest: text.slice(1, -1).trim() };
  if (MINUS.test(text)) return { negative: true, rest: text.slice(1).trim() };
  if (text.startsWith('+')) return { negative: false, rest: text.slice(1).trim() };
  return { negative: false, rest: text };
}

/**
 * A cell's figure and unit, or undefined when the cell is not one number
 * ("n/a", "Q1", "2021 Q1", "1.2.3", an empty cell).
 */
export function parseNumber(cell: string, mark: DecimalMark = '.'): CellNumber | undefined {
  let text = cell.replace(ODD_SPACES, ' ').trim();
  let { negative, rest } = sign(text);
  const prefix = PREFIX.exec(rest)?.[0];
  if (prefix !== undefined) {
    rest = rest.slice(prefix.length).trim();
    // "$-12" as well as "-$12".
    if (!negative) ({ negative, rest } = sign(rest));
  }
  text = rest;
  const core = CORE.exec(text)?.[0];
  if (core === undefined) return undefined;
  // Spaces group digits only between digits: "12 kWh" is twelve, not "12 k".
  const trimmed = core.replace(/[ ’']+$/, '');
  const suffix = text.slice(trimmed.length).trim();
  if (suffix !== '' && (prefix !== undefined || !SUFFIX.test(suffix))) return undefined;
  const value = readCore(trimmed, mark);
  if (value === undefined) return undefined;
  const unit = prefix?.trim() ?? (suffix === '' ? undefined : suffix);
  const result: CellNumber = { value: negative ? -value : value };
  if (unit !== undefined) result.unit = unit;
  return result;
}

/** What one figure says about its decimal mark: ',' or '.', or nothing when it could be either ("2,400"). */
function vote(cell: string): DecimalMark | undefined {
  const core = CORE.exec(sign(cell.replace(ODD_SPACES, ' ').trim().replace(PREFIX, '').trim()).rest)?.[0] ?? '';
  const dot = core.lastIndexOf('.');
  const comma = core.lastIndexOf(',');
  if (dot >= 0 && comma >= 0) return dot > comma ? '.' : ',';
  const at = Math.max(dot, comma);
  if (at < 0) return undefined;
  const mark: DecimalMark = dot >= 0 ? '.' : ',';
  const other: DecimalMark = mark === '.' ? ',' : '.';
  // The same mark twice groups thousands ("1.234.567"); once, with other than three digits after it, it splits decimals.
  if (core.indexOf(mark) !== at) return other;
  return core.length - at - 1 === 3 ? undefined : mark;
}

/**
 * The decimal mark of a column of cells: what most cells that tell say,
 * else `hint` (a paste separated by semicolons comes from where the comma
 * is the decimal mark), else '.'.
 */
export function decimalMark(cells: readonly string[], hint: DecimalMark = '.'): DecimalMark {
  let dots = 0;
  let commas = 0;
  for (const cell of cells) {
    const v = vote(cell);
    if (v === '.') dots++;
    else if (v === ',') commas++;
  }
  if (dots === commas) return hint;
  return dots > commas ? '.' : ',';
}
