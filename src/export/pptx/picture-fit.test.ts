import { describe, expect, it } from 'vitest';
import { chooseFormat, cropPlacement, safeCrop, slotPixels, sourceRect, storedSize } from './picture-fit';

/** RGBA bytes of `count` pixels, colour i taken from `colour(i)`. */
function pixels(count: number, colour: (i: number) => [number, number, number, number]): Uint8ClampedArray {
  const out = new Uint8ClampedArray(count * 4);
  for (let i = 0; i < count; i++) out.set(colour(i), i * 4);
  return out;
}

describe('JPEG or PNG by content', () => {
  it('keeps flat art with few colours as PNG', () => {
    expect(chooseFormat(pixels(10_000, (i) => (i % 3 === 0 ? [200, 30, 30, 255] : [255, 255, 255, 255])))).toBe('png');
    expect(chooseFormat(pixels(10_000, (i) => [i % 256, 0, 0, 255]))).toBe('png');
  });

  it('stores a picture with many colours (a photo) as JPEG', () => {
    expect(chooseFormat(pixels(10_000, (i) => [i % 256, (i >> 8) % 256, (i * 7) % 256, 255]))).toBe('jpeg');
  });

  it('keeps any transparency as PNG, even in a photo and even at the last pixel', () => {
    expect(chooseFormat(pixels(10_000, (i) => [i % 256, (i >> 8) % 256, (i * 7) % 256, i === 9_999 ? 128 : 255]))).toBe('png');
  });
});

describe('slot sizing', () => {
  it('is twice the slot on the 1280 x 720 canvas', () => {
    // The topic picture's 3.5 x 5.5 in slot is 448 x 704 canvas px.
    expect(slotPixels({ w: 3.5, h: 5.5 })).toEqual({ width: 896, height: 1408 });
  });

  it('scales a large part down to the slot and never scales a small one up', () => {
    expect(storedSize({ sx: 0, sy: 0, sw: 4000, sh: 3000 }, { width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(storedSize({ sx: 0, sy: 0, sw: 400, sh: 300 }, { width: 800, height: 600 })).toEqual({ width: 400, height: 300 });
  });
});

describe('crop and focal point', () => {
  it('cuts a landscape photo to a portrait slot around its middle by default', () => {
    const rect = sourceRect(1600, 1000, 0.5);
    expect(rect).toEqual({ sx: 550, sy: 0, sw: 500, sh: 1000 });
  });

  it('keeps the focal point in view, pushed back inside the picture at its edge', () => {
    expect(sourceRect(1600, 1000, 0.5, { focus: { x: 0.25, y: 0.5 } })).toMatchObject({ sx: 150, sw: 500 });
    expect(sourceRect(1600, 1000, 0.5, { focus: { x: 0.99, y: 0.5 } })).toMatchObject({ sx: 1100, sw: 500 });
  });

  it('shows only the crop, cut further to the slot shape inside it', () => {
    const rect = sourceRect(1000, 1000, 1, { crop: { x: 0.5, y: 0, w: 0.5, h: 1 } });
    expect(rect).toEqual({ sx: 500, sy: 250, sw: 500, sh: 500 });
  });

  it('treats a crop outside the picture or of no size as no crop', () => {
    expect(safeCrop({ x: 0.9, y: 0.9, w: 0.5, h: 0.5 })).toEqual({ x: 0.9, y: 0.9, w: expect.closeTo(0.1, 6), h: expect.closeTo(0.1, 6) });
    expect(safeCrop({ x: 0.2, y: 0.2, w: 0, h: 0.5 })).toEqual({ x: 0, y: 0, w: 1, h: 1 });
    expect(safeCrop({ x: Number.NaN, y: 0, w: 1, h: 1 })).toEqual({ x: 0, y: 0, w: 1, h: 1 });
  });

  it('crops in the file when the picture is kept whole: the part fills the box exactly', () => {
    const box = { x: 6, y: 0, w: 3.5, h: 5.5 };
    const rect = sourceRect(1600, 1000, box.w / box.h, { focus: { x: 0.2, y: 0.5 } });
    const placed = cropPlacement(box, 1600, 1000, rect);
    expect(placed.sizing.w).toBe(3.5);
    expect(placed.sizing.h).toBeCloseTo(5.5, 6);
    expect(placed.sizing.x).toBeCloseTo((rect.sx * 3.5) / rect.sw, 6);
    expect(placed.h).toBeCloseTo(5.5, 6);
  });
});
