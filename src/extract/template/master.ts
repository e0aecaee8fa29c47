/**
 * The slide master and its layouts: backgrounds (solid, gradient, picture),
 * the pictures placed on the master, the title and body placeholders and
 * the colours and faces the master's runs state. Positions come out as
 * fractions of the slide, so a 4:3 template and a 16:9 one compare.
 */
import type { TemplateBox, TemplateFill, TemplatePalette, TemplatePicture } from '../../core/templates/types';
import type { Relationship } from '../ooxml';
import { DEFAULT_COLOR_MAP, colorIn, solidFillOf, type ColorMap } from './color';
import { child, descendants, path, type XmlElement } from './tree';

export interface PartContext {
  rels: readonly Relationship[];
  palette: TemplatePalette | undefined;
  map: ColorMap;
  size: { cx: number; cy: number };
}

/** The master's colour map (bg1 -> lt1...), the usual one when it states none. */
export function colorMapOf(master: XmlElement): ColorMap {
  const attrs = child(master, 'clrMap')?.attrs;
  return attrs && Object.keys(attrs).length > 0 ? { ...DEFAULT_COLOR_MAP, ...attrs } : DEFAULT_COLOR_MAP;
}

function targetOf(ctx: PartContext, id: string | undefined): string | undefined {
  return id === undefined ? undefined : ctx.rels.find((r) => r.id === id)?.target;
}

function gradientOf(grad: XmlElement, ctx: PartContext): TemplateFill | undefined {
  const stops = (child(grad, 'gsLst')?.children ?? [])
    .map((gs) => ({ pos: Number(gs.attrs.pos ?? 0), color: colorIn(gs, ctx.palette, ctx.map) }))
    .filter((s): s is { pos: number; color: string } => s.color !== undefined)
    .sort((a, b) => a.pos - b.pos)
    .map((s) => s.color);
  if (stops.length === 0) return undefined;
  if (stops.length === 1) return { kind: 'solid', color: stops[0] as string };
  const angle = Number(child(grad, 'lin')?.attrs.ang ?? 0) / 60_000;
  return { kind: 'gradient', stops, angle: Number.isFinite(angle) ? angle : 0 };
}

/** A fill from the children of a bgPr or spPr: solidFill, gradFill or blipFill. */
export function fillIn(el: XmlElement, ctx: PartContext): TemplateFill | undefined {
  const solid = solidFillOf(el, ctx.palette, ctx.map);
  if (solid) return { kind: 'solid', color: solid };
  const grad = child(el, 'gradFill');
  if (grad) return gradientOf(grad, ctx);
  const part = targetOf(ctx, path(el, 'blipFill', 'blip')?.attrs['r:embed']);
  return part ? { kind: 'picture', part } : undefined;
}

/** The fill of a part's <p:bg>: its own properties, or a theme style reference's colour. */
export function backgroundOf(part: XmlElement, ctx: PartContext): TemplateFill | undefined {
  const bg = path(part, 'cSld', 'bg');
  const props = child(bg, 'bgPr');
  if (props) return fillIn(props, ctx);
  const color = colorIn(child(bg, 'bgRef'), ctx.palette, ctx.map);
  return color ? { kind: 'solid', color } : undefined;
}

/** A shape's position as fractions of the slide, from its spPr's a:xfrm. */
function boxOf(shape: XmlElement, ctx: PartContext): TemplateBox | undefined {
  const xfrm = path(shape, 'spPr', 'xfrm');
  const off = child(xfrm, 'off')?.attrs;
  const ext = child(xfrm, 'ext')?.attrs;
  const [x, y, w, h] = [off?.x, off?.y, ext?.cx, ext?.cy].map(Number);
  if (![x, y, w, h].every((n) => Number.isFinite(n)) || !(ctx.size.cx > 0 && ctx.size.cy > 0)) return undefined;
  return { x: (x as number) / ctx.size.cx, y: (y as number) / ctx.size.cy, w: (w as number) / ctx.size.cx, h: (h as number) / ctx.size.cy };
}

/** Pictures drawn on the master itself (not placeholders), in drawing order. */
export function picturesOf(master: XmlElement, ctx: PartContext): TemplatePicture[] {
  const tree = path(master, 'cSld', 'spTree');
  return (tree?.children ?? [])
    .filter((el) => el.name === 'pic')
    .flatMap((pic) => {
      const part = targetOf(ctx, path(pic, 'blipFill', 'blip')?.attrs['r:embed']);
      const box = boxOf(pic, ctx);
      const name = path(pic, 'nvPicPr', 'cNvPr')?.attrs.name ?? '';
      return part && box ? [{ part, name, box }] : [];
    });
}

type Role = 'title' | 'body';

function roleOf(shape: XmlElement): Role | undefined {
  const ph = path(shape, 'nvSpPr', 'nvPr', 'ph');
  if (!ph) return undefined;
  const type = ph.attrs.type ?? 'body';
  if (type === 'title' || type === 'ctrTitle') return 'title';
  return type === 'body' || type === 'obj' ? 'body' : undefined;
}

export interface MasterText {
  boxes: { title?: TemplateBox; body?: TemplateBox };
  colors: { title?: string; body?: string };
  faces: { title?: string; body?: string };
}

/** The first run properties of a shape's text, then the master's text style for the role. */
function runProps(shape: XmlElement, master: XmlElement, role: Role): XmlElement[] {
  const runs = descendants(child(shape, 'txBody'), 'rPr');
  const style = path(master, 'txStyles', role === 'title' ? 'titleStyle' : 'bodyStyle', 'lvl1pPr', 'defRPr');
  return style ? [...runs, style] : runs;
}

/** Title and body placeholders of the master: where they sit, and the colour and face their text is given. */
export function masterText(master: XmlElement, ctx: PartContext): MasterText {
  const result: MasterText = { boxes: {}, colors: {}, faces: {} };
  for (const shape of path(master, 'cSld', 'spTree')?.children ?? []) {
    const role = shape.name === 'sp' ? roleOf(shape) : undefined;
    if (!role || result.boxes[role]) continue;
    const box = boxOf(shape, ctx);
    if (box) result.boxes[role] = box;
    for (const props of runProps(shape, master, role)) {
      result.colors[role] ??= solidFillOf(props, ctx.palette, ctx.map);
      const face = child(props, 'latin')?.attrs.typeface;
      if (face && !face.startsWith('+')) result.faces[role] ??= face;
    }
  }
  return result;
}
