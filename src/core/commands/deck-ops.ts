/**
 * Small pure helpers the commands share: slide lookup, structural sharing
 * and the id rule. Ids follow position: the title slide (pinned first) is 0
 * and topic slide N is at position N, so topic_N of a stream, subtopic_N_M
 * and the slide badge all agree after any add, delete, move or duplicate.
 */
import type { PresentationSettings } from '../schemas/config';
import { subtopicId, type Slide } from '../schemas/slide';
import type { DeckDoc } from './types';

/** Whether `index` is an integer position of `slides`. */
export function isIndex(slides: readonly unknown[], index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < slides.length;
}

/**
 * First position a topic slide may take: 1 when the deck opens with its
 * title slide, which stays pinned there (it carries id 0 and the deck's
 * proposed save title), else 0.
 */
export function firstMovableIndex(slides: readonly Slide[]): number {
  return slides[0]?.type === 'title' ? 1 : 0;
}

/** Whether the slide at `index` exists and is not the pinned title slide. */
export function isMovable(slides: readonly Slide[], index: number): boolean {
  return isIndex(slides, index) && index >= firstMovableIndex(slides);
}

/** `slide` with id `id` and its subtopics' ids to match (subtopic_N_M); the same object when already right. */
function withId(slide: Slide, id: number): Slide {
  const subs = slide.topic?.subtopics ?? [];
  const subsOk = subs.every((sub, m) => sub.id === subtopicId(id, m + 1));
  if (slide.id === id && subsOk) return slide;
  if (!slide.topic || subsOk) return { ...slide, id };
  const subtopics = subs.map((sub, m) => ({ ...sub, id: subtopicId(id, m + 1) }));
  return { ...slide, id, topic: { ...slide.topic, subtopics } };
}

/**
 * Ids by position: the leading title slide is 0 and topics count from 1
 * (from 1 too when there is no title slide, so topic N is still slide N).
 * Slides already numbered right are kept as the same objects.
 */
export function renumberSlides(slides: readonly Slide[]): readonly Slide[] {
  const offset = slides[0]?.type === 'title' ? 0 : 1;
  const next = slides.map((slide, i) => withId(slide, i + offset));
  return next.every((slide, i) => slide === slides[i]) ? slides : next;
}

/** `doc` with new slides, or `doc` itself when the array is the same. */
export function withSlides(doc: DeckDoc, slides: readonly Slide[]): DeckDoc {
  return slides === doc.slides ? doc : { ...doc, slides };
}

/** `doc` with the slide at `index` replaced (same doc when the slide object is the same or out of range). */
export function replaceSlide(doc: DeckDoc, index: number, slide: Slide): DeckDoc {
  if (!isIndex(doc.slides, index) || doc.slides[index] === slide) return doc;
  return withSlides(doc, doc.slides.map((s, i) => (i === index ? slide : s)));
}

/** `doc` with settings patched; the same doc when every patched value is already set. */
export function patchSettings(doc: DeckDoc, patch: Partial<PresentationSettings>): DeckDoc {
  const keys = Object.keys(patch) as (keyof PresentationSettings)[];
  const changed = keys.some((key) => patch[key] !== undefined && patch[key] !== doc.settings[key]);
  if (!changed) return doc;
  const defined = Object.fromEntries(keys.filter((key) => patch[key] !== undefined).map((key) => [key, patch[key]]));
  return { ...doc, settings: { ...doc.settings, ...defined } };
}
