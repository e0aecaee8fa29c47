/**
 * A tiny SVG writer. The artwork is built from numbers and colours only, but
 * every attribute still goes through one escaping function, so nothing the
 * prompt influences can ever break out of the markup.
 */

export type Attrs = Record<string, string | number | undefined>;

/** Default art canvas size: 4:3, the shape of most slide image slots (art.ts sizes by orientation). */
export const WIDTH = 1024;
export const HEIGHT = 768;

/** Escapes text for an XML attribute value or text node. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** One decimal at most: keeps the markup small and byte-stable across runs. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function attrText(attrs: Attrs): string {
  let out = '';
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined) continue;
    if (!/^[a-zA-Z][\w:-]*$/.test(key)) throw new Error(`Bad SVG attribute name: ${key}`);
    out += ` ${key}="${escapeXml(typeof value === 'number' ? num(value) : value)}"`;
  }
  return out;
}

/** `<name attrs>children</name>`, or self-closed without children. */
export function el(name: string, attrs: Attrs = {}, children: string | string[] = ''): string {
  const inner = Array.isArray(children) ? children.join('') : children;
  return inner ? `<${name}${attrText(attrs)}>${inner}</${name}>` : `<${name}${attrText(attrs)}/>`;
}

/** Path data from points: `M x y L x y ...`, closed with Z when asked. */
export function polyPath(points: ReadonlyArray<readonly [number, number]>, close = false): string {
  const parts = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${num(x)} ${num(y)}`);
  return parts.join('') + (close ? 'Z' : '');
}

/** Gradient stops from colours spread evenly (or at given offsets). */
export function stops(colours: readonly string[], offsets?: readonly number[]): string[] {
  return colours.map((colour, i) =>
    el('stop', { offset: offsets?.[i] ?? (colours.length === 1 ? 0 : i / (colours.length - 1)), 'stop-color': colour }),
  );
}

/** The whole document; `label` is a fixed, non-user description for assistive tech. */
export function svgDocument(label: string, defs: string[], body: string[], width = WIDTH, height = HEIGHT): string {
  const head = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`;
  return `${head}${defs.length ? el('defs', {}, defs) : ''}${body.join('')}</svg>`;
}

/** `data:image/svg+xml;base64,...`: the form the exporter and an <img> both take. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** Blends two #rrggbb colours: t=0 gives `a`, t=1 gives `b` (shades, highlights). */
export function mix(a: string, b: string, t: number): string {
  const ch = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  let out = '#';
  for (let i = 0; i < 3; i++) out += Math.round(ch(a, i) + (ch(b, i) - ch(a, i)) * t).toString(16).padStart(2, '0');
  return out;
}
