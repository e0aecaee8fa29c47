/** Text that does not fit its box even at the smallest size of the type scale, or that the layout leaves out. */
import { onlyLongWordsOverflow } from '../text-measure';
import type { CheckRule, PlacedText, Problem } from '../types';
import { holderName, slideName, textName } from '../words';

function advice(t: PlacedText): string {
  if (t.part === 'title' || t.part === 'label') return 'shorten it';
  if (t.part === 'heading' || t.part === 'body') return 'shorten it or split the slide';
  return 'shorten it or move part of it to the notes';
}

export const overflowRule: CheckRule = {
  kind: 'overflow',
  description: 'Text that does not fit its box at the smallest allowed size (it would be cut or spill out), or that the layout does not show at all.',
  check(view, index) {
    const m = view.measured(index);
    if (m === undefined) return [];
    const out: Problem[] = [];
    for (const t of m.texts) {
      // A text whose only trouble is one over-long word is the mid-word rule's finding.
      if (!t.overflows || (!t.hidden && onlyLongWordsOverflow(t))) continue;
      const name = textName(view, index, t);
      const message = t.hidden
        ? `${slideName(index)}: this layout has no room for ${name}, so it is not shown; move it to the notes, split the slide or pick another layout.`
        : `${slideName(index)}: ${name} does not fit its ${holderName(t)}; ${advice(t)}.`;
      out.push({ kind: 'overflow', message, text: t });
    }
    return out;
  },
};
