import { describe, expect, it } from 'vitest';
import { cropAt, isWholePicture, zoomOf } from './crop-math';

describe('crop box', () => {
  it('keeps the slot shape: a wide picture in a tall slot is cut at the sides', () => {
    // A 2000 x 1000 picture, a slot 0.5 wide per 1 high: the box is 500 px wide (0.25), the full height.
    expect(cropAt({ width: 2000, height: 1000 }, 0.5, 1, 0.5, 0.5)).toEqual({ x: 0.375, y: 0, w: 0.25, h: 1 });
  });

  it('zooms in and stays inside the picture when moved to an edge', () => {
    expect(cropAt({ width: 1000, height: 1000 }, 1, 2, 0, 0)).toEqual({ x: 0, y: 0, w: 0.5, h: 0.5 });
    expect(cropAt({ width: 1000, height: 1000 }, 1, 2, 1, 1)).toEqual({ x: 0.5, y: 0.5, w: 0.5, h: 0.5 });
  });

  it('reads the zoom back and knows the whole picture', () => {
    const natural = { width: 1600, height: 900 };
    const crop = cropAt(natural, 0.64, 2.5, 0.3, 0.5);
    expect(zoomOf(crop, natural, 0.64)).toBeCloseTo(2.5, 2);
    expect(isWholePicture(cropAt(natural, 0.64, 1, 0.5, 0.5), natural, 0.64)).toBe(true);
    expect(isWholePicture(crop, natural, 0.64)).toBe(false);
  });
});
