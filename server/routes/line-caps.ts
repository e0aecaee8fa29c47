/**
 * Field length caps on what the generation routes forward. A model (or a
 * document) can produce a heading of a megabyte; the page would spend
 * seconds laying it out and the next call would refuse it. Each field is cut
 * to the length its request schema accepts (FIELD_LIMITS), at a word
 * boundary, with an ellipsis that shows the cut.
 */
import type { ContentLine, SubtopicLine, TopicLine } from '../../src/protocol/lines';
import { FIELD_LIMITS } from '../../src/protocol/requests';

const ELLIPSIS = '…';
/** A cut may go back this share of the limit to end on a word; past that it cuts inside the word. */
const WORD_BACKTRACK = 0.2;

/** `text` when it fits in `max` characters; else its longest run of whole words that does, plus "…". */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - ELLIPSIS.length;
  const floor = Math.max(1, Math.floor(end * (1 - WORD_BACKTRACK)));
  let space = end;
  while (space >= floor && !/\s/.test(text[space] as string)) space--;
  if (space >= floor) end = space;
  // Never split a surrogate pair (an emoji) in two.
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${text.slice(0, end).replace(/[\s,;:]+$/, '')}${ELLIPSIS}`;
}

function capOptional(text: string | undefined, max: number): string | undefined {
  return text === undefined ? undefined : capText(text, max);
}

function capSubtopic(line: SubtopicLine): SubtopicLine {
  return {
    ...line,
    heading: capText(line.heading, FIELD_LIMITS.heading),
    overview: capText(line.overview, FIELD_LIMITS.overview),
    icon_prompt: capOptional(line.icon_prompt, FIELD_LIMITS.icon_prompt),
    image_prompt: capOptional(line.image_prompt, FIELD_LIMITS.image_prompt),
  };
}

/** A topic line with every text within its limit. */
export function capTopicLine(line: TopicLine): TopicLine {
  const capped: TopicLine = {
    ...line,
    heading: capText(line.heading, FIELD_LIMITS.heading),
    overview: capText(line.overview, FIELD_LIMITS.overview),
    icon_prompt: capText(line.icon_prompt, FIELD_LIMITS.icon_prompt),
    image_prompt: capText(line.image_prompt, FIELD_LIMITS.image_prompt),
  };
  if (line.subtopics) capped.subtopics = line.subtopics.map(capSubtopic);
  if (line.notes !== undefined) capped.notes = capText(line.notes, FIELD_LIMITS.notes);
  return capped;
}

/** The title-slide line with every text within its limit. */
export function capContentLine(line: ContentLine): ContentLine {
  const capped: ContentLine = {
    ...line,
    title: capText(line.title, FIELD_LIMITS.title),
    description: capText(line.description, FIELD_LIMITS.description),
  };
  if (line.image_prompt !== undefined) capped.image_prompt = capText(line.image_prompt, FIELD_LIMITS.image_prompt);
  if (line.notes !== undefined) capped.notes = capText(line.notes, FIELD_LIMITS.notes);
  return capped;
}
