/**
 * Editing the text of one slide: the Edit Slide modal's fields and inline
 * editing on the canvas (seed 001 §2.10, §2.14), plus speaker notes.
 */
import type { Slide, SlideTopic } from '../schemas/slide';
import { isIndex, replaceSlide } from './deck-ops';
import { capText, TEXT_LIMITS } from './limits';
import type { Command, DeckDoc, Mergeable, SlideTarget } from './types';

/**
 * Which text of a slide to set. The title slide has `title` and
 * `description`; a topic slide has `heading`, `overview` and its subtopics'
 * `subtopics.<i>.heading` / `.overview` (i from 0). The pairs title/heading
 * and description/overview name the same text on either kind of slide, so a
 * canvas that edits "the big text" need not ask which kind it shows.
 */
export type SlideTextField =
  | 'title'
  | 'description'
  | 'heading'
  | 'overview'
  | 'notes'
  | `subtopics.${number}.heading`
  | `subtopics.${number}.overview`;

/** Arguments of {@link editSlideText}. */
export interface EditSlideTextArgs extends SlideTarget, Mergeable {
  readonly field: SlideTextField;
  /** Plain text or editor HTML already sanitized by the UI; stored as given, capped by {@link TEXT_LIMITS}. */
  readonly value: string;
}

type MainPart = 'heading' | 'overview';

/**
 * A topic slide keeps its text twice (slide.title/description mirror
 * topic.heading/overview, as from-outline builds it); both are written so
 * readers of either agree.
 */
function setMain(slide: Slide, part: MainPart, raw: string): Slide {
  const value = capText(raw, part === 'heading' ? TEXT_LIMITS.heading : TEXT_LIMITS.body);
  const slideKey = part === 'heading' ? 'title' : 'description';
  const topic = slide.type === 'topic' ? slide.topic : undefined;
  if (slide[slideKey] === value && (topic === undefined || topic[part] === value)) return slide;
  const next: Slide = { ...slide, [slideKey]: value };
  return topic === undefined ? next : { ...next, topic: { ...topic, [part]: value } };
}

function setSubtopic(slide: Slide, index: number, part: MainPart, raw: string): Slide {
  const topic: SlideTopic | undefined = slide.topic;
  const sub = topic?.subtopics[index];
  if (topic === undefined || sub === undefined) return slide;
  const value = capText(raw, part === 'heading' ? TEXT_LIMITS.subtopicHeading : TEXT_LIMITS.subtopicOverview);
  if (sub[part] === value) return slide;
  const subtopics = topic.subtopics.map((s, i) => (i === index ? { ...s, [part]: value } : s));
  return { ...slide, topic: { ...topic, subtopics } };
}

const SUBTOPIC_FIELD = /^subtopics\.(\d+)\.(heading|overview)$/;

function setField(slide: Slide, field: string, value: string): Slide {
  switch (field) {
    case 'title':
    case 'heading':
      return setMain(slide, 'heading', value);
    case 'description':
    case 'overview':
      return setMain(slide, 'overview', value);
    case 'notes': {
      const notes = capText(value, TEXT_LIMITS.notes);
      return slide.notes === notes ? slide : { ...slide, notes };
    }
  }
  const match = SUBTOPIC_FIELD.exec(field);
  // A field name that is not one of SlideTextField (from untyped callers) changes nothing.
  return match ? setSubtopic(slide, Number(match[1]), match[2] as MainPart, value) : slide;
}

/**
 * Sets one text field of the slide at `index`. Unknown fields, a subtopic
 * the slide lacks and an index out of range change nothing. Values are not
 * trimmed: a trailing space is part of what the user is typing.
 */
export const editSlideText = {
  id: 'slide.editText',
  label: 'Edit slide text',
  perform(doc: DeckDoc, args: EditSlideTextArgs): DeckDoc {
    const slide = doc.slides[args.index];
    if (slide === undefined || !isIndex(doc.slides, args.index)) return doc;
    return replaceSlide(doc, args.index, setField(slide, args.field, args.value));
  },
} as const satisfies Command<EditSlideTextArgs>;
