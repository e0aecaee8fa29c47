/**
 * Shapes the master draws on every slide besides its pictures: coloured
 * bands, rules and text boxes ("Company confidential"). Placeholders are
 * the slides' own text and are left to them. Groups are flattened through
 * their transforms. A shape whose outline is not one Decksmith draws
 * (a freeform, an arrow) is left out and the notes say how many.
 * Text is kept as plain strings; nothing in it is ever read as markup.
 */
import type { TemplateShape, TemplateShapeText } from '../../core/templates/types';
import { colorIn, solidFillOf } from './color';
import { fillIn, type PartContext } from './master';
import { child, path, type XmlElement } from './tree';

/** Shapes kept from one master: a template's furniture is a handful, never hundreds. */
const MAX_SHAPES = 40;
/** Characters kept of one shape's text. */
const MAX_TEXT = 500;
/** PowerPoint's defaults: 18 pt text, 0.75 pt lines, insets of 0.1 in (sides) and 0.05 in (top, bottom). */
const DEFAULT_SIZE_PT = 18;
const DEFAULT_LINE_EMU = 9_525;
const INSET_EMU = { side: 91_440, edge: 45_720 };
const EMU_PER_PT = 12_700;

const GEOMETRY: Record<string, TemplateShape['geometry']> = {
  rect: 'rect', roundRect: 'roundRect', ellipse: 'ellipse', line: 'line', straightConnector1: 'line',
};

/** Maps a child's coordinates (EMU) into the slide's: identity at the top, one step per group. */
type Place = (x: number, y: number, w: number, h: number) => [number, number, number, number];

const num = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && Number.isFinite(n) ? n : fallback;
};

function xfrmOf(el: XmlElement | undefined): { x: number; y: number; w: number; h: number } | undefined {
  const off = child(el, 'off')?.attrs;
  const ext = child(el, 'ext')?.attrs;
  const [x, y, w, h] = [off?.x, off?.y, ext?.cx, ext?.cy].map(Number);
  return [x, y, w, h].every((n) => Number.isFinite(n)) ? { x: x as number, y: y as number, w: w as number, h: h as number } : undefined;
}

/** The placement of a group's children: their chOff/chExt frame stretched onto the group's own box. */
function groupPlace(group: XmlElement, outer: Place): Place | undefined {
  const xfrm = path(group, 'grpSpPr', 'xfrm');
  const box = xfrmOf(xfrm);
  const chOff = child(xfrm, 'chOff')?.attrs;
  const chExt = child(xfrm, 'chExt')?.attrs;
  if (!box) return undefined;
  const cx = num(chOff?.x, box.x);
  const cy = num(chOff?.y, box.y);
  const sx = box.w / Math.max(1, num(chExt?.cx, box.w));
  const sy = box.h / Math.max(1, num(chExt?.cy, box.h));
  return (x, y, w, h) => outer(box.x + (x - cx) * sx, box.y + (y - cy) * sy, w * sx, h * sy);
}

function lineOf(spPr: XmlElement | undefined, style: XmlElement | undefined, ctx: PartContext): TemplateShape['line'] {
  const ln = child(spPr, 'ln');
  if (child(ln, 'noFill')) return undefined;
  const color = solidFillOf(ln, ctx.palette, ctx.map) ?? (ln ? undefined : lnRefColor(style, ctx));
  if (!color) return undefined;
  return { color, width: num(ln?.attrs.w, DEFAULT_LINE_EMU) / ctx.size.cy };
}

function lnRefColor(style: XmlElement | undefined, ctx: PartContext): string | undefined {
  const ref = child(style, 'lnRef');
  return ref && num(ref.attrs.idx, 0) > 0 ? colorIn(ref, ctx.palette, ctx.map) : undefined;
}

/** The shape's own fill (solid, or a gradient's first colour), else its style's; none for noFill or a picture. */
function fillOf(spPr: XmlElement | undefined, style: XmlElement | undefined, ctx: PartContext): string | undefined {
  if (child(spPr, 'noFill')) return undefined;
  const own = spPr ? fillIn(spPr, ctx) : undefined;
  if (own?.kind === 'solid') return own.color;
  if (own?.kind === 'gradient') return own.stops[0];
  if (own || child(spPr, 'blipFill') || child(spPr, 'pattFill')) return undefined;
  const ref = child(style, 'fillRef');
  return ref && num(ref.attrs.idx, 0) > 0 ? colorIn(ref, ctx.palette, ctx.map) : undefined;
}

/** A paragraph's words: its runs, line breaks and fields (slide numbers and dates are per slide, so left out). */
function paragraphText(p: XmlElement): string {
  return p.children
    .map((el) => {
      if (el.name === 'br') return '\n';
      if (el.name !== 'r' && el.name !== 'fld') return '';
      if (el.name === 'fld' && /^(slidenum|datetime)/i.test(el.attrs.type ?? '')) return '';
      return textOf(child(el, 't'));
    })
    .join('');
}

function textOf(t: XmlElement | undefined): string {
  return t?.text ?? '';
}

/** The first run's properties, then the shape's list style, then the master's other-text style. */
function runStyles(body: XmlElement, master: XmlElement): XmlElement[] {
  const first = body.children.filter((el) => el.name === 'p').flatMap((p) => p.children.filter((r) => r.name === 'r').map((r) => child(r, 'rPr')))[0];
  const list = path(body, 'lstStyle', 'lvl1pPr', 'defRPr');
  const other = path(master, 'txStyles', 'otherStyle', 'lvl1pPr', 'defRPr');
  return [first, list, other].filter((el): el is XmlElement => el !== undefined);
}

function fontOf(styles: readonly XmlElement[]): string {
  const face = styles.map((s) => child(s, 'latin')?.attrs.typeface).find((f) => f !== undefined && f.trim() !== '');
  if (!face || face.startsWith('+mn')) return 'minor';
  return face.startsWith('+mj') ? 'major' : face.trim().slice(0, 64);
}

const ALIGN: Record<string, TemplateShapeText['align']> = { ctr: 'center', r: 'right' };
const ANCHOR: Record<string, TemplateShapeText['anchor']> = { ctr: 'middle', b: 'bottom' };

function textIn(shape: XmlElement, master: XmlElement, ctx: PartContext): TemplateShapeText | undefined {
  const body = child(shape, 'txBody');
  const paragraphs = (body?.children ?? []).filter((el) => el.name === 'p');
  const texts = paragraphs.map(paragraphText);
  if (!body || texts.join('').trim() === '') return undefined;
  const styles = runStyles(body, master);
  const attr = (name: string): string | undefined => styles.map((s) => s.attrs[name]).find((v) => v !== undefined);
  const color = styles.map((s) => solidFillOf(s, ctx.palette, ctx.map)).find((c) => c !== undefined) ?? colorIn(child(child(shape, 'style'), 'fontRef'), ctx.palette, ctx.map);
  const pr = child(body, 'bodyPr')?.attrs ?? {};
  const align = child(paragraphs[0], 'pPr')?.attrs.algn ?? path(body, 'lstStyle', 'lvl1pPr')?.attrs.algn ?? '';
  const { cx, cy } = ctx.size;
  let kept = 0;
  return {
    paragraphs: texts.map((t) => {
      const part = t.slice(0, Math.max(0, MAX_TEXT - kept));
      kept += part.length;
      return part;
    }).filter((t, i) => i === 0 || t !== ''),
    color: color ?? ctx.palette?.dk1 ?? '#000000',
    size: (num(attr('sz'), DEFAULT_SIZE_PT * 100) / 100) * EMU_PER_PT / cy,
    bold: attr('b') === '1' || attr('b') === 'true',
    italic: attr('i') === '1' || attr('i') === 'true',
    align: ALIGN[align] ?? 'left',
    anchor: ANCHOR[pr.anchor ?? ''] ?? 'top',
    font: fontOf(styles),
    inset: [num(pr.lIns, INSET_EMU.side) / cx, num(pr.tIns, INSET_EMU.edge) / cy, num(pr.rIns, INSET_EMU.side) / cx, num(pr.bIns, INSET_EMU.edge) / cy],
    wrap: pr.wrap !== 'none',
  };
}

/** One drawn shape (sp or cxnSp), or undefined when it draws nothing Decksmith can draw. */
function shapeOf(el: XmlElement, master: XmlElement, ctx: PartContext, place: Place): TemplateShape | 'unsupported' | undefined {
  if (path(el, 'nvSpPr', 'nvPr', 'ph')) return undefined;
  const spPr = child(el, 'spPr');
  const xfrm = child(spPr, 'xfrm');
  const own = xfrmOf(xfrm);
  if (!own) return undefined;
  const style = child(el, 'style');
  const preset = child(spPr, 'prstGeom')?.attrs.prst;
  const geometry = el.name === 'cxnSp' ? 'line' : GEOMETRY[preset ?? ''];
  const fill = geometry === 'line' ? undefined : fillOf(spPr, style, ctx);
  const line = lineOf(spPr, style, ctx);
  const text = el.name === 'sp' ? textIn(el, master, ctx) : undefined;
  if (!fill && !line && !text) return undefined;
  // A freeform or an unusual outline with fill: its text is still drawn, on a plain box.
  if (!geometry && !text) return 'unsupported';
  const [x, y, w, h] = place(own.x, own.y, own.w, own.h);
  const shape: TemplateShape = {
    name: (path(el, el.name === 'cxnSp' ? 'nvCxnSpPr' : 'nvSpPr', 'cNvPr')?.attrs.name ?? '').slice(0, 100),
    box: { x: x / ctx.size.cx, y: y / ctx.size.cy, w: w / ctx.size.cx, h: h / ctx.size.cy },
    geometry: geometry ?? 'rect',
    rotation: num(xfrm?.attrs.rot, 0) / 60_000,
    flipH: xfrm?.attrs.flipH === '1',
    flipV: xfrm?.attrs.flipV === '1',
  };
  if (fill && geometry) shape.fill = fill;
  if (line && geometry) shape.line = line;
  if (text) shape.text = text;
  return shape;
}

export interface MasterShapes {
  shapes: TemplateShape[];
  /** Shapes drawn but left out (freeforms, arrows...). */
  leftOut: number;
}

/** The master's own shapes in drawing order, groups flattened, up to MAX_SHAPES. */
export function shapesOf(master: XmlElement, ctx: PartContext): MasterShapes {
  const found: MasterShapes = { shapes: [], leftOut: 0 };
  const walk = (parent: XmlElement | undefined, place: Place, depth: number): void => {
    for (const el of parent?.children ?? []) {
      if (found.shapes.length >= MAX_SHAPES) return;
      if (el.name === 'grpSp' && depth < 4) {
        const inner = groupPlace(el, place);
        if (inner) walk(el, inner, depth + 1);
      } else if (el.name === 'sp' || el.name === 'cxnSp') {
        const shape = shapeOf(el, master, ctx, place);
        if (shape === 'unsupported') found.leftOut++;
        else if (shape) found.shapes.push(shape);
      }
    }
  };
  walk(path(master, 'cSld', 'spTree'), (x, y, w, h) => [x, y, w, h], 0);
  return found;
}
