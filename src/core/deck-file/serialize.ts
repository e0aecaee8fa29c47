/**
 * Writing a deck file: the current version's document, with the embedded
 * images the slides actually use. Pure: the caller (the app, the command
 * line) loads the images and passes them in.
 */
import { EXPORT_EXTENSION, sanitizeFileName } from '../format';
import { embeddableUrls, isEmbeddableDataUrl } from './images';
import { DECK_FILE_APP_NAME, DECK_FILE_EXTENSION, DECK_FILE_FORMAT, DECK_FILE_VERSION } from './limits';
import type { DeckFile, DeckFileDeck } from './schema';

export interface SerializeDeckFileOptions {
  /** Image URL -> data URL, for the images the slides name by URL; others are ignored. */
  media?: Readonly<Record<string, string>> | ReadonlyMap<string, string>;
  /** Default: now. */
  exportedAt?: Date;
  /** Written as `app.version`. */
  appVersion?: string;
}

function mediaOf(deck: DeckFileDeck, given: SerializeDeckFileOptions['media']): Record<string, string> {
  const lookup = given instanceof Map ? given : new Map(Object.entries(given ?? {}));
  // Null prototype: URL keys are data, never object properties.
  const media: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const url of embeddableUrls(deck.slides)) {
    const data = lookup.get(url);
    if (data !== undefined && isEmbeddableDataUrl(data)) media[url] = data;
  }
  return media;
}

/** The current-version document for `deck` (what {@link serializeDeckFile} writes). */
export function buildDeckFile(deck: DeckFileDeck, options: SerializeDeckFileOptions = {}): DeckFile {
  const { title, description, slides, settings, descriptionSize, source, template } = deck;
  return {
    format: DECK_FILE_FORMAT,
    version: DECK_FILE_VERSION,
    exportedAt: (options.exportedAt ?? new Date()).toISOString(),
    app: { name: DECK_FILE_APP_NAME, ...(options.appVersion !== undefined && { version: options.appVersion }) },
    deck: {
      title,
      ...(description !== undefined && { description }),
      slides: [...slides],
      settings,
      ...(descriptionSize !== undefined && { descriptionSize }),
      ...(source !== undefined && { source: { name: source.name, text: source.text, ...(source.pages !== undefined && { pages: [...source.pages] }) } }),
    },
    media: mediaOf(deck, options.media),
    // Only the template the deck is drawn in travels with it.
    ...(template !== undefined && template.id === settings.selectedTheme && { template: { ...template } }),
  };
}

/**
 * The deck as deck-file text (JSON, format version {@link DECK_FILE_VERSION}),
 * embedding the given images of the URLs its slides use.
 */
export function serializeDeckFile(deck: DeckFileDeck, options: SerializeDeckFileOptions = {}): string {
  return `${JSON.stringify(buildDeckFile(deck, options), null, 2)}\n`;
}

/** The download name: the title sanitised as the .pptx is (lowercase letters, digits, underscores), then '.decksmith.json'. */
export function deckFileName(title: string | null | undefined): string {
  return `${sanitizeFileName(title).slice(0, -EXPORT_EXTENSION.length)}${DECK_FILE_EXTENSION}`;
}
