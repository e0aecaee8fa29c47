/**
 * What the user reads when a deck file cannot be opened, or opens with
 * something left out: each message names the problem and, where it helps,
 * the place in the file, so a broken file can be told from a hostile one.
 */
import { DECK_FILE_FORMAT, DECK_FILE_VERSION, MAX_DECK_FILE_LABEL, MAX_DECK_FILE_SLIDES, MAX_DEPTH } from './limits';

const NOT_A_DECK_FILE = 'This file is not a Decksmith deck file';

export const DECK_FILE_EMPTY = 'This file is empty: it is not a Decksmith deck file.';
export const DECK_FILE_NOT_OBJECT = `${NOT_A_DECK_FILE}: it does not hold a deck.`;
export const DECK_FILE_WRONG_FORMAT = `${NOT_A_DECK_FILE}: it does not say format "${DECK_FILE_FORMAT}".`;
export const DECK_FILE_BAD_VERSION = 'This deck file has no valid format version, so it cannot be opened.';
export const DECK_FILE_NO_SLIDES = 'This deck file has no slides, so there is nothing to open.';
export const DECK_FILE_TOO_DEEP = `This deck file was refused: its data is nested more than ${MAX_DEPTH} levels deep.`;

/** The file is bigger than the cap. */
export function deckFileTooLarge(chars: number): string {
  const mb = (chars / (1024 * 1024)).toFixed(1);
  return `This file is too large to open (${mb} MB). Deck files can be at most ${MAX_DECK_FILE_LABEL}.`;
}

/** JSON.parse failed; `detail` is the parser's own words. */
export function deckFileNotJson(detail: string): string {
  return `${NOT_A_DECK_FILE}: it is not valid JSON (${detail}).`;
}

/** The file comes from a later build. */
export function deckFileTooNew(version: number): string {
  return (
    `This deck file was made by a newer version of Decksmith (format version ${version}; ` +
    `this app reads up to version ${DECK_FILE_VERSION}). Update Decksmith, then open it again.`
  );
}

/** A key that could reach an object's prototype. */
export function deckFileForbiddenKey(key: string): string {
  return `This deck file was refused: it contains the key "${key}", which no deck file uses.`;
}

export function deckFileTooManySlides(count: number): string {
  return `This deck file has ${count} slides; Decksmith opens decks of at most ${MAX_DECK_FILE_SLIDES} slides.`;
}

/** A string over its cap, at `where` (see {@link describePath}). */
export function deckFileTextTooLong(where: string, max: number): string {
  return `This deck file was refused: ${where} is longer than ${max.toLocaleString('en-US')} characters.`;
}

export function deckFileTooManyImages(max: number): string {
  return `This deck file was refused: it embeds more than ${max.toLocaleString('en-US')} images.`;
}

/** The file does not fit the schema: `where` and the validator's message. */
export function deckFileDamaged(where: string, problem: string): string {
  return `This deck file is damaged and cannot be opened: ${where}: ${problem}.`;
}

export function unsafeImageRemoved(slideNumber: number): string {
  return `Slide ${slideNumber}: an image link that is not http(s), data:image or blob was removed.`;
}

export function unsupportedMediaDropped(count: number): string {
  return `${count} embedded ${count === 1 ? 'file was' : 'files were'} left out: only PNG, JPEG, GIF, WebP and SVG images are kept.`;
}

export const SETTINGS_RESET = "The deck's theme and font settings could not be read, so the defaults are used.";
export const TEMPLATE_UNREADABLE = "The deck's company template in this file could not be read, so the deck is drawn in the default theme.";
export const SLIDE_IDS_RENUMBERED = 'Slide numbers in the file repeated, so the slides were numbered again in order.';

/**
 * A path inside the file as the user reads it: 'slide 3, topic.overview'
 * for ['deck', 'slides', 2, 'topic', 'overview'], else the dotted path.
 */
export function describePath(path: readonly PropertyKey[]): string {
  const at = path.indexOf('slides');
  const index = path[at + 1];
  if (at >= 0 && typeof index === 'number') {
    const rest = dotted(path.slice(at + 2));
    return `slide ${index + 1}${rest === '' ? '' : `, ${rest}`}`;
  }
  const all = dotted(path);
  return all === '' ? 'the file' : all;
}

function dotted(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text === '' ? String(key) : `${text}.${String(key)}`), '');
}
