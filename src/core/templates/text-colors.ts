/**
 * Text colours for an imported template: taken from the template's own
 * palette so the deck keeps its look, and readable (WCAG AA, 4.5:1) on
 * every background the template draws. Where the template's own choice
 * fails, the choice is the palette colour nearest to it that passes, or,
 * when none does, the template's colour made lighter or darker just enough;
 * either way a note says what was changed and why.
 */
import { contrastRatio } from '../themes/contrast';

/** WCAG AA for body text. */
export const TEXT_CONTRAST = 4.5;

/** The worst contrast of a colour over several backgrounds. */
export function worstContrast(color: string, backgrounds: readonly string[]): number {
  return Math.min(...backgrounds.map((bg) => contrastRatio(color, bg)));
}

function channels(hex: string): number[] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
}

function distance(a: string, b: string): number {
  const [x, y] = [channels(a), channels(b)];
  return Math.hypot(...x.map((v, i) => v - (y[i] as number)));
}

function mix(a: string, b: string, t: number): string {
  const [x, y] = [channels(a), channels(b)];
  return `#${x.map((v, i) => Math.round(v + ((y[i] as number) - v) * t).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The colour nearest to `color` on its way to white or black (whichever
 * reads better on the backgrounds) that reaches `min`: 1 % steps, so the
 * hue stays the template's.
 */
export function nearestPassing(color: string, backgrounds: readonly string[], min = TEXT_CONTRAST): string {
  const towards = worstContrast('#ffffff', backgrounds) >= worstContrast('#000000', backgrounds) ? '#ffffff' : '#000000';
  for (let step = 1; step <= 100; step++) {
    const candidate = mix(color, towards, step / 100);
    if (worstContrast(candidate, backgrounds) >= min) return candidate;
  }
  return towards;
}

export interface TextChoice {
  color: string;
  /** Set when the template's own colour did not reach AA and was replaced. */
  note?: string;
}

const ratioText = (ratio: number): string => `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;

/**
 * The text colour for a role: the template's stated colour when it reads,
 * else the passing palette colour nearest to it, else the stated colour
 * moved towards white or black until it reads.
 * @param stated - the colour the template gives the role (its first choice)
 * @param palette - the template's other colours in groups, the first group
 *   tried first: its text colours (dk1, lt1, dk2, lt2) before its accents
 */
export function chooseTextColor(role: string, stated: string, palette: readonly (readonly string[])[], backgrounds: readonly string[]): TextChoice {
  if (worstContrast(stated, backgrounds) >= TEXT_CONTRAST) return { color: stated };
  const nearestIn = (group: readonly string[]): string | undefined =>
    group.filter((c) => worstContrast(c, backgrounds) >= TEXT_CONTRAST).sort((a, b) => distance(a, stated) - distance(b, stated))[0];
  const nearest = palette.map(nearestIn).find((c) => c !== undefined);
  const color = nearest ?? nearestPassing(stated, backgrounds);
  const where = nearest ? 'the nearest colour of its palette that passes' : 'no colour of its palette passes, so its own colour was adjusted';
  return {
    color,
    note: `The template's ${role} colour ${stated} reads at ${ratioText(worstContrast(stated, backgrounds))} on its background, below the 4.5:1 WCAG AA needs: ${color} is used instead (${where}).`,
  };
}

/** A colour `t` of the way from `a` to `b` (card fills a shade off the background). */
export { mix as mixColors };
