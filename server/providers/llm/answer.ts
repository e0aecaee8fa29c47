/** What the outline and content streams share about a finished answer. */
import type { TextEnding } from './model-text';
import { isSettled, type JsonSyntaxError, type PartialJson } from './partial-json';
import { deckFieldsSchema } from './schemas';

export interface AnswerState {
  result: PartialJson;
  syntaxError: JsonSyntaxError | null;
  ending: TextEnding;
  /** The whole answer text, for a short preview in error messages. */
  text: string;
}

function preview(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return ' (the answer was empty)';
  return ` (it began: "${clean.length > 80 ? `${clean.slice(0, 80)}...` : clean}")`;
}

/** The error for an answer that is malformed or stopped before it was complete. */
export function incompleteAnswerError(state: AnswerState, when: string): Error {
  if (state.syntaxError) return new Error(`The model returned malformed JSON: ${state.syntaxError.message}.`);
  if (state.result.value === undefined && !state.ending.interruption && state.ending.finishReason !== 'length') {
    return new Error(`The model returned malformed JSON: its answer contains no JSON object${preview(state.text)}.`);
  }
  if (state.ending.interruption) {
    return new Error(`The model's answer ended early (${state.ending.interruption.replace(/\.$/, '')}), ${when}. Try again.`);
  }
  if (state.ending.finishReason === 'length') {
    return new Error(
      `The model's answer ended early: it reached its output token limit ${when}. Ask for fewer slides or less text, or use a model with a larger output limit.`,
    );
  }
  return new Error(`The model's answer ended early, ${when}. Try again.`);
}

/** Title-slide fields of a partial answer, leaving out any still being written. */
export function settledDeckFields(result: PartialJson) {
  const value = result.value;
  const settled: Record<string, unknown> = {};
  if (typeof value === 'object' && value !== null) {
    for (const [key, field] of Object.entries(value)) if (isSettled(result, [key])) settled[key] = field;
  }
  return deckFieldsSchema.parse(settled);
}
