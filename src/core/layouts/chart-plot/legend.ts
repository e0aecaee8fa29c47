/** A chart's legend: a swatch and a name per entry, in rows (top of a plot) or a column (beside a pie). */
import type { Box } from '../types';
import { labelLines, widthOf } from './text';
import type { PlotMark } from './types';

const GAP = 8;
const ENTRY_GAP = 28;

/** Legend entries in rows across the top of `area`; returns the marks and the height they take. */
export function legendRows(names: readonly string[], area: Box, size: number, charWidth: number): { marks: PlotMark[]; height: number } {
  const swatch = Math.round(size * 0.75);
  const lineH = size * 1.4;
  const marks: PlotMark[] = [];
  let x = area.x;
  let row = 0;
  names.forEach((name, i) => {
    const text = labelLines(name || `Series ${i + 1}`, area.w - swatch - GAP, size, charWidth, 1)[0] ?? '';
    const w = swatch + GAP + widthOf(text, size, charWidth);
    if (x > area.x && x + w > area.x + area.w) {
      x = area.x;
      row += 1;
    }
    const mid = area.y + row * lineH + lineH / 2;
    marks.push({ kind: 'swatch', x, y: mid - swatch / 2, size: swatch, color: i });
    marks.push({ kind: 'text', x: x + swatch + GAP, y: mid, text, anchor: 'start', role: 'legend' });
    x += w + ENTRY_GAP;
  });
  return { marks, height: names.length > 0 ? (row + 1) * lineH : 0 };
}

/** Legend entries one under another in `area`, centred vertically (beside a pie). */
export function legendColumn(entries: readonly string[], area: Box, size: number, charWidth: number): PlotMark[] {
  const swatch = Math.round(size * 0.75);
  const lineH = Math.min(size * 1.5, area.h / Math.max(1, entries.length));
  const top = area.y + (area.h - lineH * entries.length) / 2;
  return entries.flatMap((entry, i): PlotMark[] => {
    const mid = top + i * lineH + lineH / 2;
    const text = labelLines(entry, area.w - swatch - GAP, size, charWidth, 1)[0] ?? '';
    return [
      { kind: 'swatch', x: area.x, y: mid - swatch / 2, size: swatch, color: i },
      { kind: 'text', x: area.x + swatch + GAP, y: mid, text, anchor: 'start', role: 'legend' },
    ];
  });
}
