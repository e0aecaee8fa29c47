/**
 * The chooser's table: one row per meaning, tried in order, each a small
 * pure predicate over the slide's folded text and the layouts that show
 * that meaning, best first. The first row whose predicate holds gives the
 * candidates; the count rows at the end always hold, so every slide gets a
 * layout that fits its points.
 *
 * Order matters where two meanings overlap: labelled sides and pyramid
 * words are explicit, so they go first ("Before 1450 / After 1450" is a
 * comparison, "hierarchy of needs" a pyramid, not an org chart); a
 * structure comes before dates (a team with joining years is still a team);
 * dates before steps and figures ("Q1: $12M" is a quarter's timeline).
 */
import { isCentralIdea } from './central';
import type { ReadSlide } from './content';
import { isDatedSequence } from './dates';
import { isKeyFigures } from './figures';
import { isHierarchy } from './hierarchy';
import { isRankedLevels } from './levels';
import type { ReasonCode } from './reasons';
import { twoSides } from './sides';
import { isCycle, isOrderedSteps } from './steps';

/**
 * A layout id a rule may name: a registered one, or one a rule is ready for
 * before it exists; unregistered ids are skipped when choosing.
 */
export type CandidateId = string;

/** One row of the table. */
export interface LayoutRule {
  reason: ReasonCode;
  /** Whether the slide has this meaning. */
  test(slide: ReadSlide): boolean;
  /** Layouts that show it, best first (ids that do not fit the count are skipped later). */
  layouts(slide: ReadSlide): readonly CandidateId[];
}

const isLong = (slide: ReadSlide): boolean => !slide.short;

/**
 * Timelines, best first: across the slide while six or fewer fit, then the
 * eight-point one. Five or six long points, or five or six beside a
 * picture (columns of a hundred pixels, a word or two a line), go upright.
 */
function timelines(slide: ReadSlide): CandidateId[] {
  if (slide.count > 6) return ['timeline'];
  return (isLong(slide) || slide.picture) && slide.count >= 5
    ? ['vertical-timeline', 'horizontal-timeline', 'timeline']
    : ['horizontal-timeline', 'vertical-timeline', 'timeline'];
}

/** The meaning rows, in the order they are tried. */
export const MEANING_RULES: readonly LayoutRule[] = [
  { reason: 'change-over-time', test: (s) => twoSides(s) === 'change', layouts: () => ['before-after', 'side-by-side'] },
  { reason: 'two-sides', test: (s) => twoSides(s) === 'contrast', layouts: (s) => (s.count === 2 ? ['side-by-side', 'horizontal-row'] : ['side-by-side']) },
  { reason: 'ranked-levels', test: isRankedLevels, layouts: () => ['pyramid', 'hierarchy'] },
  { reason: 'team-structure', test: isHierarchy, layouts: (s) => (s.count <= 7 ? ['hierarchy-tree', 'tree'] : ['tree']) },
  { reason: 'dated-sequence', test: isDatedSequence, layouts: timelines },
  { reason: 'cycle', test: isCycle, layouts: () => ['circular-6', 'process-flow'] },
  { reason: 'ordered-steps', test: isOrderedSteps, layouts: (s) => (s.count <= 6 ? ['process-flow', ...timelines(s)] : ['timeline']) },
  { reason: 'key-figures', test: isKeyFigures, layouts: (s) => ['big-number', ...(s.count <= 5 ? ['horizontal-row', 'boxes'] : ['grid', 'boxes'])] },
  { reason: 'central-idea', test: isCentralIdea, layouts: () => ['mind-map', 'boxes'] },
];

/** The count rows: what a plain list of points is drawn with, by number and length. */
export function countRule(slide: ReadSlide): { reason: ReasonCode; layouts: CandidateId[] } {
  const long = isLong(slide);
  switch (slide.count) {
    case 0:
      return { reason: 'no-points', layouts: ['grid'] };
    case 1:
      // One point is one statement, set large; not one huge card holding a line.
      return { reason: 'single-point', layouts: ['statement', 'vertical-stack', 'grid'] };
    case 2:
      // Two points are two columns, each card as tall as its text.
      return { reason: 'two-points', layouts: ['side-by-side', 'horizontal-row', 'grid'] };
    case 3:
      return long ? { reason: 'long-points', layouts: ['vertical-stack', 'horizontal-row', 'boxes'] } : { reason: 'short-points', layouts: ['horizontal-row', 'vertical-stack', 'boxes'] };
    case 4:
      return long ? { reason: 'long-points', layouts: ['grid', 'vertical-stack', 'boxes'] } : { reason: 'short-points', layouts: ['horizontal-row', 'grid', 'boxes'] };
    case 5:
      return long ? { reason: 'long-points', layouts: ['boxes', 'vertical-stack', 'grid'] } : { reason: 'short-points', layouts: ['horizontal-row', 'boxes', 'grid'] };
    case 6:
      return { reason: long ? 'long-points' : 'short-points', layouts: ['grid', 'boxes'] };
    default:
      return { reason: 'many-points', layouts: ['grid', 'boxes'] };
  }
}

/**
 * Layouts whose drawing claims a meaning: a hint naming one is refused when
 * the content lacks it (a pyramid for a plain list, a timeline for undated,
 * unordered points). Layouts not listed claim nothing and are never contradicted.
 */
export const CLAIMS: Readonly<Record<string, readonly ReasonCode[]>> = {
  pyramid: ['ranked-levels'],
  'before-after': ['change-over-time'],
  'side-by-side': ['two-sides', 'change-over-time', 'two-points'],
  'hierarchy-tree': ['team-structure'],
  tree: ['team-structure'],
  hierarchy: ['team-structure', 'ranked-levels'],
  'horizontal-timeline': ['dated-sequence', 'ordered-steps'],
  'vertical-timeline': ['dated-sequence', 'ordered-steps'],
  timeline: ['dated-sequence', 'ordered-steps'],
  'process-flow': ['ordered-steps', 'dated-sequence', 'cycle'],
  'circular-6': ['cycle'],
  'mind-map': ['central-idea'],
  'big-number': ['key-figures'],
  // Without data of their own, a table or chart is made of the points' key figures.
  table: ['key-figures'],
  chart: ['key-figures'],
};
