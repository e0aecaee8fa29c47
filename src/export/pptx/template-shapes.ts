/**
 * A company template's master shapes (bands, rules, text boxes) as plan
 * items, for a deck drawn on Decksmith's own master in the template's look
 * (on the template's own master, the master draws them itself). Text is
 * written as plain runs, never markup; right-aligned text is written left
 * and bottom-anchored text middle, the alignments the plan's text has.
 */
import { pptxColor } from '../../core/themes/projections';
import type { TemplatePlacedShape, TemplatePlacedText } from '../../core/themes/types';
import type { PlanItem, PlanText } from './plan-types';
import { xmlSafe } from './rich-text';
import { inchBox, inches, points } from './units';

function fontOf(font: string, title: string, body: string): string {
  if (font === 'major') return title;
  return font === 'minor' ? body : font;
}

function textItem(shape: TemplatePlacedShape, text: TemplatePlacedText, fonts: { title: string; body: string }): PlanText {
  const [l, t, r, b] = text.inset;
  const box = { x: shape.box.x + l, y: shape.box.y + t, w: Math.max(1, shape.box.w - l - r), h: Math.max(1, shape.box.h - t - b) };
  return {
    kind: 'text',
    box: inchBox(box),
    paragraphs: text.paragraphs.map((p) => p.split('\n').map((line, i) => ({ text: xmlSafe(line), bold: text.bold, italic: text.italic, ...(i > 0 ? { lineBreakBefore: true } : {}) }))),
    font: fontOf(text.font, fonts.title, fonts.body),
    size: points(text.size),
    color: pptxColor(text.color),
    bold: text.bold,
    align: text.align === 'center' ? 'center' : 'left',
    valign: text.anchor === 'top' ? 'top' : 'middle',
  };
}

/** One shape as the plan's items: a line, or a preset shape and its text. */
function shapeItems(shape: TemplatePlacedShape, fonts: { title: string; body: string }): PlanItem[] {
  const { x, y, w, h } = shape.box;
  if (shape.geometry === 'line') {
    if (!shape.line) return [];
    const [x1, x2] = shape.flipH ? [x + w, x] : [x, x + w];
    const [y1, y2] = shape.flipV ? [y + h, y] : [y, y + h];
    return [{ kind: 'line', from: { x: inches(x1), y: inches(y1) }, to: { x: inches(x2), y: inches(y2) }, stroke: { color: pptxColor(shape.line.color), width: points(shape.line.width) }, arrowEnd: false }];
  }
  const items: PlanItem[] = [];
  if (shape.fill || shape.line) {
    items.push({
      kind: 'shape',
      shape: shape.geometry,
      box: inchBox(shape.box),
      ...(shape.fill ? { fill: { color: pptxColor(shape.fill) } } : {}),
      ...(shape.line ? { line: { color: pptxColor(shape.line.color), width: points(shape.line.width) } } : {}),
      ...(shape.rotation ? { rotate: shape.rotation } : {}),
      ...(shape.geometry === 'roundRect' ? { adjust: inches(Math.min(w, h) / 6) } : {}),
    });
  }
  if (shape.text) items.push(textItem(shape, shape.text, fonts));
  return items;
}

/** The master's shapes in drawing order; `fonts` are the deck's title and body families. */
export function templateShapeItems(shapes: readonly TemplatePlacedShape[], fonts: { title: string; body: string }): PlanItem[] {
  return shapes.flatMap((shape) => shapeItems(shape, fonts));
}
