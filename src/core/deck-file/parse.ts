/**
 * Reading a deck file: guard (size, JSON, keys, bounds), migrate to the
 * current version, validate, then clean what validation cannot judge
 * (unsafe image links, unsupported embedded files) and point the slides at
 * the embedded images, so the deck shows with no network. Text is kept as
 * text (bidi and invisible control characters removed); the user's
 * formatting, the one HTML a deck holds, is sanitized by the renderer.
 */
import { cleanJsonInPlace } from '../../protocol/text-controls';
import { isDict } from '../outline/shapes';
import { safeImageUrl } from '../slide/geometry';
import { createDefaultPresentationSettings, presentationSettingsSchema, type PresentationSettings } from '../schemas/config';
import type { Slide } from '../schemas/slide';
import { readDeckJson } from './guard';
import { dropUnsafeImages, isEmbeddableDataUrl, resolveImages } from './images';
import { MAX_DECK_FILE_SLIDES, MAX_MEDIA_ENTRIES } from './limits';
import {
  DECK_FILE_NO_SLIDES,
  SETTINGS_RESET,
  SLIDE_IDS_RENUMBERED,
  deckFileDamaged,
  deckFileTooManyImages,
  deckFileTooManySlides,
  describePath,
  unsafeImageRemoved,
  unsupportedMediaDropped,
} from './messages';
import { migrateDeckFile } from './migrate';
import { deckFileSchema, type DeckFile, type DeckFileDeck } from './schema';
import { readCarriedTemplate } from './template';

/** A deck read from a file: slides are plain, validated data. */
export interface ParsedDeck extends DeckFileDeck {
  slides: Slide[];
}

export type ParseDeckFileResult =
  | {
      ok: true;
      deck: ParsedDeck;
      /** Things left out or changed on the way in, one sentence each. */
      warnings: string[];
      /** The format version the file was written in (0: a bare saved presentation). */
      version: number;
      exportedAt?: string;
    }
  | { ok: false; error: string };

function sizeProblem(doc: Record<string, unknown>): string | undefined {
  const deck = isDict(doc.deck) ? doc.deck : {};
  if (Array.isArray(deck.slides) && deck.slides.length > MAX_DECK_FILE_SLIDES) return deckFileTooManySlides(deck.slides.length);
  if (isDict(doc.media) && Object.keys(doc.media).length > MAX_MEDIA_ENTRIES) return deckFileTooManyImages(MAX_MEDIA_ENTRIES);
  return undefined;
}

function readSettings(value: unknown, warnings: string[]): PresentationSettings {
  const parsed = presentationSettingsSchema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  warnings.push(SETTINGS_RESET);
  return createDefaultPresentationSettings();
}

/** The embedded images that may be used: keyed by a safe, non-data URL, valued by an image data URL. */
function readMedia(media: Record<string, string>, warnings: string[]): Map<string, string> {
  const kept = new Map<string, string>();
  let dropped = 0;
  for (const [url, data] of Object.entries(media)) {
    if (safeImageUrl(url) !== undefined && isEmbeddableDataUrl(data)) kept.set(url, data);
    else dropped++;
  }
  if (dropped > 0) warnings.push(unsupportedMediaDropped(dropped));
  return kept;
}

function readSlides(file: DeckFile, media: Map<string, string>, warnings: string[]): Slide[] {
  const { slides, touched } = dropUnsafeImages(file.deck.slides);
  warnings.push(...touched.map(unsafeImageRemoved));
  // A file is never mid-stream: nothing would finish a streaming slide.
  const settled = resolveImages(slides, media).map((s) => (s.isStreaming ? { ...s, isStreaming: false } : s));
  if (new Set(settled.map((s) => s.id)).size === settled.length) return settled;
  warnings.push(SLIDE_IDS_RENUMBERED);
  return settled.map((s, i) => ({ ...s, id: i }));
}

/**
 * Reads a deck file (any version up to the current one) into a deck, or a
 * message for the user naming why it cannot be opened. Never throws.
 */
export function parseDeckFile(text: string): ParseDeckFileResult {
  const read = readDeckJson(text);
  if (!read.ok) return read;
  const migrated = migrateDeckFile(read.value);
  if (!migrated.ok) return migrated;
  const tooBig = sizeProblem(migrated.doc);
  if (tooBig !== undefined) return { ok: false, error: tooBig };
  const parsed = deckFileSchema.safeParse(migrated.doc);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: deckFileDamaged(describePath(issue?.path ?? []), issue?.message ?? 'unreadable') };
  }
  const file = parsed.data;
  // A file comes from anywhere: no direction override or invisible character reaches a slide from it.
  cleanJsonInPlace(file.deck);
  const warnings: string[] = [];
  const settings = readSettings(file.deck.settings, warnings);
  const slides = readSlides(file, readMedia(file.media, warnings), warnings);
  if (slides.length === 0) return { ok: false, error: DECK_FILE_NO_SLIDES };
  const { title, description, descriptionSize, source } = file.deck;
  const template = readCarriedTemplate(file.template, settings.selectedTheme, warnings);
  const deck: ParsedDeck = {
    title,
    slides,
    settings,
    ...(description !== undefined && { description }),
    ...(descriptionSize !== undefined && { descriptionSize }),
    ...(source !== undefined && { source }),
    ...(template !== undefined && { template }),
  };
  return { ok: true, deck, warnings, version: migrated.version, ...(file.exportedAt !== undefined && { exportedAt: file.exportedAt }) };
}
