/**
 * WCAG 2.x contrast between two '#rrggbb' colours. Used by the catalogue
 * tests and by anyone picking text colours at run time.
 */

const HEX = /^#[0-9a-f]{6}$/i;

/** True when `value` is a '#rrggbb' colour. */
export function isHexColor(value: string): boolean {
  return HEX.test(value);
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/**
 * WCAG relative luminance of a '#rrggbb' colour, 0 (black) to 1 (white).
 * @throws Error when the colour is not '#rrggbb'.
 */
export function relativeLuminance(hex: string): number {
  if (!isHexColor(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const r = parseInt(hex.slice(1, 3), 16);
  const g = parseInt(hex.slice(3, 5), 16);
  const b = parseInt(hex.slice(5, 7), 16);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/**
 * WCAG contrast ratio of two '#rrggbb' colours, from 1 (same) to 21
 * (black on white); order does not matter. AA body text needs 4.5.
 */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  const [hi, lo] = la >= lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}
