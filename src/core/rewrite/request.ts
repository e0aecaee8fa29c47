/**
 * The rewrite call's request for one slide of the open deck: the slide in
 * the content call's shape, the action, and the deck's context (title,
 * tone, language, text amount, model, neighbouring headings and the
 * source passages the rewrite may quote).
 */
import { EDIT_LIMITS, type EditRequestInput, type EditSlide } from '../../protocol/edit';
import { FIELD_LIMITS } from '../../protocol/requests';
import { toWireDescriptionSize, toWireModelKey, toWireTone } from '../config-rules';
import type { DeckDoc } from '../commands/types';
import { DEFAULT_DESCRIPTION_SIZE, DEFAULT_LANGUAGE, DEFAULT_MODEL_KEY, type Tone } from '../schemas/catalog';
import type { Slide } from '../schemas/slide';
import type { ExcerptQuery } from '../source/types';
import { ADD_SLIDE_ACTION, newSlidePlaceholder } from './deck-plan';
import { cut, slideHeading, toEditSlide } from './slide-wire';
import type { SlideAsk } from './types';

export type { SlideAsk } from './types';

/**
 * The headings around position `index` of `headings`, in deck order, at
 * most 30: as many before as after, the other side filling in where one
 * runs short. The heading at `index` itself is left out.
 */
export function neighbourHeadings(headings: readonly string[], index: number): string[] {
  const max = EDIT_LIMITS.neighbourHeadings;
  let before = Math.min(index, Math.ceil(max / 2));
  const after = Math.min(headings.length - index - 1, max - before);
  before = Math.min(index, max - after);
  return [...headings.slice(index - before, index), ...headings.slice(index + 1, index + 1 + after)]
    .map((heading) => cut(heading, FIELD_LIMITS.heading))
    .filter((heading) => heading !== '');
}

/** What the source passages for a rewrite of `slide` should be about. */
export function excerptQuery(slide: Slide, ask: Pick<SlideAsk, 'instruction'>): ExcerptQuery {
  const topic = slide.topic;
  const body = topic
    ? [topic.overview, ...topic.subtopics.flatMap((sub) => [sub.heading, sub.overview])]
    : [slide.description];
  return {
    heading: slideHeading(slide),
    body: body.filter((text) => text.trim() !== ''),
    ...(ask.instruction?.trim() ? { instruction: ask.instruction.trim() } : {}),
  };
}

/** At most 8 passages of at most 4,000 characters, blank ones left out. */
export function capExcerpts(excerpts: readonly string[]): string[] {
  return excerpts
    .filter((text) => text.trim() !== '')
    .slice(0, EDIT_LIMITS.sourceExcerpts)
    .map((text) => cut(text, EDIT_LIMITS.excerptChars));
}

/** The deck-wide fields of every rewrite request: title, tone, text amount, model, language. */
export function deckContext(doc: DeckDoc, tone?: Tone) {
  const { settings } = doc;
  return {
    presentation_title: cut(doc.title.trim() || (doc.slides[0] ? slideHeading(doc.slides[0]) : ''), FIELD_LIMITS.title),
    tone: toWireTone(tone ?? settings.selectedTone),
    description_size: toWireDescriptionSize(settings.descriptionSize ?? DEFAULT_DESCRIPTION_SIZE),
    model_key: toWireModelKey({ model_key: settings.modelKey ?? DEFAULT_MODEL_KEY }),
    language: settings.language ?? DEFAULT_LANGUAGE,
  };
}

/** The action's own fields: the user's words, or the language to translate into. */
function askFields(ask: SlideAsk): Pick<EditRequestInput, 'action' | 'instruction' | 'target_language'> {
  if (ask.action === 'instruction') return { action: 'instruction', instruction: cut(ask.instruction?.trim() ?? '', EDIT_LIMITS.instruction) };
  if (ask.action === 'translate') return { action: 'translate', target_language: ask.targetLanguage ?? '' };
  return { action: ask.action };
}

/** The request to rewrite the slide at `index` of `doc`. */
export function buildEditRequest(doc: DeckDoc, index: number, ask: SlideAsk, excerpts: readonly string[]): EditRequestInput {
  const sent = toEditSlide(doc.slides[index] as Slide);
  return request(doc, sent, ask, neighbourHeadings(doc.slides.map(slideHeading), index), excerpts);
}

/**
 * The request for a slide to add about `about`, after the slide at
 * `afterIndex` (null: at the end): a placeholder with that heading, written
 * afresh (action regenerate) with the headings around its place.
 */
export function buildAddSlideRequest(doc: DeckDoc, afterIndex: number | null, about: string, excerpts: readonly string[]): EditRequestInput {
  const at = afterIndex === null ? doc.slides.length : afterIndex + 1;
  const headings = doc.slides.map(slideHeading);
  headings.splice(at, 0, about);
  return request(doc, newSlidePlaceholder(doc, about), { action: ADD_SLIDE_ACTION }, neighbourHeadings(headings, at), excerpts);
}

function request(doc: DeckDoc, sent: EditSlide, ask: SlideAsk, neighbours: string[], excerpts: readonly string[]): EditRequestInput {
  return {
    slide_id: sent.topic_id,
    slides: [sent],
    ...askFields(ask),
    neighbour_headings: neighbours,
    source_excerpts: capExcerpts(excerpts),
    ...deckContext(doc, ask.tone),
  };
}
