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
