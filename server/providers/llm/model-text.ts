import { streamText, type LanguageModel } from 'ai';
import { guardAnswer, type AnswerLimits } from './answer-guard';
import { abortError, interruptionReason, toUserError, type ErrorContext } from './errors';
import type { Prompt } from './prompts';

/** How the model's answer ended, known once `deltas` is exhausted. */
export interface TextEnding {
  /** The AI SDK finish reason ('stop', 'length', ...), if the stream reported one. */
  finishReason?: string;
  /** Why the answer stopped before the model finished it (a dropped connection...). */
  interruption?: string;
}

/** The streamed text of one answer. */
export interface ModelText {
  deltas: AsyncIterable<string>;
  ending: TextEnding;
}

export interface ModelCall {
  model: LanguageModel;
  context: ErrorContext;
  maxRetries: number;
  temperature?: number;
  /** Milliseconds a model may go quiet mid-answer (DEFAULT_STALL_MS unless a test shortens it). */
  stallMs: number;
}

/** What one answer may cost. */
export interface AnswerBudget extends Omit<AnswerLimits, 'stallMs'> {
  /** Sent as max_tokens: the model stops itself at this many tokens. */
  maxOutputTokens: number;
}

/**
 * Streams the plain text of a chat completion. Errors before any text are
 * thrown as user-facing Errors; an error after text has arrived is recorded as
 * an interruption, so the caller can keep what was complete. Aborting the
 * signal cancels the HTTP request and throws an AbortError. An answer past
 * its budget, stalled or looping is stopped (see answer-guard.ts), and so is
 * the request when the caller stops reading early.
 */
export function modelText(call: ModelCall, prompt: Prompt, signal: AbortSignal, budget: AnswerBudget): ModelText {
  const ending: TextEnding = {};
  // Our own controller, so the guard and an early stop can end the request the caller's signal governs.
  const upstream = new AbortController();
  const forward = () => upstream.abort(signal.reason);
  const limits: AnswerLimits = { maxChars: budget.maxChars, tooLongMessage: budget.tooLongMessage, stallMs: call.stallMs };
  const raw = readText(call, prompt, upstream.signal, ending, budget.maxOutputTokens);
  async function* deltas(): AsyncGenerator<string> {
    if (signal.aborted) throw abortError(signal);
    signal.addEventListener('abort', forward, { once: true });
    let ended = false;
    try {
      yield* guardAnswer(raw, limits, (reason) => upstream.abort(reason));
      ended = true;
    } finally {
      signal.removeEventListener('abort', forward);
      if (!ended && !upstream.signal.aborted) upstream.abort(earlyStop());
    }
  }
  return { deltas: deltas(), ending };
}

/** The reason given to the upstream request when the caller has read all it needs. */
function earlyStop(): Error {
  const error = new Error('The answer was read as far as it was needed.');
  error.name = 'AbortError';
  return error;
}

async function* readText(
  call: ModelCall,
  prompt: Prompt,
  signal: AbortSignal,
  ending: TextEnding,
  maxOutputTokens: number,
): AsyncGenerator<string> {
  if (signal.aborted) throw abortError(signal);
  const result = streamText({
    model: call.model,
    system: prompt.system,
    prompt: prompt.prompt,
    abortSignal: signal,
    maxRetries: call.maxRetries,
    temperature: call.temperature,
    maxOutputTokens,
    // Errors arrive as stream parts and are handled below; the default logs them.
    onError: () => {},
  });
  let received = 0;
  for await (const part of settle(result.fullStream)) {
    if (signal.aborted || part.type === 'abort') throw abortError(signal);
    if (part.type === 'text-delta') {
      received += part.text.length;
      yield part.text;
    } else if (part.type === 'finish') {
      ending.finishReason = part.finishReason;
    } else if (part.type === 'error') {
      if (received === 0) throw toUserError(part.error, call.context);
      ending.interruption = interruptionReason(part.error);
      return;
    }
  }
  if (signal.aborted) throw abortError(signal);
}

/** The stream's parts, with a thrown stream error turned into a final error part. */
async function* settle<T>(stream: AsyncIterable<T>): AsyncGenerator<T | { type: 'error'; error: unknown }> {
  try {
    for await (const part of stream) yield part;
  } catch (error) {
    yield { type: 'error', error };
  }
}
