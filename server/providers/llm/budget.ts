/**
 * What one model answer may cost, from what the request asks for: the
 * max_tokens sent to the model (it stops itself there) and the size cap the
 * server enforces (a server that ignores max_tokens, or a hostile one, is
 * cut off there). Small models loop and pad; neither may grow without end.
 */
import type { ContentRequest, OutlineRequest, WireDescriptionSize } from '../../../src/protocol/requests';
import type { AnswerBudget } from './model-text';
import { topicCount } from './prompts';

/**
 * The most any call asks for: the output limit of the smallest hosted models
 * the app offers (gpt-4o and gpt-4o-mini stop at 16,384); larger decks that
 * need more are cut there and say so.
 */
export const MAX_OUTPUT_TOKENS = 16_384;
/**
 * Tokens for the title-slide fields, JSON punctuation and a short reasoning
 * preamble (<think>) that some local models write before the answer.
 */
const BASE_TOKENS = 1_024;
/**
 * Tokens per topic, about twice the prompt's length guide (prompts.ts SIZES)
 * with the JSON keys: room for wordier models and for languages that take
 * more tokens per word than English.
 */
const OUTLINE_TOKENS_PER_TOPIC: Record<WireDescriptionSize, number> = { short: 160, medium: 240, long: 360 };
/** Tokens per slide of the content call: its overview and 3-4 subtopics, likewise doubled. */
const CONTENT_TOKENS_PER_SLIDE: Record<WireDescriptionSize, number> = { short: 450, medium: 650, long: 1_000 };
/**
 * Characters per token allowed before the server cuts the answer: twice what
 * English text averages (about 4), on top of max_tokens' own margin, so only
 * an answer far past max_tokens (a server ignoring it) is stopped.
 */
const CHARS_PER_TOKEN_CAP = 8;

function budget(maxOutputTokens: number, slides: number): AnswerBudget {
  const maxChars = maxOutputTokens * CHARS_PER_TOKEN_CAP;
  const deck = `${slides} slide${slides === 1 ? '' : 's'}`;
  return {
    maxOutputTokens,
    maxChars,
    tooLongMessage: `The model's answer grew past ${maxChars.toLocaleString('en-US')} characters, far more than ${deck} need, so it was stopped. Try again, or use another model.`,
  };
}

/** The budget of the outline call: topics of the requested size, one per slide but the title. */
export function outlineBudget(req: Pick<OutlineRequest, 'number_of_slides' | 'description_size'>): AnswerBudget {
  const topics = topicCount(req.number_of_slides);
  const tokens = BASE_TOKENS + topics * OUTLINE_TOKENS_PER_TOPIC[req.description_size];
  return budget(Math.min(MAX_OUTPUT_TOKENS, tokens), req.number_of_slides);
}

/** The budget of the content call: one slide of the requested text amount per topic. */
export function contentBudget(req: Pick<ContentRequest, 'description_size'>, topics: number): AnswerBudget {
  const tokens = BASE_TOKENS + Math.max(1, topics) * CONTENT_TOKENS_PER_SLIDE[req.description_size];
  return budget(Math.min(MAX_OUTPUT_TOKENS, tokens), topics + 1);
}
