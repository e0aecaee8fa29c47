/**
 * The deck check: every rule on every slide that is not still being
 * written, and for each problem the one-click fixes that remove it. Pure and
 * deterministic, so the studio, the CLI and the tests get the same findings.
 */
import type { DeckDoc } from '../commands/types';
import type { DescriptionSize } from '../schemas/catalog';
import { fixesFor, type FixContext } from './fixes';
import { checkLook } from './measure';
import { CHECK_RULES } from './rules';
import type { Finding, Problem } from './types';
import { deckView, type MeasureCache } from './view';

/** Options of {@link checkDeck}. */
export interface DeckCheckOptions {
  /** The deck's text amount, as the renderers are given it (default 'concise'). */
  descriptionSize?: DescriptionSize;
  /** False: list the problems without working out their fixes (faster). */
  fixes?: boolean;
}

function keyOf(slideId: number, p: Problem): string {
  return [p.kind, slideId, p.text?.part ?? '', p.text?.index ?? ''].join(':');
}

/**
 * Checks a deck as it is drawn with its theme and fonts: text that does not
 * fit, text under the floor, contrast under AA, near-empty slides, runs of
 * one layout and words that would break in the middle. Findings come in
 * slide order, and per slide in the order of the rules.
 */
export function checkDeck(doc: Pick<DeckDoc, 'slides' | 'settings'>, options: DeckCheckOptions = {}): Finding[] {
  const look = checkLook(doc.settings, options.descriptionSize);
  const cache: MeasureCache = new WeakMap();
  const view = deckView(doc.slides, look, cache);
  const ctx: FixContext = { doc, view, look, cache };
  const findings: Finding[] = [];
  doc.slides.forEach((slide, index) => {
    // A slide still being written is checked once it is complete.
    if (slide.isStreaming) return;
    for (const rule of CHECK_RULES) {
      for (const problem of rule.check(view, index)) {
        findings.push({
          key: keyOf(slide.id, problem),
          slideId: slide.id,
          slideIndex: index,
          kind: problem.kind,
          message: problem.message,
          fixes: options.fixes === false ? [] : fixesFor(ctx, index, problem),
        });
      }
    }
  });
  return findings;
}
