/**
 * The language a document is written in, told from its most frequent
 * function words, and the few words the composer writes itself ("Introduction")
 * in that language: a German manual must not get English slide headings.
 */

export type Language = 'en' | 'de' | 'fr' | 'es' | 'it' | 'pt' | 'nl' | 'other';

/** The most frequent function words of each language: together about a fifth of running text. */
const MARKERS: Record<Exclude<Language, 'other'>, readonly string[]> = {
  en: ['the', 'and', 'of', 'to', 'in', 'is', 'that', 'for', 'with', 'as', 'are', 'this', 'by', 'be', 'it', 'on', 'when', 'from', 'you', 'which', 'can', 'has', 'have', 'were', 'these'],
  de: ['der', 'die', 'das', 'und', 'ist', 'nicht', 'mit', 'den', 'von', 'zu', 'ein', 'eine', 'sich', 'auf', 'für', 'dem', 'wird', 'auch'],
  fr: ['le', 'la', 'les', 'et', 'des', 'est', 'une', 'dans', 'pour', 'que', 'qui', 'pas', 'sur', 'avec', 'du', 'au', 'sont', 'par'],
  es: ['el', 'los', 'las', 'y', 'que', 'es', 'una', 'por', 'para', 'con', 'del', 'se', 'como', 'más', 'está'],
  it: ['il', 'gli', 'che', 'di', 'è', 'una', 'per', 'con', 'del', 'della', 'non', 'sono', 'nel', 'anche'],
  pt: ['os', 'que', 'não', 'uma', 'com', 'para', 'por', 'são', 'mais', 'como', 'dos', 'das', 'também', 'é'],
  nl: ['het', 'een', 'en', 'van', 'dat', 'niet', 'zijn', 'voor', 'met', 'wordt', 'ook', 'naar', 'bij', 'deze'],
};

const LOOKUP = new Map<string, Language[]>();
for (const [lang, words] of Object.entries(MARKERS) as Array<[Language, readonly string[]]>) {
  for (const w of words) LOOKUP.set(w, [...(LOOKUP.get(w) ?? []), lang]);
}

/** Counts marker words; call `result()` for the language with the most, 'other' when none stands out. */
export function languageCounter(): { add(lowerWord: string): void; result(): Language } {
  const counts = new Map<Language, number>();
  let words = 0;
  return {
    add(lower) {
      words++;
      for (const lang of LOOKUP.get(lower) ?? []) counts.set(lang, (counts.get(lang) ?? 0) + 1);
    },
    result() {
      let best: Language = 'other';
      let top = 0;
      for (const [lang, n] of counts) if (n > top) [best, top] = [lang, n];
      // Marker words make up 15-25% of prose; under 5% it is code, a list of names or another language.
      return top / Math.max(1, words) >= 0.05 ? best : 'other';
    },
  };
}

/**
 * True when `text` is plainly written in another language than `language`:
 * its marker words of one other language number at least three and twice
 * those of `language` (a French sentence's "en" alone does not make it Dutch),
 * or at least two where `language` has none ("Debian now enforces the upload
 * when building packages." in a German manual).
 */
export function isForeign(text: string, language: Language): boolean {
  const counts = new Map<Language, number>();
  for (const w of text.toLowerCase().match(/\p{L}+/gu) ?? []) for (const lang of LOOKUP.get(w) ?? []) counts.set(lang, (counts.get(lang) ?? 0) + 1);
  const own = counts.get(language) ?? 0;
  // With none of the document's own marker words, two of another language settle it.
  for (const [lang, n] of counts) if (lang !== language && ((n >= 3 && n >= 2 * own + 1) || (own === 0 && n >= 2))) return true;
  return false;
}

/** Language of a short text (a heading, a sentence): the same counting over its words. */
export function languageOf(text: string): Language {
  const counter = languageCounter();
  for (const w of text.toLowerCase().match(/\p{L}+/gu) ?? []) counter.add(w);
  return counter.result();
}

interface Vocabulary {
  /** Heading of the text before a document's first section. */
  introduction: string;
  /** Label of the source passages in a slide's speaker notes. */
  source: string;
  /** Joins the last two names of a list ("Support and Security"). */
  and: string;
}

const VOCABULARY: Record<Language, Vocabulary> = {
  en: { introduction: 'Introduction', source: 'From', and: 'and' },
  de: { introduction: 'Einleitung', source: 'Aus', and: 'und' },
  fr: { introduction: 'Introduction', source: 'Extrait de', and: 'et' },
  es: { introduction: 'Introducción', source: 'De', and: 'y' },
  it: { introduction: 'Introduzione', source: 'Da', and: 'e' },
  pt: { introduction: 'Introdução', source: 'De', and: 'e' },
  nl: { introduction: 'Inleiding', source: 'Uit', and: 'en' },
  // A language we cannot name gets no invented words: the document's own title stands in.
  other: { introduction: '', source: '', and: '&' },
};

/** The composer's own words in `lang`. */
export function vocabulary(lang: Language): Vocabulary {
  return VOCABULARY[lang];
}
