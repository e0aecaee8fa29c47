/**
 * A template master's bands, rules and text boxes on the 1280 x 720 canvas:
 * boxes as px (a 4:3 template's stretched like its other areas), text sizes
 * and line widths scaled by the canvas height. Which of them slides must
 * keep clear of: every one small enough to be a mark (a band, a footer),
 * not one that covers most of the slide as a backdrop.
 */
import { CANVAS } from '../layouts/canvas';
import type { CanvasBox, TemplatePlacedShape } from '../themes/types';
import { toCanvas } from './placements';
import type { TemplateShape } from './types';

/** The shape on the canvas; sizes given as fractions of the slide's height become px. */
export function placeShape(shape: TemplateShape): TemplatePlacedShape {
  const h = CANVAS.height;
  const placed: TemplatePlacedShape = {
    box: toCanvas(shape.box),
    geometry: shape.geometry,
    rotation: shape.rotation,
    flipH: shape.flipH,
    flipV: shape.flipV,
  };
  if (shape.fill) placed.fill = shape.fill;
  // A hairline still shows: at least 1 px.
  if (shape.line) placed.line = { color: shape.line.color, width: Math.max(1, shape.line.width * h) };
  if (shape.text) {
    const [l, t, r, b] = shape.text.inset;
    placed.text = {
      ...shape.text,
      paragraphs: [...shape.text.paragraphs],
      size: shape.text.size * h,
      inset: [l * CANVAS.width, t * h, r * CANVAS.width, b * h],
    };
  }
  return placed;
}

/** The box a shape takes on the canvas, a line's grown to its stroke, for keeping slide content clear of it. */
export function shapeMark(shape: TemplatePlacedShape): CanvasBox {
  const grow = shape.geometry === 'line' ? (shape.line?.width ?? 1) / 2 : 0;
  return { x: shape.box.x - grow, y: shape.box.y - grow, w: shape.box.w + 2 * grow, h: shape.box.h + 2 * grow };
}
