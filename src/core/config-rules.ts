/**
 * Rules that turn the user's generation config into wire payloads: text
 * amount, tone and slide-count mappings and the request
 * builders shared by the client and its offline outbox.
 */
import {
  MAX_SLIDES,
  WIRE_TONES,
  type ContentRequestInput,
  type OutlineRequestInput,
  type WireDescriptionSize,
  type WireTone,
  type WireTopic,
} from '../protocol/requests';
import { TEXT_AMOUNTS, DEFAULT_DESCRIPTION_SIZE, type DescriptionSize } from './schemas/catalog';
import { clampSlideCount } from './slide-count';
import type { GenerationConfig } from './schemas/config';
import { topicKey, type OutlineTopic } from './schemas/outline';
import { DEFAULT_PRESENTATION_TITLE } from './schemas/presentation';
import { limitOutlineTopics } from './outline/limit';
import { titleFromInput } from './outline/title';

export { MAX_SLIDES, clampSlideCount };

export const SLIDE_COUNT_OPTIONS = [1, 5, 10, 15, 20] as const;
export const SLIDER_MIN = 5;
export const SLIDER_MAX = 60;
export const SLIDER_STEP = 1;
export const INITIAL_CREDITS = 800;
/**
 * The model key the wire carries: the user's choice (gpt-4o, gpt-4.1,
 * gpt-4.1-nano). The server honours it where it can (the `openai` provider
 * runs that model) and otherwise uses its configured model.
 */
export function toWireModelKey(config: Pick<GenerationConfig, 'model_key'>): string {
  return config.model_key;
}

/** Description size chosen by a text amount card; unknown labels keep the default. */
export function textAmountToDescriptionSize(label: string): DescriptionSize {
  const wanted = label.trim().toLowerCase();
  const match = TEXT_AMOUNTS.find((amount) => amount.label.toLowerCase() === wanted);
  return match?.size ?? DEFAULT_DESCRIPTION_SIZE;
}

/** Wire description size: concise goes out as short, unknown values as medium. */
export function toWireDescriptionSize(size: string): WireDescriptionSize {
  if (size === 'concise') return 'short';
  if (size === 'short' || size === 'medium' || size === 'long') return size;
  return 'medium';
}

/** Wire tone: technical-* becomes technical, unknown tones become casual. */
export function toWireTone(tone: string): WireTone {
  if (tone.startsWith('technical-')) return 'technical';
  return (WIRE_TONES as readonly string[]).includes(tone) ? (tone as WireTone) : 'casual';
}

/** The title to send: the explicit title if any, else one cut from the input. */
export function presentationTitleOf(config: Pick<GenerationConfig, 'presentation_title' | 'title' | 'input_text'>): string {
  const explicit = [config.presentation_title, config.title].find((t) => t !== undefined && t.trim() !== '');
  return explicit?.trim() ?? titleFromInput(config.input_text);
}

function commonFields(config: GenerationConfig) {
  return {
    tone: toWireTone(config.tone),
    description_size: toWireDescriptionSize(config.description_size),
    pretty_json: false,
    model_key: toWireModelKey(config),
    language: config.language,
  };
}

/** Payload of the outline call for a config. */
export function buildOutlineRequest(config: GenerationConfig): OutlineRequestInput {
  const title = [config.presentation_title, config.title].find((t) => t !== undefined && t.trim() !== '');
  return {
    input_text: config.input_text,
    number_of_slides: clampSlideCount(config.number_of_slides),
    ...(title === undefined ? {} : { presentation_title: title.trim() }),
    ...commonFields(config),
  };
}

/** Cuts a text to the wire limit so a long overview never fails validation. */
function cut(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

/** One outline topic in the wire shape of the content call. */
export function toWireTopic(topic: OutlineTopic): WireTopic {
  return {
    topic_id: topic.topic_id,
    heading: cut(topic.heading, 500),
    overview: cut(topic.overview, 5000),
    visual_mode: topic.visual_mode,
    icon_prompt: cut(topic.icon_prompt, 1000),
    image_prompt: cut(topic.image_prompt, 2000),
    // A data slide's figures go with it, so the slide gets the outline's data, not a writer's retyping.
    ...(topic.data === undefined ? {} : { data: topic.data }),
  };
}

/**
 * Payload of the content call: the approved topics, cut to one fewer than
 * the slide count (the title slide is the other one), JSON-stringified.
 */
export function buildContentRequest(config: GenerationConfig, topics: readonly OutlineTopic[]): ContentRequestInput {
  const slides = clampSlideCount(config.number_of_slides);
  const kept = limitOutlineTopics([...topics], slides);
  return {
    presentation_title: cut(presentationTitleOf(config), 500) || DEFAULT_PRESENTATION_TITLE,
    // Renumbered by position so topic_N of the answer is slide N of the deck.
    topics_array: JSON.stringify(kept.map((topic, i) => toWireTopic({ ...topic, topic_id: topicKey(i) }))),
    number_of_slides: slides,
    ...(config.input_text.trim() === '' ? {} : { input_text: config.input_text }),
    ...commonFields(config),
  };
}
