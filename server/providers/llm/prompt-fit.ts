/**
 * Fits a prompt's document text to a local model's context. The context holds
 * the prompt and the answer together; a document given whole would leave the
 * answer no room, so the prompt is built again with fewer characters of the
 * document until it leaves room for the answer the request most likely
 * needs. The choice of what to keep is the prompt builder's (the brief's
 * best passages); this only sets how much.
 */
import { MAX_PROMPT_SOURCE_CHARS, type Prompt } from './prompts';

/** A prompt with at most `sourceChars` characters of the document in it. */
export type PromptFor = (sourceChars: number) => Prompt;

/**
 * Share of the answer budget kept free: the budgets are about twice what a
 * model writes (budget.ts), so half of one is what an answer usually needs.
 */
const EXPECTED_ANSWER_SHARE = 0.5;
/** Tokens of chat template around the prompt (role markers, start and end tokens). */
const TEMPLATE_TOKENS = 64;
/** Below this many characters of the document a prompt is not worth shrinking further. */
const MIN_SOURCE_CHARS = 1_000;
/** Rebuilds at most; each costs one tokenisation of the prompt. */
const MAX_TRIES = 6;

export interface FittedPrompt {
  prompt: Prompt;
  promptTokens: number;
  /** Characters of the document the prompt was built with. */
  sourceChars: number;
}

/**
 * The prompt from `build` with as much of the document as fits in
 * `contextTokens` next to an answer of about half of `answerTokens`.
 * `count` tokenises with the model's own tokenizer. When even the smallest
 * prompt does not fit, it is returned as it is and the caller says so.
 */
export function fitPrompt(build: PromptFor, count: (text: string) => number, contextTokens: number, answerTokens: number): FittedPrompt {
  const target = contextTokens - Math.ceil(answerTokens * EXPECTED_ANSWER_SHARE) - TEMPLATE_TOKENS;
  let chars = MAX_PROMPT_SOURCE_CHARS;
  for (let i = 0; ; i++) {
    const prompt = build(chars);
    const text = `${prompt.system}\n${prompt.prompt}`;
    const promptTokens = count(text);
    if (promptTokens <= target || chars <= MIN_SOURCE_CHARS || i + 1 >= MAX_TRIES) return { prompt, promptTokens, sourceChars: chars };
    // Take out the excess at this prompt's own characters per token, and a tenth more, since
    // the document's share is packed in whole sentences. The share may not have been used
    // up (a brief takes whole sentences from each slide's part), and the document's text
    // cannot be longer than the prompt holding it, so the cut starts from the smaller.
    const perToken = text.length / promptTokens;
    const used = Math.min(chars, prompt.prompt.length);
    chars = Math.max(MIN_SOURCE_CHARS, Math.floor(used - (promptTokens - target) * perToken * 1.1));
  }
}
