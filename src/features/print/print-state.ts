/**
 * What the PDF export shows: whether its dialog is open and the last choice
 * about speaker notes (kept for the session, so a second export asks the
 * same). The Export menu and Ctrl+P open the dialog through
 * `requestPdfExport`; the print layer mounted by the slides view answers.
 */
import { proxy } from 'valtio';

export interface PrintState {
  dialogOpen: boolean;
  includeNotes: boolean;
}

export const printState: PrintState = proxy<PrintState>({ dialogOpen: false, includeNotes: false });

/** How many print layers are mounted (one on /home; 0 elsewhere). */
let layers = 0;

/**
 * Opens the 'Export PDF' dialog of the print layer on screen. Returns false
 * when no print layer is mounted (no open deck): nothing opens then, and the
 * caller may fall back to the browser's own print.
 */
export function requestPdfExport(): boolean {
  if (layers === 0) return false;
  printState.dialogOpen = true;
  return true;
}

/** Closes the dialog (Cancel, Escape, or its print button). */
export function closePdfDialog(): void {
  printState.dialogOpen = false;
}

/** A print layer mounts; the returned function unmounts it (a request left open dies with the last one). */
export function registerPrintLayer(): () => void {
  layers += 1;
  return () => {
    layers -= 1;
    if (layers === 0) printState.dialogOpen = false;
  };
}
