import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http';
import { failureOf, isRetryable } from './generation-errors';

describe('isRetryable', () => {
  it.each([
    ['network', undefined, true],
    ['timeout', undefined, true],
    ['no-body', undefined, true],
    ['stream', undefined, true],
    ['http', 500, true],
    ['http', 503, true],
    ['http', 429, true],
    ['http', 400, false],
    ['http', 422, false],
    ['not-found', 404, false],
    ['invalid', undefined, false],
    ['unknown', undefined, false],
    [null, undefined, false],
  ] as const)('%s %s -> %s', (kind, status, expected) => {
    expect(isRetryable(kind, status)).toBe(expected);
  });
});

describe('failureOf', () => {
  it('keeps the kind and status of an ApiError, else unknown with the fallback text', () => {
    expect(failureOf(new ApiError('http', 'Content API failed: 503', 503), 'x')).toEqual({ kind: 'http', message: 'Content API failed: 503', status: 503 });
    expect(failureOf(new Error(''), 'Fallback')).toEqual({ kind: 'unknown', message: 'Fallback' });
  });
});
