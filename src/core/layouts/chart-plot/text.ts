/**
 * The texts of a chart plot: numbers as a reader writes them, labels wrapped
 * to their room (two lines at most, the rest cut at a word with '…').
 */
import { textWidthEm } from '../text-fit';

/** Units written before the number ("$12"); every other unit follows it ("12 %" is written "12%"). */
const PREFIX_UNITS = new Set(['$', '£', '¥', 'US$']);

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A value as written on the chart: "1,200", "12.5%", "$38.6", "1.4 M€". */
export function formatValue(value: number, unit = ''): string {
  const text = NUMBER.format(value);
  const u = unit.trim();
  if (u === '') return text;
  if (PREFIX_UNITS.has(u)) return value < 0 ? `-${u}${NUMBER.format(-value)}` : `${u}${text}`;
  return u === '%' ? `${text}%` : `${text} ${u}`;
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
  const words = text.trim().split(/\s+/u).filter((w) => w !== '');
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

/**
 * The spreadsheet number format that writes `values` as the screen does
 * ("#,##0.0\" M€\"", "\"$\"#,##0", "#,##0.0\"%\""), for a PowerPoint chart's
 * data labels and axis.
 */
export function numberFormatCode(values: readonly (number | null)[], unit = ''): string {
  const decimals = decimalsOf(values);
  const base = decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0';
  const u = unit.trim().replace(/["\\]/gu, '');
  if (u === '') return base;
  if (PREFIX_UNITS.has(u)) return `"${u}"${base}`;
  return u === '%' ? `${base}"%"` : `${base}" ${u}"`;
}
