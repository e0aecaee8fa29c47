/**
 * Choosing a slide's layout from what it says. The table in rules.ts gives
 * the layouts that show the slide's meaning; only registered layouts that
 * hold every point are kept, so no point is ever dropped. A layout a model
 * suggested goes first when it fits and the content does not contradict it.
 */
import { findLayout, layoutFits, type LayoutType } from '../registry';
import { readSlide, type ReadSlide, type SlideContent } from './content';
import type { ReasonCode } from './reasons';
import { showsWhole } from './fit';
import { CLAIMS, MEANING_RULES, countRule, type CandidateId } from './rules';

/** A layout and why it was chosen. */
export interface LayoutChoice {
  type: LayoutType;
  reason: ReasonCode;
}

function fitting(ids: readonly CandidateId[], count: number): LayoutType[] {
  const out: LayoutType[] = [];
  for (const id of ids) {
    const layout = findLayout(id);
    if (layout && layoutFits(layout, count) && !out.includes(layout.type)) out.push(layout.type);
  }
  return out;
}

/** Every meaning the slide has (the reasons of the rows whose predicate holds), plus its count reason. */
export function meaningsOf(slide: ReadSlide): ReasonCode[] {
  return [...MEANING_RULES.filter((rule) => rule.test(slide)).map((rule) => rule.reason), countRule(slide).reason];
}

/**
 * True when a suggested layout may be used: registered, holding every
 * point, and either claiming no meaning (grid, boxes...) or claiming one
 * the content has (a pyramid needs ranked levels).
 */
export function hintFits(hint: string | undefined, slide: ReadSlide): hint is LayoutType {
  const layout = findLayout(hint?.trim().toLowerCase());
  if (!layout || !layoutFits(layout, slide.count)) return false;
  const claims = CLAIMS[layout.type];
  if (claims === undefined) return true;
  const meanings = meaningsOf(slide);
  return claims.some((claim) => meanings.includes(claim));
}

/**
 * The layouts that show the slide's meaning, best first, each with its
 * reason: a fitting hint, then the first meaning row that holds and has a
 * layout for this many points, else the count row. Never empty: the grid
 * holds any number of points.
 */
export function layoutCandidates(content: SlideContent): LayoutChoice[] {
  const slide = readSlide(content);
  const rule = MEANING_RULES.find((r) => r.test(slide) && fitting(r.layouts(slide), slide.count).length > 0);
  const row = rule ? { reason: rule.reason, layouts: rule.layouts(slide) } : countRule(slide);
  let choices: LayoutChoice[] = fitting(row.layouts, slide.count).map((type) => ({ type, reason: row.reason }));
  const hint = content.hint?.trim().toLowerCase();
  if (hintFits(hint, slide) && choices[0]?.type !== hint) {
    choices = [{ type: hint, reason: 'model-hint' }, ...choices.filter((c) => c.type !== hint)];
  }
  if (choices.length === 0) choices = [{ type: 'grid', reason: 'many-points' }];
  return wholeFirst(choices, content, slide);
}

/**
 * The candidates that show every word first, in their order. When none of
 * them does, the count rule's layouts that do come first (the slide's
 * meaning is worth less than its text), marked 'text-fit'; when nothing
 * shows it whole, the order stands and the deck check reports the cut.
 */
function wholeFirst(choices: LayoutChoice[], content: SlideContent, slide: ReadSlide): LayoutChoice[] {
  const whole = choices.filter((c) => showsWhole(c.type, content));
  if (whole.length === choices.length) return choices;
  const cut = choices.filter((c) => !whole.includes(c));
  if (whole.length > 0) return [...whole, ...cut];
  const plain = fitting(countRule(slide).layouts, slide.count)
    .filter((type) => !choices.some((c) => c.type === type) && showsWhole(type, content))
    .map((type): LayoutChoice => ({ type, reason: 'text-fit' }));
  return [...plain, ...choices];
}

/** The layout a slide is drawn with when nothing else is known (no deck around it): the best candidate. */
export function chooseSlideLayout(content: SlideContent): LayoutChoice {
  return layoutCandidates(content)[0]!;
}

/**
 * The layout a slide is drawn with: `preferred` (the slide's stored choice,
 * a user's or a recorded automatic one) when it is registered and holds the
 * points; otherwise, e.g. 7 points on 'star-5' or an unknown id, the
 * content decides.
 */
export function chooseLayout(content: SlideContent, preferred?: string): LayoutType {
  const layout = findLayout(preferred);
  return layout && layoutFits(layout, content.items.length) ? layout.type : chooseSlideLayout(content).type;
}
