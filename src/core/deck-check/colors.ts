/**
 * The text colours a user picked with the formatting toolbar, read from the
 * formatting kept beside a text (core/text/rich.ts), so the contrast rule
 * checks what is drawn and not only the theme's colours (which the theme
 * catalogue's own tests already hold to AA).
 */
import { formattingFor, type FormattedText } from '../text/rich';

const STYLE = /style\s*=\s*(["'])(.*?)\1/gis;

/** '#rgb', '#rrggbb' or 'rgb(r, g, b)' as '#rrggbb'; undefined for anything else (named colours, alpha). */
export function toHex(value: string): string | undefined {
  const v = value.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(v);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  if (/^#[0-9a-f]{6}$/.test(v)) return v;
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/.exec(v);
  if (!rgb) return undefined;
  const parts = rgb.slice(1, 4).map((n) => Math.min(255, Number(n)));
  return `#${parts.map((n) => n.toString(16).padStart(2, '0')).join('')}`;
}

/** A colour the user gave part of a text, and the highlight behind it when the same span has one. */
export interface PickedColor {
  color: string;
  background?: string;
}

/**
 * The colours of `value`'s formatting (inline `color:` styles), while that
 * formatting applies to it (formatting made for other text is not drawn).
 */
export function pickedColors(value: string, formatted: FormattedText | undefined): PickedColor[] {
  const html = formattingFor(value, formatted);
  if (html === undefined) return [];
  const out: PickedColor[] = [];
  for (const match of html.matchAll(STYLE)) {
    const declarations = new Map(
      (match[2] ?? '').split(';').map((d) => {
        const at = d.indexOf(':');
        return [d.slice(0, at).trim().toLowerCase(), d.slice(at + 1).trim()] as const;
      }),
    );
    const color = toHex(declarations.get('color') ?? '');
    if (color === undefined) continue;
    const background = toHex(declarations.get('background-color') ?? '');
    out.push(background === undefined ? { color } : { color, background });
  }
  return out;
}
