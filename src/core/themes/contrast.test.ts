import { describe, expect, it } from 'vitest';
import { contrastRatio, isHexColor, relativeLuminance } from './contrast';

describe('contrastRatio', () => {
  it('gives 21 for black on white, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
  });

  it('gives 1 for a colour against itself', () => {
    expect(contrastRatio('#7c3aed', '#7c3aed')).toBe(1);
  });

  it('matches published WCAG values', () => {
    // #777777 on white is the classic "just fails AA" grey (4.48:1).
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ff0000', '#ffffff')).toBeCloseTo(4.0, 2);
  });

  it('accepts upper-case hex', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
  });

  it('rejects colours that are not #rrggbb', () => {
    expect(() => contrastRatio('#fff', '#000000')).toThrow(/#rrggbb/);
    expect(() => relativeLuminance('red')).toThrow();
  });
});

describe('relativeLuminance and isHexColor', () => {
  it('spans 0 to 1', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2158, 3);
  });

  it('recognises only six-digit hex', () => {
    expect(isHexColor('#a1b2c3')).toBe(true);
    expect(isHexColor('#a1b2c')).toBe(false);
    expect(isHexColor('a1b2c3')).toBe(false);
    expect(isHexColor('#a1b2c3ff')).toBe(false);
  });
});
