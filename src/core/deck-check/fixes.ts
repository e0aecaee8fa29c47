/**
 * The one-click fixes of a finding. A fix is offered only when it works:
 * the check applies its command to a copy of the deck (as the editor's
 * history would, the layout chooser running after it), measures the slides
 * it changed, and keeps the fix when the problem is gone and nothing that
 * stops the text being read (overflow, small text, broken words) came in.
 */
import { moveOverflowToNotes } from '../commands/move-overflow-to-notes';
import { setSlideLayout } from '../commands/set-slide-layout';
import { splitSlide } from '../commands/split-slide';
import type { DeckDoc } from '../commands/types';
import { getLayout, withAutoLayouts, type LayoutType } from '../layouts';
import { layoutOptions } from './layout-options';
import { CHECK_RULES } from './rules';
import type { DeckView, FindingKind, FixAction, FixKind, Problem } from './types';
import type { MeasureCache } from './view';
import { deckView } from './view';
import type { CheckLook } from './measure';

/** Kinds that keep text from being read: a fix may not bring in more of them. */
const BLOCKING: readonly FindingKind[] = ['overflow', 'mid-word-break', 'below-floor'];

/** The fixes worth trying for each kind, in the order the studio lists them. */
export const FIXES_FOR: Readonly<Record<FindingKind, readonly FixKind[]>> = {
  overflow: ['shorten', 'split', 'layout'],
  'mid-word-break': ['layout'],
  'below-floor': ['layout', 'split'],
  'low-contrast': [],
  'near-empty': ['layout'],
  'repeated-layout': ['layout'],
};

/** What a fix is tried on. */
export interface FixContext {
  doc: Pick<DeckDoc, 'slides' | 'settings'>;
  view: DeckView;
  look: CheckLook;
  cache: MeasureCache;
}

function problemsAt(view: DeckView, indices: readonly number[]): Problem[] {
  return indices.flatMap((i) => (view.slides[i] === undefined ? [] : CHECK_RULES.flatMap((rule) => rule.check(view, i))));
}

const count = (problems: readonly Problem[], kinds: readonly FindingKind[]): number => problems.filter((p) => kinds.includes(p.kind)).length;

/**
 * True when the deck `after` (the fix applied) no longer has a problem of
 * `kind` on the slides it changed (`indices`) and has no more blocking ones.
 */
function works(ctx: FixContext, before: readonly number[], after: { slides: DeckDoc['slides'] }, indices: readonly number[], kind: FindingKind): boolean {
  const next = deckView(withAutoLayouts(after.slides), ctx.look, ctx.cache);
  const was = problemsAt(ctx.view, before);
  const now = problemsAt(next, indices);
  if (now.some((p) => p.kind === kind)) return false;
  const blocking = BLOCKING.filter((k) => k !== kind);
  return count(now, blocking) <= count(was, blocking);
}

function fullDoc(ctx: FixContext): DeckDoc {
  return { title: '', slides: ctx.doc.slides, settings: ctx.doc.settings };
}

/** The first other layout with which the problem is gone, or undefined. */
function layoutFix(ctx: FixContext, index: number, kind: FindingKind): FixAction | undefined {
  const m = ctx.view.measured(index);
  if (m?.layout === undefined) return undefined;
  // A repeat is judged over the slides after it too: the new layout must not start another run.
  const span = kind === 'repeated-layout' ? [index, index + 1, index + 2] : [index];
  for (const type of layoutOptions(m.slide, m.layout, kind === 'repeated-layout')) {
    const args = { index, layout: { type, config: {} } };
    const after = setSlideLayout.perform(fullDoc(ctx), args);
    if (works(ctx, span, after, span, kind)) return { kind: 'layout', label: `Use the ${layoutLabel(type)} layout`, command: { id: 'slide.setLayout', args } };
  }
  return undefined;
}

const layoutLabel = (type: LayoutType): string => getLayout(type).label;

/** The fixes that remove `problem` from the slide at `index`, in the order of {@link FIXES_FOR}. */
export function fixesFor(ctx: FixContext, index: number, problem: Problem): FixAction[] {
  const out: FixAction[] = [];
  for (const kind of FIXES_FOR[problem.kind]) {
    if (kind === 'layout') {
      const fix = layoutFix(ctx, index, problem.kind);
      if (fix) out.push(fix);
    } else if (kind === 'split') {
      const after = splitSlide.perform(fullDoc(ctx), { index });
      if (after.slides !== ctx.doc.slides && works(ctx, [index], after, [index, index + 1], problem.kind)) {
        out.push({ kind: 'split', label: 'Split into two slides', command: { id: 'slide.split', args: { index } } });
      }
    } else {
      const after = moveOverflowToNotes.perform(fullDoc(ctx), { index });
      if (after.slides !== ctx.doc.slides && works(ctx, [index], after, [index], problem.kind)) {
        out.push({ kind: 'shorten', label: 'Move extra text to the notes', command: { id: 'slide.moveOverflowToNotes', args: { index } } });
      }
    }
  }
  return out;
}
