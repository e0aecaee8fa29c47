/**
 * Quality metrics of a deck made from a document (the `quality` bench):
 * pure functions over the deck's texts, the document's expectation
 * (tests/fixtures/corpus/<name>.expect.json) and, where it gives evidence,
 * the extracted source text. Each check returns the offending texts with a
 * reason, so a failing figure can be read, not just counted.
 *
 * The rules are heuristics tuned to flag what a reader would call junk and
 * to leave technical prose alone: a sentence that mentions `$HOME` or
 * `&&` is content; a heading that is a code line, or a slide text that is a
 * run of code, is not.
 */

export type DocLanguage = 'en' | 'de' | 'fr';

export interface DeckSubtopic {
  heading: string;
  overview: string;
}
export interface DeckSlide {
  heading: string;
  overview: string;
  subtopics: DeckSubtopic[];
  notes?: string;
}
/** A generated deck: the title slide's title, description and notes, then the topic slides. */
export interface Deck {
  title: string;
  description: string;
  notes?: string;
  slides: DeckSlide[];
}
export interface Expectation {
  source: string;
  title: string;
  titleAlternatives: string[];
  language: DocLanguage;
  /** Top-level chapter headings that must appear as slide headings (empty: the document has none). */
  chapters: string[];
  /** The document's own section titles that the junk rules would flag (code-like, lower case): not junk. */
  ownHeadings?: string[];
}
/** One offending text: where it sits in the deck, the text, and why it offends. */
export interface Offence {
  where: string;
  text: string;
  reason: string;
}
export interface QualityReport {
  titleRight: boolean;
  /** Share of expected chapters among the slide headings; null when the document has no chapters. */
  chapterRecall: number | null;
  chaptersMissed: string[];
  junkHeadings: Offence[];
  cutSentences: Offence[];
  boilerplateLines: Offence[];
  duplicateHeadings: Offence[];
  duplicateSentences: Offence[];
  nearEmptySlides: Offence[];
  languageMix: Offence[];
}

const words = (list: string): ReadonlySet<string> => new Set(list.split(' '));

/** Function words per language: languageMix counts them in prose. */
export const FUNCTION_WORDS: Record<DocLanguage, ReadonlySet<string>> = {
  en: words('the a an and or of to in is are was were be been it its this that these those for with as on by from at not which you your can will would should if when there their they we our has have had but into than then also until while after before since because such any all only some no nor up out about over under again once too very just now prior'),
  // 'in', 'an', 'was', 'will' (de) and 'a', 'on' (fr) are English words too: listed so they count for the document's language.
  de: words('der die das den dem des ein eine einen einem einer und oder ist sind war nicht zu mit von für auf sich im in an am um was so man will auch es werden wird wenn wie bei sie kann nur noch über aus nach dass diese dieser dieses ihr ihre'),
  fr: words('le la les et est sont un une des du de en que qui pour dans pas par sur au aux avec ce cette ces se ou plus vous il ils elle être peut son sa ses leur qu été comme mais a on à ne n y'),
};
/** Function words no other of the three languages writes: enough to place a short heading. */
const MARKER_WORDS: Record<DocLanguage, ReadonlySet<string>> = {
  en: words('the and of with for is are your this that from how what why when to'),
  de: words('der das und ist nicht mit von für auf wie eine einer sich werden wird oder bei über dem den'),
  fr: words('le la les et est du une pour dans avec sur qui que au aux ce cette'),
};

/** Words a sentence must not end on (the last word of a cut text); English is checked in every deck. */
const DANGLING: Record<DocLanguage, ReadonlySet<string>> = {
  // Prepositions end English sentences often enough ("writes to.", "log in."): only articles, conjunctions and 'of'.
  en: words('the a an of and or your their our'),
  // German separable prefixes (an, auf, aus, mit, zu) do end sentences: left out.
  de: words('der die das den dem des ein eine einen einem einer und oder von für im bei'),
  fr: words('le la les de du des un une et ou à au aux pour par avec dans sur'),
};
const LONE_WORDS = words('it its this that these those they them he she we you i me my our your their is are was were be been being has have had do does did make makes made use uses used get gets got see sees run runs set sets go goes take takes give gives say says can could will would should must may might shall undo undoes also then there here what which who how why when where es ist sind wird werden hat haben il elle est sont fait');
const LONE_ED_OK = words('red need needed speed seed feed bed embed hundred advanced');
/** Adjectives, determiners and verbs that say nothing as a whole heading ("Odd", "Mehr", "Plusieurs"). */
const LONE_MODIFIERS = words('odd true false ready same different other certain various several more most many much few less each every all both either neither latest automatic dynamic refer contain contains matches mehr gute gut alle viele andere jeder jede jedes beide weitere certains certaines chaque déjà deja même meme mêmes plusieurs ceci cela autres tous toutes avons donne veut');
/** Metasyntactic names of examples: never a slide's subject. */
const PLACEHOLDERS = words('foo bar baz qux quux foobar toto titi tata abc abcd xyz');
/** Words that make a lower-case heading read as a piece of a sentence. */
const SENTENCE_WORDS = words('i you he she it we they my your our their me us them is are was were be been would could should will can must do does did');
const END_MATTER = words('changelog changelogs license licence licenses licences copyright copyrights authors author credits acknowledgements acknowledgments thanks contributors bugs bug reporting reports');
const END_MATTER_GLUE = words('and history notice notices information the of list');
const FILLER_HEADINGS = [/^that'?s a wrap\b/i, /^key takeaways?\b/i, /^takeaways?$/i, /^thank(s| you)\b/i, /^questions\??$/i, /^q ?& ?a$/i, /^next steps$/i, /^wrap[- ]?up$/i, /^recap$/i, /^agenda$/i, /^final thoughts$/i, /^in summary$/i, /^summary$/i, /^let'?s dive in\b/i];

/** Lower case, no accents, no punctuation, single spaces: the form texts are compared in. */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const padded = (s: string): string => ` ${normalise(s)} `;
const wordsOf = (s: string): string[] => normalise(s).split(' ').filter(Boolean);
const wordCount = (s: string): number => wordsOf(s).length;
const count = (text: string, ch: string): number => text.split(ch).length - 1;

/** The deck title is the document's title: equal, containing it, or a part of it with >= 80% of its words. */
export function titleMatches(deckTitle: string, expect: Pick<Expectation, 'title' | 'titleAlternatives'>): boolean {
  const got = normalise(deckTitle);
  if (got === '') return false;
  return [expect.title, ...expect.titleAlternatives].some((want) => {
    const norm = normalise(want);
    if (norm === '' || got === norm || padded(deckTitle).includes(` ${norm} `)) return true;
    return padded(want).includes(` ${got} `) && wordCount(deckTitle) >= 0.8 * wordCount(want);
  });
}

/** A chapter counts when a slide heading contains its text ("Chapter 3. X", "X: more", "X"). */
export function chapterRecall(headings: readonly string[], chapters: readonly string[]): { recall: number | null; missed: string[] } {
  if (chapters.length === 0) return { recall: null, missed: [] };
  const heads = headings.map(padded);
  const missed = chapters.filter((c) => !heads.some((h) => h.includes(padded(c))));
  return { recall: (chapters.length - missed.length) / chapters.length, missed };
}

/** The source uses the word as a file name ("debian/copyright", "the changelog file"): a heading naming it is content. */
export function namesFileInSource(word: string, source: string): boolean {
  const w = word.toLowerCase();
  const lower = source.toLowerCase();
  return [`debian/${w}`, `/${w} `, `${w} file`, `fichier ${w}`, `datei ${w}`].some((p) => lower.includes(p));
}

const XML_COMMENT = /<!--|-->/;
const HTML_TAG = /<\/[a-z][\w:-]*>|<[a-z][\w:-]*(\s+[\w:-]+=("[^"]*"|'[^']*'))+\s*\/?>|<[a-z][\w:-]*\s*\/>|<(div|span|p|a|br|img|table|tr|td|li|ul|ol|code|pre|html|head|body|script|style|meta|link|section|header|footer)(\s[^<>]*)?>/i;
const ASCII_ART = /-{3,}|={3,}|\*{3,}|_{3,}|<--|-->/;
const PREPROCESSOR = /(^|\s)#\s*(define|include|ifdef|ifndef|endif|pragma)\b|(^|\s)#!\//;

/** Why a heading reads as code, a command line or markup; undefined when it does not. */
export function codeReason(text: string): string | undefined {
  const t = text.trim();
  if (PREPROCESSOR.test(t) || /^#\s*(if|else)\b/.test(t)) return 'preprocessor or shebang line';
  if (XML_COMMENT.test(t) || HTML_TAG.test(t)) return 'XML/HTML tag or comment';
  if (/[{}]|;\s*$|=>|:=|==|&&|\|\||\$\(/.test(t)) return 'code punctuation ({ } ; => == && $( )';
  if (/`[^`']+`/.test(t)) return 'Markdown code span';
  // foo(), emitter.on(name, fn); not a manual-page reference such as bash(1).
  if ([...t.matchAll(/[A-Za-z_][\w.]*\(([^()]*)\)/g)].some((m) => !/^\d[a-z]?$/.test(m[1] ?? ''))) return 'function call';
  if (/[\w\])]\s*=\s*[\w"'$[(-]/.test(t)) return 'assignment';
  if (/(^|\s)\$[A-Za-z_{]/.test(t) || /^\$\s/.test(t)) return 'shell variable or prompt';
  if (/(^|\s)(\/|\.\/|~\/)[\w.-]+\/[\w./-]*/.test(t) || /(^|\s)[\w.-]+\/[\w.-]+\.[a-z0-9]{1,4}(\s|$)/i.test(t)) return 'file path';
  if (/(^|\s)[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/.test(t)) return 'CONSTANT_NAME';
  if (/^[a-z][\w.-]*\s(.*\s)?--?[a-zA-Z][\w-]*(\s|=|$)/.test(t)) return 'command line';
  if (ASCII_ART.test(t)) return 'ASCII art or rule line';
  return undefined;
}

/** A word of prose that is code: operators, $variables, calls, options, paths, statements ending in ';'. */
function isCodeToken(token: string): boolean {
  const core = token.replace(/^[("'‘“«]+/, '').replace(/[)"'’”».,:!?]+$/, '');
  // A manual-page reference (dpkg(8), git-config(1)) is prose.
  if (core.length < 2 || /^[\w.-]+\(\d[a-z]?\)?$/.test(core)) return false;
  return /[{}[\]=$<>|&\\;]/.test(core) || /\w\(/.test(core) || /^[-−]{1,2}\p{L}/u.test(core) || /^\.?\/?[\w.-]*\/[\w.-]+\/[\w./-]*$/.test(core);
}

/** Why a slide text is code rather than prose that mentions code; undefined when it is prose. */
export function codeInProseReason(text: string): string | undefined {
  if (PREPROCESSOR.test(text)) return 'preprocessor or shebang line';
  if (XML_COMMENT.test(text) || HTML_TAG.test(text)) return 'XML/HTML tag or comment';
  if (ASCII_ART.test(text)) return 'ASCII art';
  if (/(^|[.:]\s+)\$ [a-z]/.test(text)) return 'shell prompt';
  // Code quoted in prose (‘arc; down; move’) is prose.
  const tokens = text.replace(/‘[^’]{0,80}’|`[^`]{0,80}`/g, ' q ').split(/\s+/).filter(Boolean);
  let run = 0;
  let longest = 0;
  let all = 0;
  for (const t of tokens) {
    run = isCodeToken(t) ? run + 1 : 0;
    all += isCodeToken(t) ? 1 : 0;
    longest = Math.max(longest, run);
  }
  if (longest >= 3) return `${longest} code tokens in a row`;
  if (all >= 3 && all >= 0.4 * tokens.length) return `${all} of ${tokens.length} words are code`;
  return undefined;
}

export interface BoilerplateOptions {
  /** The extracted document: a word it uses as a file name (debian/copyright) is content. */
  source?: string;
  /** A heading: end-matter section names (License, Authors, Reporting Bugs ...) and licence acronyms count too. */
  isHeading?: boolean;
  /** Also flag code (default true; speaker notes may quote code). */
  code?: boolean;
}

const NOTICES: ReadonlyArray<[RegExp, string]> = [
  [/GNU (Lesser |Library )?General Public Licen[cs]e|GNU Free Documentation Licen[cs]e/i, 'licence name'],
  [/under the terms of the|either version \d|at your option\) any later version|without any warranty|implied warrant|merchantability|fitness for a particular purpose/i, 'licence or warranty notice'],
  [/permission is granted to (copy|make|distribute|use)/i, 'permission notice'],
  [/copyright\s*(\(c\)|©|\d{4})|©|\(c\)\s*(19|20)\d\d/i, 'copyright notice'],
  [/all rights reserved/i, 'all rights reserved'],
  [/published by the free software foundation|free software foundation,? inc\b|51 franklin st/i, 'FSF licence notice'],
  [/\breport(ing)? (the |any )?bugs (to|at|in|on)\b|\bplease report\b|send (your )?bug reports (to|at)\b|bug reports (should be sent|go) to\b/i, 'report-bugs text'],
  // A line that opens a version history, or a dated version entry; "imports the version history into git" is prose.
  [/^\s*version history\b|\bversion\s+\d+(\.\d+)+[a-z]?\s*\(\s*\d{1,4}[-/ .]/i, 'version history'],
  [/\bpr-url\b|\bchanges:\s*-?\s*version\b/i, 'change history (YAML)'],
  [/drafted offline|decksmith|built-?in composer|offline composer/i, 'drafted-by text'],
];

/** A person's name with their address ("Linus Torvalds <torvalds@...>", "James Clark 〈jjc@...〉"): an author line. Role addresses in instructions (123-submitter@bugs.debian.org) are content. */
function authorEmail(text: string): boolean {
  return /\p{Lu}[\p{L}.'-]+\s+\p{Lu}[\p{L}.'-]+\s*[<(〈[]+\s*[\w.+-]+@([\w-]+\.)+[a-z]{2,}/iu.test(text) || /^(from|to|cc|reply-to):\s/im.test(text);
}

/** Why a text is licence, copyright, bug-report, changelog, author-list, drafted-by or code boilerplate. */
export function boilerplateReason(text: string, opts: BoilerplateOptions = {}): string | undefined {
  const { source = '', isHeading = false } = opts;
  for (const [re, reason] of NOTICES) if (re.test(text)) return reason;
  if (authorEmail(text)) return 'author e-mail address';
  if (isHeading) {
    const ws = wordsOf(text);
    const named = ws.filter((w) => END_MATTER.has(w) && !namesFileInSource(w, source));
    if (named.length > 0 && ws.every((w) => END_MATTER.has(w) || END_MATTER_GLUE.has(w))) return `end-matter section (${named.join(' ')})`;
    if (/\b(L?GPL|GFDL|FDL)(v?\d)?\b/.test(text)) return 'licence acronym';
  } else if (/^(change ?log|changes in version|release notes)\b/i.test(text.trim()) && !namesFileInSource('changelog', source)) return 'changelog';
  if (authorList(text)) return 'author list';
  const code = opts.code === false ? undefined : isHeading ? codeReason(text) : codeInProseReason(text);
  return code === undefined ? undefined : `code: ${code}`;
}

/** Three or more comma-separated personal names ("Josip Rodin, Osamu Aoki, ..."). */
function authorList(text: string): boolean {
  const parts = text.split(/,|\bet\b|\band\b|\bund\b/).map((p) => p.trim()).filter(Boolean);
  const names = parts.filter((p) => /^(\p{Lu}[\p{L}'.-]+\s){1,3}\p{Lu}[\p{L}'.-]+$/u.test(p));
  return names.length >= 3 && names.length >= parts.length - 2;
}

/** Page numbers, running headers and footers, "(2)" counters. */
function furnitureReason(h: string): string | undefined {
  if (/\bpage \d+( of \d+)?\b/i.test(h)) return 'page furniture (page number)';
  if (/\b(19|20)\d\d\b.*\s\d{1,3}$/.test(h) || /^(\S+\(\d\))\s.*\s\1$/.test(h)) return 'page furniture (running header or footer)';
  if (/\s\d{1,3}$/.test(h) && !/\b(chapter|part|section|step|phase|level|figure|table|version|release|debian|python|node(\.js)?|kapitel|teil|chapitre|partie)\s+\d+$/i.test(h)) return 'page furniture (trailing page number)';
  if (/\s\(\d+\)$/.test(h)) return '"(n)" repeat marker';
  if (/^(from|to|date|subject|message-id|references|content-type|cc|reply-to|in-reply-to):\s/i.test(h)) return 'mail header';
  return undefined;
}

/** "etc", "usw": a list closes after the phrase ("bugs, security holes etc."); the phrase is whole. */
const LIST_ENDS = words('etc usw ecc');
const isStopWord = (w: string): boolean => LONE_WORDS.has(w) || LIST_ENDS.has(w) || Object.values(FUNCTION_WORDS).some((set) => set.has(w));

/** A heading (or its part after a colon) that is one verb or pronoun, or only stop words. */
function loneWordReason(part: string, label: string): string | undefined {
  const ws = wordsOf(part);
  const only = ws[0] ?? '';
  if (ws.length === 1 && (LONE_WORDS.has(only) || LONE_MODIFIERS.has(only) || (/ed$/.test(only) && only.length >= 5 && !LONE_ED_OK.has(only)))) return `lone verb/pronoun/modifier as ${label}`;
  if (ws.some((w) => PLACEHOLDERS.has(w))) return `placeholder name (foo, toto ...) in ${label}`;
  if (ws.length > 0 && ws.every(isStopWord)) return `only stop words as ${label}`;
  return undefined;
}

/** A heading that is a piece of a sentence: lower-case start with a pronoun or verb, or a whole sentence. */
function fragmentReason(h: string): string | undefined {
  if (count(h, '(') !== count(h, ')') || count(h, '[') !== count(h, ']')) return 'unbalanced bracket';
  const ws = wordsOf(h);
  if (/^\p{Ll}/u.test(h) && (/[.:,;]$/.test(h) || DANGLING.en.has(ws[0] ?? '') || ws.some((w) => SENTENCE_WORDS.has(w)))) return 'sentence fragment (starts in lower case)';
  if (/\.$/.test(h) && !/\b(etc|vs|approx|e\.g|i\.e)\.$/i.test(h) && ws.length >= 3) return 'a sentence, not a heading (ends with a period)';
  if (/[\p{L}]['’]s$/u.test(h)) return 'ends on a possessive';
  if (/\d(St|Nd|Rd|Th)\b/.test(h)) return 'title-cased ordinal (6Th)';
  return undefined;
}

const NOUNS_LIKE_ADJECTIVES = words('manual terminal signal interval journal tutorial proposal portal calendar grammar library summary dictionary binary archive directive topic logic music traffic removal approval arrival renewal withdrawal trial material rival fillval');
const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A key phrase cut from a longer term: where the source uses the heading's words, the same
 * word (not a function word) follows in at least 80% of two or more uses ("Non-zero Exit"
 * -> "non-zero exit status"), or in the one use of a phrase ending on an adjective
 * ("Entire Regular" -> "entire regular expression"). Says the term the source uses.
 */
export function cutPhraseReason(heading: string, source: string): string | undefined {
  const h = heading.trim();
  const n = h.split(/\s+/).length;
  if (source === '' || n < 2 || n > 4 || /[^\p{L}\p{N}\s'’-]/u.test(h)) return undefined;
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(h).replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}])((?:[ \\t]+|[ \\t]*\\n[ \\t]*)[\\p{L}][\\p{L}'’-]*)?`, 'giu');
  const next = new Map<string, number>();
  let total = 0;
  for (const m of source.matchAll(re)) {
    total++;
    const w = (m[1] ?? '').trim().toLowerCase();
    if (w !== '' && !isStopWord(w)) next.set(w, (next.get(w) ?? 0) + 1);
  }
  const [word, times] = [...next].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  const last = (h.split(/\s+/).pop() ?? '').toLowerCase();
  const adjective = /(al|ar|ive|ic|ous|ful|ary)$/.test(last) && !NOUNS_LIKE_ADJECTIVES.has(last);
  if (total === 0 || times < 0.8 * total || (total === 1 && !adjective)) return undefined;
  return `cut-off phrase: the source says "${h.toLowerCase()} ${word}" (${times} of ${total} uses)`;
}

/** Strips a leading title the document itself uses ("selecting lines by numbers", "{post,pre}{inst,rm}"). */
function withoutOwnHeading(h: string, own: readonly string[]): string | undefined {
  const n = normalise(h);
  for (const o of own) {
    if (o.trim() === h.trim() || normalise(o) === n) return '';
    if (h.startsWith(`${o}: `)) return h.slice(o.length + 2);
  }
  return undefined;
}

/** Why a heading is junk (code, markup, page furniture, a repeat, a lone word, names, boilerplate); undefined when it is fine. */
export function junkHeadingReason(heading: string, source = '', ownHeadings: readonly string[] = []): string | undefined {
  const own = withoutOwnHeading(heading.trim(), ownHeadings);
  if (own === '') return undefined;
  const h = own ?? heading.trim();
  if (h === '') return 'empty heading';
  const code = codeReason(h);
  if (code) return `code: ${code}`;
  const furniture = furnitureReason(h);
  if (furniture) return furniture;
  const boiler = boilerplateReason(h, { source, isHeading: true, code: false });
  if (boiler) return `boilerplate: ${boiler}`;
  const tail = h.includes(': ') ? h.slice(h.lastIndexOf(': ') + 2) : undefined;
  const lone = loneWordReason(h, 'heading') ?? (tail === undefined ? undefined : loneWordReason(tail, 'part after the colon'));
  return lone ?? fragmentReason(h) ?? cutPhraseReason(tail ?? h, source);
}

/** The text without things that legitimately hold lone brackets or quotes: quoted characters, [[ ]], smileys, troff escapes. */
function withoutQuotedMarks(text: string): string {
  return text
    .replace(/‘[^’]{0,15}’|'[^'\s]{1,3}'|`[^`']{0,15}[`']|"[^"\s]{1,3}"/g, ' ')
    .replace(/\[\[|\]\]|(^|\s)[[\]](?=[\s,.;:])/g, ' ')
    .replace(/[:;]-[()]|(^|\s)[:;][()](?=\s|$)/g, ' ')
    .replace(/\\[*(]?\(\S\S|\\\S/g, ' ');
}

function cutKind(t: string, language: DocLanguage): string | undefined {
  if (/(…|\.\.\.)$/.test(t)) return 'ends with an ellipsis';
  const bare = withoutQuotedMarks(t).trim();
  if (/:$/.test(t)) return 'ends with a colon (what followed was dropped)';
  if (!/[.!?]["'»”“’)\]]*$/.test(bare) && !/[:;]-?\)$/.test(t)) return 'no terminal punctuation';
  if (count(bare, '(') !== count(bare, ')') || count(bare, '[') !== count(bare, ']')) return 'unbalanced bracket';
  if ((count(bare, '“') + count(bare, '”') + count(bare, '„')) % 2 === 1 || count(bare, '«') !== count(bare, '»') || count(bare, '"') % 2 === 1) return 'unbalanced quote';
  const last = (t.split(/\s+/).pop() ?? '').replace(/[.!?]+$/, '');
  if (/^\p{L}+$/u.test(last) && (DANGLING[language].has(last.toLowerCase()) || (DANGLING.en.has(last.toLowerCase()) && !(language === 'de' && last === 'an')))) return `ends on a dangling "${last}"`;
  return undefined;
}

/** Why a text looks cut short; with the source, says how the source sentence goes on. */
export function cutReason(text: string, source = '', language: DocLanguage = 'en'): string | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  const reason = cutKind(t, language);
  if (reason === undefined) return undefined;
  const goesOn = continuation(t, source);
  return goesOn ? `${reason}; the source goes on: "${goesOn}"` : reason;
}

/** What the source has right after the text's last words, when the text stops mid-sentence. */
function continuation(text: string, source: string): string | undefined {
  if (source === '') return undefined;
  const stem = text.replace(/(…|\.\.\.|[.:])$/, '').replace(/\s+/g, ' ').trim().slice(-40);
  if (stem.length < 12) return undefined;
  const flat = source.replace(/\s+/g, ' ');
  const at = flat.indexOf(stem);
  if (at < 0) return undefined;
  const next = flat.slice(at + stem.length, at + stem.length + 50).trim();
  return next === '' || /^[.!?]/.test(next) ? undefined : `${next}…`;
}

/** Texts in another language than the document's, and English filler headings in other languages. */
export function languageReason(text: string, language: DocLanguage, isHeading = false): string | undefined {
  if (isHeading && language !== 'en' && FILLER_HEADINGS.some((re) => re.test(text.trim()))) return 'English filler heading in a non-English deck';
  const ws = wordsOf(text);
  const own = ws.filter((w) => FUNCTION_WORDS[language].has(w)).length;
  for (const other of ['en', 'de', 'fr'] as const) {
    if (other === language) continue;
    // A heading has few function words: one unambiguous foreign one and none of its own is enough.
    const theirs = ws.filter((w) => (isHeading ? MARKER_WORDS : FUNCTION_WORDS)[other].has(w) && !FUNCTION_WORDS[language].has(w)).length;
    const enough = isHeading && own === 0 ? 1 : 2;
    if (theirs >= enough && theirs > own) return `reads as ${other} (${theirs} ${other} function words, ${own} ${language})`;
  }
  return undefined;
}

/** Topic slides with fewer than two subtopics that carry text, or under 12 words in all. */
export function nearEmptyReason(slide: DeckSlide): string | undefined {
  const withText = slide.subtopics.filter((s) => wordCount(s.overview) > 0).length;
  const total = wordCount(slide.heading) + wordCount(slide.overview) + slide.subtopics.reduce((n, s) => n + wordCount(s.heading) + wordCount(s.overview), 0);
  if (withText < 2) return `${withText} subtopic(s) with text`;
  if (total < 12) return `${total} words in all`;
  return undefined;
}

/** Sentences of a text (split after . ! ? before a capital), for duplicate counting. */
export function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?…])\s+(?=[\p{Lu}\d"“«(])/u).map((s) => s.trim()).filter(Boolean);
}

interface Located {
  where: string;
  text: string;
}

function headingsOf(deck: Deck): Located[] {
  return deck.slides.flatMap((s, i) => [
    { where: `slide ${i + 1} heading`, text: s.heading },
    ...s.subtopics.map((st, j) => ({ where: `slide ${i + 1} subtopic ${j + 1} heading`, text: st.heading })),
  ]);
}

/** Visible slide text: the title slide's description, each slide's overview and its subtopics' overviews. */
function proseOf(deck: Deck): Located[] {
  return [
    { where: 'title slide description', text: deck.description },
    ...deck.slides.flatMap((s, i) => [
      { where: `slide ${i + 1} overview`, text: s.overview },
      ...s.subtopics.map((st, j) => ({ where: `slide ${i + 1} subtopic ${j + 1} overview`, text: st.overview })),
    ]),
  ].filter((t) => t.text.trim() !== '');
}

/** Speaker notes: checked for boilerplate only (they quote the source, so they repeat slide sentences by design). */
function notesOf(deck: Deck): Located[] {
  return [
    { where: 'title slide notes', text: deck.notes ?? '' },
    ...deck.slides.map((s, i) => ({ where: `slide ${i + 1} notes`, text: s.notes ?? '' })),
  ].filter((t) => t.text.trim() !== '');
}

function flag(items: readonly Located[], reasonOf: (text: string) => string | undefined): Offence[] {
  return items.flatMap(({ where, text }) => {
    const reason = reasonOf(text);
    return reason === undefined ? [] : [{ where, text, reason }];
  });
}

/** A heading without its chapter number or '(2)' counter: 'Chapter 1. Overview' repeats 'Overview'. */
function headingKey(heading: string): string {
  return normalise(heading.replace(/\s\(\d+\)$/, '').replace(/^(chapter|kapitel|chapitre|part|teil|partie)?\s*\d+(\.\d+)*\.?\s+/i, ''));
}

function repeats(items: readonly Located[], keyOf: (text: string) => string, minWords: number): Offence[] {
  const seen = new Map<string, string>();
  const out: Offence[] = [];
  for (const { where, text } of items) {
    const key = keyOf(text);
    if (key.split(' ').filter(Boolean).length < minWords) continue;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, where);
    else out.push({ where, text, reason: `repeats ${first}` });
  }
  return out;
}

/** Every metric of one deck. */
export function measureDeck(deck: Deck, expect: Expectation, source = ''): QualityReport {
  const headings = headingsOf(deck);
  const prose = proseOf(deck);
  const recall = chapterRecall(deck.slides.map((s) => s.heading), expect.chapters);
  const sentences = prose.flatMap((p) => sentencesOf(p.text).map((text) => ({ where: p.where, text })));
  const own = expect.ownHeadings ?? [];
  return {
    titleRight: titleMatches(deck.title, expect),
    chapterRecall: recall.recall,
    chaptersMissed: recall.missed,
    junkHeadings: flag(headings, (t) => junkHeadingReason(t, source, own)),
    cutSentences: flag(prose, (t) => cutReason(t, source, expect.language)),
    boilerplateLines: [
      ...flag([{ where: 'title', text: deck.title }, ...headings], (t) => (withoutOwnHeading(t, own) === '' ? undefined : boilerplateReason(t, { source, isHeading: true }))),
      ...flag(prose, (t) => boilerplateReason(t, { source })),
      ...flag(notesOf(deck), (t) => boilerplateReason(t, { source, code: false })),
    ],
    duplicateHeadings: repeats(headings, headingKey, 1),
    duplicateSentences: repeats(sentences, normalise, 4),
    nearEmptySlides: deck.slides.flatMap((s, i) => {
      const reason = nearEmptyReason(s);
      return reason === undefined ? [] : [{ where: `slide ${i + 1}`, text: s.heading, reason }];
    }),
    languageMix: [
      ...flag([{ where: 'title', text: deck.title }, ...headings], (t) => languageReason(t, expect.language, true)),
      ...flag(prose, (t) => languageReason(t, expect.language)),
    ],
  };
}
