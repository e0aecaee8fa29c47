import { describe, expect, it } from 'vitest';
import { canonicalRange, redeclareFailedFaces, type FontDocument, type MakeFontFace } from './redeclare';

/** A face as document.fonts lists it. */
interface FakeFace {
  family: string;
  status: FontFaceLoadStatus;
  unicodeRange: string;
  style: string;
  source?: string;
  descriptors?: FontFaceDescriptors;
}

/** A face's range as Chromium gives it; the rules below spell it as the stylesheet does. */
const LATIN = 'U+0-FF, U+131, U+152-153';
const LATIN_EXT = 'U+100-2BA, U+2BD-2C5';
const SPELLED: Record<string, string> = { [LATIN]: 'U+0000-00FF,U+0131,U+0152-0153', [LATIN_EXT]: 'U+0100-02BA,U+02BD-02C5' };

/** An @font-face rule as the CSSOM gives it (the browser quotes the family and spaces the range its own way). */
function rule(family: string, unicodeRange: string, src = `url(/assets/${family}-${unicodeRange.length}.woff2) format("woff2")`) {
  const props: Record<string, string> = { 'font-family': `"${family}"`, 'font-weight': '400 900', 'font-style': 'normal', 'unicode-range': SPELLED[unicodeRange] ?? unicodeRange, src };
  return { cssText: `@font-face { font-family: "${family}"; }`, style: { getPropertyValue: (name: string) => props[name] ?? '' } };
}

function cssFace(family: string, unicodeRange: string, status: FontFaceLoadStatus): FakeFace {
  return { family: `"${family}"`, status, unicodeRange, style: 'normal' };
}

function fakeDocument(faces: FakeFace[], rules: unknown[], extraSheets: FontDocument['styleSheets'] = []) {
  const set = new Set<FakeFace>(faces);
  const doc = {
    fonts: { [Symbol.iterator]: () => set.values(), add: (face: FakeFace) => set.add(face), delete: (face: FakeFace) => set.delete(face) },
    styleSheets: [...extraSheets, { cssRules: rules, href: 'https://app.example/assets/wght-AbC.css' }],
    baseURI: 'https://app.example/home',
  } as unknown as FontDocument;
  const made: FakeFace[] = [];
  const make = ((family: string, source: string, descriptors: FontFaceDescriptors) => {
    const face: FakeFace = { family, status: 'unloaded', unicodeRange: descriptors.unicodeRange ?? '', style: descriptors.style ?? 'normal', source, descriptors };
    made.push(face);
    return face;
  }) as unknown as MakeFontFace;
  return { doc, make, made, set };
}

describe('canonicalRange', () => {
  it('spells a range one way whatever the padding, spacing, case or wildcards', () => {
    expect(canonicalRange('U+0000-00FF, U+0131,u+0152-0153')).toBe(canonicalRange('U+0-FF, U+131, U+152-153'));
    expect(canonicalRange('U+0-FF, U+131')).toBe('0-ff,131-131');
    expect(canonicalRange('U+4??')).toBe('400-4ff');
    expect(canonicalRange('')).toBe('0-10ffff');
    expect(canonicalRange('U+0-FF')).not.toBe(canonicalRange('U+100-2BA'));
  });
});

describe('redeclareFailedFaces', () => {
  it('declares a failed face anew from its own rule: same file, weights, style and range', () => {
    const { doc, make, made, set } = fakeDocument(
      [cssFace('Playfair Display Variable', LATIN, 'error'), cssFace('Playfair Display Variable', LATIN_EXT, 'unloaded')],
      [rule('Playfair Display Variable', LATIN_EXT), rule('Playfair Display Variable', LATIN, 'url("latin.woff2") format("woff2")')],
    );
    expect(redeclareFailedFaces('Playfair Display Variable', doc, make)).toBe(1);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      family: 'Playfair Display Variable',
      // Relative to its stylesheet, as the rule meant it (a FontFace would resolve it against the page).
      source: 'url("https://app.example/assets/latin.woff2") format("woff2")',
      descriptors: { weight: '400 900', style: 'normal', display: 'swap' },
    });
    expect(canonicalRange(made[0]?.unicodeRange ?? '')).toBe(canonicalRange(LATIN));
    expect(set.has(made[0] as FakeFace)).toBe(true);
  });

  it('does nothing when no face of the family failed, and ignores other families', () => {
    const { doc, make, made } = fakeDocument(
      [cssFace('Playfair Display Variable', LATIN, 'loaded'), cssFace('Lora Variable', LATIN, 'error')],
      [rule('Playfair Display Variable', LATIN), rule('Lora Variable', LATIN)],
    );
    expect(redeclareFailedFaces('Playfair Display Variable', doc, make)).toBe(0);
    expect(made).toEqual([]);
  });

  it('keeps a face it declared while that one loads, and replaces it once it has failed too', () => {
    const { doc, make, made, set } = fakeDocument([cssFace('Lato', LATIN, 'error')], [rule('Lato', LATIN)]);
    expect(redeclareFailedFaces('Lato', doc, make)).toBe(1);
    const first = made[0] as FakeFace;
    first.status = 'loading';
    expect(redeclareFailedFaces('Lato', doc, make)).toBe(0);
    first.status = 'error';
    expect(redeclareFailedFaces('Lato', doc, make)).toBe(1);
    expect(set.has(first)).toBe(false);
    expect(set.has(made[1] as FakeFace)).toBe(true);
  });

  it('passes over a stylesheet it may not read (another origin) and rules that are not @font-face', () => {
    const unreadable = {
      get cssRules(): Iterable<unknown> {
        throw new DOMException('Cannot access rules', 'SecurityError');
      },
    };
    const { doc, make, made } = fakeDocument(
      [cssFace('Lato', LATIN, 'error')],
      [{ cssText: '.title { font-family: Lato; }', style: { getPropertyValue: () => 'Lato' } }, rule('Lato', LATIN)],
      [unreadable as unknown as FontDocument['styleSheets'] extends Iterable<infer S> ? S : never],
    );
    expect(redeclareFailedFaces('Lato', doc, make)).toBe(1);
    expect(made).toHaveLength(1);
  });
});
