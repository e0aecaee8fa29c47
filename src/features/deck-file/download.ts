/**
 * 'Download deck file': the open deck (slides, notes, settings) written as
 * a `.decksmith.json` file with its images and company template embedded, named from the title
 * like the .pptx. Images that could not be embedded are reported in a toast.
 */
import { snapshot } from 'valtio';
import { deckFileName, embeddableUrls, MAX_DECK_FILE_CHARS, serializeDeckFile, type DeckFileDeck } from '../../core/deck-file';
import { NO_SLIDES_TO_SAVE } from '../../core/errors';
import type { DescriptionSize } from '../../core/schemas/catalog';
import type { PresentationSettings } from '../../core/schemas/config';
import type { Slide } from '../../core/schemas/slide';
import { presentationsRepository, type PresentationsRepository } from '../../data/presentations';
import { sourcesRepository, type SourcesRepository } from '../../data/sources';
import { TemplatesRepository } from '../../data/templates';
import type { SourceDocument } from '../../core/source/types';
import type { DeckStore } from '../../state/deck';
import { templateToCarry } from '../../state/template-carry';
import { showToast } from '../../state/toast';
import { embedImages, type EmbedEnv } from './embed';
import { saveBlob } from '../../ui/download';

export const DECK_FILE_MIME = 'application/json';
/** Spare characters under the importer's limit (the export time's length, the media object's braces). */
const DECK_FILE_SLACK_CHARS = 4 * 1024;

export type DownloadDeckFileResult =
  | { ok: true; fileName: string; embedded: number; failed: string[] }
  | { ok: false; reason: 'no-slides' };

export interface DownloadDeckFileOptions extends EmbedEnv {
  /** The deck to write. */
  store: DeckStore;
  presentations?: PresentationsRepository;
  sources?: SourcesRepository;
  /** Where the deck's company template is stored (it goes in the file whole). */
  templates?: Pick<TemplatesRepository, 'list'>;
  /** Hands the finished file over; default: the browser's download. */
  save?: (blob: Blob, fileName: string) => void;
  notify?: (kind: 'success' | 'info' | 'error', message: string) => void;
}

/** What the stored record adds to the open deck: its dashboard description, text amount and source document. */
async function storedExtras(
  repo: PresentationsRepository,
  sources: SourcesRepository,
  id: string | null,
): Promise<{ description?: string; descriptionSize?: DescriptionSize; source?: SourceDocument }> {
  if (id === null) return {};
  const row = await repo.get(id).catch(() => undefined);
  if (row === undefined) return {};
  const source = await sources.get(id).catch(() => undefined);
  return { description: row.description, ...(row.config && { descriptionSize: row.config.description_size }), ...(source && { source }) };
}

function failedMessage(count: number): string {
  return count === 1
    ? '1 image could not be embedded, so the deck file links to it: it shows only with a network connection.'
    : `${count} images could not be embedded, so the deck file links to them: they show only with a network connection.`;
}

/**
 * Writes the deck of `options.store` as a deck file and downloads
 * it; toasts the result. Never throws.
 */
export async function downloadDeckFile(options: DownloadDeckFileOptions): Promise<DownloadDeckFileResult> {
  const notify = options.notify ?? ((kind, message) => void showToast(kind, message));
  const snap = snapshot(options.store.state);
  const slides = snap.slides as readonly Slide[];
  if (slides.length === 0) {
    notify('error', NO_SLIDES_TO_SAVE);
    return { ok: false, reason: 'no-slides' };
  }
  const settings = snap.settings as PresentationSettings;
  const extras = await storedExtras(options.presentations ?? presentationsRepository(), options.sources ?? sourcesRepository(), snap.deckId);
  const title = snap.title.trim() || slides[0]?.title.trim() || '';
  // The company template the deck is drawn in goes too, so another device shows it and exports on its master.
  const carried = await templateToCarry(settings.selectedTheme, options.templates ?? new TemplatesRepository()).catch(() => null);
  const template = carried && 'template' in carried ? { template: carried.template } : {};
  const deckData: DeckFileDeck = { title, slides, settings, ...extras, ...template };
  // The images get what the deck itself leaves of the importer's limit, so the file always opens again.
  const room = MAX_DECK_FILE_CHARS - serializeDeckFile(deckData).length - DECK_FILE_SLACK_CHARS;
  const maxMediaChars = Math.min(options.maxMediaChars ?? room, room);
  const { media, failed } = await embedImages(embeddableUrls(slides), slides, settings.selectedImageStyle, { ...options, maxMediaChars });
  const fileName = deckFileName(title);
  const blob = new Blob([serializeDeckFile(deckData, { media })], { type: DECK_FILE_MIME });
  (options.save ?? saveBlob)(blob, fileName);
  if (carried && 'leftOut' in carried) notify('info', carried.leftOut);
  if (failed.length > 0) notify('info', failedMessage(failed.length));
  notify('success', `Deck file downloaded: ${fileName}`);
  return { ok: true, fileName, embedded: media.size, failed };
}
