/**
 * A layout frame as native PowerPoint parts, in the screen's drawing order
 * (src/ui/slide/LayoutShapes.tsx, LayoutItems.tsx): connectors, decorations,
 * item shapes; later (over the header) decoration labels and each item's
 * icon, heading and overview. Every shape comes from PPTX_SHAPES, so the
 * exporter knows no layout by name.
 */
import { PPTX_SHAPES, type Box, type Connector, type FigureBox, type ItemBox, type LayoutFrame, type Shape } from '../../core/layouts';
import { safeImageUrl, shownIfTooLong, textRect, type RenderSubtopic } from '../../core/slide/geometry';
import type { FormattedText } from '../../core/text/rich';
import { toneColor } from '../../core/themes';
import type { ExportLook } from './look';
import type { PlanItem, PlanLine, PlanShape, PlanText } from './plan-types';
import { textParagraphs, xmlSafe } from './rich-text';
import { inchBox, inches, points } from './units';

/** Item outline: the accent at 60 % opacity, 2 px, as on screen. */
const itemStroke = (look: ExportLook) => ({ color: look.accent, width: points(2), transparency: 40 });

/**
 * A text box for the plain text `value` (formatted by `rich` when the user
 * formatted it) in `box` (a fitted box: its text rect is used) at `sizePx`.
 */
export function textIn(
  box: Box,
  value: string,
  sizePx: number,
  style: Omit<PlanText, 'kind' | 'box' | 'paragraphs' | 'size'>,
  shown?: string,
  rich?: FormattedText,
): PlanText {
  const paragraphs = shown === undefined ? textParagraphs(value, rich) : [[{ text: xmlSafe(shown) }]];
  return { kind: 'text', box: inchBox(textRect(box)), paragraphs, size: points(sizePx), ...style };
}

function itemShape(item: ItemBox, look: ExportLook): PlanShape {
  const shape: PlanShape = { kind: 'shape', shape: PPTX_SHAPES[item.shape], box: inchBox(item), fill: { color: look.card }, line: itemStroke(look) };
  if (item.shape === 'rounded') shape.adjust = inches(Math.min(16, item.h * 0.12));
  if ((item.shape === 'chevron' || item.shape === 'triangle-band') && item.taper !== undefined) shape.adjust = inches(item.taper);
  return shape;
}

/** A box whose preset, rotated 90 degrees clockwise about its centre, covers `box` (a right-pointing triangle). */
function turnedBox(box: Box): Box {
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  return { x: cx - box.h / 2, y: cy - box.w / 2, w: box.h, h: box.w };
}

function decorationShape(d: Shape, look: ExportLook): PlanShape {
  const color = toneColor(look, d.tone);
  const faded = d.tone === 'muted' ? 55 : 0;
  const shape = PPTX_SHAPES[d.kind];
  switch (d.kind) {
    case 'ellipse':
      // A hub that carries text is a card, so its text keeps the card's contrast.
      return d.text === undefined
        ? { kind: 'shape', shape, box: inchBox(d.box), fill: { color, transparency: faded } }
        : { kind: 'shape', shape, box: inchBox(d.box), fill: { color: look.card }, line: { color, width: points(4) } };
    case 'ring':
      return { kind: 'shape', shape, box: inchBox(d.box), line: { color, width: points(4), transparency: faded, dash: 'dash' } };
    case 'triangle':
      return d.direction === 'right'
        ? { kind: 'shape', shape, box: inchBox(turnedBox(d.box)), rotate: 90, fill: { color, transparency: faded } }
        : { kind: 'shape', shape, box: inchBox(d.box), fill: { color, transparency: faded } };
    case 'label':
      // The label's words are a text box; the shape is the rule under them.
      return { kind: 'shape', shape, box: inchBox({ ...d.box, y: d.box.y + d.box.h - 4, h: 4 }), fill: { color, transparency: faded } };
    default:
      return { kind: 'shape', shape, box: inchBox(d.box), fill: { color, transparency: faded } };
  }
}

/** A connector as straight segments (an elbow through its bend points), the arrow head on the last. */
function connectorLines(c: Connector, look: ExportLook): PlanLine[] {
  const points_ = [c.from, ...(c.via ?? []), c.to].map((p) => ({ x: inches(p.x), y: inches(p.y) }));
  const stroke = { color: look.accent, width: points(3), transparency: 25 };
  return points_.slice(1).map((to, i) => ({
    kind: 'line' as const,
    from: points_[i]!,
    to,
    stroke,
    arrowEnd: c.kind === 'arrow' && i === points_.length - 2,
  }));
}

/** Drawn under the header: connectors, decorations, item shapes. */
export function frameShapes(frame: LayoutFrame, look: ExportLook): PlanItem[] {
  return [
    ...frame.connectors.flatMap((c) => connectorLines(c, look)),
    ...(frame.decorations ?? []).map((d) => decorationShape(d, look)),
    ...frame.items.map((item) => itemShape(item, look)),
  ];
}

/** Where a subtopic's icon sits: the item's lower right corner, under the text (LayoutItems iconBox). */
export function iconBox(item: Box): Box {
  const s = Math.max(20, Math.min(56, Math.min(item.w, item.h) * 0.28));
  return { x: item.x + item.w - s - 8, y: item.y + item.h - s - 8, w: s, h: s };
}

function decorationLabel(d: Shape, look: ExportLook): PlanText | undefined {
  if (d.text === undefined) return undefined;
  const size = d.textSize ?? 14;
  const shown = shownIfTooLong(d.text, d.box, size, look.widths.title) ?? d.text;
  const color = d.kind === 'label' ? look.title : look.cardText;
  return textIn(d.box, d.text, size, { font: look.titleFont, color, bold: true, align: 'center', valign: 'middle' }, shown);
}

/** A key figure and its delta (big-number layout) as text boxes, coloured as on screen (the look's figure colour). */
function figureTexts(figure: FigureBox, look: ExportLook): PlanText[] {
  const style = { font: look.titleFont, color: look.figure, bold: true, align: 'center' as const, valign: 'top' as const };
  const out = [textIn(figure.box, figure.text, figure.size, style)];
  if (figure.delta) out.push(textIn(figure.delta.box, figure.delta.text, figure.delta.size, style));
  return out;
}

function itemTexts(item: ItemBox, sub: RenderSubtopic, look: ExportLook): PlanItem[] {
  const parts: PlanItem[] = [];
  const icon = safeImageUrl(sub.image_url);
  // In the accent colour, as the screen draws it (LayoutItems Icon).
  if (icon && item.icon) parts.push({ kind: 'image', url: icon, box: inchBox(item.icon), fit: 'contain', role: 'icon', alt: xmlSafe(sub.heading), tint: `#${look.accent}` });
  // A key figure's card writes the figure on its own and the heading and text without it (FigureBox).
  const figure = item.figure;
  if (figure) parts.push(...figureTexts(figure, look));
  const common = { color: look.cardText, align: item.align, valign: 'top' as const };
  const headingShown = figure ? figure.heading : shownIfTooLong(sub.heading, item.headingBox, item.headingSize, look.widths.title);
  if (!figure || item.headingBox.h > 0) parts.push(textIn(item.headingBox, sub.heading, item.headingSize, { ...common, font: look.titleFont, bold: true }, headingShown, sub.rich?.heading));
  if (item.bodyBox.h > 0) {
    const bodyShown = figure ? figure.body : shownIfTooLong(sub.overview, item.bodyBox, item.bodySize, look.widths.body);
    parts.push({ ...textIn(item.bodyBox, sub.overview, item.bodySize, { ...common, font: look.bodyFont, bold: false }, bodyShown, sub.rich?.overview), itemBody: item.index });
  }
  return parts;
}

/** Drawn over the header: decoration labels, then each item's icon, heading and overview. */
export function frameTexts(frame: LayoutFrame, subtopics: readonly RenderSubtopic[], look: ExportLook): PlanItem[] {
  const labels = (frame.decorations ?? []).map((d) => decorationLabel(d, look)).filter((t): t is PlanText => t !== undefined);
  const items = frame.items.flatMap((item) => {
    const sub = subtopics[item.index];
    return sub === undefined ? [] : itemTexts(item, sub, look);
  });
  return [...labels, ...items];
}
