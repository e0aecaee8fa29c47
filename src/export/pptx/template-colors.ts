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
