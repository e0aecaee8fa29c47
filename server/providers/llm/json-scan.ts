/**
 * The lexical half of the tolerant JSON parser (partial-json.ts): white
 * space and comments, strings, numbers and literals, each read from a
 * position in a text that may stop anywhere.
 */

/** Text that cannot be JSON even when more of it arrives. */
export class JsonSyntaxError extends Error {
  /** Offset of the offending character in the text given to the parser. */
  readonly position: number;
  constructor(message: string, position: number) {
    super(message);
    this.name = 'JsonSyntaxError';
    this.position = position;
  }
}

export function syntaxError(text: string, at: number, what: string): JsonSyntaxError {
  return new JsonSyntaxError(`${what}, found ${JSON.stringify(text[at] ?? '')} at character ${at}`, at);
}

/** One scalar read from the text. */
export interface Token {
  /** False when nothing usable was read (e.g. a literal cut to "tr"). */
  ok: boolean;
  value: unknown;
  /** Offset just after the token. */
  end: number;
  /** The text ended inside the token, or right after it where it could go on. */
  open: boolean;
}

const LITERALS: Record<string, unknown> = { true: true, false: false, null: null, True: true, False: false, None: null };
const NUMBER_RE = /-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d*)?/y;
const IDENT_RE = /[A-Za-z_$][\w$-]*/y;
const ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

function isSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 13 || code === 9 || code === 0xfeff || code === 0xa0;
}

/** Offset of the next character that is neither white space nor inside a comment. */
export function skipSpace(s: string, from: number): number {
  let i = from;
  while (i < s.length) {
    if (isSpace(s.charCodeAt(i))) {
      i++;
    } else if (s[i] === '/' && (s[i + 1] === '/' || s[i + 1] === '*' || i + 1 === s.length)) {
      const block = s[i + 1] === '*';
      const close = block ? s.indexOf('*/', i + 2) : s.indexOf('\n', i + 2);
      i = close < 0 ? s.length : close + (block ? 2 : 1);
    } else {
      return i;
    }
  }
  return i;
}

/** A string in double or single quotes; raw newlines inside are accepted. */
export function scanString(s: string, start: number): Token {
  const quote = s[start];
  let out = '';
  let from = start + 1;
  let i = from;
  while (i < s.length) {
    const c = s[i];
    if (c === quote) return { ok: true, value: out + s.slice(from, i), end: i + 1, open: false };
    if (c !== '\\') {
      i++;
      continue;
    }
    out += s.slice(from, i);
    const escape = scanEscape(s, i);
    if (escape === undefined) return { ok: true, value: out, end: s.length, open: true };
    out += escape.text;
    i = from = escape.end;
  }
  return { ok: true, value: out + s.slice(from), end: s.length, open: true };
}

/** One escape sequence at a backslash; undefined when the text ends inside it. */
function scanEscape(s: string, at: number): { text: string; end: number } | undefined {
  const e = s[at + 1];
  if (e === undefined) return undefined;
  if (e !== 'u') return { text: ESCAPES[e] ?? e, end: at + 2 };
  const hex = s.slice(at + 2, at + 6);
  if (hex.length < 4) return undefined;
  if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw syntaxError(s, at, 'Invalid \\u escape in a string');
  return { text: String.fromCharCode(parseInt(hex, 16)), end: at + 6 };
}

/** A number; a cut one ("1.", "2e") keeps the digits it has. */
export function scanNumber(s: string, start: number): Token {
  NUMBER_RE.lastIndex = start;
  const m = NUMBER_RE.exec(s);
  if (!m) {
    if (start + 1 < s.length) throw syntaxError(s, start, 'Expected a number');
    return { ok: false, value: undefined, end: s.length, open: true };
  }
  const end = start + m[0].length;
  const value = Number(m[0].replace(/[eE][+-]?$|\.$/, ''));
  return { ok: Number.isFinite(value), value, end, open: end >= s.length };
}

/** true, false, null (and Python's True, False, None). */
export function scanLiteral(s: string, start: number): Token {
  const word = scanIdentifier(s, start);
  if (word === undefined) throw syntaxError(s, start, 'Expected a JSON value');
  const end = start + word.length;
  if (word in LITERALS) return { ok: true, value: LITERALS[word], end, open: end >= s.length };
  if (end >= s.length && Object.keys(LITERALS).some((l) => l.startsWith(word))) {
    return { ok: false, value: undefined, end, open: true };
  }
  throw syntaxError(s, start, 'Expected a JSON value');
}

/** A bare word (an unquoted key or a literal), or undefined. */
export function scanIdentifier(s: string, start: number): string | undefined {
  IDENT_RE.lastIndex = start;
  return IDENT_RE.exec(s)?.[0];
}
