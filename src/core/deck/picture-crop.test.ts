import { describe, expect, it } from 'vitest';
import { objectPosition, placePicture } from './picture-crop';

describe('placePicture', () => {
  it('covers the slot like object-fit: cover, centred, with no crop', () => {
    // A 2:1 picture in a square slot: scaled to the slot's height, the sides cut evenly.
    expect(placePicture({ width: 100, height: 100 }, { width: 200, height: 100 })).toEqual({ left: -50, top: 0, width: 200, height: 100 });
  });

  it('fills the slot from the crop only', () => {
    // The right half of a 200x100 picture (a square) fills a 50x50 slot.
    const p = placePicture({ width: 50, height: 50 }, { width: 200, height: 100 }, { x: 0.5, y: 0, w: 0.5, h: 1 });
    expect(p).toEqual({ left: -50, top: 0, width: 100, height: 50 });
  });

  it('moves towards the focal point but never leaves a gap', () => {
    const left = placePicture({ width: 100, height: 100 }, { width: 300, height: 100 }, undefined, { x: 0, y: 0.5 });
    expect(left.left).toBe(0);
    const right = placePicture({ width: 100, height: 100 }, { width: 300, height: 100 }, undefined, { x: 1, y: 0.5 });
    expect(right.left).toBe(-200);
    const mid = placePicture({ width: 100, height: 100 }, { width: 300, height: 100 }, undefined, { x: 0.4, y: 0.5 });
    expect(mid.left).toBeCloseTo(-70);
  });

  it('says a focal point as CSS', () => {
    expect(objectPosition({ x: 0.25, y: 0.333 })).toBe('25% 33.3%');
    expect(objectPosition(undefined)).toBeUndefined();
  });
});
