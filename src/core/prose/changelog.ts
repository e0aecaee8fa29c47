/**
 * Changelogs and release histories: version lines ("Version 1.2
 * (2020-01-02)", "[1.0.0] - 2017-06-20", "dbus 1.14.10 (2023-09-01)"), Debian
 * changelog headers and sign-offs, GNU ChangeLog dates, NEWS headings, and the
 * items under them. Anchored patterns with bounded repeats: linear time.
 */

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

/** A heading that names a release: "Version 1.2", "[1.0.0] - 2017-06-20", "Changes in version 2.7". */
export function isVersionHeading(text: string): boolean {
  return text.length <= MAX_ENTRY_LINE && (VERSION_HEAD.test(text) || VERSION_DATE.test(text) || NEWS_HEAD.test(text));
}

/** True for a line that opens or is a changelog entry. */
export function isChangelogLine(line: string): boolean {
  return line.length <= MAX_ENTRY_LINE && (VERSION_HEAD.test(line) || VERSION_DATE.test(line) || signed(line) || NEWS_HEAD.test(line));
}

/** Entry lines no prose starts with: a dated entry, a Debian changelog header or sign-off, a signature. */
function signed(line: string): boolean {
  return DATED_ENTRY.test(line) || DEBIAN_ENTRY.test(line) || SIGNATURE.test(line);
}

/** Entry lines are short; longer ones are prose, and the patterns need not look at them. */
const MAX_ENTRY_LINE = 200;
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
export function isChangelog(lines: readonly string[]): boolean {
  const first = (lines[0] ?? '').trim();
  const second = lines[1];
  if (lines.length === 1 && first.length <= 160 && signed(first)) return true;
  const heads = first.length <= 80 && isChangelogLine(first) && (second === undefined ? first.length <= 60 : !/^\s*\p{Ll}/u.test(second) || /^\s+/.test(second));
  if (heads) return true;
  const entries = lines.filter((l) => isChangelogLine(l)).length;
  return lines.length >= 2 && entries * 2 >= lines.length;
}
