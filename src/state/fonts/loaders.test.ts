import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_FONT_ENTRIES, BODY_FONTS, TITLE_FONTS } from '../../core/fonts';
import { FONT_LOADERS } from './loaders';

describe('FONT_LOADERS', () => {
  it('has one loader per catalogue font and nothing else (a font added without a loader fails here)', () => {
    expect(Object.keys(FONT_LOADERS).sort()).toEqual(ALL_FONT_ENTRIES.map((f) => f.id).sort());
    for (const font of [...TITLE_FONTS, ...BODY_FONTS]) expect(FONT_LOADERS[font.id], font.id).toBeTypeOf('function');
  });

  it("imports each font's own package (a copy-pasted line would load the wrong face)", () => {
    const source = readFileSync(new URL('./loaders.ts', import.meta.url), 'utf8');
    for (const font of ALL_FONT_ENTRIES) {
      // From this font's key to the next key (a loader may wrap onto a second line).
      const rest = source.slice(source.indexOf(`'${font.id}':`) + 1);
      const text = rest.slice(0, rest.search(/\n\s*'font-|\n};/));
      if (font.id === 'font-inter') expect(text, font.id).toContain('Promise.resolve()');
      else if (font.id === 'font-hack') expect(text).toContain("import('./hack.css')");
      else expect(text.match(/import\('([^']+)'\)/g)?.every((i) => i.includes(`'${font.fontsource}/`)), font.id).toBe(true);
    }
  });

  it('resolves every stylesheet it names (package exports and file names are right)', async () => {
    for (const [id, load] of Object.entries(FONT_LOADERS)) await expect(load(), id).resolves.not.toThrow();
  });

  it('points hack.css at files the hack-font package ships', () => {
    const css = readFileSync(new URL('./hack.css', import.meta.url), 'utf8');
    const urls = [...css.matchAll(/url\('([^']+)'\)/g)].map((m) => m[1] ?? '');
    expect(urls).toHaveLength(2);
    for (const url of urls) expect(() => readFileSync(new URL(`../../../node_modules/${url}`, import.meta.url)), url).not.toThrow();
  });
});
