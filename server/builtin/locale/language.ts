/**
 * Which language the builtin composer writes a deck in. It writes its own
 * words (the topic skeleton, "Introduction", "From" in notes) in six
 * languages; any other request is written in English and the deck says so.
 * A document deck is made of the document's own sentences, which the composer
 * cannot translate, so its few own words follow the document.
 */
import type { Language } from '../../../src/core/prose/language';

/** The languages the composer writes its own words in. */
export const WRITTEN = ['en', 'es', 'fr', 'de', 'pt', 'it'] as const;
export type Lang = (typeof WRITTEN)[number];

/**
 * The tag the studio's language select starts on and the request schema
 * fills in when a caller sends none. Sent unchanged, it is not read as a
 * choice: a German document then keeps German (see deckLanguage).
 */
export const DEFAULT_TAG = 'en-US';

const NAMES: Record<Lang, string> = { en: 'English', es: 'Spanish', fr: 'French', de: 'German', pt: 'Portuguese', it: 'Italian' };

function isWritten(code: string): code is Lang {
  return (WRITTEN as readonly string[]).includes(code);
}

/** The primary subtag of a BCP 47 tag, lower-cased: "es-ES" -> "es", "PT_br" -> "pt". */
function primaryOf(tag: string): string {
  return tag.trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
}

/** A language's English name for a status line; the tag itself when it is not a language we can name. */
function nameOf(tag: string): string {
  const code = primaryOf(tag);
  if (isWritten(code)) return NAMES[code];
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

export interface DeckLanguage {
  /** The language of the composer's own words. */
  lang: Lang;
  /**
   * Said to the user (a status line, and on a skeleton's title slide) when
   * the deck is not in the language asked for; absent when it is.
   */
  note?: string;
}

const KNOWN = `the offline composer writes ${WRITTEN.join(', ')}`;

/** The language of a topic deck asked for in `tag`. */
export function topicLanguage(tag: string): DeckLanguage {
  const code = primaryOf(tag);
  if (isWritten(code)) return { lang: code };
  return { lang: 'en', note: `Written in English, not ${nameOf(tag)}: ${KNOWN}.` };
}

/**
 * The language of a document deck: the document's own. A tag other than the
 * default that names another language is a choice the composer cannot honour
 * (it would have to translate every sentence), so the note says so; the
 * default tag sent unchanged asks for nothing in particular.
 */
export function documentLanguage(tag: string, doc: Language): DeckLanguage {
  const code = primaryOf(tag);
  const own: Lang = isWritten(doc) ? doc : 'en';
  const chosen = tag.trim() !== DEFAULT_TAG && code !== doc;
  if (!chosen || doc === 'other') return { lang: own };
  return { lang: own, note: `Written in ${nameOf(doc)}, the document’s language, not ${nameOf(tag)}: the offline composer keeps the document’s sentences and does not translate them.` };
}
