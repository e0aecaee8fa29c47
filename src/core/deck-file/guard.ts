/**
 * The first gate a deck file passes, before any schema: its size, JSON
 * syntax, keys that could reach a prototype, nesting depth and string
 * lengths. Everything after this works on plain, bounded JSON data.
 */
import {
  CONFIG_INPUT_FIELDS,
  FORBIDDEN_KEYS,
  IMAGE_FIELDS,
  MAX_DECK_FILE_CHARS,
  MAX_DEPTH,
  MAX_IMAGE_CHARS,
  MAX_INPUT_CHARS,
  MAX_TEMPLATE_CHARS,
  MAX_TEXT_CHARS,
} from './limits';
import {
  DECK_FILE_EMPTY,
  DECK_FILE_TOO_DEEP,
  deckFileForbiddenKey,
  deckFileNotJson,
  deckFileTextTooLong,
  deckFileTooLarge,
  describePath,
} from './messages';

export type Guarded = { ok: true; value: unknown } | { ok: false; error: string };

/**
 * Parses deck-file text into plain JSON data, or says why it was refused.
 * A key in {@link FORBIDDEN_KEYS} anywhere refuses the whole file.
 */
export function readDeckJson(text: string): Guarded {
  if (text.length > MAX_DECK_FILE_CHARS) return { ok: false, error: deckFileTooLarge(text.length) };
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') return { ok: false, error: DECK_FILE_EMPTY };
  let forbidden: string | undefined;
  let value: unknown;
  try {
    // The reviver sees every key (own "__proto__" included) and drops the dangerous ones.
    value = JSON.parse(body, (key, v: unknown) => {
      if (!FORBIDDEN_KEYS.has(key)) return v;
      forbidden ??= key;
      return undefined;
    });
  } catch (error) {
    if (error instanceof RangeError) return { ok: false, error: DECK_FILE_TOO_DEEP };
    return { ok: false, error: deckFileNotJson(error instanceof Error ? error.message : 'unreadable') };
  }
  if (forbidden !== undefined) return { ok: false, error: deckFileForbiddenKey(forbidden) };
  const problem = checkBounds(value);
  return problem === undefined ? { ok: true, value } : { ok: false, error: problem };
}

/** The longest string allowed under `key` of the node at `path`. */
function maxCharsOf(path: readonly PropertyKey[], key: PropertyKey): number {
  const parent = path[path.length - 1];
  if (typeof key === 'string' && path.length === 1 && parent === 'config' && CONFIG_INPUT_FIELDS.has(key)) return MAX_INPUT_CHARS;
  // The document a deck was made from is as long as the generation request's input was.
  if (key === 'text' && path.length === 2 && path[0] === 'deck' && parent === 'source') return MAX_INPUT_CHARS;
  // The company template travels whole, as base64.
  if (key === 'package' && path.length === 1 && parent === 'template') return MAX_TEMPLATE_CHARS;
  // The title slide's own picture sits in its picture record's `url` (an upload is a data URL there).
  const pictureUrl = parent === 'picture' && key === 'url';
  return parent === 'media' || pictureUrl || (typeof key === 'string' && IMAGE_FIELDS.has(key)) ? MAX_IMAGE_CHARS : MAX_TEXT_CHARS;
}

/** The first nesting or length problem in `value`, or undefined. */
export function checkBounds(value: unknown): string | undefined {
  const path: PropertyKey[] = [];
  const visit = (node: unknown, max: number): string | undefined => {
    if (typeof node === 'string') return node.length > max ? deckFileTextTooLong(describePath(path), max) : undefined;
    if (typeof node !== 'object' || node === null) return undefined;
    if (path.length >= MAX_DEPTH) return DECK_FILE_TOO_DEEP;
    const entries: [PropertyKey, unknown][] = Array.isArray(node) ? node.map((v, i) => [i, v]) : Object.entries(node);
    for (const [key, child] of entries) {
      if (typeof key === 'string' && key.length > MAX_TEXT_CHARS) return deckFileTextTooLong(`a key in ${describePath(path)}`, MAX_TEXT_CHARS);
      const max = maxCharsOf(path, key);
      path.push(key);
      const problem = visit(child, max);
      path.pop();
      if (problem !== undefined) return problem;
    }
    return undefined;
  };
  return visit(value, MAX_TEXT_CHARS);
}
