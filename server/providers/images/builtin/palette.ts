/**
 * The colours of the builtin art: the deck theme's, when the client sends
 * them, so a title slide's artwork belongs to its theme; otherwise a
 * harmonious set derived from the prompt's hash (the same prompt, the same
 * colours). Only the hash of the prompt is used, never its words.
 */

export interface ArtPalette {
  /** Background wash, light to dark or dark to light. */
  ground: [string, string];
  /** Colours of the forms, strongest first. */
  accents: [string, string, string, string];
  /** The ink of strokes and patterns. */
  ink: string;
}

const HEX = /^#[0-9a-f]{6}$/i;

function hsl(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255).toString(16).padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** Relative luminance 0..1 of #rrggbb. */
export function luminance(hex: string): number {
  const ch = (i: number) => {
    const v = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * ch(0) + 0.7152 * ch(1) + 0.0722 * ch(2);
}

/** Blends two #rrggbb colours: t=0 gives `a`, t=1 gives `b`. */
export function blend(a: string, b: string, t: number): string {
  const ch = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  let out = '#';
  for (let i = 0; i < 3; i++) out += Math.round(ch(a, i) + (ch(b, i) - ch(a, i)) * t).toString(16).padStart(2, '0');
  return out;
}

/** A palette from theme colours (background first, then accents), or from `seed` when none are usable. */
export function artPalette(theme: readonly string[] | undefined, seed: number): ArtPalette {
  const colours = (theme ?? []).filter((c) => HEX.test(c)).map((c) => c.toLowerCase());
  if (colours.length >= 2) {
    const [bg, ...rest] = colours as [string, ...string[]];
    const pick = (i: number) => rest[i % rest.length] ?? bg;
    const dark = luminance(bg) < 0.3;
    return {
      ground: [bg, blend(bg, dark ? '#000000' : '#ffffff', 0.35)],
      accents: [pick(0), pick(1), pick(2), blend(pick(0), dark ? '#ffffff' : '#000000', 0.3)],
      ink: blend(pick(0), dark ? '#ffffff' : '#000000', 0.4),
    };
  }
  const h = seed % 360;
  return {
    ground: [hsl(h, 0.45, 0.95), hsl((h + 25) % 360, 0.5, 0.86)],
    accents: [hsl(h, 0.62, 0.5), hsl((h + 35) % 360, 0.7, 0.6), hsl((h + 180) % 360, 0.55, 0.55), hsl((h + 320) % 360, 0.45, 0.32)],
    ink: hsl(h, 0.5, 0.25),
  };
}
