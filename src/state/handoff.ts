/**
 * Hands a document's text from the start screen (paste or upload dialog) to
 * /generate. The URL form is `?source=file_upload&content=`, but a 10 MB
 * document's text does not belong in a URL (history, logs, length
 * limits), so the URL carries the text only when it is short and otherwise a
 * reference to a copy kept in sessionStorage (this tab only, gone with it).
 * /generate reads it once with {@link takeHandoff} and removes the parameters.
 */

/** Texts up to this many characters travel in the URL itself. */
export const INLINE_HANDOFF_MAX = 1_500;
const REF_PREFIX = 'handoff:';
const KEY_PREFIX = 'decksmith:handoff:';

/** Where the text came from; the `source` parameter. */
export type HandoffSource = 'file_upload' | 'paste';

/** The part of Storage used here (a Map-backed fake in tests). */
export type HandoffStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Kept when sessionStorage is missing or full: same tab, same page life. */
const memory = new Map<string, string>();

function defaultStorage(): HandoffStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage disabled by the browser's settings: access itself throws.
    return undefined;
  }
}

/**
 * Keeps `text` for /generate and returns the value of the `content` URL
 * parameter: the text itself when short, else a `handoff:<id>` reference.
 */
export function stashHandoff(text: string, storage: HandoffStorage | undefined = defaultStorage()): string {
  if (text.length <= INLINE_HANDOFF_MAX && !text.startsWith(REF_PREFIX)) return text;
  const id = crypto.randomUUID();
  try {
    if (!storage) throw new Error('no storage');
    storage.setItem(KEY_PREFIX + id, text);
  } catch {
    memory.set(id, text);
  }
  return REF_PREFIX + id;
}

/**
 * The text a `content` parameter stands for, read once (a stored copy is
 * removed); undefined when a reference points at nothing (an old link).
 */
export function takeHandoff(content: string, storage: HandoffStorage | undefined = defaultStorage()): string | undefined {
  if (!content.startsWith(REF_PREFIX)) return content;
  const id = content.slice(REF_PREFIX.length);
  const fromMemory = memory.get(id);
  if (fromMemory !== undefined) {
    memory.delete(id);
    return fromMemory;
  }
  try {
    const stored = storage?.getItem(KEY_PREFIX + id) ?? null;
    storage?.removeItem(KEY_PREFIX + id);
    return stored ?? undefined;
  } catch {
    return undefined;
  }
}

/** What the start screen knows of a document besides its text: its name, and its pages where it has them (PDF). */
export interface HandoffDocument {
  name: string;
  pages?: readonly string[];
}

const DOCUMENT_KEY = 'decksmith:handoff-document';
let documentInMemory: string | undefined;

/** A short fingerprint of a text: the document's details belong to this very text, not to one edited since. */
function fingerprint(text: string): string {
  const trimmed = text.trim();
  let hash = 0x811c9dc5;
  for (let i = 0; i < trimmed.length; i++) hash = Math.imul(hash ^ trimmed.charCodeAt(i), 0x01000193);
  return `${trimmed.length}:${(hash >>> 0).toString(36)}`;
}

/**
 * Keeps the details of the document whose text goes to /generate, for the
 * deck made from it (kept until the next document: a reload of /generate
 * still finds them). One document per tab.
 */
export function stashDocument(text: string, document: HandoffDocument, storage: HandoffStorage | undefined = defaultStorage()): void {
  const value = JSON.stringify({ of: fingerprint(text), name: document.name, ...(document.pages === undefined ? {} : { pages: document.pages }) });
  documentInMemory = value;
  try {
    storage?.setItem(DOCUMENT_KEY, value);
  } catch {
    // Full or disabled: this page life still has the copy in memory; an older document's details must not stay.
    try {
      storage?.removeItem(DOCUMENT_KEY);
    } catch {
      // Storage refuses even that: nothing more to do.
    }
  }
}

/** The details stashed for exactly this text, or undefined (a topic, or a text edited since). */
export function documentFor(text: string, storage: HandoffStorage | undefined = defaultStorage()): HandoffDocument | undefined {
  let stored: string | null | undefined;
  try {
    stored = storage?.getItem(DOCUMENT_KEY);
  } catch {
    // Storage disabled: this page life's copy, if any.
  }
  stored ??= documentInMemory;
  if (stored === null || stored === undefined) return undefined;
  try {
    const parsed = JSON.parse(stored) as { of?: unknown; name?: unknown; pages?: unknown };
    if (parsed.of !== fingerprint(text) || typeof parsed.name !== 'string') return undefined;
    const pages = Array.isArray(parsed.pages) && parsed.pages.every((p) => typeof p === 'string') ? (parsed.pages as string[]) : undefined;
    return { name: parsed.name, ...(pages === undefined ? {} : { pages }) };
  } catch {
    return undefined;
  }
}
