/**
 * A rewrite's answer merged into the slide it rewrote. The answer brings
 * text; the slide keeps everything else it has: its picture, icons, visual
 * choice, background, formatting, notes and layout, unless the action is
 * about them. Speaker notes change only the notes; translate changes text,
 * notes and the picture's description (not the picture); steps, a timeline and a comparison set the fitting layout; a
 * split's second slide is a new slide of its own, with no picture yet.
 */
import type { EditAction } from '../../protocol/edit';
import type { TopicLineInput } from '../../protocol/lines';
import { findLayout, layoutFits } from '../layouts';
import type { Slide, SlideLayout, SlideTopic, Subtopic } from '../schemas/slide';
import { subtopicId } from '../schemas/slide';

/** The layout each structural action asks for. */
export const ACTION_LAYOUTS: Partial<Record<EditAction, string>> = {
  steps: 'process-flow',
  timeline: 'timeline',
  comparison: 'side-by-side',
};

/** Actions whose answer brings new notes: the slide's own notes give way to them. */
const NOTES_ACTIONS: ReadonlySet<EditAction> = new Set(['speaker-notes', 'translate']);

/** A point as an answer carries it (schema defaults may be left out). */
type SubtopicLine = NonNullable<TopicLineInput['subtopics']>[number];

const sameText = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The point of the slide a rewritten point stands for: the same id, else
 * the same heading, else (`byPlace`) the point in the same place.
 */
function formerPoint(old: readonly Subtopic[], line: SubtopicLine, index: number, byPlace: boolean): Subtopic | undefined {
  const same = old.find((sub) => line.id !== undefined && sub.id === line.id) ?? old.find((sub) => sameText(sub.heading, line.heading));
  return same ?? (byPlace ? old[index] : undefined);
}

/** A rewritten point: the answer's words with the former point's icon and picture (the answer's where it had none). */
function mergePoint(slideId: number, old: readonly Subtopic[], line: SubtopicLine, index: number, byPlace = true): Subtopic {
  const former = formerPoint(old, line, index, byPlace);
  const visual = former
    ? { icon_prompt: former.icon_prompt, image_prompt: former.image_prompt, visual_mode: former.visual_mode, ...(former.image_url === undefined ? {} : { image_url: former.image_url }) }
    : { icon_prompt: line.icon_prompt ?? '', image_prompt: line.image_prompt ?? '', visual_mode: line.visual_mode ?? 'icon' };
  return { id: subtopicId(slideId, index + 1), heading: line.heading, overview: line.overview ?? '', ...visual };
}

/**
 * The layout after a rewrite: the one the action asks for when it holds the
 * points; the one shown, fixed, after a translation; else the slide's own,
 * handed back to the chooser when it is the user's and no longer holds them
 * (a split's half, a shorter slide).
 */
function layoutAfter(slide: Slide, action: EditAction, points: number, keepLayout: boolean): SlideLayout | undefined {
  // A translated slide looks as it did: the layout it showed is kept, even one the chooser picked, which
  // the longer or shorter words of another language would otherwise make it pick again. So does a slide
  // reworded in another tone: the deck's change of tone promises the same slides in other words.
  if ((action === 'translate' || keepLayout) && slide.layout !== undefined) return { type: slide.layout.type, config: slide.layout.config };
  const wanted = ACTION_LAYOUTS[action];
  const def = wanted === undefined ? undefined : findLayout(wanted);
  if (def !== undefined && layoutFits(def, points)) return { type: def.type, config: {} };
  const own = slide.layout;
  const ownDef = own === undefined || own.auto === true ? undefined : findLayout(own.type);
  if (own !== undefined && ownDef !== undefined && !layoutFits(ownDef, points)) return { type: own.type, config: {}, auto: true };
  return own;
}

function withLayout(slide: Slide, layout: SlideLayout | undefined): Slide {
  if (layout === slide.layout) return slide;
  if (layout !== undefined) return { ...slide, layout };
  const { layout: _none, ...rest } = slide;
  return rest;
}

/** The notes after a rewrite: the answer's for notes and translation, else the slide's own. */
function notesAfter(slide: Slide, action: EditAction, line: TopicLineInput): string {
  return NOTES_ACTIONS.has(action) && line.notes !== undefined ? line.notes : slide.notes;
}

/** The title slide rewritten: its title and description are the answer's heading and overview. */
function mergeTitleSlide(slide: Slide, action: EditAction, line: TopicLineInput): Slide {
  const notes = notesAfter(slide, action, line);
  if (action === 'speaker-notes') return notes === slide.notes ? slide : { ...slide, notes };
  return { ...slide, title: line.heading, description: line.overview ?? '', notes };
}

/** A topic slide rewritten by the answer's first slide. */
function mergeTopicSlide(slide: Slide, topic: SlideTopic, action: EditAction, line: TopicLineInput, keepLayout: boolean): Slide {
  const notes = notesAfter(slide, action, line);
  if (action === 'speaker-notes') return notes === slide.notes ? slide : { ...slide, notes };
  const subtopics = (line.subtopics ?? []).map((sub, i) => mergePoint(slide.id, topic.subtopics, sub, i));
  // A translation brings the picture's description in the new language; the picture itself stays.
  const translatedPrompt = action === 'translate' && line.image_prompt !== undefined && line.image_prompt.trim() !== '' ? { image_prompt: line.image_prompt } : {};
  const next: Slide = {
    ...slide,
    title: line.heading,
    description: line.overview ?? '',
    topic: { ...topic, heading: line.heading, overview: line.overview ?? '', subtopics, ...translatedPrompt },
    notes,
    isStreaming: false,
    isComplete: true,
  };
  return withLayout(next, layoutAfter(slide, action, subtopics.length, keepLayout));
}

/**
 * A new slide from an answer, its layout chosen for its content: a split's
 * second slide keeps the icons of the points it took from the first (`from`).
 */
function newSlide(slideId: number, line: TopicLineInput, from: readonly Subtopic[] = []): Slide {
  const subtopics = (line.subtopics ?? []).map((sub, i) => mergePoint(slideId, from, sub, i, false));
  return {
    id: slideId,
    type: 'topic',
    title: line.heading,
    description: line.overview ?? '',
    topic: {
      heading: line.heading,
      overview: line.overview ?? '',
      visual_mode: line.visual_mode ?? 'icon',
      icon_prompt: line.icon_prompt ?? '',
      image_prompt: line.image_prompt ?? '',
      subtopics,
    },
    isComplete: true,
    isStreaming: false,
    streamingText: { title: '', description: '' },
    hasImage: false,
    hasIcon: false,
    notes: line.notes ?? '',
    layout: { type: 'grid', config: {}, auto: true, ...(line.layout === undefined ? {} : { hint: line.layout }) },
  };
}

/**
 * The slide(s) that take the place of `slide` once its rewrite is in: the
 * slide merged with the answer's first slide, then (a split) the second.
 * New slides take the id after `slide`'s; the command renumbers the deck.
 */
export function mergeAnswer(slide: Slide, action: EditAction, answer: readonly TopicLineInput[], options: { keepLayout?: boolean } = {}): Slide[] {
  const [first, ...rest] = answer;
  if (first === undefined) return [slide];
  const merged =
    slide.type === 'title' || slide.topic === undefined ? mergeTitleSlide(slide, action, first) : mergeTopicSlide(slide, slide.topic, action, first, options.keepLayout === true);
  return [merged, ...rest.map((line, i) => newSlide(slide.id + i + 1, line, slide.topic?.subtopics))];
}

/** A new slide from an answer (a slide added to the deck), numbered `slideId`. */
export function answerSlide(slideId: number, line: TopicLineInput): Slide {
  return newSlide(slideId, line);
}
