/** A word wider than its box's line at the size it is drawn: it would break inside the word ("productio n"). */
import { longWords } from '../text-measure';
import type { CheckRule, Problem } from '../types';
import { holderName, quote, slideName, textName } from '../words';

export const midWordBreakRule: CheckRule = {
  kind: 'mid-word-break',
  description: 'A word longer than its box is wide at the size the text is drawn, so it cannot wrap at a space and would be broken in the middle.',
  check(view, index) {
    const m = view.measured(index);
    if (m === undefined) return [];
    const out: Problem[] = [];
    for (const t of m.texts) {
      const long = longWords(t);
      if (long.length === 0) continue;
      const list = long.slice(0, 2).map((w) => quote(w)).join(' and ');
      const what = t.text.trim() === long[0] ? `${textName(view, index, t)} is one word that is` : `the ${long.length === 1 ? 'word' : 'words'} ${list} in ${textName(view, index, t)} ${long.length === 1 ? 'is' : 'are'}`;
      out.push({
        kind: 'mid-word-break',
        text: t,
        message: `${slideName(index)}: ${what} wider than the ${holderName(t)} and would break in the middle; use a shorter word or another layout.`,
      });
    }
    return out;
  },
};
