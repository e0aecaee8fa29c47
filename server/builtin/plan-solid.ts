/**
 * No near-empty slide. A planned slide whose text yields fewer than two points
 * once drafted (its sentences are too few, already shown elsewhere, or give no
 * heading) is not shown thin: it merges into the slide before it (the first
 * into the one after), whose points may then come from its text. The plan is
 * drafted again after each round of merges, because a merge changes which sentences the
 * later slides may use. Drafting is deterministic, so the outline call and
 * the content call reach the same plan.
 */
import { draftUnitSlide, quotedIn, type DocDeck } from './compose-document';
import { planUnits, type Unit } from './plan-document';
import type { DocModel } from '../../src/core/prose/analyse';
import { headingKey } from '../../src/core/prose/phrase';
import type { Size, TopicDraft } from './types';

/** Points a slide needs to stand on its own. */
const MIN_POINTS = 2;
/** Rounds of merging at most; each costs one draft of the deck. */
const MAX_ROUNDS = 4;

/** `b`'s text folded into `a`, in reading order; `a` keeps its heading unless `b` carries more text. */
function merge(a: Unit, b: Unit): Unit {
  const [main, other] = b.sentences.length > a.sentences.length ? [b, a] : [a, b];
  const sentences = [...a.sentences, ...b.sentences].sort((x, y) => x.id - y.id);
  // Its own subsections stay points; the merged slide's text becomes one more of them.
  const children = main.children.length > 0 ? [...main.children, { heading: other.heading, sentences: other.sentences }].sort((x, y) => (x.sentences[0]?.id ?? 0) - (y.sentences[0]?.id ?? 0)) : [];
  return { heading: main.heading, sentences, children, extra: [...(a.extra ?? []), ...(b.extra ?? [])] };
}

const pointCount = (draft: TopicDraft): number => (draft.subtopics ?? []).filter((p) => p.overview.trim() !== '').length;

/**
 * The outline's drafts of `units` and the indexes of the units whose slides
 * would have fewer than two points with text. Drafted as the two calls draft
 * them: the outline's pass writes the overviews, then the content pass
 * reserves every overview's sentences first and drafts the points around them
 * (it may find fewer than the first pass).
 */
function draftAndCheck(doc: DocModel, size: Size, units: readonly Unit[], reserved: readonly number[]): { drafts: TopicDraft[]; thin: number[] } {
  const outline: DocDeck = { doc, size, used: new Set(reserved) };
  const outlineHeadings = new Set<string>();
  const drafts = units.map((unit, i) => draftUnitSlide(outline, unit, i, true, undefined, outlineHeadings));
  const content: DocDeck = { doc, size, used: new Set(reserved) };
  units.forEach((unit, i) => {
    for (const s of quotedIn(unit, drafts[i]?.overview ?? '')) content.used.add(s.id);
  });
  const headings = new Set(units.map((u) => headingKey(u.heading)));
  const thin = units.flatMap((unit, i) => {
    const draft = draftUnitSlide(content, unit, i, true, drafts[i]?.overview, headings);
    return pointCount(draft) < MIN_POINTS || pointCount(drafts[i] as TopicDraft) < MIN_POINTS ? [i] : [];
  });
  return { drafts, thin };
}

export interface SolidPlan {
  units: Unit[];
  /** The outline's draft of each unit (as `draftUnitSlide` writes it with a fresh deck). */
  drafts: TopicDraft[];
}

/** The document's plan for `n` topic slides, with every slide carrying at least two points where the text allows. */
export function solidPlan(doc: DocModel, n: number, size: Size, reserved: readonly number[]): SolidPlan {
  const units = planUnits(doc, n, new Set(reserved));
  for (let round = 0; ; round++) {
    const { drafts, thin } = draftAndCheck(doc, size, units, reserved);
    if (thin.length === 0 || round >= MAX_ROUNDS || units.length <= 1) return { units, drafts };
    // From the end, so the indexes still to merge stay where they were.
    for (const i of thin.reverse()) {
      if (units.length < 2 || i >= units.length) continue;
      const at = i > 0 ? i - 1 : 0;
      const [a, b] = [units[at], units[at + 1]];
      if (a !== undefined && b !== undefined) units.splice(at, 2, merge(a, b));
    }
  }
}

/** The units of {@link solidPlan}. */
export function solidUnits(doc: DocModel, n: number, size: Size, reserved: readonly number[]): Unit[] {
  return solidPlan(doc, n, size, reserved).units;
}

/** Slide counts above the outline's tried when looking for the plan it was made from. */
const MAX_EXTRA = 12;

/**
 * The plan an outline with these headings was made from. Merges leave an
 * outline with fewer topics than were asked, and a plan for that smaller
 * count cuts the document differently; so counts from the outline's own up
 * are tried (a plain plan is cheap) until one holds every heading. Headings
 * the user edited match none: then the plan for the outline's count serves.
 */
export function planForHeadings(doc: DocModel, headings: readonly string[], size: Size, reserved: readonly number[]): Unit[] {
  const wanted = headings.map((h) => h.trim().toLowerCase());
  const holdsAll = (units: readonly Unit[]): boolean => {
    const names = new Set(units.map((u) => u.heading.toLowerCase()));
    return wanted.every((h) => names.has(h));
  };
  for (let n = wanted.length; n <= wanted.length + MAX_EXTRA; n++) {
    if (!holdsAll(planUnits(doc, n, new Set(reserved)))) continue;
    const solid = solidUnits(doc, n, size, reserved);
    if (holdsAll(solid)) return solid;
  }
  return solidUnits(doc, wanted.length, size, reserved);
}
