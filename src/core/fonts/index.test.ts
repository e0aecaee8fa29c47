import { describe, expect, it } from 'vitest';
import { DEFAULT_BODY_FONT, DEFAULT_TITLE_FONT } from '../schemas/catalog';
import {
  ALL_FONT_ENTRIES,
  BODY_FONTS,
  FALLBACK_FONT,
  FONT_CATEGORIES,
  TITLE_FONTS,
  findFont,
  fontLabel,
  fontsIn,
  resolveFont,
} from './index';

const FONT_SLUGS = [
  'playfair', 'montserrat', 'poppins', 'inter', 'roboto', 'opensans', 'lato', 'nunito', 'raleway', 'merriweather',
  'source-sans-pro', 'ubuntu', 'oswald', 'roboto-slab', 'pt-sans', 'noto-sans', 'work-sans', 'quicksand',
  'josefin-sans', 'roboto-condensed', 'lora', 'bebas-neue', 'comfortaa', 'roboto-mono', 'inconsolata', 'space-mono',
  'jetbrains-mono', 'fira-code', 'courier-prime', 'ibm-plex-mono', 'hack', 'anonymous-pro', 'cascadia-code',
];

describe('font lists', () => {
  it('has 25 title fonts across serif, sans-serif and monospace', () => {
    expect(TITLE_FONTS).toHaveLength(25);
    expect(new Set(TITLE_FONTS.map((f) => f.category))).toEqual(new Set(['serif', 'sans-serif', 'monospace']));
  });

  it('has 23 body fonts, none serif', () => {
    expect(BODY_FONTS).toHaveLength(23);
    expect(BODY_FONTS.filter((f) => f.category === 'serif')).toEqual([]);
    expect(new Set(BODY_FONTS.map((f) => f.category))).toEqual(new Set(['sans-serif', 'monospace']));
  });

  it('has unique ids within each list and across the catalogue', () => {
    for (const list of [TITLE_FONTS, BODY_FONTS, ALL_FONT_ENTRIES]) {
      expect(new Set(list.map((f) => f.id)).size).toBe(list.length);
    }
  });

  it('covers exactly the 33 listed font ids, each with the font- prefix', () => {
    expect(ALL_FONT_ENTRIES.map((f) => f.id).sort()).toEqual(FONT_SLUGS.map((s) => `font-${s}`).sort());
    const listed = new Set([...TITLE_FONTS, ...BODY_FONTS].map((f) => f.id));
    for (const slug of FONT_SLUGS) expect(listed.has(`font-${slug}`), slug).toBe(true);
  });

  it('holds the defaults in the right lists', () => {
    expect(TITLE_FONTS.some((f) => f.id === DEFAULT_TITLE_FONT)).toBe(true);
    expect(BODY_FONTS.some((f) => f.id === DEFAULT_BODY_FONT)).toBe(true);
    expect(TITLE_FONTS.some((f) => f.id === 'font-montserrat')).toBe(true);
  });

  it('gives every font a stack that names the family and ends in a generic family', () => {
    for (const font of ALL_FONT_ENTRIES) {
      expect(font.stack, font.id).toContain(`'${font.family}'`);
      expect(font.stack.endsWith(`, ${font.category}`), font.id).toBe(true);
      expect(font.fontsource, font.id).toMatch(/^(@fontsource(-variable)?\/[a-z0-9-]+|hack-font)$/);
      if (font.fontsource.startsWith('@fontsource-variable/')) expect(font.stack).toContain(`'${font.family} Variable'`);
    }
    expect(resolveFont('font-playfair').stack).toBe(
      "'Playfair Display Variable', 'Playfair Display', Georgia, 'Times New Roman', serif",
    );
    expect(resolveFont('font-inter').fontsource).toBe('@fontsource-variable/inter');
  });
});

describe('resolveFont', () => {
  it('accepts ids with or without the font- prefix', () => {
    expect(resolveFont('font-playfair').family).toBe('Playfair Display');
    expect(resolveFont('playfair').id).toBe('font-playfair');
    expect(resolveFont('FONT-Fira-Code').id).toBe('font-fira-code');
  });

  it('falls back to Inter for unknown, empty or missing ids', () => {
    for (const id of ['font-comic-sans', 'nope', '', undefined, 'font-', 'toString', '__proto__']) {
      expect(resolveFont(id), String(id)).toBe(FALLBACK_FONT);
    }
    expect(FALLBACK_FONT.family).toBe('Inter');
    expect(findFont('font-comic-sans')).toBeUndefined();
  });

  it('labels fonts by family', () => {
    expect(fontLabel('font-jetbrains-mono')).toBe('JetBrains Mono');
    expect(fontLabel('opensans')).toBe('Open Sans');
    expect(fontLabel('font-unknown')).toBe('Inter');
    expect(fontLabel(undefined)).toBe('Inter');
  });
});

describe('FONT_CATEGORIES and fontsIn', () => {
  it('lists the picker tabs', () => {
    expect(FONT_CATEGORIES.map((c) => c.label)).toEqual(['All', 'Serif', 'Sans Serif', 'Monospace']);
  });

  it('filters a list by category', () => {
    expect(fontsIn(TITLE_FONTS, 'all')).toBe(TITLE_FONTS);
    const serif = fontsIn(TITLE_FONTS, 'serif');
    expect(serif.map((f) => f.id).sort()).toEqual(['font-lora', 'font-merriweather', 'font-playfair', 'font-roboto-slab']);
    expect(fontsIn(BODY_FONTS, 'serif')).toEqual([]);
    const total = FONT_CATEGORIES.filter((c) => c.id !== 'all').reduce((n, c) => n + fontsIn(TITLE_FONTS, c.id).length, 0);
    expect(total).toBe(25);
  });
});
