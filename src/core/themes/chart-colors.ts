/**
 * Colours of a chart's series (or a pie's slices), from the theme: its
 * accent, primary and secondary first, then the accent's hue turned round
 * the colour wheel. Every colour reaches 3:1 against the card the chart is
 * drawn on (non-text contrast, WCAG 1.4.11): a colour that falls short is
 * darkened on a light card or lightened on a dark one until it does. Colours
 * too close to one already taken, or to the card's text colour, are
 * skipped, so neighbours stay apart and no series looks like text.
 */
import { contrastRatio, relativeLuminance } from './contrast';
import type { ThemeColors } from './types';

/** Contrast every series colour keeps against the card. */
export const CHART_CONTRAST = 3;
/** Least distance in RGB between two series colours (0-441): closer ones read as the same series. */
const MIN_DISTANCE = 64;

type Rgb = [number, number, number];

const toRgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const toHex = (rgb: Rgb): string => `#${rgb.map((c) => Math.round(Math.max(0, Math.min(255, c))).toString(16).padStart(2, '0')).join('')}`;

function toHsl([r, g, b]: Rgb): Rgb {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rr ? (gg - bb) / d + (gg < bb ? 6 : 0) : max === gg ? (bb - rr) / d + 2 : (rr - gg) / d + 4;
  return [h * 60, s, l];
}

function fromHsl([h, s, l]: Rgb): Rgb {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] = h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255];
}

/** `color` made darker (light card) or lighter (dark card) in small steps until it reaches the contrast; undefined when it cannot. */
export function readableOn(color: string, card: string, contrast = CHART_CONTRAST): string | undefined {
  if (contrastRatio(color, card) >= contrast) return color;
  const [h, s, l] = toHsl(toRgb(color));
  const darken = relativeLuminance(card) > 0.18;
  for (let step = 1; step <= 20; step += 1) {
    const next = toHex(fromHsl([h, s, Math.max(0, Math.min(1, l + (darken ? -0.05 : 0.05) * step))]));
    if (contrastRatio(next, card) >= contrast) return next;
  }
  return undefined;
}

const distance = (a: string, b: string): number => {
  const [x, y] = [toRgb(a), toRgb(b)];
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
};

/** `count` series colours for a chart on `colors.card`, each '#rrggbb' and readable on it. */
export function chartColors(colors: Pick<ThemeColors, 'accent' | 'primary' | 'secondary' | 'card' | 'cardText'>, count: number): string[] {
  const [h, s, l] = toHsl(toRgb(colors.accent));
  const turns = Array.from({ length: 24 }, (_, i) => toHex(fromHsl([(h + 137.5 * (i + 1)) % 360, Math.max(s, 0.45), Math.min(Math.max(l, 0.35), 0.65)])));
  const out: string[] = [];
  // A second pass takes colours half as far apart, for many slices on a card few hues read on.
  for (const least of [MIN_DISTANCE, MIN_DISTANCE / 2]) {
    for (const candidate of [colors.accent, colors.primary, colors.secondary, ...turns]) {
      if (out.length >= count) break;
      const readable = readableOn(candidate, colors.card);
      // A colour close to the text colour (a near-white primary on a dark card) reads as text, not as a series.
      const apart = readable !== undefined && distance(readable, colors.cardText) >= least && out.every((taken) => distance(taken, readable) >= least);
      if (readable && apart) out.push(readable);
    }
  }
  // Never fewer than asked: the card's text colour always reads on the card.
  while (out.length < count) out.push(colors.cardText);
  return out;
}

/** The colours a table is drawn in: a header row in the accent, body rows on the card, every second one tinted. */
export interface TableColors {
  headerFill: string;
  headerText: string;
  bodyFill: string;
  zebraFill: string;
  bodyText: string;
  rule: string;
}

/** Body text keeps AA contrast (4.5:1) on both row fills; so does the header's text on its fill. */
const TEXT_CONTRAST = 4.5;

const mix = (a: string, b: string, share: number): string => {
  const [x, y] = [toRgb(a), toRgb(b)];
  return toHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * share) as Rgb);
};

/** The table's colours from the theme (all '#rrggbb'), every text readable on its fill. */
export function tableColors(colors: Pick<ThemeColors, 'accent' | 'primary' | 'card' | 'cardText'>): TableColors {
  // The header fill is the accent, or the primary when no text reads on the accent.
  const fills = [colors.accent, colors.primary];
  const texts = [colors.card, colors.cardText, '#ffffff', '#000000'];
  let header = { fill: colors.cardText, text: colors.card };
  for (const fill of fills) {
    const text = texts.find((t) => contrastRatio(t, fill) >= TEXT_CONTRAST);
    if (text) {
      header = { fill, text };
      break;
    }
  }
  // The zebra tint is the accent mixed into the card, as much as the body text allows.
  const zebra = [0.14, 0.1, 0.06, 0.03].map((share) => mix(colors.card, colors.accent, share)).find((fill) => contrastRatio(colors.cardText, fill) >= TEXT_CONTRAST) ?? colors.card;
  return { headerFill: header.fill, headerText: header.text, bodyFill: colors.card, zebraFill: zebra, bodyText: colors.cardText, rule: mix(colors.card, colors.cardText, 0.25) };
}
