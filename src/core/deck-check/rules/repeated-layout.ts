/** The same layout on more than two slides in a row, when another layout suits the slide. */
import { getLayout, type LayoutType } from '../../layouts';
import { MAX_RUN } from '../../layouts/choose';
import { drawnClean, layoutOptions, withLayout } from '../layout-options';
import type { CheckRule, DeckView } from '../types';
import { slideName } from '../words';

/** How many slides up to `index` (included) are drawn with `layout` in a row. */
function runLength(view: DeckView, index: number, layout: LayoutType): number {
  let n = 0;
  for (let i = index; i >= 0 && view.measured(i)?.layout === layout; i--) n += 1;
  return n;
}

export const repeatedLayoutRule: CheckRule = {
  kind: 'repeated-layout',
  description: 'A slide that makes a run of more than MAX_RUN slides in one layout, while a layout the chooser finds for its content draws it cleanly.',
  check(view, index) {
    const m = view.measured(index);
    const layout = m?.layout;
    if (m === undefined || layout === undefined) return [];
    const run = runLength(view, index, layout);
    if (run <= MAX_RUN) return [];
    const other = layoutOptions(m.slide, layout, true).some((type) => drawnClean(view.measure(withLayout(m.slide, type))));
    if (!other) return [];
    const first = index - run + 1;
    const label = getLayout(layout).label;
    return [{
      kind: 'repeated-layout',
      message: `${slideName(index)} is the ${ordinal(run)} slide in a row in the ${label} layout (slides ${first + 1} to ${index + 1}); another layout keeps the deck from looking repetitive.`,
    }];
  },
};

function ordinal(n: number): string {
  const words = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
  return words[n - 1] ?? `${n}th`;
}
