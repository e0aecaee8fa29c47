import { describe, expect, it } from 'vitest';
import { generationStatus } from './status';

describe('generationStatus', () => {
  it('counts slides received while streaming', () => {
    expect(generationStatus({ live: true, slides: 3, complete: 2, expected: 8 })).toEqual({ label: 'Generating…', detail: '3 of 8 slides received', tone: 'busy' });
    expect(generationStatus({ live: true, slides: 3, complete: 2, expected: 0, message: 'Writing' }).detail).toBe('3 slides received · Writing');
  });

  it('tells a finished deck from one that stopped half-way', () => {
    expect(generationStatus({ live: false, slides: 6, complete: 6, expected: 0 })).toEqual({ label: 'Complete', detail: '6 slides', tone: 'done' });
    expect(generationStatus({ live: false, slides: 6, complete: 4, expected: 0 })).toEqual({ label: 'Incomplete', detail: '4 of 6 slides complete', tone: 'warn' });
  });
});
