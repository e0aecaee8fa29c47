import { describe, expect, it } from 'vitest';
import { DEFAULT_TONE, IMAGE_STYLES, TONES } from './schemas/catalog';
import { IMAGE_STYLE_OPTIONS, TONE_OPTIONS, isTone, toneLabel } from './tones';

describe('TONE_OPTIONS', () => {
  it('offers every tone once, in catalogue order, with distinct labels', () => {
    expect(TONE_OPTIONS.map((o) => o.value)).toEqual([...TONES]);
    expect(new Set(TONE_OPTIONS.map((o) => o.label)).size).toBe(TONE_OPTIONS.length);
  });

  it('starts with the default tone', () => {
    expect(TONE_OPTIONS[0]?.value).toBe(DEFAULT_TONE);
    expect(TONE_OPTIONS[0]?.label).toBe('Casual');
  });

  it('labels the technical levels', () => {
    expect(toneLabel('technical-phd')).toBe('Technical (PhD)');
    expect(toneLabel('technical-beginner')).toBe('Technical (Beginner)');
    expect(toneLabel('something-else')).toBe('something-else');
  });

  it('recognises tones', () => {
    expect(isTone('formal')).toBe(true);
    expect(isTone('technical-graduate')).toBe(true);
    expect(isTone('angry')).toBe(false);
  });
});

describe('IMAGE_STYLE_OPTIONS', () => {
  it('is the catalogue list of six styles with their labels and values', () => {
    expect(IMAGE_STYLE_OPTIONS).toBe(IMAGE_STYLES);
    expect(IMAGE_STYLE_OPTIONS.map((o) => `${o.label}: ${o.value}`)).toEqual([
      'Photorealistic: photorealistic',
      'Digital Art: illustration',
      'Abstract: abstract',
      'Minimalist: line_art',
      '3D Render: 3d_render',
      'Hand Drawn: sketch',
    ]);
  });
});
