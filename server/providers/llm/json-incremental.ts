/**
 * The tolerant JSON parser of partial-json.ts, as a resumable state machine:
 * the model's answer is fed in deltas and each character is looked at once,
 * whatever the chunking. Re-parsing the whole answer on every delta costs
 * time quadratic in its length, which a looping or hostile model turns into
 * minutes of CPU ("}}}}..." was one such answer); this keeps the work linear.
 *
 * It accepts exactly what parsePartialJson accepts (prose, ```json fences and
 * a leading <think> block around the document; trailing or missing commas,
 * comments, single quotes, bare keys, raw newlines in strings, Python
 * literals) and reports the same errors at the same positions. The value is
 * built in place: containers appear as soon as they open, scalars once they
 * are complete, so a snapshot costs nothing and items settle in order.
 * One deliberate difference: nesting deeper than MAX_DEPTH is an error.
 */
import { JsonSyntaxError } from './json-scan';
import type { JsonPath, PartialJson } from './partial-json';

type Obj = Record<string, unknown>;
interface ObjectFrame {
  kind: 'object';
  value: Obj;
  /** key: a key, "}" or "," is next; colon: ":" is; value: a value is; after: "," or "}" is. */
  state: 'key' | 'colon' | 'value' | 'after';
  key: string;
}
interface ArrayFrame {
  kind: 'array';
  value: unknown[];
  state: 'value' | 'after';
}
type Frame = ObjectFrame | ArrayFrame;

type TokenKind = 'string' | 'number' | 'word';
interface Token {
  kind: TokenKind;
  /** Absolute offset of its first character. */
  start: number;
  role: 'key' | 'value';
  parts: string[];
  /** Characters in `parts`, for words (literals are at most 5 long). */
  length: number;
  quote: number;
  /** Inside a string: 0 plain, 1 after a backslash, 2 reading \u hex digits. */
  escape: 0 | 1 | 2;
  escapeAt: number;
  hex: string;
}

/** Where the reader is outside tokens. */
type Mode = 'lead' | 'think-open' | 'think' | 'seek' | 'space' | 'slash' | 'line-comment' | 'block-comment' | 'done';

const THINK_OPEN = '<think>';
const THINK_CLOSE = '</think>';
const LITERALS: Record<string, unknown> = { true: true, false: false, null: null, True: true, False: false, None: null };
const LITERAL_WORDS = Object.keys(LITERALS);
const NUMBER_RE = /-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d*)?/y;
const ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
const HEX_RE = /^[0-9a-fA-F]{4}$/;
/**
 * Containers open at once. The answers asked for are 4 levels deep; a
 * hostile "[[[[..." would otherwise hold a frame per character.
 */
export const MAX_DEPTH = 64;
const LEAD_SPACE_RE = /\s/;

const SLASH = 47;
const STAR = 42;
const BACKSLASH = 92;

function isSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 13 || code === 9 || code === 0xfeff || code === 0xa0;
}
function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}
function isWordStart(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || code === 36;
}
function isWordPart(code: number): boolean {
  return isWordStart(code) || isDigit(code) || code === 45;
}
/** Characters a number token may hold; NUMBER_RE decides what they mean once it ends. */
function isNumberPart(code: number): boolean {
  return isDigit(code) || code === 46 || code === 101 || code === 69 || code === 43 || code === 45;
}

function setOwn(obj: Obj, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    obj[key] = value;
  }
}

function failure(char: string, at: number, what: string): JsonSyntaxError {
  return new JsonSyntaxError(`${what}, found ${JSON.stringify(char)} at character ${at}`, at);
}

/** Reads one JSON document from an answer fed in pieces; see the file comment. */
export class IncrementalJson {
  /** Characters examined so far: stays at most a small multiple of the characters fed. */
  examined = 0;
  private offset = 0;
  private mode: Mode = 'lead';
  private matched = 0;
  private root: Obj | undefined;
  private readonly stack: Frame[] = [];
  private readonly path: JsonPath = [];
  private token: Token | null = null;
  private failed: JsonSyntaxError | null = null;
  /** Position of a "/" that may open a comment. */
  private slashAt = 0;
  private starSeen = false;

  get complete(): boolean {
    return this.mode === 'done';
  }

  get syntaxError(): JsonSyntaxError | null {
    return this.failed;
  }

  /** True once more text cannot change the value (complete or malformed). */
  get settled(): boolean {
    return this.mode === 'done' || this.failed !== null;
  }

  /** Feeds the next piece of the answer. */
  push(chunk: string): void {
    if (this.settled) {
      this.offset += chunk.length;
      return;
    }
    try {
      this.read(chunk);
    } catch (error) {
      if (!(error instanceof JsonSyntaxError)) throw error;
      this.failed = error;
    }
    this.offset += chunk.length;
  }

  /** The value as it stands; `value` is live and keeps growing with later pushes. */
  snapshot(): PartialJson {
    if (this.mode === 'done') return { value: this.root, complete: true, openPath: null };
    return { value: this.root, complete: false, openPath: this.openPath() };
  }

  /**
   * The value at the end of the answer: a value cut off at the end (a string,
   * a number) is kept as parsePartialJson keeps it.
   */
  finish(): PartialJson {
    if (!this.settled && this.token) {
      try {
        this.flushToken(this.token, true);
      } catch (error) {
        if (!(error instanceof JsonSyntaxError)) throw error;
        this.failed = error;
      }
    }
    return this.snapshot();
  }

  private openPath(): JsonPath {
    const frame = this.stack.at(-1);
    if (!frame) return [];
    const base = [...this.path];
    const token = this.token;
    if (token && token.role === 'key') return base;
    if (token || frame.state === 'value' || frame.state === 'colon') {
      if (frame.kind === 'object') return frame.state === 'key' || frame.state === 'after' ? base : [...base, frame.key];
      if (token) return [...base, frame.value.length];
    }
    return base;
  }

  private read(s: string): void {
    let i = 0;
    const n = s.length;
    while (i < n) {
      if (this.token) {
        i = this.readToken(s, i);
        continue;
      }
      const code = s.charCodeAt(i);
      this.examined++;
      switch (this.mode) {
        case 'space':
          if (isSpace(code)) i++;
          else if (code === SLASH) {
            this.slashAt = this.offset + i;
            this.mode = 'slash';
            i++;
          } else i = this.structural(s, i, code);
          break;
        case 'slash':
          if (code === SLASH || code === STAR) {
            this.mode = code === SLASH ? 'line-comment' : 'block-comment';
            this.starSeen = false;
            i++;
          } else {
            // A lone "/" is never JSON: the error names it, where it stood.
            throw failure('/', this.slashAt, this.expected());
          }
          break;
        case 'line-comment':
          if (code === 10) this.mode = 'space';
          i++;
          break;
        case 'block-comment':
          if (this.starSeen && code === SLASH) this.mode = 'space';
          this.starSeen = code === STAR;
          i++;
          break;
        case 'done':
          return;
        default:
          i = this.prelude(s, i, code);
      }
    }
  }

  /** Before the document: white space, a <think> block, then prose up to the first "{". */
  private prelude(s: string, i: number, code: number): number {
    switch (this.mode) {
      case 'lead':
        if (LEAD_SPACE_RE.test(s[i] as string)) return i + 1;
        this.mode = code === 60 ? 'think-open' : 'seek';
        this.matched = code === 60 ? 1 : 0;
        return code === 60 ? i + 1 : i;
      case 'think-open':
        if (code !== THINK_OPEN.charCodeAt(this.matched)) {
          this.mode = 'seek';
          return i;
        }
        this.matched++;
        if (this.matched === THINK_OPEN.length) {
          this.mode = 'think';
          this.matched = 0;
        }
        return i + 1;
      case 'think':
        if (code === THINK_CLOSE.charCodeAt(this.matched)) this.matched++;
        else this.matched = code === 60 ? 1 : 0;
        if (this.matched === THINK_CLOSE.length) this.mode = 'seek';
        return i + 1;
      default: {
        const open = s.indexOf('{', i);
        if (open < 0) {
          this.examined += s.length - i - 1;
          return s.length;
        }
        this.examined += open - i;
        this.root = {};
        this.stack.push({ kind: 'object', value: this.root, state: 'key', key: '' });
        this.mode = 'space';
        return open + 1;
      }
    }
  }

  /** The message for an unexpected character in the current state. */
  private expected(): string {
    const frame = this.stack.at(-1) as Frame;
    if (frame.kind === 'array') return frame.state === 'value' ? 'Expected a JSON value' : 'Expected "," or "]" in an array';
    switch (frame.state) {
      case 'key':
        return 'Expected an object key';
      case 'colon':
        return 'Expected ":" after an object key';
      case 'value':
        return 'Expected a JSON value';
      default:
        return 'Expected "," or "}" in an object';
    }
  }

  /** A character outside tokens, comments and white space. */
  private structural(s: string, i: number, code: number): number {
    const frame = this.stack.at(-1) as Frame;
    const at = this.offset + i;
    const char = s[i] as string;
    if (frame.kind === 'object') {
      switch (frame.state) {
        case 'key':
          if (code === 125) return this.close(i);
          if (code === 44) return i + 1;
          return this.startKey(s, i, code, at);
        case 'colon':
          if (code !== 58) throw failure(char, at, 'Expected ":" after an object key');
          frame.state = 'value';
          return i + 1;
        case 'value':
          return this.startValue(s, i, code, at);
        default:
          if (code === 44) {
            frame.state = 'key';
            return i + 1;
          }
          if (code === 125) return this.close(i);
          // A missing comma is forgiven before a quoted key, as parsePartialJson does.
          if (code === 34) return this.startKey(s, i, code, at);
          if (code === 123 || code === 91) throw failure(char, at, 'Expected an object key');
          throw failure(char, at, 'Expected "," or "}" in an object');
      }
    }
    if (code === 93) return this.close(i);
    if (code === 44) {
      frame.state = 'value';
      return i + 1;
    }
    if (frame.state === 'after' && code !== 34 && code !== 123 && code !== 91) {
      throw failure(char, at, 'Expected "," or "]" in an array');
    }
    return this.startValue(s, i, code, at);
  }

  private startKey(s: string, i: number, code: number, at: number): number {
    if (code === 34 || code === 39) {
      this.token = newToken('string', at, 'key', code);
      return i + 1;
    }
    if (!isWordStart(code)) throw failure(s[i] as string, at, 'Expected an object key');
    this.token = newToken('word', at, 'key', 0);
    return i;
  }

  private startValue(s: string, i: number, code: number, at: number): number {
    if (code === 123 || code === 91) {
      if (this.stack.length >= MAX_DEPTH) throw failure(s[i] as string, at, `Nested deeper than ${MAX_DEPTH} levels`);
      const child: Frame =
        code === 123 ? { kind: 'object', value: {}, state: 'key', key: '' } : { kind: 'array', value: [], state: 'value' };
      this.path.push(this.attach(child.value));
      this.stack.push(child);
      return i + 1;
    }
    if (code === 34 || code === 39) {
      this.token = newToken('string', at, 'value', code);
      return i + 1;
    }
    if (code === 45 || code === 46 || isDigit(code)) {
      this.token = newToken('number', at, 'value', 0);
      return i;
    }
    if (!isWordStart(code)) throw failure(s[i] as string, at, 'Expected a JSON value');
    this.token = newToken('word', at, 'value', 0);
    return i;
  }

  /** Puts a value into the open container; returns its key or index. */
  private attach(value: unknown): string | number {
    const frame = this.stack.at(-1) as Frame;
    frame.state = 'after';
    if (frame.kind === 'array') {
      frame.value.push(value);
      return frame.value.length - 1;
    }
    setOwn(frame.value, frame.key, value);
    return frame.key;
  }

  private close(i: number): number {
    this.stack.pop();
    if (this.stack.length === 0) {
      this.mode = 'done';
      return i + 1;
    }
    this.path.pop();
    return i + 1;
  }

  /** Continues the open token from `i`; returns where it stopped. */
  private readToken(s: string, i: number): number {
    const token = this.token as Token;
    if (token.kind === 'string') return this.readString(token, s, i);
    const part = token.kind === 'number' ? isNumberPart : isWordPart;
    let j = i;
    while (j < s.length && part(s.charCodeAt(j))) j++;
    this.examined += j - i;
    if (j > i) {
      token.parts.push(s.slice(i, j));
      token.length += j - i;
      // No literal is longer than 5 letters: a longer word can only be an error.
      if (token.kind === 'word' && token.role === 'value' && !isLiteralPrefix(token)) {
        throw failure((token.parts[0] as string)[0] as string, token.start, 'Expected a JSON value');
      }
    }
    if (j < s.length) this.flushToken(token, false);
    return j;
  }

  private readString(token: Token, s: string, i: number): number {
    let from = i;
    let j = i;
    const n = s.length;
    while (j < n) {
      const code = s.charCodeAt(j);
      if (token.escape === 0) {
        if (code === token.quote) {
          token.parts.push(s.slice(from, j));
          this.examined += j + 1 - i;
          this.token = null;
          this.settle(token, token.parts.join(''));
          return j + 1;
        }
        if (code === BACKSLASH) {
          if (j > from) token.parts.push(s.slice(from, j));
          token.escape = 1;
          token.escapeAt = this.offset + j;
        }
        j++;
        continue;
      }
      if (token.escape === 1) {
        const e = s[j] as string;
        if (e === 'u') {
          token.escape = 2;
          token.hex = '';
        } else {
          token.parts.push(ESCAPES[e] ?? e);
          token.escape = 0;
        }
        j++;
        from = j;
        continue;
      }
      token.hex += s[j];
      j++;
      from = j;
      if (token.hex.length === 4) {
        if (!HEX_RE.test(token.hex)) {
          this.examined += j - i;
          throw this.escapeFailure(token);
        }
        token.parts.push(String.fromCharCode(parseInt(token.hex, 16)));
        token.escape = 0;
      }
    }
    this.examined += n - i;
    if (token.escape === 0 && from < n) token.parts.push(s.slice(from));
    return n;
  }

  /** A bad \u escape: the text before it is kept, as a cut string would be. */
  private escapeFailure(token: Token): JsonSyntaxError {
    this.token = null;
    if (token.role === 'value') this.attach(token.parts.join(''));
    return failure('\\', token.escapeAt, 'Invalid \\u escape in a string');
  }

  /** Ends a number or word token, or at the end of the answer (`atEnd`) any token. */
  private flushToken(token: Token, atEnd: boolean): void {
    this.token = null;
    const text = token.parts.join('');
    if (token.kind === 'string') {
      // Only at the end of the answer: an open string keeps what it has, an open key is dropped.
      if (token.role === 'value') this.attach(text);
      return;
    }
    if (token.kind === 'word') {
      if (token.role === 'key') {
        if (!atEnd) this.settle(token, text);
        return;
      }
      if (text in LITERALS) this.settle(token, LITERALS[text]);
      else if (!atEnd) throw failure(text[0] as string, token.start, 'Expected a JSON value');
      return;
    }
    this.endNumber(token, text, atEnd);
  }

  private endNumber(token: Token, text: string, atEnd: boolean): void {
    NUMBER_RE.lastIndex = 0;
    const match = NUMBER_RE.exec(text);
    if (!match) {
      if (!atEnd || text.length > 1) throw failure(text[0] as string, token.start, 'Expected a number');
      return;
    }
    const value = Number(match[0].replace(/[eE][+-]?$|\.$/, ''));
    if (Number.isFinite(value)) this.settle(token, value);
    else (this.stack.at(-1) as Frame).state = 'after';
    if (match[0].length < text.length) {
      const at = token.start + match[0].length;
      throw failure(text[match[0].length] as string, at, this.expected());
    }
  }

  private settle(token: Token, value: unknown): void {
    const frame = this.stack.at(-1) as Frame;
    if (token.role === 'value') {
      this.attach(value);
      return;
    }
    (frame as ObjectFrame).key = value as string;
    frame.state = 'colon';
  }
}

function newToken(kind: TokenKind, start: number, role: 'key' | 'value', quote: number): Token {
  return { kind, start, role, parts: [], length: 0, quote, escape: 0, escapeAt: 0, hex: '' };
}

function isLiteralPrefix(token: Token): boolean {
  if (token.length > 5) return false;
  const word = token.parts.join('');
  return LITERAL_WORDS.some((literal) => literal.startsWith(word));
}
