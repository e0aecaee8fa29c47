/**
 * Asking the deck: the answers of rewrites put in place of the slides they
 * rewrote, and slides added, as one command, so one undo takes back a
 * slide's rewrite or a whole deck action (notes for every slide, a
 * translation). Every other slide stays as it is, edits made meanwhile
 * included.
 */
import type { EditAction } from '../../protocol/edit';
import type { TopicLineInput } from '../../protocol/lines';
import { MAX_SLIDES } from '../../protocol/requests';
import { answerSlide, mergeAnswer } from '../rewrite/merge';
import type { PresentationSettings } from '../schemas/config';
import type { Slide } from '../schemas/slide';
import { patchSettings, renumberSlides, withSlides } from './deck-ops';
import type { Command, DeckDoc } from './types';

/** The answer of one slide's rewrite: the rewritten slide, and a split's second one. */
export interface SlideRewrite {
  /** `Slide.id` of the slide rewritten, in the deck the command is applied to. */
  readonly slideId: number;
  readonly action: EditAction;
  readonly answer: readonly TopicLineInput[];
  /** The slide keeps the layout it shows (a deck's change of tone: the same slides in other words). */
  readonly keepLayout?: boolean;
}

/** A slide to add from an answer. */
export interface SlideInsert {
  /** `Slide.id` of the slide it follows; null (or an id not in the deck): at the end. */
  readonly afterSlideId: number | null;
  readonly answer: TopicLineInput;
}

/** Arguments of {@link rewriteSlides}. */
export interface RewriteSlidesArgs {
  readonly rewrites?: readonly SlideRewrite[];
  readonly inserts?: readonly SlideInsert[];
  /** Deck settings the action changes with the slides (the language of a translation, a new tone). */
  readonly settings?: Partial<PresentationSettings>;
  /** The deck's new title (a translated deck). */
  readonly title?: string;
}

/** The slides with each rewrite merged in place and each insert after its slide; ids not yet renumbered. */
function rewrittenSlides(slides: readonly Slide[], args: RewriteSlidesArgs): Slide[] {
  const rewrites = args.rewrites ?? [];
  const inserts = args.inserts ?? [];
  const known = new Set(slides.map((s) => s.id));
  const out: Slide[] = [];
  const insertAfter = (id: number | null): void => {
    for (const insert of inserts) if (insert.afterSlideId === id || (id === null && (insert.afterSlideId === null || !known.has(insert.afterSlideId)))) out.push(answerSlide(out.length + 1, insert.answer));
  };
  for (const slide of slides) {
    const rewrite = rewrites.find((r) => r.slideId === slide.id);
    out.push(...(rewrite ? mergeAnswer(slide, rewrite.action, rewrite.answer, { keepLayout: rewrite.keepLayout === true }) : [slide]));
    insertAfter(slide.id);
  }
  insertAfter(null);
  return out;
}

/**
 * Puts the answers in place: each rewritten slide merged with its answer
 * (keeping its picture, icons, notes and layout unless the action changes
 * them), a split's second slide right after it, added slides after the
 * slide named; then the settings and title. Ids are renumbered by position.
 * Refused (same doc) when the deck would pass {@link MAX_SLIDES}; the same
 * doc when nothing changes.
 */
export const rewriteSlides = {
  id: 'slide.rewrite',
  label: 'Rewrite slide',
  perform(doc: DeckDoc, args: RewriteSlidesArgs): DeckDoc {
    const next = rewrittenSlides(doc.slides, args);
    if (next.length > MAX_SLIDES && next.length > doc.slides.length) return doc;
    const same = next.length === doc.slides.length && next.every((slide, i) => slide === doc.slides[i]);
    let out = same ? doc : withSlides(doc, renumberSlides(next));
    if (args.settings !== undefined) out = patchSettings(out, args.settings);
    if (args.title !== undefined && args.title.trim() !== '' && args.title !== out.title) out = { ...out, title: args.title };
    return out;
  },
} as const satisfies Command<RewriteSlidesArgs>;
