/** Running one rule over a deck, for the rules' tests. */
import type { DeckDoc } from '../commands/types';
import { checkLook } from './measure';
import type { CheckRule, Problem } from './types';
import { deckView } from './view';

/** The problems `rule` finds on the slide at `index` of `doc`. */
export function problemsOf(rule: CheckRule, doc: Pick<DeckDoc, 'slides' | 'settings'>, index: number): Problem[] {
  return rule.check(deckView(doc.slides, checkLook(doc.settings)), index);
}
