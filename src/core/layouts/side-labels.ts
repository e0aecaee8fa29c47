/**
 * The two column labels of a before/after slide, from what the slide says:
 * the sides its points are labelled with ("Vorher: Gasöfen" / "Nachher:
 * Elektroöfen"), or the two things its title sets against each other
 * ("Manuscript vs Print", "From Gas to Electric"), else "Before" and
 * "After" in the slide's language (English, German, French or Spanish).
 */
import type { LayoutItem } from './types';

/** Before and after in each language the chooser reads. */
const WORDS: Readonly<Record<Language, readonly [string, string]>> = {
  en: ['Before', 'After'],
  de: ['Vorher', 'Nachher'],
  fr: ['Avant', 'Après'],
  es: ['Antes', 'Después'],
};

type Language = 'en' | 'de' | 'fr' | 'es';

/** Short words that mark a language; the slide's language is the one with most of them. */
const MARKERS: Readonly<Record<Language, readonly string[]>> = {
  en: ['the', 'and', 'of', 'to', 'is', 'for', 'with', 'a', 'in', 'on', 'was', 'were'],
  de: ['der', 'die', 'das', 'und', 'ist', 'mit', 'für', 'nicht', 'ein', 'eine', 'im', 'zum', 'zur', 'auf'],
  fr: ['le', 'la', 'les', 'des', 'et', 'est', 'pour', 'une', 'du', 'avec', 'au', 'aux', 'sur'],
  es: ['el', 'los', 'las', 'y', 'es', 'para', 'una', 'del', 'con', 'por', 'al', 'en', 'se'],
};

/** The slide's language by its marker words (English when none stands out). */
export function slideLanguage(text: string): Language {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  let best: Language = 'en';
  let most = 0;
  for (const lang of Object.keys(MARKERS) as Language[]) {
    const hits = words.filter((w) => MARKERS[lang].includes(w)).length;
    if (hits > most) {
      best = lang;
      most = hits;
    }
  }
  return best;
}

/** Longest a side's name may be to label a column. */
const MAX_LABEL_WORDS = 4;
const short = (text: string | undefined): text is string => {
  const t = text?.trim() ?? '';
  return t !== '' && t.split(/\s+/).length <= MAX_LABEL_WORDS;
};

/** "Label: rest" or "Label – rest": the label a point's heading starts with. */
function prefixOf(heading: string): string | undefined {
  const m = /^([^:–—]{1,40}?)\s*(?::|\s[–—-]\s)\s*\S/u.exec(heading.trim());
  return m ? m[1]!.trim() : undefined;
}

/** The one label every heading of a column starts with, if they share one. */
function columnPrefix(items: readonly LayoutItem[]): string | undefined {
  const prefixes = items.map((item) => prefixOf(item.heading));
  const first = prefixes[0];
  return first !== undefined && prefixes.every((p) => p?.toLowerCase() === first.toLowerCase()) ? first : undefined;
}

const VERSUS = /\s+(?:vs\.?|versus|v\.|gegenüber|contre|frente a|or|oder|ou|o)\s+/iu;
const FROM_TO = /^(?:from|von|vom|de|del|du|des)\s+(.+?)\s+(?:to|zu|zum|zur|bis|à|au|aux|a|al|hasta)\s+(.+)$/iu;

/** The two things a title sets against each other, if it names them briefly. */
function titleSides(title: string): [string, string] | undefined {
  const t = title.trim().replace(/[.!?:]+$/u, '');
  const fromTo = FROM_TO.exec(t);
  if (fromTo && short(fromTo[1]) && short(fromTo[2])) return [fromTo[1]!, fromTo[2]!];
  const parts = t.split(VERSUS);
  if (parts.length === 2 && short(parts[0]) && short(parts[1])) return [parts[0]!.trim(), parts[1]!.trim()];
  return undefined;
}

const capitalised = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * The labels over the before column (the first half of the points) and
 * the after column (the rest).
 * @param items - the slide's points, before column first
 * @param title - the slide's title
 * @param lead - the lead sentence, read for the language only
 */
export function sideLabels(items: readonly LayoutItem[], title = '', lead = ''): [string, string] {
  const half = Math.ceil(items.length / 2);
  const before = columnPrefix(items.slice(0, half));
  const after = columnPrefix(items.slice(half));
  if (before !== undefined && after !== undefined && before.toLowerCase() !== after.toLowerCase()) return [before, after];
  const named = titleSides(title);
  if (named) return [capitalised(named[0]), capitalised(named[1])];
  const text = [title, lead, ...items.flatMap((item) => [item.heading, item.overview])].join(' ');
  return [...WORDS[slideLanguage(text)]];
}

/**
 * True when the points' headings are the sides' names themselves ("Before"
 * over "Before"): labels over the columns would only say it twice. A
 * heading that goes on after the name ("Then: the press") keeps its label,
 * which groups the column's cards.
 */
export function headingsNameSides(items: readonly LayoutItem[], names: readonly [string, string]): boolean {
  const half = Math.ceil(items.length / 2);
  const same = (heading: string, name: string): boolean => heading.trim().replace(/[:.]+$/u, '').toLocaleLowerCase() === name.trim().toLocaleLowerCase();
  return items.every((item, i) => same(item.heading, names[i < half ? 0 : 1]));
}
