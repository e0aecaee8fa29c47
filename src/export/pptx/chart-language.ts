/**
 * A chart's number formats in the deck's language. A spreadsheet format
 * code always writes its separators the English way (',' groups, '.'
 * marks decimals); a locale tag in front of it (`[$-407]`, German) says
 * whose separators to show, which LibreOffice and other readers follow.
 * PowerPoint itself shows the separators of the computer it runs on.
 * English (US) needs no tag: it is every reader's default.
 */
import { numberLanguage } from '../../core/layouts';

/** Windows locale ids (hex) of the languages a deck is written in; a bare language takes its main country's. */
const LOCALE_IDS: Readonly<Record<string, string>> = {
  'en-GB': '809', 'en-AU': 'C09', 'en-CA': '1009', 'en-IE': '1809', 'en-IN': '4009',
  de: '407', 'de-DE': '407', 'de-AT': 'C07', 'de-CH': '807',
  fr: '40C', 'fr-FR': '40C', 'fr-BE': '80C', 'fr-CA': 'C0C', 'fr-CH': '100C',
  es: 'C0A', 'es-ES': 'C0A', 'es-MX': '80A',
  it: '410', 'it-IT': '410', 'it-CH': '810',
  pt: '416', 'pt-BR': '416', 'pt-PT': '816',
  nl: '413', 'nl-NL': '413', 'nl-BE': '813',
  pl: '415', 'pl-PL': '415',
  sv: '41D', 'sv-SE': '41D',
  da: '406', 'da-DK': '406',
  nb: '414', 'nb-NO': '414', no: '414',
  fi: '40B', 'fi-FI': '40B',
  cs: '405', 'cs-CZ': '405',
  tr: '41F', 'tr-TR': '41F',
  ru: '419', 'ru-RU': '419',
  uk: '422', 'uk-UA': '422',
  ja: '411', 'ja-JP': '411',
  zh: '804', 'zh-CN': '804', 'zh-TW': '404',
  ko: '412', 'ko-KR': '412',
  hi: '439', 'hi-IN': '439',
};

/** The locale id of `language`, by its full tag, else by its language alone; undefined for English (US) and unknown tags. */
function localeId(language: string): string | undefined {
  const [lang = '', region = ''] = language.split(/[-_]/u);
  const tag = region === '' ? lang.toLowerCase() : `${lang.toLowerCase()}-${region.toUpperCase()}`;
  return LOCALE_IDS[tag] ?? LOCALE_IDS[lang.toLowerCase()];
}

/** `code` tagged with the deck's language, so a reader writes its separators as that language does. */
export function localFormatCode(code: string, language: string | undefined): string {
  const known = numberLanguage(language);
  const id = localeId(known);
  return id === undefined ? code : `[$-${id}]${code}`;
}
