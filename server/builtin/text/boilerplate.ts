/**
 * Boilerplate: what a document carries besides its subject. Licence texts
 * and warranty disclaimers, copyright lines, "report bugs to" and contact
 * lines, changelogs, author and contributor lists, colophons ("generated
 * by"). A slide quoting any of it is wrong, so sections.ts drops it before
 * sentences are read. Phrase tests are plain substring searches on a
 * lower-cased copy and the patterns are anchored: linear time.
 */
import { isAuthorBlock } from './authors';

export type BoilerplateKind = 'licence' | 'warranty' | 'copyright' | 'contact' | 'changelog' | 'authors' | 'colophon' | 'navigation';

/** Headings that announce boilerplate by themselves. */
const HEADINGS: ReadonlyArray<[BoilerplateKind, RegExp]> = [
  ['licence', /^(?:the )?(?:licen[cs](?:e|es|ing)(?: (?:information|terms|agreement|notice))?|copying(?: conditions| permissions)?|terms and conditions(?: for .*)?|(?:gnu )?(?:general public|lesser general public|library general public|free documentation|affero general public) licen[cs]e.*|(?:the )?(?:mit|bsd|isc|apache|mozilla public|creative commons|artistic)\b.*licen[cs]e.*|lizenz(?:bestimmungen|bedingungen)?|licence d'utilisation|droits d'auteur)$/],
  ['copyright', /^(?:copyright(?: notice| information| and licen[cs]e| holders?)?|legal notice|urheberrecht|impressum|mentions légales)$/],
  ['warranty', /^(?:(?:no )?warranty|disclaimers?(?: of warranty)?|haftungsausschluss|gewährleistung)$/],
  ['authors', /^(?:authors?(?: and (?:contributors|maintainers))?|about the authors?|contributors?|credits|maintainers?|acknowledge?ments?|special thanks|thanks|danksagung(?:en)?|autor(?:en|in|innen)?|mitwirkende|auteurs?|contributeurs|remerciements|crédits)$/],
  ['changelog', /^(?:change ?logs?|revision history|version history|release history|release notes|history of changes|versionsgeschichte|versionshistorie|änderungshistorie|änderungsprotokoll|journal des modifications|historique des (?:versions|modifications)|notes de version|unreleased)$/],
  ['contact', /^(?:reporting bugs|bug reports?|mailing lists?|contact(?: us| information)?|kontakt|signaler (?:un|les) bogues?)$/],
  ['colophon', /^(?:colophon|kolophon)$/],
  ['navigation', /^(?:see also|index|siehe auch|voir aussi|register|stichwortverzeichnis)$/],
];

/** Headings that name boilerplate only when the section's text agrees ("History" of Rome is content). */
const WEAK_HEADINGS: ReadonlyArray<[BoilerplateKind, RegExp]> = [
  ['changelog', /^(?:history|changes|news|what'?s new|geschichte|änderungen|neuigkeiten|historique|nouveautés)$/],
  ['contact', /^(?:bugs|feedback|support|hilfe|aide)$/],
];

/** A version or release line heading a changelog entry: "Version 1.2 (2020-01-02)", "[1.0.0] - 2017-06-20". */
const VERSION_HEAD = /^\s*(?:[-*+]\s+)?\[?(?:version|release|rel\.|v(?=\d))\s*v?\d+(?:\.\d+)*[\w.+~-]*\]?\s*(?:$|[([:,–—-])/i;
const DATE = String.raw`(?:\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}[./]\d{2,4}|(?:\d{1,2}\.?\s+)?\p{L}{3,9}\.?\s+(?:\d{1,2},?\s+)?\d{4}|unreleased)`;
/** "1.2.3 (2020-01-02)", "dbus 1.14.10 (2023-09-01)": a version, perhaps after the program's name, then a date. */
const VERSION_DATE = new RegExp(String.raw`^\s*(?:[-*+]\s+)?(?:[\w.+-]+\s+)?\[?v?\d+\.\d+[\w.+~-]*\]?\s*[-–—:,(]?\s*\(?${DATE}`, 'iu');
/** A change's signature: "-- Name <address>  Mon, 30 Jan 2023", "Fri Jul 05 2013 Name (address)". */
const SIGNATURE = /^\s*(?:--\s+|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*,?\s+).{0,100}?\b(?:19|20)\d{2}\b|^\s*(?:--\s+|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*,?\s+).{0,100}?[<(][\w.+-]+@[\w.-]+[>)]/i;
const DATED_ENTRY = /^\s*(?:[-*+]\s+)?(?:\d{4}-\d{2}-\d{2}|\d{1,2}\.\d{1,2}\.\d{4})\b/;
const DEBIAN_ENTRY = /^[a-z0-9][a-z0-9+.-]+ \([^)\s]+\) [\w-]+(?: [\w-]+)*; urgency=|^ -- [^<>]+<[^<>\s]+>\s+\w{3}, \d/;
const NEWS_HEAD =
  /^\s*(?:[-*]\s*)?(?:noteworthy changes in (?:release|version)|changes (?:in|since|from|for|until) (?:version|release|v?\d)|what'?s new in (?:version|release|v?\d)|new in (?:version |release )?v?\d|(?:revision history|change ?log|changes|release notes) (?:for|of)\b|neu in version|nouveautés de la version)/i;

const LICENCE_PHRASES = [
  'this program is free software', 'this library is free software', 'is free software; you can redistribute',
  'you can redistribute it and/or modify', 'general public license', 'free documentation license', 'free software foundation',
  'permission is granted to copy, distribute', 'permission is hereby granted', 'invariant sections', 'front-cover texts',
  'licensed under the apache license', 'apache license, version', 'redistribution and use in source and binary forms',
  'redistributions of source code must retain', 'you may not use this file except in compliance', 'spdx-license-identifier',
  'creative commons attribution', 'this work is licensed under', 'licensed under', 'released under the',
  'you may obtain a copy of the license', 'license agreement',
  'distributed under the terms', 'under the terms of the', 'mit license', 'bsd license', 'verbatim copies of this license',
  'dieses programm ist freie software', 'lizenziert unter', 'unter den bedingungen der', 'ce programme est un logiciel libre',
  'licence publique générale', 'distribué sous licence', 'sous les termes de la',
];
const WARRANTY_PHRASES = [
  'without any warranty', 'without warranty', 'warranty of any kind', 'merchantability', 'fitness for a particular purpose',
  'provided "as is"', "provided 'as is'", 'provided as is', 'in no event shall', 'in no event unless required by applicable law',
  'limitation of liability', 'no warranty', 'ohne jede gewährleistung',
  'ohne gewähr', 'sans aucune garantie',
];
const CONTACT_PHRASES = [
  'report bugs', 'send bug reports', 'bug reports to', 'please report', 'report any issues', 'report problems to',
  'mailing list', 'subscribe to', 'unsubscribe', 'fehler bitte an', 'fehlerberichte an', 'signalez les bogues', 'rapports de bogues',
];
const COLOPHON_PHRASES = [
  'was generated by', 'was automatically generated', 'is automatically generated', 'generated automatically',
  'do not edit', "don't edit", 'this document was created', 'this file was created', 'converted from', 'typeset with',
  'built with sphinx', 'produced by', 'last updated:', 'last modified:', 'last changed:', 'automatisch erzeugt',
  'nicht bearbeiten', 'généré automatiquement', 'ne pas modifier', 'older entries have been removed',
  'to read the complete changelog',
];
const COPYRIGHT = /(?:^|[\s(])(?:copyright\s*(?:\(c\)|©|\d{4})|copyright\s+by\b|©\s*\d{4}|\(c\)\s*\d{4}|©\s*\p{Lu})|all rights reserved|alle rechte vorbehalten|tous droits réservés/iu;
/** A date or time stamp alone ("2022-09-28T06:49+00:00", "2022-10-08 03:52:48 UTC"): when the file was made. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{1,2}:\d{2}(?::\d{2})?(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?(?:\s*[A-Z]{2,4})?)?$/;
const DEP5_FIELD = /^\s*(?:Files|Copyright|License|Upstream-Name|Upstream-Contact):\s/m;
const COPYRIGHT_GATE = /copyright|©|\(c\)|rights reserved|rechte vorbehalten|droits réservés/;
const EMAIL = /(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const CONTACT_LINE = /^\s*(?:contact|e-?mail|mail|homepage|home page|website|web site|web|bug tracker|issues|kontakt|courriel)\s*:/i;

/** Licence vocabulary: GPL paragraphs that name no licence still speak of little else. */
const LICENCE_WORDS = new Set(
  `license licence licensed licensee licensees licensor licenses licences licensing copyright copyrighted copyrights
  warranty warranties distribute distributed distributing distribution redistribute redistributed redistribution
  convey conveying conveyed conveys sublicense sublicensing patent patents liability liable infringement infringe
  merchantability copyleft gpl lgpl gfdl fsf verbatim invariant modify modified modification modifications terms
  conditions notice notices permission permissions recipient recipients propagate propagation lizenz garantie
  hereby herein hereof hereunder thereof therein thereto whereas pursuant notwithstanding shall waiver waive waives
  waived affirmer indemnify indemnification disclaim disclaims disclaimer royalty irrevocable perpetual worldwide
  jurisdiction enforceable unenforceable sublicensable licensable contributor contributors`.split(/\s+/),
);
/** Share of licence words above which text in a licence section is licence text too. */
const LICENCE_SHARE = 0.05;
/** Paragraphs longer than this mention a licence in passing unless dense with its vocabulary. */
const SHORT = 400;
/** Share of a section's text that boilerplate must have for the whole section to go. */
const SECTION_SHARE = 0.6;

/**
 * Stems one of a list's phrases must contain: one scan rules out most
 * paragraphs before thirty substring searches would.
 */
const GATES = {
  warranty: /warrant|merchantab|as is|in no event|liabilit|gewähr|garantie/,
  licence: /licen|free software|permission|redistribut|spdx|creative commons|under the terms|released under|lizen|freie software|logiciel libre|sous les termes|bedingungen/,
  contact: /report|mailing list|subscribe|fehler|bogue/,
  colophon: /generat|edit|created|convert|typeset|sphinx|produced by|last (?:updated|modified|changed)|erzeugt|bearbeiten|généré|modifier|older entries|complete changelog/,
};

const has = (text: string, gate: RegExp, phrases: readonly string[]): boolean => gate.test(text) && phrases.some((p) => text.includes(p));

/** Lower-case heading text without numbering, "Appendix A." or trailing colon. */
function headingKey(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/^#+\s*/, '')
    .replace(/^(?:appendix|anhang|annexe|chapter|kapitel|chapitre)\s+[\w.]+\s*[:.–—-]?\s*/, '')
    .replace(/^(?:\d+(?:\.\d+)*|[ivxlc]+|[a-z])[.)]\s+|^\d+(?:\.\d+)*\s+/, '')
    .replace(/[\s:.]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Share of words that are licence vocabulary. */
export function licenceShare(text: string): number {
  let words = 0;
  let hits = 0;
  for (const w of text.toLowerCase().split(/[^\p{L}]+/u)) {
    if (w.length === 0) continue;
    words++;
    if (LICENCE_WORDS.has(w)) hits++;
  }
  return words === 0 ? 0 : hits / words;
}

/**
 * The kind of boilerplate a heading announces ("License", "GNU Free
 * Documentation License", "Changelog", "Authors", "See also", "1.2.3
 * (2020-01-02)"), or null. Headings such as "History" or "Bugs" are
 * boilerplate only with text to match: `boilerplateSection` checks that.
 */
export function boilerplateHeading(heading: string): BoilerplateKind | null {
  const key = headingKey(heading);
  for (const [kind, re] of HEADINGS) if (re.test(key)) return kind;
  if (VERSION_HEAD.test(key) || VERSION_DATE.test(key) || NEWS_HEAD.test(key)) return 'changelog';
  return null;
}

/** True for a line that opens or is a changelog entry. */
export function isChangelogLine(line: string): boolean {
  return VERSION_HEAD.test(line) || VERSION_DATE.test(line) || signed(line) || NEWS_HEAD.test(line);
}

/** Entry lines no prose starts with: a dated entry, a Debian changelog header or sign-off, a signature. */
function signed(line: string): boolean {
  return DATED_ENTRY.test(line) || DEBIAN_ENTRY.test(line) || SIGNATURE.test(line);
}

const CHANGE_ITEM = /^\s*(?:[-*+•]\s+\S|\[\s*[^\]]{1,60}\s*\]\s*$)/;

/**
 * A block of change items ("  * Fixed a crash", "  [ Jane Doe ]"): it
 * belongs to the changelog entry above it. Every line is an item, or
 * indented to continue one.
 */
export function isChangeItems(lines: readonly string[]): boolean {
  return CHANGE_ITEM.test(lines[0] ?? '') && lines.every((l) => CHANGE_ITEM.test(l) || /^\s{2,}\S/.test(l));
}

/** A changelog block: its first line heads an entry (and is not the start of a sentence), or most lines are entries. */
function isChangelog(lines: readonly string[]): boolean {
  const first = (lines[0] ?? '').trim();
  const second = lines[1];
  if (lines.length === 1 && first.length <= 160 && signed(first)) return true;
  const heads = first.length <= 80 && isChangelogLine(first) && (second === undefined ? first.length <= 60 : !/^\s*\p{Ll}/u.test(second) || /^\s+/.test(second));
  if (heads) return true;
  const entries = lines.filter((l) => isChangelogLine(l)).length;
  return lines.length >= 2 && entries * 2 >= lines.length;
}

/**
 * The kind of boilerplate one paragraph is, or null for content. Keep the
 * paragraph's line breaks when there are any: changelogs and author lists
 * are told by their lines.
 */
export function boilerplateParagraph(text: string): BoilerplateKind | null {
  const flat = text.replace(/\s+/g, ' ').trim();
  const lower = flat.toLowerCase();
  if (flat === '') return null;
  if (has(lower, GATES.warranty, WARRANTY_PHRASES)) return 'warranty';
  const short = flat.length <= SHORT;
  const copyright = COPYRIGHT_GATE.test(lower) && COPYRIGHT.test(flat);
  if (copyright && /^(?:copyright|©|\(c\))/i.test(flat)) return 'copyright';
  // A machine-readable debian/copyright stanza ("Files: *", "Copyright: ...", "License: GPL-2+").
  if (DEP5_FIELD.test(text)) return 'copyright';
  if (has(lower, GATES.licence, LICENCE_PHRASES) && (short || licenceShare(flat) >= LICENCE_SHARE / 2)) return 'licence';
  const lines = text.includes('\n') ? text.split('\n').filter((l) => l.trim() !== '') : [text];
  if (copyright && short) return 'copyright';
  // Every changelog entry carries a version number or a date.
  if (/\d/.test(text) && isChangelog(lines)) return 'changelog';
  if (isAuthorBlock(lines) || isCreditLine(flat)) return 'authors';
  if (short && (has(lower, GATES.contact, CONTACT_PHRASES) || CONTACT_LINE.test(flat))) return 'contact';
  if (short && flat.includes('@') && EMAIL.test(flat) && /\b(?:contact|e-?mail|write to|questions|kontakt|courriel|écrivez)\b/i.test(flat)) return 'contact';
  if (short && (has(lower, GATES.colophon, COLOPHON_PHRASES) || TIMESTAMP.test(flat))) return 'colophon';
  return null;
}

/** "original contents <joy-mg@debian.org>": a few words and an address, a title page's credit. */
function isCreditLine(flat: string): boolean {
  if (flat.length > 100 || !(flat.includes('@') || / at /.test(flat))) return false;
  // Addresses bare or bracketed, spelt out too ("<osamu at debian dot org>").
  const rest = flat.replace(/<[^<>]*(?:@| at )[^<>]*>|(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ').trim();
  return rest !== flat.trim() && flat.length <= 100 && rest.split(/\s+/).length <= 6 && !/[.!?]$/.test(rest);
}

/** The kind most of a section's boilerplate text is, when it is most of the section. */
function dominantKind(paragraphs: readonly string[], known?: readonly (BoilerplateKind | null)[]): BoilerplateKind | null {
  const kinds = known ?? paragraphs.map((p) => boilerplateParagraph(p));
  const licensed = kinds.some((k) => k === 'licence' || k === 'warranty');
  const chars = new Map<BoilerplateKind, number>();
  let total = 0;
  paragraphs.forEach((p, i) => {
    total += p.length;
    // In a section that states a licence, paragraphs dense with its vocabulary are its clauses.
    const kind = kinds[i] ?? (licensed && licenceShare(p) >= LICENCE_SHARE ? 'licence' : null);
    if (kind !== null) chars.set(kind, (chars.get(kind) ?? 0) + p.length);
  });
  let best: BoilerplateKind | null = null;
  let sum = 0;
  for (const [kind, n] of chars) {
    sum += n;
    if (best === null || n > (chars.get(best) ?? 0)) best = kind;
  }
  return total > 0 && sum >= SECTION_SHARE * total ? best : null;
}

/** Licence-free share of the text below which a document is a licence... */
const FREE_SHARE = 0.15;
/** ... or below this, when its first line names a licence ("GNU GENERAL PUBLIC LICENSE"). */
const TITLED_FREE_SHARE = 0.3;
/** Licences are long; a short text with one licence line is a README. */
const MIN_LICENCE_CHARS = 1000;
const LICENCE_KINDS: ReadonlySet<BoilerplateKind | null> = new Set(['licence', 'warranty', 'copyright', null]);

/**
 * True when a whole document is a licence (the GPL, a CC legal code): it
 * states a licence, and hardly any of its text is free of licence words.
 * Its clauses that name no licence ("0. Definitions.") go with it. Other
 * boilerplate (changelogs, credits) counts neither way.
 */
export function isLicenceDocument(firstLine: string, blocks: readonly string[], known?: readonly (BoilerplateKind | null)[]): boolean {
  const kinds = known ?? blocks.map((b) => boilerplateParagraph(b));
  let stated = 0;
  let total = 0;
  blocks.forEach((b, i) => {
    const kind = kinds[i] ?? null;
    if (LICENCE_KINDS.has(kind)) total += b.length;
    if (kind === 'licence' || kind === 'warranty') stated += b.length;
  });
  if (stated === 0 || total < MIN_LICENCE_CHARS) return false;
  const titled = firstLine.length <= 80 && (boilerplateHeading(firstLine) === 'licence' || /\b(?:licen[cs]e|copying|legal code)\b/i.test(firstLine));
  const limit = (titled ? TITLED_FREE_SHARE : FREE_SHARE) * total;
  // Counting stops as soon as there is too much licence-free text: a manual quoting a licence is done fast.
  let free = 0;
  for (let i = 0; i < blocks.length && free < limit; i++) {
    const b = blocks[i] ?? '';
    if ((kinds[i] ?? null) === null && licenceShare(b) === 0) free += b.length;
  }
  return free < limit && total - free >= MIN_LICENCE_CHARS;
}

/** Share of a document's text changelog entries must have for all of it to be a changelog ("NEWS", "ChangeLog"). */
const CHANGELOG_SHARE = 0.4;

/**
 * True when a whole document is a changelog or release history: changelog
 * entries make much of its text, so what sits between them (headings, notes
 * on a release) is part of the history too.
 */
export function isChangelogDocument(blocks: readonly string[], known?: readonly (BoilerplateKind | null)[]): boolean {
  const kinds = known ?? blocks.map((b) => boilerplateParagraph(b));
  let total = 0;
  let changes = 0;
  let entries = 0;
  blocks.forEach((b, i) => {
    total += b.length;
    if (kinds[i] === 'changelog') {
      changes += b.length;
      entries++;
    }
  });
  return entries >= 3 && changes >= CHANGELOG_SHARE * total;
}

/**
 * The kind of boilerplate a whole section is, or null: its heading says so
 * ("License", "Authors", "Changelog"; "History" only over changelog text),
 * or most of its text is boilerplate (a licence under any heading).
 */
export function boilerplateSection(
  heading: string | null,
  paragraphs: readonly string[],
  /** `boilerplateParagraph` of each paragraph, when the caller has it already. */
  known?: readonly (BoilerplateKind | null)[],
): BoilerplateKind | null {
  if (heading !== null) {
    const strong = boilerplateHeading(heading);
    if (strong !== null) return strong;
    const key = headingKey(heading);
    const kinds = known ?? paragraphs.map((p) => boilerplateParagraph(p));
    for (const [kind, re] of WEAK_HEADINGS) if (re.test(key) && kinds.includes(kind)) return kind;
  }
  return dominantKind(paragraphs, known);
}
