/**
 * The colours a template's layout paints behind its slides, so text the
 * deck colours were not chosen for (a title layout with a dark gradient of
 * its own over a light master) can be made to read: the theme part's colour
 * scheme, the master's colour map, and each layout's own `<p:bg>` as the
 * colours it shows. Tints and shades of scheme colours are taken as the
 * colour itself: a close guess, checked against the 4.5:1 rule with margin
 * by the caller's choice of colour.
 */

/** Scheme colour names a fill may use and the theme's colour each one is by default. */
const DEFAULT_MAP: Record<string, string> = { bg1: 'lt1', tx1: 'dk1', bg2: 'lt2', tx2: 'dk2' };
const SCHEME = ['dk1', 'lt1', 'dk2', 'lt2', 'accent1', 'accent2', 'accent3', 'accent4', 'accent5', 'accent6', 'hlink', 'folHlink'];

/** A theme's colour scheme as '#rrggbb' by name (dk1, lt1... accent6); empty without a theme part. */
export function schemeColors(themeXml: string | undefined): Map<string, string> {
  const colors = new Map<string, string>();
  const scheme = /<a:clrScheme\b[\s\S]*?<\/a:clrScheme>/.exec(themeXml ?? '')?.[0] ?? '';
  for (const name of SCHEME) {
    const inner = new RegExp(`<a:${name}>([\\s\\S]*?)</a:${name}>`).exec(scheme)?.[1] ?? '';
    const hex = /lastClr="([0-9a-fA-F]{6})"/.exec(inner)?.[1] ?? /<a:srgbClr val="([0-9a-fA-F]{6})"/.exec(inner)?.[1];
    if (hex) colors.set(name, `#${hex.toLowerCase()}`);
  }
  return colors;
}

/** The master's map from bg1/tx1/bg2/tx2 to scheme names. */
export function colorMap(masterXml: string): Record<string, string> {
  const tag = /<p:clrMap\b[^>]*>/.exec(masterXml)?.[0] ?? '';
  const map = { ...DEFAULT_MAP };
  for (const key of Object.keys(DEFAULT_MAP)) {
    const value = new RegExp(`\\s${key}="([^"]*)"`).exec(tag)?.[1];
    if (value) map[key] = value;
  }
  return map;
}

/**
 * The colours a layout's own background shows ('#rrggbb'): a solid colour or
 * a gradient's stops. Undefined when the layout has no background of its own,
 * or one whose colours are unknown here (a picture, a pattern, a style reference).
 */
export function layoutBackground(layoutXml: string, scheme: ReadonlyMap<string, string>, map: Readonly<Record<string, string>>): string[] | undefined {
  const bg = /<p:bg>([\s\S]*?)<\/p:bg>/.exec(layoutXml)?.[1];
  if (bg === undefined || !/<a:(solidFill|gradFill)\b/.test(bg) || /<a:(blipFill|pattFill)\b/.test(bg)) return undefined;
  const colors = [...bg.matchAll(/<a:(srgbClr|schemeClr) val="([^"]*)"/g)].map(([, kind, value]) => {
    if (kind === 'srgbClr') return /^[0-9a-fA-F]{6}$/.test(value ?? '') ? `#${value!.toLowerCase()}` : undefined;
    return scheme.get(map[value ?? ''] ?? value ?? '');
  });
  return colors.length > 0 && colors.every((c): c is string => c !== undefined) ? colors : undefined;
}

/** A filled shape a master or layout draws behind slides: its box (inches) and colour. */
export interface TemplateFill {
  box: { x: number; y: number; w: number; h: number };
  color: string;
}

const EMU = 914_400;

/**
 * The solid-filled shapes (not placeholders) of a master or layout, in
 * drawing order: bands and panels text may be drawn over (LibreOffice's
 * Midnightblue puts its title on a dark band across a white master).
 */
export function solidShapes(xml: string, scheme: ReadonlyMap<string, string>, map: Readonly<Record<string, string>>): TemplateFill[] {
  const tree = /<p:spTree>([\s\S]*)<\/p:spTree>/.exec(xml)?.[1] ?? '';
  return [...tree.matchAll(/<p:sp>([\s\S]*?)<\/p:sp>/g)].flatMap(([, sp]) => {
    if (sp === undefined || sp.includes('<p:ph')) return [];
    const spPr = /<p:spPr>([\s\S]*?)<\/p:spPr>/.exec(sp)?.[1] ?? '';
    const frame = /<a:off x="(-?\d+)" y="(-?\d+)"\/>\s*<a:ext cx="(\d+)" cy="(\d+)"\/>/.exec(spPr);
    const fill = /^(?:(?!<a:ln\b)[\s\S])*?<a:solidFill>\s*<a:(srgbClr|schemeClr) val="([^"]*)"/.exec(spPr);
    if (!frame || !fill || /<a:alpha\b/.test(spPr)) return [];
    const color = fill[1] === 'srgbClr' ? `#${(fill[2] ?? '').toLowerCase()}` : scheme.get(map[fill[2] ?? ''] ?? fill[2] ?? '');
    if (color === undefined || !/^#[0-9a-f]{6}$/.test(color)) return [];
    const [x, y, w, h] = frame.slice(1, 5).map((n) => Number(n) / EMU) as [number, number, number, number];
    return [{ box: { x, y, w, h }, color }];
  });
}
