/**
 * The facts a template reader hands over, checked where they cross from the
 * extraction worker to the page (and before they are stored): a reply that
 * does not have this shape is refused, never stored. Colours are '#rrggbb',
 * boxes fractions of the slide, texts bounded.
 */
import { z } from 'zod';
import type { TemplateFacts } from './types';

const hex = z.string().regex(/^#[0-9a-f]{6}$/i);
const fraction = z.number().finite();
const box = z.object({ x: fraction, y: fraction, w: fraction, h: fraction });
const part = z.string().min(1).max(500);
const text = z.string().max(2_000);

const fill = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('solid'), color: hex }),
  z.object({ kind: z.literal('gradient'), stops: z.array(hex).min(2).max(32), angle: z.number().finite() }),
  z.object({ kind: z.literal('picture'), part, color: hex.optional() }),
]);

const palette = z.object({
  dk1: hex, lt1: hex, dk2: hex, lt2: hex,
  accent1: hex, accent2: hex, accent3: hex, accent4: hex, accent5: hex, accent6: hex,
});

const shapeText = z.object({
  paragraphs: z.array(z.string().max(500)).min(1).max(50),
  color: hex,
  size: fraction,
  bold: z.boolean(),
  italic: z.boolean(),
  align: z.enum(['left', 'center', 'right']),
  anchor: z.enum(['top', 'middle', 'bottom']),
  font: z.string().max(64),
  inset: z.tuple([fraction, fraction, fraction, fraction]),
  wrap: z.boolean(),
});

const shape = z.object({
  name: z.string().max(100),
  box,
  geometry: z.enum(['rect', 'roundRect', 'ellipse', 'line']),
  rotation: fraction,
  flipH: z.boolean(),
  flipV: z.boolean(),
  fill: hex.optional(),
  line: z.object({ color: hex, width: fraction }).optional(),
  text: shapeText.optional(),
});

export const templateFactsSchema = z.object({
  name: text,
  kind: z.enum(['pptx', 'potx', 'pptm']),
  slideSize: z.object({ cx: z.number().positive(), cy: z.number().positive() }),
  palette: palette.optional(),
  fonts: z.object({ major: text.optional(), minor: text.optional() }),
  masterBackground: fill.optional(),
  layoutBackgrounds: z.array(z.object({ type: text, name: text, fill })).max(64),
  pictures: z.array(z.object({ part, name: text, box })).max(64),
  placeholders: z.object({ title: box.optional(), body: box.optional() }),
  textColors: z.object({ title: hex.optional(), body: hex.optional() }),
  notes: z.array(text).max(100),
  shapes: z.array(shape).max(40).optional(),
  titleHidesMaster: z.boolean().optional(),
});

/**
 * The facts if `value` has their shape, else undefined.
 * Optional keys the reader left out stay out (the parse adds none).
 */
export function parseTemplateFacts(value: unknown): TemplateFacts | undefined {
  const parsed = templateFactsSchema.safeParse(value);
  return parsed.success ? (parsed.data as TemplateFacts) : undefined;
}
