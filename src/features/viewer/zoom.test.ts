import { describe, expect, it } from 'vitest';
import { ZOOM_MAX, ZOOM_MIN, canZoomIn, canZoomOut, clampZoom, formatZoom, zoomIn, zoomOut } from './zoom';

describe('zoom steps', () => {
  it('steps by x1.2 from 100%', () => {
    expect(zoomIn(1)).toBeCloseTo(1.2);
    expect(zoomIn(1.2)).toBeCloseTo(1.44);
    expect(zoomOut(1)).toBeCloseTo(1 / 1.2);
    expect(zoomOut(1.44)).toBeCloseTo(1.2);
  });

  it('clamps to 0.3 and 3', () => {
    let z = 1;
    for (let i = 0; i < 20; i++) z = zoomIn(z);
    expect(z).toBe(ZOOM_MAX);
    for (let i = 0; i < 40; i++) z = zoomOut(z);
    expect(z).toBe(ZOOM_MIN);
    expect(clampZoom(10)).toBe(3);
    expect(clampZoom(0)).toBe(0.3);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('comes back to exactly 100% from either end', () => {
    let z = ZOOM_MIN;
    while (z < 1 - 1e-9) z = zoomIn(z);
    expect(z).toBeCloseTo(1, 10);
    z = ZOOM_MAX;
    while (z > 1 + 1e-9) z = zoomOut(z);
    expect(z).toBeCloseTo(1, 10);
  });

  it('takes seven steps up from 100% to 300% and seven down to 30%', () => {
    const count = (from: number, step: (z: number) => number, end: number) => {
      let n = 0;
      for (let z = from; z !== end; z = step(z)) n++;
      return n;
    };
    expect(count(1, zoomIn, ZOOM_MAX)).toBe(7);
    expect(count(1, zoomOut, ZOOM_MIN)).toBe(7);
  });

  it('says when a direction is at its limit', () => {
    expect(canZoomIn(3)).toBe(false);
    expect(canZoomIn(2.99)).toBe(true);
    expect(canZoomOut(0.3)).toBe(false);
    expect(canZoomOut(0.31)).toBe(true);
  });

  it('formats as a whole percentage', () => {
    expect(formatZoom(1)).toBe('100%');
    expect(formatZoom(1 / 1.2)).toBe('83%');
    expect(formatZoom(3)).toBe('300%');
  });
});
