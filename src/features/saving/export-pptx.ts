/**
 * The studio's PowerPoint export: the open deck's snapshot handed to the
 * exporter (src/export/pptx, loaded on demand so pptxgenjs stays out of the
 * first load), and the finished file downloaded through an object URL.
 */
import { snapshot } from 'valtio';
import type { Slide } from '../../core/schemas/slide';
import type { DeckStore } from '../../state/deck';
import { templatePackageOf } from '../../state/template-source';
import type { ExportDeck, ExportProgress, ExportReport } from '../../export/types';
import { saveBlob } from '../../ui/download';

export const PPTX_MIME = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/** The deck an exporter reads: plain data from the store (a snapshot, never the proxy). */
export function deckForExport(store: DeckStore): ExportDeck {
  const snap = snapshot(store.state);
  return { title: snap.title, slides: snap.slides as readonly Slide[], settings: { ...snap.settings } };
}

/** A finished export: what the user reads, and the file's name. */
export interface FinishedExport {
  report: ExportReport;
  fileName: string;
}

/**
 * Exports `deck` to .pptx, downloads it and returns the report. A deck in a
 * company template is built on the template's own master. Rejects when the export fails.
 */
export async function exportDeckToPptx(deck: ExportDeck, onProgress: (progress: ExportProgress) => void): Promise<FinishedExport> {
  const [{ exportPptx }, templatePackage] = await Promise.all([import('../../export/pptx'), templatePackageOf(deck.settings.selectedTheme)]);
  const result = await exportPptx(deck, { onProgress, ...(templatePackage ? { templatePackage } : {}) });
  saveBlob(new Blob([result.bytes as Uint8Array<ArrayBuffer>], { type: PPTX_MIME }), result.fileName);
  return { report: result.report, fileName: result.fileName };
}

/** What the Export button says while an export runs: 'Exporting 3 of 12…', then 'Writing file…'. */
export function progressText(progress: ExportProgress | null): string {
  if (progress === null) return 'Exporting…';
  const slides = progress.total - 1;
  if (progress.done >= slides) return 'Writing file…';
  return `Exporting ${progress.done + 1} of ${slides}…`;
}
