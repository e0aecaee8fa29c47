/**
 * The texts of a chart plot: numbers as a reader writes them, labels wrapped
 * to their room (two lines at most, the rest cut at a word with '…').
 */
import { textWidthEm } from '../text-fit';

/** Currency signs: the language puts them before the number ("$12", "$ 12") or after it ("12 $"). */
const CURRENCY_UNITS = new Set(['$', '£', '¥', 'US$']);

/** The language every chart writes its numbers in when the deck names none (or one the platform does not know). */
export const DEFAULT_NUMBER_LANGUAGE = 'en-US';

/** Where a language writes a sign beside a number, and what stands between them ('' or a no-break space). */
interface SignPlace {
  before: boolean;
  gap: string;
}

/** How a language writes numbers: digits and separators, its minus sign, and where currency and percent signs go. */
interface NumberStyle {
  /** Number formats by the decimals always written (0, 1 or 2; never more than 2). */
  numbers: Intl.NumberFormat[];
  minus: string;
  currency: SignPlace;
  percent: SignPlace;
}

/** Where `sign` stands in the parts of a formatted number, and the literal between it and the digits. */
function signPlace(parts: readonly Intl.NumberFormatPart[], sign: Intl.NumberFormatPartTypes): SignPlace {
  const at = parts.findIndex((p) => p.type === sign);
  const digits = parts.findIndex((p) => p.type === 'integer');
  if (at < 0 || digits < 0) return { before: false, gap: '' };
  const before = at < digits;
  const between = parts.slice(Math.min(at, digits) + 1, Math.max(at, digits)).filter((p) => p.type === 'literal');
  return { before, gap: between.map((p) => p.value).join('') };
}

/** `language` when the platform writes numbers in it, else the default (a malformed tag too). */
export function numberLanguage(language: string | undefined): string {
  if (language === undefined || language.trim() === '') return DEFAULT_NUMBER_LANGUAGE;
  try {
    return Intl.NumberFormat.supportedLocalesOf([language]).length > 0 ? language : DEFAULT_NUMBER_LANGUAGE;
  } catch {
    return DEFAULT_NUMBER_LANGUAGE;
  }
}

/** Styles by language tag: a deck names one or two languages, so the cache stays small; past 32 it starts over. */
const STYLES = new Map<string, NumberStyle>();

/** How `language` writes numbers (the default language's way for a tag the platform does not know). */
export function numberStyle(language: string = DEFAULT_NUMBER_LANGUAGE): NumberStyle {
  const known = STYLES.get(language);
  if (known) return known;
  const locale = numberLanguage(language);
  const numbers = [0, 1, 2].map((decimals) => new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: 2 }));
  const style: NumberStyle = {
    numbers,
    minus: numbers[0]!.formatToParts(-1).find((p) => p.type === 'minusSign')?.value ?? '-',
    currency: signPlace(new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }).formatToParts(1), 'currency'),
    percent: signPlace(new Intl.NumberFormat(locale, { style: 'percent' }).formatToParts(0.12), 'percentSign'),
  };
  if (STYLES.size >= 32) STYLES.clear();
  STYLES.set(language, style);
  return style;
}

/** `value` with `sign` where the language puts it; a sign before the number follows the minus ("-$2"). */
function withSign(style: NumberStyle, number: Intl.NumberFormat, place: SignPlace, value: number, sign: string): string {
  if (!place.before) return `${number.format(value)}${place.gap}${sign}`;
  return value < 0 ? `${style.minus}${sign}${place.gap}${number.format(-value)}` : `${sign}${place.gap}${number.format(value)}`;
}

/**
 * A value as written on the chart, in the deck's language: "1,200",
 * "12.5%", "$38.6", "1.4 M€" in English; "1.200", "12,5 %", "38,6 $",
 * "1,4 M€" in German. Units other than a currency sign or "%" follow the
 * number after a space. `decimals` (at most 2) are always written, so the
 * values of one series line up ("1.10", "1.25") as the PowerPoint chart's
 * format writes them.
 */
export function formatValue(value: number, unit = '', language: string = DEFAULT_NUMBER_LANGUAGE, decimals = 0): string {
  const style = numberStyle(language);
  const number = style.numbers[Math.max(0, Math.min(2, decimals))]!;
  const u = unit.trim();
  if (u === '') return number.format(value);
  if (u === '%') return withSign(style, number, style.percent, value, '%');
  if (CURRENCY_UNITS.has(u)) return withSign(style, number, style.currency, value, u);
  return `${number.format(value)} ${u}`;
}

/** A share (0-1) as a whole percentage, as the language writes it: "50%", "50 %". */
export function formatShare(share: number, language: string = DEFAULT_NUMBER_LANGUAGE): string {
  return formatValue(Math.round(share * 100), '%', language);
}

/** Width of `text` in px at `size`. */
export const widthOf = (text: string, size: number, charWidth: number): number => textWidthEm(text, charWidth) * size;

/** The end of `text` cut at a word (or a letter, for one long word) so that it and '…' fit `width`. */
function cut(text: string, width: number, size: number, charWidth: number): string {
  let out = text;
  while (out.length > 1 && widthOf(`${out}…`, size, charWidth) > width) {
    const space = out.lastIndexOf(' ');
    out = space > 0 && widthOf(`${out.slice(0, space)}…`, size, charWidth) <= width ? out.slice(0, space) : out.slice(0, -1);
  }
  return `${out.trimEnd()}…`;
}

/** `text` wrapped greedily into lines of `width` px at `size`; past `maxLines` the last line is cut with '…'. */
export function labelLines(text: string, width: number, size: number, charWidth: number, maxLines = 2): string[] {
  // A no-break space ("12 %", "1 234") holds its two sides together: lines break at the other spaces only.
  const words = text.trim().split(/[^\S\u00a0\u2007\u202f]+/u).filter((w) => w !== '');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && widthOf(`${last} ${word}`, size, charWidth) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const kept = lines.slice(0, maxLines);
  const rest = lines.slice(maxLines - 1).join(' ');
  if (lines.length > maxLines || widthOf(kept[kept.length - 1] ?? '', size, charWidth) > width) {
    kept[kept.length - 1] = widthOf(rest, size, charWidth) <= width ? rest : cut(rest, width, size, charWidth);
  }
  return kept.map((line) => (widthOf(line, size, charWidth) > width ? cut(line, width, size, charWidth) : line));
}

/** Decimals a reader needs for `values`: the most any of them writes, at most two. */
export function decimalsOf(values: readonly (number | null)[]): number {
  return Math.min(2, Math.max(0, ...values.map((v) => (v === null ? 0 : (String(Math.abs(v)).split('.')[1]?.length ?? 0)))));
}

/** A literal in a spreadsheet number format: quoted, so the format does not read it as a code. */
const literal = (text: string): string => (text === '' ? '' : `"${text}"`);

/**
 * The spreadsheet number format that writes `values` as the screen does in
 * the deck's language ("#,##0.0\" M€\"", "\"$\"#,##0", "#,##0.0\"%\"" in
 * English; "#,##0.0\" $\"", "#,##0\" %\"" in German), for a PowerPoint
 * chart's data labels and axis. The separators are the format's own (','
 * groups, '.' marks decimals): the file's chart language (`c:lang`) tells
 * the reader which characters to show for them.
 */
export function numberFormatCode(values: readonly (number | null)[], unit = '', language: string = DEFAULT_NUMBER_LANGUAGE): string {
  const decimals = decimalsOf(values);
  const base = decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0';
  const u = unit.trim().replace(/["\\]/gu, '');
  if (u === '') return base;
  const style = numberStyle(language);
  const place = u === '%' ? style.percent : CURRENCY_UNITS.has(u) ? style.currency : { before: false, gap: ' ' };
  return place.before ? `${literal(`${u}${place.gap}`)}${base}` : `${base}${literal(`${place.gap}${u}`)}`;
}

/** The format of a pie's shares ("0%"; "0 %" where the language writes a space before the sign). */
export function shareFormatCode(language: string = DEFAULT_NUMBER_LANGUAGE): string {
  const place = numberStyle(language).percent;
  return place.before ? `%${literal(place.gap)}0` : `0${literal(place.gap)}%`;
}
