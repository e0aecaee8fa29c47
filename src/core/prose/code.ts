/**
 * Code and markup in document text: program lines, shell sessions, XML and
 * HTML tags, table rows and option lists. None of it is prose, so none of it
 * may become a heading, a paragraph or a sentence on a slide. Here a line is
 * judged by itself (`codeLine`); code-blocks.ts then judges blocks, because
 * a block that is mostly code is all code (program output, ASCII diagrams),
 * while one code-like line in the middle of prose is usually prose.
 * Every pattern is anchored and free of nested quantifiers: linear time.
 */

/** How sure a line is code: `strong` stands alone, `weak` counts only among other code. */
export type CodeStrength = 'strong' | 'weak' | null;

/** Commands that open a shell line ("apt-get install foo", "make install"). */
const COMMANDS = new Set(
  `apt apt-get apt-cache aptitude dpkg dpkg-buildpackage dpkg-source debuild dh dh_make dch dput lintian pbuilder
  sbuild quilt uscan gbp sudo su cd ls cp mv rm mkdir rmdir chmod chown ln cat less grep egrep sed awk gawk find
  xargs tar gzip gunzip zcat bzip2 xz unzip make cmake gcc g++ cc ld python python3 pip pip3 npm npx node yarn
  pnpm git svn cvs ssh scp rsync curl wget echo printf export source exec env unset alias man touch head tail sort
  uniq wc diff patch kill ps systemctl service mount umount lsblk fdisk mkfs ip ifconfig ping bash sh zsh gpg perl
  ruby java javac go cargo rustc docker kubectl ./configure autoreconf debsign debc debdiff interdiff`.split(/\s+/),
);

const PREPROCESSOR = /^\s*#\s*(?:include|define|undef|ifn?def|if|elif|else|endif|pragma|error|warning|line)\b/;
const SHEBANG = /^\s*#!\s*\//;
const PROMPT = /^\s*(?:\$|%|>>>|[\w.-]+@[\w.-]+(?::\S*)?[$#%]|\[[^\]\n]{1,60}\][$#])\s+\S/;
const ROOT_PROMPT = /^\s*#\s+(\.?\/?[a-z][\w.+-]*)(?:\s|$)/;
const TAG = /^\s*(?:<!--|-->|<\?xml|<!DOCTYPE|<\/?[A-Za-z][\w:.-]*(?:\s[^<>]*)?\/?>)/i;
const TABLE = /^\s*\|.*\|\s*$|^\s*\+[-=+:]+\+\s*$|^\s*\|?\s*:?-{3,}:?\s*\|/;
const OPTION_ARG = String.raw`(?:[ =]?(?:<[^>\s]+>|\[[^\]\s]+\]|[A-Z][A-Z_]*))?`;
const OPTION = new RegExp(String.raw`^\s*--?[A-Za-z0-9][\w-]*${OPTION_ARG}(?:,\s*--?[\w-]+${OPTION_ARG})*(?:\s{2,}\S.*)?$`);
const CALL = /^\s*[\w.$:>-]+\([^()]*\)\s*[;{]?\s*$/;
const BRACES = /[{]\s*$|^\s*[}]|^\s*[)\]};,]+\s*$/;
const KEY_VALUE = /^\s*[\w.-]+=\S*\s*$/;
const CONSTANT = /^\s*[A-Z][A-Z0-9]*_[A-Z0-9_]+(?:\s*[=:(]|\s+\S+\s*$|\s*$)/;
const PATH = /^\s*(?:~|\.{1,2}|[A-Za-z]:)?[/\\][\w.+@~-]*(?:[/\\][\w.+@*~-]*)*\s*$/;
const KEYWORD = /^\s*(?:def|class|struct|enum|import|from|package|public|private|protected|static|void|int|char|float|double|bool|return|const|let|var|function|fn|func|if|for|while|switch|case|try|catch|elif|else|fi|done|esac|then|do|end|EOF)\b/;
const WEAK_SYNTAX = /;\s*$|==|!=|->|=>|::|&&|\|\||\+=|\w\(\)|[a-z][a-z0-9]*_[a-z0-9_]+\(|\b[a-z]+[A-Z]\w*\(|\s\|\s/;
const ASSIGN = /^\s*(?:export\s+|local\s+|set\s+)?[A-Za-z_$][\w.$[\]]*\s*(?:=|:=|\?=)\s*\S/;
const LONE_TOKEN = /^\s*[a-z0-9][\w.+/-]*\s*$/;
/** Markdown images and badges ("[![Build](...)](...)"): pictures, no text. */
const BADGES = /^\s*\[?!\[/;
const CREDIT = /^[\s*-]*\p{L}[\p{L}'’.-]*(?:\s+[\p{L}'’.-]+){0,5}\s*[<(][\w.+-]+@[\w-]+(?:\.[\w-]+)+[>)]\s*$/u;
const RULE = /^\s*(?:([-=_*~#.+^"])\s*)\1*\s*$/;
const SYMBOLS = /[{}[\]()<>;=$#\\|&^~]/g;
const STOPWORDS = new Set(
  `the a an of to in is are was were be been has have had will would can could may must should and or but if
  for with that this these those it its they their we our you your he she his her not on at as by from into
  about after before over under between here there more some all any also only other such than then so which
  when what how use used
  der die das und ist ein eine zu mit von den dem des im auf für nicht sich auch wird werden sie er es wir bei
  nach aus oder
  le la les et est un une des du pour que qui dans il elle ne pas sur avec par au aux en ce cette sont ou mais`.split(/\s+/),
);

/** Prose reads as words: mostly alphabetic, with function words, without code punctuation. */
export function looksProse(line: string): boolean {
  const words = line.trim().split(/\s+/);
  // A trailing semicolon ends many list items of prose; code has it mid-line or with other marks.
  // A comment ("# here are the modules", "// set up") explains code; it is not the document's prose.
  if (words.length < 4 || /[{}<>$=]|;\s*\S/.test(line) || /^\s*(?:#|\/\/)/.test(line)) return false;
  const alpha = words.filter((w) => /^["“‘(]?[\p{L}'’-]+[,.;:!?)"”’]*$/u.test(w)).length;
  return alpha / words.length >= 0.7 && words.some((w) => STOPWORDS.has(w.toLowerCase().replace(/[^\p{L}]/gu, '')));
}

/** "sudo apt-get install foo": a known command and arguments, not a sentence that starts with "make". */
function isCommand(text: string): boolean {
  const words = text.trim().split(/\s+/);
  if (!COMMANDS.has(words[0] ?? '') || words.length > 12 || /[.!?]$/.test(text.trim())) return false;
  const args = words.slice(1);
  const stops = args.filter((w) => STOPWORDS.has(w)).length;
  // "make the .dsc file" and "debuild = dpkg-buildpackage + lintian (build under the ...)" describe, not run.
  if (stops >= 2 || (stops === 1 && !args.some((w) => /^-|[/=|>~$]/.test(w)))) return false;
  if (args.some((w) => /^-|[/=|>~$]|\.\w/.test(w))) return true;
  return args.length <= 3 && !args.some((w) => /^\p{Lu}/u.test(w));
}

function symbolShare(text: string): number {
  const compact = text.replace(/\s+/g, '');
  return compact.length === 0 ? 0 : (compact.match(SYMBOLS)?.length ?? 0) / compact.length;
}

/** "localname @ localhost $ ssh -X host": a prompt of any shape, then a known command with arguments. */
function promptInside(t: string): boolean {
  const at = t.search(/\s[$#%]\s+[a-z]/);
  return at >= 0 && isCommand(t.slice(at + 2).trim());
}

/** Markdown headings ("# Install") are prose unless the text is a C directive or a root prompt. */
function headingLineCode(line: string): CodeStrength {
  if (PREPROCESSOR.test(line) || SHEBANG.test(line)) return 'strong';
  const rest = line.replace(/^\s*#\s+/, '');
  if (ROOT_PROMPT.test(line) && (isCommand(rest) || promptCommand(rest))) return 'strong';
  // An indented or lower-case "# ..." is a shell or config comment: code among code.
  return /^\s+#|^#\s+\p{Ll}/u.test(line) ? 'weak' : null;
}

/** After a root prompt any program may run: "chvt 3", "shutdown -h now", "adduser fish"; a comment has function words. */
function promptCommand(rest: string): boolean {
  const words = rest.trim().split(/\s+/);
  return words.length <= 8 && /^[a-z][\w.+-]*$/.test(words[0] ?? '') && !words.some((w) => STOPWORDS.has(w)) && !/[.!?:]$/.test(rest.trim());
}

/** Lines that are code or markup on their own. */
function strongCode(t: string): boolean {
  return (
    PROMPT.test(t) || TAG.test(t) || TABLE.test(t) || OPTION.test(t) || CALL.test(t) || BRACES.test(t) ||
    KEY_VALUE.test(t) || CONSTANT.test(t) || PATH.test(t) || (t.split(' | ').length >= 3) || BADGES.test(t)
  );
}

/** Characters and starts without which a line of prose cannot be code: prose without them is skipped fast. */
const CODE_HINT = /[%|+(){}[\]/\\_@;#]|^\s*-/;
/** Every strong pattern and syntax sign needs one of these. */
const SYNTAX_CHARS = /[%|+(){}[\]/\\_@;#=<>$*~^&:!]|^\s*-/;
const PREFIX = /^\s*(?:>\s?)*(?:[-*+•]\s+)?/;

/** The line without list marker or quote mark, and whether it reads as prose. */
function prepare(line: string): { t: string; prose: boolean } {
  const t = line.replace(PREFIX, '');
  return { t, prose: looksProse(t) };
}

/** Lines longer than this are not judged: they are prose or data, and long lines would slow the patterns. */
const MAX_CODE_LINE = 1000;

function strengthOf(line: string, t: string, prose: boolean): CodeStrength {
  if (line.length > MAX_CODE_LINE || line.trim() === '' || RULE.test(line)) return null;
  // "# ..." is a Markdown heading, a root prompt, a C directive or a comment; only the last may be prose.
  if (/^\s*#/.test(line)) return headingLineCode(line);
  const command = COMMANDS.has(t.slice(0, t.indexOf(' ') >>> 0));
  if (prose && !CODE_HINT.test(t) && !command) return null;
  // Without code characters, a command or a keyword, only the weak signs are left to look for.
  if (!command && !SYNTAX_CHARS.test(t) && !KEYWORD.test(t)) return LONE_TOKEN.test(t) || /\S {3,}\S/.test(t) ? 'weak' : null;
  // "Jane Doe <jane@example.org>" credits a person: boilerplate finds it, code must not hide it.
  if (isCreditLine(line)) return null;
  if (strongCode(t) || isCommand(t) || promptInside(t)) return 'strong';
  if (KEYWORD.test(t) && /[(){};:=]|^\s*\w+\s*$/.test(t) && !prose) return 'strong';
  const share = symbolShare(t);
  if (share >= 0.3 && t.trim().length >= 2) return 'strong';
  if (prose) return null;
  // Columns lined up with runs of spaces: a config file or a table.
  if (WEAK_SYNTAX.test(t) || ASSIGN.test(t) || LONE_TOKEN.test(t) || share >= 0.12 || /\S {3,}\S/.test(t)) return 'weak';
  return null;
}

/**
 * How surely one line is code or markup. List markers and quote marks are
 * looked through; a line that reads as prose is never weak code.
 */
export function codeLine(line: string): CodeStrength {
  return judgeLine(line).strength;
}

/** `codeLine` and `looksProse` of one line in one go, for block judgements. */
export function judgeLine(line: string): { strength: CodeStrength; prose: boolean } {
  const { t, prose } = prepare(line);
  return { strength: strengthOf(line, t, prose), prose };
}

/** "Jane Doe <jane@example.org>": a credit line, never code. */
export function isCreditLine(line: string): boolean {
  return line.includes('@') && CREDIT.test(line);
}

/** True when the line is code or markup on its own (headings and paragraphs use it). */
export function isCodeLine(line: string): boolean {
  return codeLine(line) === 'strong';
}
