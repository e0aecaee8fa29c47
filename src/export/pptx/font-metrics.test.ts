import { describe, expect, it } from 'vitest';
import { ALL_FONT_ENTRIES } from '../../core/fonts';
import { categoryWidth } from '../../core/slide/drawing';
import { FACE_METRICS, FALLBACK_FACES, fallbackFace } from './font-metrics';

describe('font metrics of the export', () => {
  it('measures every family of the catalogue', () => {
    expect(ALL_FONT_ENTRIES.filter((f) => FACE_METRICS[f.family] === undefined).map((f) => f.family)).toEqual([]);
  });

  it('keeps the fit with the named face and with its fallback: both run narrower than the fit estimate', () => {
    const over = ALL_FONT_ENTRIES.flatMap((f) => {
      const m = FACE_METRICS[f.family]!;
      const fallback = FALLBACK_FACES[m.fallback];
      const limit = categoryWidth(f.category);
      return [
        ...(Math.max(m.regular, m.bold) > limit ? [`${f.family} ${Math.max(m.regular, m.bold)} > ${limit}`] : []),
        ...(Math.max(fallback.regular, fallback.bold) > limit ? [`${f.family}'s ${fallback.family} > ${limit}`] : []),
      ];
    });
    expect(over).toEqual([]);
  });

  it('names a fallback of the same kind: monospace for monospace, a serif for serif, narrow for condensed faces', () => {
    expect(fallbackFace('Fira Code', 'monospace').family).toBe('Courier New');
    expect(fallbackFace('Lora', 'serif').family).toBe('Times New Roman');
    expect(fallbackFace('Inter', 'sans-serif').family).toBe('Arial');
    expect(fallbackFace('Oswald', 'sans-serif').family).toBe('Arial Narrow');
    expect(fallbackFace('Unknown Sans', 'sans-serif').family).toBe('Arial');
    for (const face of Object.values(FALLBACK_FACES)) expect(face.panose).toMatch(/^[0-9A-F]{20}$/);
  });
});
