/**
 * The PDF export of the open deck, mounted once by the slides view: the
 * 'Export PDF' dialog (opened by the Export menu through requestPdfExport,
 * or by Ctrl+P), and while a print runs, the print pages in a layer on
 * <body> with the print stylesheet (print-css.ts).
 *
 * Why in the page rather than a new window: it works offline and needs no
 * hand-over of a deck that may be unsaved or still streaming. The slides
 * are a snapshot taken when printing starts: a deck still streaming prints
 * what is there.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { snapshot, useSnapshot } from 'valtio';
import type { PresentationSettings } from '../../core/schemas/config';
import type { DeckStore } from '../../state/deck';
import { slideLook } from '../../ui/slide/slide-look';
import { ExportPdfDialog } from './ExportPdfDialog';
import type { PrintSlide } from './NotesPage';
import { PRINT_CSS, PRINT_ROOT_CLASS } from './print-css';
import { closePdfDialog, printState, registerPrintLayer, requestPdfExport } from './print-state';
import { PrintDocument } from './PrintDocument';
import { PRINT_TEXTS } from './texts';
import { fetchImage } from '../../export/pptx/images';
import { encodePictureInBrowser } from '../../export/pptx/raster-browser';
import { printablePictures } from '../../export/print-pictures';
import { usePdfShortcut } from './usePdfShortcut';
import { usePrintJob } from './usePrintJob';

interface PrintJob {
  id: number;
  slides: readonly PrintSlide[];
  settings: Pick<PresentationSettings, 'selectedTheme' | 'selectedTitleFont' | 'selectedBodyFont' | 'language'>;
  notes: boolean;
  /** Frees the print-sized pictures' blob: URLs (export/print-pictures.ts). */
  release: () => void;
}

/** The slides with pictures scaled to their slots, so the PDF is not as heavy as the originals; as they are where the browser cannot. */
async function printSlides(slides: readonly PrintSlide[]): Promise<{ slides: readonly PrintSlide[]; release: () => void }> {
  if (typeof createImageBitmap !== 'function') return { slides, release: () => undefined };
  return printablePictures(slides, { encodePicture: encodePictureInBrowser, loadImage: fetchImage });
}

export function PrintLayer({ store }: { store: DeckStore }) {
  const print = useSnapshot(printState);
  const [job, setJob] = useState<PrintJob | null>(null);
  useEffect(() => registerPrintLayer(), []);
  usePdfShortcut({ slideCount: () => store.state.slides.length, open: requestPdfExport });

  const start = () => {
    closePdfDialog();
    const { slides: shown, settings } = snapshot(store.state);
    const { selectedTheme, selectedTitleFont, selectedBodyFont, language } = settings;
    const notes = printState.includeNotes;
    void printSlides(shown).then(({ slides, release }) =>
      setJob((previous) => {
        previous?.release();
        return { id: (previous?.id ?? 0) + 1, slides, settings: { selectedTheme, selectedTitleFont, selectedBodyFont, language }, notes, release };
      }),
    );
  };
  const done = useCallback(() => setJob((previous) => (previous?.release(), null)), []);
  return (
    <>
      <ExportPdfDialog
        open={print.dialogOpen}
        includeNotes={print.includeNotes}
        onIncludeNotesChange={(include) => {
          printState.includeNotes = include;
        }}
        onPrint={start}
        onCancel={closePdfDialog}
      />
      {job && createPortal(<PrintJobView key={job.id} job={job} onDone={done} />, document.body)}
    </>
  );
}

function PrintJobView({ job, onDone }: { job: PrintJob; onDone: () => void }) {
  const pagesRef = useRef<HTMLDivElement>(null);
  const { settings } = job;
  const [look] = useState(() => slideLook(settings));
  const phase = usePrintJob({ pagesRef, fonts: settings, onDone });
  return (
    <div className={PRINT_ROOT_CLASS} data-testid="print-layer" data-print-phase={phase}>
      <style>{PRINT_CSS}</style>
      {phase === 'preparing' && (
        <p role="status" className="ds-print-status fixed bottom-4 left-1/2 z-50 m-0 -translate-x-1/2 rounded-lg bg-slate-900 px-4 py-2 text-sm text-white shadow-lg">
          {PRINT_TEXTS.preparing}
        </p>
      )}
      <PrintDocument ref={pagesRef} slides={job.slides} look={look} notes={job.notes} />
    </div>
  );
}
