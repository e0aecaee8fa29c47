/**
 * Authors and contributors: "Written by ...", "Authors:" lists, names with
 * e-mail addresses, the names on a manual's title page. They are not slide
 * text, but the deck may credit them (the title slide's notes), so they are
 * found as well as dropped. Names are returned without e-mail addresses.
 */

const PARTICLES = new Set(['van', 'von', 'de', 'der', 'den', 'da', 'di', 'du', 'le', 'la', 'zu', 'ten', 'ter', 'bin', 'al', 'y', 'dos', 'del']);
const NOT_NAMES = new Set(['The', 'A', 'An', 'This', 'That', 'It', 'We', 'I', 'In', 'On', 'For', 'And', 'Or', 'Of', 'Der', 'Die', 'Das', 'Le', 'La', 'Les', 'Un', 'Une']);
/** Role words of credit lines: German capitalises them ("Ursprüngliche Inhalte <...>", "Deutsche Übersetzung"). */
const ROLE_WORDS = new Set(
  `contents content original updated update translation translations translator team project group foundation debian gnu
  documentation maintainer maintainers version inhalt inhalte ursprüngliche aktualisierte übersetzung übersetzungen
  deutsche englische projekt gruppe traduction traductions contenu contenus originale française français équipe projet
  groupe inc ltd gmbh`.split(/\s+/),
);
/** An address: bracketed ("<miquels at cistron.nl>" too) or bare. The look-behind starts matches at word starts only. */
const EMAIL = /<[^<>\n]{1,80}>|(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const EMAIL_AT = /(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const hasEmail = (text: string): boolean => text.includes('@') && EMAIL_AT.test(text);
/** "Authors:", "Maintainer:", "Autoren:" - a list follows. */
const LIST_CUE = /^\s*(?:[-*]\s+)?(?:the\s+)?(?:original\s+)?(?:authors?|maintainers?|contributors?|credits|translators?|autor(?:en|in|innen)?|verfasser(?:in)?|mitwirkende|auteurs?|traducteurs?|contributeurs)\s*:\s*/i;
/** "Written by", "Thanks to" - names must follow for it to be a credit, not prose ("thanks to its size"). */
const BY_CUE = /^\s*(?:[-*]\s+)?(?:(?:originally\s+)?(?:written|maintained|translated|programmed|developed|created|compiled|edited|prepared)\s+by|(?:many\s+|special\s+)?thanks(?:\s+go)?\s+to|geschrieben von|übersetzt von|écrit par|rédigé par|traduit par|remerciements à)\s+/i;
const HEADING_CUE = /^\s*#{0,6}\s*(?:authors?|maintainers?|contributors?|credits|acknowledge?ments?|thanks|autoren|mitwirkende|danksagung|auteurs|contributeurs|remerciements)\s*:?\s*$/i;
/** Lines a title page holds before the text begins. */
const HEAD_LINES = 60;
const MAX_AUTHORS = 20;
/** A list of names is short; longer text is prose. */
const MAX_NAMES_TEXT = 300;

/** "Josip Rodin", "J. R. R. Tolkien", "Ludwig van Beethoven": two to five capitalised words or initials. */
export function isPersonName(text: string): boolean {
  const words = text.trim().split(/\s+/);
  if (words.length < 2 || words.length > 5 || text.length > 60) return false;
  const first = words[0] ?? '';
  if (NOT_NAMES.has(first) || words.some((w) => ROLE_WORDS.has(w.toLowerCase()))) return false;
  // "McGrath", "O'Brien", "Jean-Luc" and initials ("J.", "J.-C.") are name words.
  return words.every((w) => /^\p{Lu}[\p{L}'’-]*\p{Ll}[\p{L}'’-]*$/u.test(w) || /^(?:\p{Lu}\.-?)+$/u.test(w) || PARTICLES.has(w));
}

/** Names in "A, B and C" (e-mail addresses and roles in brackets dropped), or [] when a part is no name. */
export function namesIn(text: string): string[] {
  if (text.length > MAX_NAMES_TEXT) return [];
  const clean = text.replace(EMAIL, ' ').replace(/\([^()]*\)|\[[^\]]*\]/g, ' ').replace(/[.;:]\s*$/, '');
  const parts = clean.split(/\s*(?:,|;|&|\band\b|\bund\b|\bet\b)\s*/).map((p) => p.trim()).filter((p) => p !== '');
  return parts.length > 0 && parts.every(isPersonName) ? parts.map((p) => p.replace(/\s+/g, ' ')) : [];
}

/** "John Smith <john@example.org>", "- Jane Doe (jane@example.org)": a name and an address. */
function nameWithEmail(line: string): string | null {
  if (!hasEmail(line)) return null;
  const before = line.replace(/^\s*(?:[-*+•]\s+)?/, '').split(/[<([]|[\w.+-]+@/)[0] ?? '';
  const name = before.replace(/[\s,:-]+$/, '').trim();
  return isPersonName(name) ? name : null;
}

/** Names a credit line gives: "Authors: A, B", "Written by A and B.", "A <a@x.org>". */
function creditNames(line: string): string[] {
  const cue = LIST_CUE.exec(line) ?? BY_CUE.exec(line);
  if (cue) return namesIn(line.slice(cue[0].length));
  const named = nameWithEmail(line);
  return named === null ? [] : [named];
}

/**
 * True when the lines of a block credit people: a cue with names after it,
 * or mostly "Name <address>" lines. Prose that thanks or names someone in
 * passing is not one.
 */
export function isAuthorBlock(lines: readonly string[]): boolean {
  const first = lines[0] ?? '';
  if (lines.length === 0) return false;
  if (LIST_CUE.test(first) && lines.join(' ').length <= 600) return true;
  if (BY_CUE.test(first) && creditNames(first).length > 0) return true;
  const named = lines.filter((l) => nameWithEmail(l) !== null).length;
  return named * 10 >= lines.length * 6 && lines.every((l) => l.length <= 120);
}

/** A lone name on a title page with an address on the next line ("Josip Rodin" / "original contents <...>") ... */
function titlePageName(lines: readonly string[], i: number): string | null {
  const line = (lines[i] ?? '').trim();
  if (!isPersonName(line)) return null;
  let k = i + 1;
  while (k < lines.length && (lines[k] ?? '').trim() === '') k++;
  const next = lines[k] ?? '';
  // ... or a copyright line in the same name ("Osamu Aoki" / "Copyright © 2013-2021 Osamu Aoki").
  return hasEmail(next) || (/copyright|©/i.test(next) && next.includes(line)) ? line : null;
}

/**
 * Names of the authors and contributors a document credits, in order, each
 * once, at most twenty: from credit lines ("Written by", "Authors:"), lists
 * under an "Authors"/"Credits" heading, "Name <address>" lines and the
 * names on a title page.
 */
export function findAuthors(text: string): string[] {
  const lines = text.split('\n');
  const found = new Map<string, string>();
  const add = (names: readonly string[]): void => {
    for (const n of names) if (found.size < MAX_AUTHORS && !found.has(n.toLowerCase())) found.set(n.toLowerCase(), n);
  };
  let underCue = false;
  let seen = 0;
  for (let i = 0; i < lines.length && found.size < MAX_AUTHORS; i++) {
    const line = lines[i] ?? '';
    if (line.trim() === '') {
      // A credits list ends at its first gap, unless the list goes on after it.
      if (underCue && !/^\s*[-*+•]\s/.test(lines[i + 1] ?? '')) underCue = false;
      continue;
    }
    seen++;
    if (HEADING_CUE.test(line)) {
      underCue = true;
      while ((lines[i + 1] ?? '').trim() === '' && i + 1 < lines.length) i++;
      continue;
    }
    const credited = creditNames(line);
    if (credited.length > 0 && (underCue || seen <= HEAD_LINES || LIST_CUE.test(line) || BY_CUE.test(line))) add(credited);
    else if (underCue) add(namesIn(line.replace(/^\s*(?:[-*+•]\s+)?/, '').split(/\s+[-–—]\s+/)[0] ?? ''));
    else if (seen <= HEAD_LINES) add([titlePageName(lines, i)].filter((n): n is string => n !== null));
  }
  return [...found.values()];
}
