/**
 * Classifying generation failures. The outbox retries what the network or
 * the server may fix later and gives up on what will fail the same way
 * again, so every failure carries a kind (generation-types.ts).
 */
import { ApiError } from '../api/http';
import { errorMessage } from '../core/errors';
import type { GenerationErrorKind, GenerationFailure } from './generation-types';

/** A failure of the given kind with the given text. */
export function failure(kind: GenerationErrorKind, message: string): GenerationFailure {
  return { kind, message };
}

/** The failure a thrown value stands for; an ApiError keeps its kind and HTTP status. */
export function failureOf(error: unknown, fallback: string): GenerationFailure {
  const message = errorMessage(error, fallback);
  if (error instanceof ApiError) return { message, kind: error.kind, ...(error.status === undefined ? {} : { status: error.status }) };
  return { message, kind: 'unknown' };
}

/**
 * Whether trying the same request later may succeed: a lost network, a
 * timeout, a missing body, a server error (5xx), rate limiting (429) or a
 * stream that broke off. Other 4xx answers, unreadable input and unknown
 * errors would fail the same way again, so they are final.
 */
export function isRetryable(kind: GenerationErrorKind | null, status?: number | null): boolean {
  switch (kind) {
    case 'network':
    case 'timeout':
    case 'no-body':
    case 'stream':
      return true;
    case 'http':
      return status === 429 || (status !== undefined && status !== null && status >= 500);
    default:
      return false;
  }
}
