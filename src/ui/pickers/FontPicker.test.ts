import { describe, expect, it } from 'vitest';
import { FIRST_FACE_DELAY_MS, facesMayLoad } from './FontPicker';

describe('facesMayLoad', () => {
  it('holds new faces back for a moment after the first ask, and always while a deck streams', () => {
    const t0 = 10_000;
    expect(facesMayLoad(t0, false)).toBe(false);
    expect(facesMayLoad(t0 + FIRST_FACE_DELAY_MS - 1, false)).toBe(false);
    expect(facesMayLoad(t0 + FIRST_FACE_DELAY_MS, true)).toBe(false);
    expect(facesMayLoad(t0 + FIRST_FACE_DELAY_MS, false)).toBe(true);
    expect(facesMayLoad(t0 + 60_000, true)).toBe(false);
    expect(facesMayLoad(t0 + 60_000, false)).toBe(true);
  });
});
