import { describe, expect, it } from 'vitest';
import { CANVAS, IMAGE_BOX, boxToInches, pxToPoints, contains, contentArea, gridCells, overlaps, scaleToFit, titleBox } from './canvas';

const canvas = { x: 0, y: 0, w: CANVAS.width, h: CANVAS.height };

describe('canvas', () => {
  it('scales 1280 x 720 to fit, keeping 16:9', () => {
    expect(scaleToFit(640, 360)).toBe(0.5);
    expect(scaleToFit(2560, 720)).toBe(1);
    expect(scaleToFit(0, 720)).toBe(0);
  });

  it('reserves the export image area: 3.5 x 5.5 in on the right', () => {
    expect(boxToInches(IMAGE_BOX)).toMatchObject({ w: 3.5, h: 5.5 });
    expect(contains(canvas, IMAGE_BOX)).toBe(true);
    expect(IMAGE_BOX.x + IMAGE_BOX.w).toBeGreaterThan(CANVAS.width - 16);
  });

  it('keeps title and content clear of the image and of each other', () => {
    for (const hasImage of [false, true]) {
      const title = titleBox(hasImage);
      const area = contentArea(hasImage);
      expect(contains(canvas, title) && contains(canvas, area)).toBe(true);
      expect(area.y).toBeGreaterThanOrEqual(title.y + title.h);
      expect(overlaps(area, IMAGE_BOX)).toBe(hasImage ? false : true);
      if (hasImage) expect(overlaps(title, IMAGE_BOX)).toBe(false);
    }
  });

  it('converts px font sizes to points on a 10 in slide', () => {
    expect(pxToPoints(128)).toBe(72);
    expect(pxToPoints(48)).toBe(27);
  });

  it('centres an incomplete last grid row', () => {
    const cells = gridCells({ x: 0, y: 0, w: 300, h: 200 }, 3, 2, 0);
    expect(cells[2]).toEqual({ x: 75, y: 100, w: 150, h: 100 });
  });
});
