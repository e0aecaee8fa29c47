/**
 * A tolerant parser for the JSON a chat model writes, read while it is still
 * being written. Many local models ignore structured-output modes, so the
 * providers ask for JSON in the prompt and parse the raw text themselves:
 * prose, `<think>` blocks and ```json fences around the document are skipped,
 * an unfinished prefix yields the best partial value (open strings, arrays and
 * objects are closed; a key without a value is dropped), and the small
 * mistakes models make (trailing or missing commas, comments, single quotes,
 * bare keys, raw newlines in strings, Python literals) are accepted.
 */

import { scanIdentifier, scanLiteral, scanNumber, scanString, skipSpace, syntaxError, type Token } from './json-scan';

export { JsonSyntaxError } from './json-scan';

export type JsonPath = Array<string | number>;

export interface PartialJson {
  /** Best value for the text read so far; undefined while no JSON has started. */
  value: unknown;
  /** True once the top-level value has closed. */
  complete: boolean;
  /** Path of the innermost value still open at the end of the text; null when complete. */
  openPath: JsonPath | null;
}

/** Where the JSON document starts in a model's answer, or -1 when it has not started yet. */
export function findJsonStart(text: string): number {
  let from = 0;
  const first = text.search(/\S/);
  if (first >= 0 && text.startsWith('<think>', first)) {
    const close = text.indexOf('</think>', first);
    if (close < 0) return -1;
    from = close + '</think>'.length;
  }
  return text.indexOf('{', from);
}

/**
 * Parses the JSON document inside a model's (possibly unfinished) answer.
 * Never throws for text that is merely incomplete; throws JsonSyntaxError for
 * text that no continuation could turn into JSON.
 */
export function parsePartialJson(text: string): PartialJson {
  const start = findJsonStart(text);
  if (start < 0) return { value: undefined, complete: false, openPath: [] };
  return new Parser(text, start).parseDocument();
}

/** True when the value at `path` exists in full (no later text can change it). */
export function isSettled(result: PartialJson, path: JsonPath): boolean {
  if (result.openPath === null) return true;
  if (path.length > result.openPath.length) return true;
  return !path.every((segment, i) => result.openPath?.[i] === segment);
}

type Parsed = { ok: true; value: unknown } | { ok: false };
const NOTHING: Parsed = { ok: false };

/**
 * Recursive descent over the structure. When the text runs out, every level
 * returns what it has and the first (innermost) level to notice records its
 * path as `openPath`; the levels above then stop too.
 */
class Parser {
  private i: number;
  private readonly path: JsonPath = [];
  private openPath: JsonPath | null = null;

  constructor(
    private readonly s: string,
    start: number,
  ) {
    this.i = start;
  }

  parseDocument(): PartialJson {
    const parsed = this.parseValue();
    const value = parsed.ok ? parsed.value : undefined;
    return { value, complete: this.openPath === null, openPath: this.openPath };
  }

  /** Records that the text ended inside the value at the current path. */
  private ended(extra?: string | number): void {
    if (this.openPath === null) this.openPath = extra === undefined ? [...this.path] : [...this.path, extra];
  }

  /** Skips space; true (and the end recorded) when the text has run out. */
  private atEnd(): boolean {
    this.i = skipSpace(this.s, this.i);
    if (this.i < this.s.length) return false;
    this.ended();
    return true;
  }

  private take(token: Token): Parsed {
    this.i = token.end;
    if (token.open) this.ended();
    return token.ok ? { ok: true, value: token.value } : NOTHING;
  }

  private parseValue(): Parsed {
    if (this.atEnd()) return NOTHING;
    const c = this.s[this.i] as string;
    if (c === '{') return { ok: true, value: this.parseObject() };
    if (c === '[') return { ok: true, value: this.parseArray() };
    if (c === '"' || c === "'") return this.take(scanString(this.s, this.i));
    if (c === '-' || c === '.' || (c >= '0' && c <= '9')) return this.take(scanNumber(this.s, this.i));
    return this.take(scanLiteral(this.s, this.i));
  }

  private parseObject(): Record<string, unknown> {
    const obj: Record<string, unknown> = {};
    this.i++;
    while (!this.atEnd()) {
      const c = this.s[this.i];
      if (c === '}') {
        this.i++;
        return obj;
      }
      if (c === ',') {
        this.i++;
        continue;
      }
      const key = this.parseKey();
      if (key === undefined || !this.parseMember(obj, key)) return obj;
    }
    return obj;
  }

  /** An object key, quoted or bare; undefined when the text ended inside it. */
  private parseKey(): string | undefined {
    const c = this.s[this.i];
    if (c === '"' || c === "'") {
      const key = this.take(scanString(this.s, this.i));
      return this.openPath === null && key.ok ? (key.value as string) : undefined;
    }
    const word = scanIdentifier(this.s, this.i);
    if (word === undefined) throw syntaxError(this.s, this.i, 'Expected an object key');
    this.i += word.length;
    if (this.i < this.s.length) return word;
    this.ended();
    return undefined;
  }

  /** Reads `: value` after a key; false when the text ended. */
  private parseMember(obj: Record<string, unknown>, key: string): boolean {
    this.i = skipSpace(this.s, this.i);
    if (this.i >= this.s.length) {
      this.ended(key);
      return false;
    }
    if (this.s[this.i] !== ':') throw syntaxError(this.s, this.i, 'Expected ":" after an object key');
    this.i++;
    this.path.push(key);
    const parsed = this.parseValue();
    this.path.pop();
    if (parsed.ok) setOwn(obj, key, parsed.value);
    return this.openPath === null && this.afterItem('}', 'Expected "," or "}" in an object');
  }

  /** After an item: accepts "," or the closer, and tolerates a missing comma. */
  private afterItem(closer: string, message: string): boolean {
    if (this.atEnd()) return false;
    const c = this.s[this.i] as string;
    if (c === ',' || c === closer || c === '"' || c === '{' || c === '[') return true;
    throw syntaxError(this.s, this.i, message);
  }

  private parseArray(): unknown[] {
    const arr: unknown[] = [];
    this.i++;
    while (!this.atEnd()) {
      const c = this.s[this.i];
      if (c === ']') {
        this.i++;
        return arr;
      }
      if (c === ',') {
        this.i++;
        continue;
      }
      this.path.push(arr.length);
      const parsed = this.parseValue();
      this.path.pop();
      if (parsed.ok) arr.push(parsed.value);
      if (this.openPath !== null || !this.afterItem(']', 'Expected "," or "]" in an array')) return arr;
    }
    return arr;
  }
}

function setOwn(obj: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    obj[key] = value;
  }
}
