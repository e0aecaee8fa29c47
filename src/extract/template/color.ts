/**
 * DrawingML colours as '#rrggbb': srgbClr, sysClr (its lastClr), scheme
 * colours through the master's colour map (bg1 -> lt1, tx1 -> dk1...), and
 * preset names, with the luminance and shade changes templates lean on
 * (lumMod/lumOff, shade, tint). Anything else reads as unknown.
 */
import type { TemplatePalette } from '../../core/templates/types';
import { child, type XmlElement } from './tree';

/** The master's <p:clrMap>: scheme names (bg1, tx1...) to palette keys; the usual mapping when absent. */
export type ColorMap = Record<string, string>;

export const DEFAULT_COLOR_MAP: ColorMap = { bg1: 'lt1', tx1: 'dk1', bg2: 'lt2', tx2: 'dk2' };

const PRESETS: Record<string, string> = { black: '000000', white: 'FFFFFF', red: 'FF0000', green: '008000', blue: '0000FF', yellow: 'FFFF00', gray: '808080', grey: '808080', navy: '000080' };

const HEX6 = /^[0-9a-f]{6}$/i;

function rgb(hex: string): [number, number, number] {
  return [parseInt(hex.slice(0, 2), 16), parseInt(hex.slice(2, 4), 16), parseInt(hex.slice(4, 6), 16)];
}

function toHex(channels: readonly number[]): string {
  return `#${channels.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

function toHsl([r, g, b]: readonly number[]): [number, number, number] {
  const [R, G, B] = [(r as number) / 255, (g as number) / 255, (b as number) / 255];
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === R ? (G - B) / d + (G < B ? 6 : 0) : max === G ? (B - R) / d + 2 : (R - G) / d + 4;
  return [h / 6, s, l];
}

function fromHsl(h: number, s: number, l: number): number[] {
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const hue = (t: number): number => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return [hue(h + 1 / 3) * 255, hue(h) * 255, hue(h - 1 / 3) * 255];
}

/** Applies lumMod/lumOff (in HSL lightness), shade (towards black) and tint (towards white), in document order. */
function applyMods(hex: string, el: XmlElement): string {
  let channels: number[] = rgb(hex);
  for (const mod of el.children) {
    const value = Number(mod.attrs.val) / 100_000;
    if (!Number.isFinite(value)) continue;
    if (mod.name === 'lumMod' || mod.name === 'lumOff') {
      const [h, s, l] = toHsl(channels);
      channels = fromHsl(h, s, Math.min(1, Math.max(0, mod.name === 'lumMod' ? l * value : l + value)));
    } else if (mod.name === 'shade') channels = channels.map((c) => c * value);
    else if (mod.name === 'tint') channels = channels.map((c) => c + (255 - c) * (1 - value));
  }
  return toHex(channels);
}

/** The colour of one colour element (srgbClr, sysClr, schemeClr, prstClr), or undefined. */
export function colorOf(el: XmlElement | undefined, palette: Partial<TemplatePalette> | undefined, map: ColorMap = DEFAULT_COLOR_MAP): string | undefined {
  if (!el) return undefined;
  let base: string | undefined;
  if (el.name === 'srgbClr') base = el.attrs.val;
  else if (el.name === 'sysClr') base = el.attrs.lastClr;
  else if (el.name === 'prstClr') base = PRESETS[el.attrs.val ?? ''];
  else if (el.name === 'schemeClr') {
    const name = el.attrs.val ?? '';
    const key = (map[name] ?? name) as keyof TemplatePalette;
    base = palette?.[key]?.slice(1);
  }
  return base !== undefined && HEX6.test(base) ? applyMods(base, el) : undefined;
}

const COLOR_ELEMENTS = new Set(['srgbClr', 'sysClr', 'schemeClr', 'prstClr']);

/** The colour held by a fill-like element (solidFill, a:gs, a theme entry such as a:dk1). */
export function colorIn(el: XmlElement | undefined, palette: Partial<TemplatePalette> | undefined, map?: ColorMap): string | undefined {
  const inner = el?.children.find((c) => COLOR_ELEMENTS.has(c.name));
  return colorOf(inner, palette, map);
}

/** The solid fill colour directly inside `el` (e.g. an a:rPr), if it has one. */
export function solidFillOf(el: XmlElement | undefined, palette: Partial<TemplatePalette> | undefined, map?: ColorMap): string | undefined {
  return colorIn(child(el, 'solidFill'), palette, map);
}
