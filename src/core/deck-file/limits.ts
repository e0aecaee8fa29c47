/**
 * The deck file's format marker, version and the caps that keep a hostile or
 * broken file from exhausting the tab: a deck file comes from anywhere.
 */

/** The `format` marker every deck file carries. */
export const DECK_FILE_FORMAT = 'decksmith-deck';
/**
 * The version this build writes; it reads this one and every older one.
 * 2: slide text is plain text, the user's formatting beside it (core/text/rich.ts).
 * 3: may carry the company template the deck's theme comes from, whole (an
 * older build could not read its package, so it is told to update instead).
 */
export const DECK_FILE_VERSION = 3;
/** The file name ending of a deck file. */
export const DECK_FILE_EXTENSION = '.decksmith.json';
/** The app name written into `app.name`. */
export const DECK_FILE_APP_NAME = 'Decksmith';

/** Largest file read, in characters of text (about bytes: data URLs are ASCII). */
export const MAX_DECK_FILE_CHARS = 50 * 1024 * 1024;
/** The same, as the user reads it. */
export const MAX_DECK_FILE_LABEL = '50 MB';
/** Most slides a deck file may hold. */
export const MAX_DECK_FILE_SLIDES = 500;
/** Longest text field (a title, an overview, the notes). */
export const MAX_TEXT_CHARS = 100_000;
/** Longest image reference or embedded image (a data URL). */
export const MAX_IMAGE_CHARS = 20 * 1024 * 1024;
/** Deepest nesting of objects and arrays (a real deck needs about 8). */
export const MAX_DEPTH = 40;
/**
 * Longest carried template package, in base64 characters (about 22 MB of
 * package): a company template with a few photos is a few MB.
 */
export const MAX_TEMPLATE_CHARS = 30 * 1024 * 1024;

/** Most embedded images. */
export const MAX_MEDIA_ENTRIES = 5_000;

/** Keys that could reach an object's prototype: a file using them is refused. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Fields of a version 0 saved presentation's top-level `config` that hold
 * the source document (or the outline made from it), so may be as long as
 * a generation request's input. Version 0 -> 1 drops `config`, but the
 * guard sees the file before that.
 */
export const CONFIG_INPUT_FIELDS: ReadonlySet<string> = new Set(['input_text', 'topics_array']);
/** Longest of those: a generation request's whole input. */
export { MAX_INPUT_CHARS } from '../../protocol/requests';

/** Fields that hold an image reference, so may be as long as an image. */
export const IMAGE_FIELDS: ReadonlySet<string> = new Set(['image_url', 'backgroundImage', 'image_prompt']);
