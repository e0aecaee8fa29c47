/**
 * The toolbar's Export: with no slides it alerts
 * the fixed no-slides text; otherwise a small menu of export items, one entry
 * each in EXPORT_ITEMS: PDF (the print view), PowerPoint and the portable
 * deck file. PowerPoint runs the exporter on the open deck: the button shows a
 * spinner and 'Exporting 3 of 12…' and is disabled until the file is
 * downloaded, then the export report opens; a failure alerts the fixed
 * export error text and the button resets. Arrow keys, Home and End move in the
 * menu; Escape closes it.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { EXPORT_FAILED_ALERT, NO_SLIDES_TO_DOWNLOAD } from '../../core/errors';
import type { ExportProgress } from '../../export/types';
import type { DeckStore } from '../../state/deck';
import { useDismiss } from '../../ui/useDismiss';
import { deckForExport, exportDeckToPptx, progressText, type FinishedExport } from './export-pptx';
import { ExportReportDialog } from './ExportReportDialog';
import { moveMenuFocus } from '../../ui/menu-focus';

const ITEM_CLASS = 'block w-full bg-transparent px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none';

/** The menu's entries, in order; adding an export is one line here and one case in `choose`. */
const EXPORT_ITEMS = [
  { id: 'pdf', label: 'Export PDF', keys: 'Control+P Meta+P' },
  { id: 'pptx', label: 'PowerPoint (.pptx)' },
  { id: 'deck-file', label: 'Deck file (.decksmith.json)' },
] as const;

type ExportItemId = (typeof EXPORT_ITEMS)[number]['id'];

export interface ExportMenuProps {
  slideCount: number;
  /** The deck to export. */
  store: DeckStore;
  /** Opens the PDF export (the print view's dialog); the browser's print when absent. */
  exportPdf?: () => void;
  /** Downloads the deck as a portable deck file; the item is hidden when absent. */
  downloadDeckFile?: () => void;
  /** The deck is still streaming in: the files that keep a deck (PowerPoint, deck file) wait until it has finished. */
  streaming?: boolean;
  /** Injected by tests; the browser's alert and the real exporter otherwise. */
  alert?: (message: string) => void;
  exportPptx?: typeof exportDeckToPptx;
}

/** The PowerPoint export's state: progress while running, the report afterwards. */
function usePptxExport(store: DeckStore, alert: (message: string) => void, run: typeof exportDeckToPptx) {
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [finished, setFinished] = useState<FinishedExport | null>(null);
  const start = useCallback(async () => {
    setBusy(true);
    setProgress(null);
    try {
      setFinished(await run(deckForExport(store), setProgress));
    } catch (error) {
      console.error(error);
      alert(EXPORT_FAILED_ALERT);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }, [store, alert, run]);
  return { busy, progress, finished, start, closeReport: () => setFinished(null) };
}

export function ExportMenu(props: ExportMenuProps) {
  const { slideCount, store, alert = (m) => window.alert(m), exportPdf = () => window.print(), downloadDeckFile, streaming = false, exportPptx = exportDeckToPptx } = props;
  const items = EXPORT_ITEMS.filter((item) => item.id !== 'deck-file' || downloadDeckFile !== undefined);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const pptx = usePptxExport(store, alert, exportPptx);

  const dismiss = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, dismiss);
  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  const waits = (id: ExportItemId): boolean => streaming && id !== 'pdf';
  const choose = (id: ExportItemId) => {
    if (waits(id)) return;
    close();
    if (id === 'pdf') exportPdf();
    else if (id === 'deck-file') downloadDeckFile?.();
    else void pptx.start();
  };
  const onTrigger = () => {
    if (slideCount === 0) alert(NO_SLIDES_TO_DOWNLOAD);
    else setOpen((o) => !o);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (menuRef.current && moveMenuFocus(menuRef.current, event.key)) event.preventDefault();
  };
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        className="btn-ghost inline-flex items-center gap-2"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-busy={pptx.busy}
        disabled={pptx.busy}
        onClick={onTrigger}
      >
        {pptx.busy && <span aria-hidden="true" data-testid="export-spinner" className="h-4 w-4 animate-spin rounded-full border-2 border-indigo-200 border-t-indigo-600" />}
        {pptx.busy ? progressText(pptx.progress) : 'Export'}
      </button>
      {open && (
        <div ref={menuRef} id={menuId} role="menu" aria-label="Export" onKeyDown={onKeyDown} className="absolute right-0 z-40 mt-2 w-56 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg">
          {items.map((item) => (
            <button
              key={item.id}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={`${ITEM_CLASS} aria-disabled:cursor-not-allowed aria-disabled:text-slate-400`}
              aria-keyshortcuts={'keys' in item ? item.keys : undefined}
              aria-disabled={waits(item.id) || undefined}
              aria-describedby={waits(item.id) ? `${menuId}-wait` : undefined}
              onClick={() => choose(item.id)}
            >
              {item.label}
            </button>
          ))}
          {streaming && (
            <p id={`${menuId}-wait`} className="m-0 border-t border-slate-100 px-4 py-2 text-xs text-slate-500">
              PowerPoint and the deck file are available when the deck has finished streaming.
            </p>
          )}
        </div>
      )}
      <ExportReportDialog report={pptx.finished?.report ?? null} fileName={pptx.finished?.fileName} onClose={pptx.closeReport} />
    </div>
  );
}
