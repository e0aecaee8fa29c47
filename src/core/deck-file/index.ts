/**
 * The portable deck file (`.decksmith.json`): a versioned JSON document
 * with the slides, their notes, the settings and the images embedded, that
 * the app, the command line and the tests write and read the same way.
 */
export { parseDeckFile, type ParseDeckFileResult, type ParsedDeck } from './parse';
export { buildDeckFile, deckFileName, serializeDeckFile, type SerializeDeckFileOptions } from './serialize';
export { deckFileSchema, type DeckFile, type DeckFileDeck } from './schema';
export { embeddableUrls, isEmbeddableDataUrl } from './images';
export { migrateDeckFile } from './migrate';
export { TEMPLATE_UNREADABLE } from './messages';
export { deckFileTemplateSchema, type DeckFileTemplate } from './template';
export {
  DECK_FILE_EXTENSION,
  DECK_FILE_FORMAT,
  DECK_FILE_VERSION,
  MAX_DECK_FILE_CHARS,
  MAX_DECK_FILE_LABEL,
  MAX_DECK_FILE_SLIDES,
  MAX_IMAGE_CHARS,
  MAX_TEMPLATE_CHARS,
} from './limits';
