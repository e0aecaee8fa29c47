/**
 * One print of the print pages: wait until they are printable (ready.ts),
 * then open the browser's print dialog, and end the job when the browser
 * says printing is over (`afterprint`). 'preparing' is shown on screen
 * meanwhile; the pages themselves are invisible there.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { ensureDeckFonts, type DeckFontSettings } from '../../state/fonts';
import { whenPrintable } from './ready';

/** The longest the pages wait for fonts, images and the fit check before printing anyway, ms. */
export const READY_CAP_MS = 5000;

export type PrintPhase = 'preparing' | 'printing';

export interface PrintJobOptions {
  pagesRef: RefObject<HTMLElement | null>;
  fonts: DeckFontSettings;
  /** The job is over (the print dialog closed). */
  onDone: () => void;
}

export function usePrintJob({ pagesRef, fonts, onDone }: PrintJobOptions): PrintPhase {
  const [phase, setPhase] = useState<PrintPhase>('preparing');
  const { selectedTitleFont, selectedBodyFont } = fonts;
  // The latest callback, without printing again when the parent passes a new one.
  const finish = useRef(onDone);
  useEffect(() => {
    finish.current = onDone;
  });

  useEffect(() => {
    const root = pagesRef.current;
    if (!root) return undefined;
    let cancelled = false;
    const deckFonts = ensureDeckFonts({ selectedTitleFont, selectedBodyFont });
    void whenPrintable({ root, deckFonts, fontsReady: () => document.fonts.ready, capMs: READY_CAP_MS }).then(() => {
      if (!cancelled) setPhase('printing');
    });
    return () => {
      cancelled = true;
    };
  }, [pagesRef, selectedTitleFont, selectedBodyFont]);

  useEffect(() => {
    if (phase !== 'printing') return undefined;
    const done = () => finish.current();
    window.addEventListener('afterprint', done);
    // After the commit that took the 'preparing' status away; print() blocks until the dialog closes.
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [phase]);

  return phase;
}
