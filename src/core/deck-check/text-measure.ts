/**
 * Questions about one placed text, answered with the layout engine's own
 * estimate (core/layouts/text-fit.ts), so the check agrees with the fit the
 * screen and the export use.
 */
import { lineCount, textFits, textWidthEm } from '../layouts';
import type { PlacedText } from './types';

const words = (text: string): string[] => text.split(/\s+/).filter((w) => w !== '');

/** Words of the text wider than a whole line of its box at its size: they would be broken inside the word. */
export function longWords(t: PlacedText): string[] {
  if (t.hidden || t.box.w <= 0 || t.size <= 0) return [];
  return [...new Set(words(t.text).filter((w) => !Number.isFinite(lineCount(w, t.box.w, t.size, { charWidth: t.charWidth }))))];
}

/** True when the text would fit its box if its too-long words were short: its only trouble is those words. */
export function onlyLongWordsOverflow(t: PlacedText): boolean {
  const long = longWords(t);
  if (long.length === 0) return false;
  const shortened = words(t.text).map((w) => (long.includes(w) ? 'x' : w)).join(' ');
  return textFits(shortened, t.box, t.size, { charWidth: t.charWidth });
}

/** Area in px² the text's lines cover in its box (lines times line height times the width they use). */
export function textArea(t: PlacedText): number {
  const lines = lineCount(t.text, t.box.w, t.size, { charWidth: t.charWidth });
  if (!Number.isFinite(lines) || lines === 0) return 0;
  const oneLine = textWidthEm(t.text.replace(/\s+/g, ' ').trim(), t.charWidth) * t.size;
  // Wrapped lines run most of the box's width; a single line only as far as it goes.
  const width = lines > 1 ? t.box.w * 0.9 : Math.min(t.box.w, oneLine);
  return lines * t.size * 1.2 * width;
}
