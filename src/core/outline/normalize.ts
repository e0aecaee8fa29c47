/**
 * Outline normalisation: any answer shape in, one outline
 * result and its topics out, cut to the requested slide count.
 */
import { INVALID_OUTLINE_FORMAT, OUTLINE_PARSE_FAILED } from '../errors';
import { topicKey, type OutlineResult, type OutlineTopic } from '../schemas/outline';
import { DEFAULT_PRESENTATION_TITLE } from '../schemas/presentation';
import type { OutlineTextOptions } from './fallback';
import { limitOutlineTopics } from './limit';
import { parseOutlineText } from './parse';
import { findTopics, isDict, pickText, topicFrom, type Dict, type RawTopic } from './shapes';
import { titleFromInput } from './title';

export { unwrapCodeFences, parseOutlineText } from './parse';
export { fallbackOutline, type OutlineTextOptions } from './fallback';
export { titleFromInput } from './title';

export interface NormalizedOutline {
  outline: OutlineResult;
  topics: OutlineTopic[];
  /** Problems that did not block: a missing title or topics_array, a fallback, a cut. */
  warnings: string[];
}

/** The root object and a nested `outline` object, where fields are looked up in turn. */
function layersOf(raw: Dict): Dict[] {
  const nested = raw['outline'];
  return isDict(nested) ? [raw, nested] : [raw];
}

function flagsOf(layers: readonly Dict[]): Partial<OutlineResult> {
  const flags: Partial<OutlineResult> = {};
  for (const key of ['is_fallback', 'parse_error', 'is_complete', 'streaming_completed'] as const) {
    const value = layers.map((l) => l[key]).find((v) => typeof v === 'boolean');
    if (typeof value === 'boolean') flags[key] = value;
  }
  const error = pickText(layers, ['error']);
  if (error !== '') flags.error = error;
  return flags;
}

/** Final numbering and defaults, once the cut is made. */
function finishTopic(topic: RawTopic, index: number): OutlineTopic {
  return {
    topic_id: topicKey(index),
    heading: topic.heading === '' ? `Slide ${index + 1}` : topic.heading,
    overview: topic.overview,
    visual_mode: topic.visual_mode,
    icon_prompt: topic.icon_prompt,
    image_prompt: topic.image_prompt,
    ...(topic.subtopics === undefined ? {} : { subtopics: topic.subtopics }),
    ...(topic.data === undefined ? {} : { data: topic.data }),
  };
}

function buildOutline(layers: readonly Dict[], title: string, topics: readonly OutlineTopic[]): OutlineResult {
  const outline: OutlineResult = {
    title,
    description: pickText(layers, ['description', 'subtitle', 'summary']),
    image_prompt: pickText(layers, ['image_prompt']),
    topics_array: topics.map((t) => t.heading),
    ...flagsOf(layers),
  };
  topics.forEach((t, i) => {
    const { heading, overview, visual_mode, icon_prompt, image_prompt, data } = t;
    outline[topicKey(i)] = { heading, overview, visual_mode, icon_prompt, image_prompt, ...(data === undefined ? {} : { data }) };
  });
  return outline;
}

function rawTopicsOf(raw: unknown[] | Dict, layers: readonly Dict[], warnings: string[]): RawTopic[] {
  if (Array.isArray(raw)) {
    warnings.push('Outline has no topics_array; topics read from array');
    return raw.map((item) => topicFrom(item)).filter((t): t is RawTopic => t !== undefined);
  }
  const found = findTopics(layers);
  if (found && found.source !== 'topics_array') warnings.push(`Outline has no topics_array; topics read from ${found.source}`);
  return found?.topics ?? [];
}

function titleOf(layers: readonly Dict[], options: OutlineTextOptions, warnings: string[]): string {
  const title = pickText(layers, ['title', 'presentation_title']);
  if (title !== '') return title;
  warnings.push('Outline has no title; using the input text');
  return titleFromInput(options.inputText) || DEFAULT_PRESENTATION_TITLE;
}

/**
 * Normalises an outline answer of any known shape: a topics_array (strings
 * or objects) with topic_N entries, an `outline` array, a `topics` list, root
 * or nested topic_* keys, a bare array of topics, or raw text (parsed with
 * parseOutlineText). A missing title or topics_array only adds a warning.
 * Topics are cut to numberOfSlides - 1 without duplicates, headings default
 * to 'Slide n', visual_mode to icon and topic ids are renumbered topic_1...
 *
 * @throws Error('Invalid outline format received from API') when no topic
 *   can be found at all.
 */
export function normalizeOutline(raw: unknown, options: OutlineTextOptions): NormalizedOutline {
  const value = typeof raw === 'string' ? parseOutlineText(raw, options) : raw;
  if (!Array.isArray(value) && !isDict(value)) throw new Error(INVALID_OUTLINE_FORMAT);
  const layers = Array.isArray(value) ? [] : layersOf(value);
  const warnings: string[] = [];
  const found = rawTopicsOf(value, layers, warnings);
  if (found.length === 0) throw new Error(INVALID_OUTLINE_FORMAT);
  const title = titleOf(layers, options, warnings);
  const kept = limitOutlineTopics(found, options.numberOfSlides);
  if (kept.length < found.length) warnings.push(`Outline cut from ${found.length} to ${kept.length} topics`);
  const topics = kept.map(finishTopic);
  const outline = buildOutline(layers, title, topics);
  if (outline.is_fallback === true) warnings.push(outline.error ?? OUTLINE_PARSE_FAILED);
  return { outline, topics, warnings };
}

/** Parses and normalises the text of an outline answer in one step. */
export function outlineFromText(text: string, options: OutlineTextOptions): NormalizedOutline {
  return normalizeOutline(parseOutlineText(text, options), options);
}
