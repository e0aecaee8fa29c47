/**
 * A font file that failed once (a dropped connection, a request made while
 * offline) leaves its CSS @font-face in 'error' for the life of the page: the
 * browser never asks for that file again, and the deck draws in a system
 * fallback until a reload. To try again, each failed face is declared anew
 * through the Font Loading API from its stylesheet's own rule (same file,
 * weights, style and unicode-range); the browser skips the failed face and
 * draws with the new one once it has loaded.
 */

/** The parts of a CSS @font-face rule read here. */
interface FontFaceRuleLike {
  cssText: string;
  style: { getPropertyValue(name: string): string };
}

/** The parts of the document this needs (a stub in unit tests). */
export interface FontDocument {
  fonts: Iterable<FontFace> & { add(face: FontFace): unknown; delete(face: FontFace): unknown };
  styleSheets: Iterable<{ cssRules: Iterable<unknown>; href: string | null }>;
  baseURI: string;
}

export type MakeFontFace = (family: string, source: string, descriptors: FontFaceDescriptors) => FontFace;

/** Family names compare without their quotes. */
function bare(family: string): string {
  return family.trim().replace(/^["']|["']$/g, '');
}

/**
 * A unicode-range in one spelling, so a rule's and a face's compare: the
 * browser gives a face's range as 'U+0-FF, U+131' where the stylesheet says
 * 'U+0000-00FF,U+0131'; wildcards ('U+4??') become their span. Empty is all.
 */
export function canonicalRange(value: string): string {
  const hex = (digits: string) => parseInt(digits, 16).toString(16);
  const items = value.split(',').map((item) => item.trim().replace(/^u\+/i, '')).filter((item) => item !== '');
  if (items.length === 0) return '0-10ffff';
  return items
    .map((item) => {
      const [start = '', end = start] = item.includes('?') ? [item.replace(/\?/g, '0'), item.replace(/\?/g, 'F')] : item.split('-');
      return `${hex(start)}-${hex(end)}`;
    })
    .join(',');
}

/** Each url(...) in an @font-face src made absolute against its stylesheet (a FontFace resolves against the page). */
function absoluteSources(src: string, base: string): string {
  return src.replace(/url\((['"]?)(.*?)\1\)/g, (_, _quote: string, url: string) => `url(${JSON.stringify(new URL(url, base).href)})`);
}

function isFontFaceRule(rule: unknown): rule is FontFaceRuleLike {
  return typeof rule === 'object' && rule !== null && 'style' in rule && 'cssText' in rule && String(rule.cssText).startsWith('@font-face');
}

/** The @font-face rules of `family` in the page's stylesheets, each with its sheet's address (a sheet that cannot be read is passed over). */
function rulesOf(family: string, doc: FontDocument): { rule: FontFaceRuleLike; base: string }[] {
  const rules: { rule: FontFaceRuleLike; base: string }[] = [];
  for (const sheet of doc.styleSheets) {
    let list: Iterable<unknown>;
    try {
      list = sheet.cssRules;
    } catch {
      continue; // Another origin's sheet.
    }
    for (const rule of list) {
      if (isFontFaceRule(rule) && bare(rule.style.getPropertyValue('font-family')) === family) rules.push({ rule, base: sheet.href ?? doc.baseURI });
    }
  }
  return rules;
}

/** The faces this module declared, by rule, so a second failure replaces its own face rather than adding more. */
const declared = new WeakMap<FontFaceRuleLike, FontFace>();

/**
 * Declares anew every face of `family` that is in 'error', from its rule.
 * Returns how many it declared (0: nothing had failed, or no rule matched).
 */
export function redeclareFailedFaces(
  family: string,
  doc: FontDocument = document,
  make: MakeFontFace = (name, source, descriptors) => new FontFace(name, source, descriptors),
): number {
  const failed = [...doc.fonts].filter((face) => bare(face.family) === family && face.status === 'error');
  if (failed.length === 0) return 0;
  let count = 0;
  for (const { rule, base } of rulesOf(family, doc)) {
    const css = (name: string) => rule.style.getPropertyValue(name).trim();
    const unicodeRange = canonicalRange(css('unicode-range'));
    const style = css('font-style') || 'normal';
    if (!failed.some((face) => canonicalRange(face.unicodeRange) === unicodeRange && (face.style || 'normal') === style)) continue;
    const previous = declared.get(rule);
    if (previous && previous.status !== 'error') continue; // Declared anew already, and not failed (yet).
    if (previous) doc.fonts.delete(previous);
    const face = make(family, absoluteSources(css('src'), base), { weight: css('font-weight') || 'normal', style, unicodeRange: css('unicode-range') || 'U+0-10FFFF', display: 'swap' });
    doc.fonts.add(face);
    declared.set(rule, face);
    count++;
  }
  return count;
}
