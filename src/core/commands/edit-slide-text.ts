/**
 * Editing the text of one slide: the Edit Slide modal's fields and inline
 * editing on the canvas, plus speaker notes.
 */
import type { Slide, SlideTopic } from '../schemas/slide';
import { bylineText, parseBylineText } from '../slide/title-slide';
import { withFormatting, type FormattedText } from '../text/rich';
import { isIndex, replaceSlide } from './deck-ops';
import { capText, FORMATTING_HTML_FACTOR, TEXT_LIMITS } from './limits';
import type { Command, DeckDoc, Mergeable, SlideTarget } from './types';

/**
 * Which text of a slide to set. The title slide has `title` and
 * `description`; a topic slide has `heading`, `overview` and its subtopics'
 * `subtopics.<i>.heading` / `.overview` (i from 0). The pairs title/heading
 * and description/overview name the same text on either kind of slide, so a
 * canvas that edits "the big text" need not ask which kind it shows.
 * `byline` is the title slide's presenter, organisation and date, edited
 * as the one line it is drawn as (title-slide.ts parseBylineText).
 */
export type SlideTextField =
  | 'title'
  | 'description'
  | 'heading'
  | 'overview'
  | 'notes'
  | 'byline'
  | `subtopics.${number}.heading`
  | `subtopics.${number}.overview`;

/** Arguments of {@link editSlideText}. */
export interface EditSlideTextArgs extends SlideTarget, Mergeable {
  readonly field: SlideTextField;
  /** The new text: plain text, always (a '<' in it is a '<'); capped by {@link TEXT_LIMITS}. */
  readonly value: string;
  /**
   * The user's formatting of `value`: the inline editor's HTML, already
   * sanitized by the UI. Absent: the text has no formatting (any it had goes).
   * Not kept for notes, or when the text or the HTML is over its cap.
   */
  readonly html?: string | undefined;
}

type MainPart = 'heading' | 'overview';

/** The formatting to keep for `text` (capped from `raw` at `cap`), if any. */
function formattingOf(raw: string, text: string, html: string | undefined, cap: number): FormattedText | undefined {
  if (html === undefined || text !== raw || html.length > cap * FORMATTING_HTML_FACTOR) return undefined;
  return { text, html };
}

/**
 * A topic slide keeps its text twice (slide.title/description mirror
 * topic.heading/overview, as from-outline builds it); both are written so
 * readers of either agree. The formatting sits on the slide (rich.title,
 * rich.description) for either kind of slide.
 */
function setMain(slide: Slide, part: MainPart, raw: string, html: string | undefined): Slide {
  const cap = part === 'heading' ? TEXT_LIMITS.heading : TEXT_LIMITS.body;
  const value = capText(raw, cap);
  const slideKey = part === 'heading' ? 'title' : 'description';
  const topic = slide.type === 'topic' ? slide.topic : undefined;
  const formatted = withFormatting(slide, slideKey, formattingOf(raw, value, html, cap));
  if (slide[slideKey] === value && (topic === undefined || topic[part] === value) && formatted === slide) return slide;
  const next: Slide = { ...formatted, [slideKey]: value };
  return topic === undefined ? next : { ...next, topic: { ...topic, [part]: value } };
}

function setSubtopic(slide: Slide, index: number, part: MainPart, raw: string, html: string | undefined): Slide {
  const topic: SlideTopic | undefined = slide.topic;
  const sub = topic?.subtopics[index];
  if (topic === undefined || sub === undefined) return slide;
  const cap = part === 'heading' ? TEXT_LIMITS.subtopicHeading : TEXT_LIMITS.subtopicOverview;
  const value = capText(raw, cap);
  const formatted = withFormatting(sub, part, formattingOf(raw, value, html, cap));
  if (sub[part] === value && formatted === sub) return slide;
  const subtopics = topic.subtopics.map((s, i) => (i === index ? { ...formatted, [part]: value } : s));
  return { ...slide, topic: { ...topic, subtopics } };
}

const SUBTOPIC_FIELD = /^subtopics\.(\d+)\.(heading|overview)$/;

function setField(slide: Slide, field: string, value: string, html: string | undefined): Slide {
  switch (field) {
    case 'title':
    case 'heading':
      return setMain(slide, 'heading', value, html);
    case 'description':
    case 'overview':
      return setMain(slide, 'overview', value, html);
    case 'notes': {
      const notes = capText(value, TEXT_LIMITS.notes);
      return slide.notes === notes ? slide : { ...slide, notes };
    }
    case 'byline': {
      if (slide.type !== 'title') return slide;
      const byline = parseBylineText(value);
      return slide.byline !== undefined && bylineText(slide.byline) === bylineText(byline) ? slide : { ...slide, byline };
    }
  }
  const match = SUBTOPIC_FIELD.exec(field);
  // A field name that is not one of SlideTextField (from untyped callers) changes nothing.
  return match ? setSubtopic(slide, Number(match[1]), match[2] as MainPart, value, html) : slide;
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
    return replaceSlide(doc, args.index, setField(slide, args.field, args.value, args.html));
  },
} as const satisfies Command<EditSlideTextArgs>;
