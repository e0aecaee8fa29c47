/** Text whose colour stands out from what is behind it by less than WCAG AA's 4.5:1. */
import { contrastRatio } from '../../themes/contrast';
import type { CheckRule, PlacedText, Problem } from '../types';
import { slideName, textName } from '../words';

/** WCAG 2 AA contrast for body-size text. */
export const AA_CONTRAST = 4.5;

interface Pair {
  color: string;
  background: string;
  ratio: number;
}

/** The lowest-contrast pair of colour and background the text is drawn with; undefined when nothing is known of its background. */
export function worstPair(t: PlacedText): Pair | undefined {
  const pairs: { color: string; background: string }[] = [
    ...t.backgrounds.map((background) => ({ color: t.color, background })),
    ...t.picked.flatMap((p) => (p.background !== undefined ? [{ color: p.color, background: p.background }] : t.backgrounds.map((background) => ({ color: p.color, background })))),
  ];
  let worst: Pair | undefined;
  for (const pair of pairs) {
    const ratio = contrastRatio(pair.color, pair.background);
    if (worst === undefined || ratio < worst.ratio) worst = { ...pair, ratio };
  }
  return worst;
}

export const lowContrastRule: CheckRule = {
  kind: 'low-contrast',
  description: 'Text (in the theme colour or one the user picked) against its card or slide background under WCAG AA 4.5:1; text on a background picture is not judged.',
  check(view, index) {
    const m = view.measured(index);
    if (m === undefined) return [];
    const out: Problem[] = [];
    for (const t of m.texts) {
      if (t.hidden) continue;
      const worst = worstPair(t);
      if (worst === undefined || worst.ratio >= AA_CONTRAST) continue;
      const ratio = Math.floor(worst.ratio * 10) / 10;
      const fix = t.picked.length > 0 ? 'pick a stronger text colour' : 'pick another theme';
      out.push({
        kind: 'low-contrast',
        text: t,
        message: `${slideName(index)}: ${textName(view, index, t)} is hard to read (${worst.color} on ${worst.background}, contrast ${ratio}:1, under the 4.5:1 text needs); ${fix}.`,
      });
    }
    return out;
  },
};
