import { useCallback, useEffect, useRef } from 'react';
import type { HandoffDocument } from '../../state/handoff';

/** Gets the text, and what is known of the document beside it (its name, its pages). */
export type OnExtracted = (text: string, document?: HandoffDocument) => void;

/** The success view stays 1 s before the user is taken on. */
export const SUCCESS_REDIRECT_MS = 1_000;

/**
 * What reading a file and importing an address share: one abortable run at
 * a time (a new run stops the last, and leaving the page or closing the
 * dialog by any means stops it), and the text handed to `onExtracted` once
 * the success view has been shown for {@link SUCCESS_REDIRECT_MS}.
 * `successText` is the text while the success view shows, else undefined;
 * `document` what is known of the document it came from.
 */
export function useRunAndHandOff(
  successText: string | undefined,
  onExtracted: OnExtracted,
  document?: HandoffDocument,
): { begin: () => AbortController; stop: () => void } {
  const running = useRef<AbortController | null>(null);
  const latestOnExtracted = useRef(onExtracted);
  const latestDocument = useRef(document);

  useEffect(() => {
    latestOnExtracted.current = onExtracted;
    latestDocument.current = document;
  }, [onExtracted, document]);

  const stop = useCallback(() => {
    running.current?.abort();
    running.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  useEffect(() => {
    if (successText === undefined) return;
    const timer = setTimeout(() => latestOnExtracted.current(successText, latestDocument.current), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [successText]);

  const begin = useCallback(() => {
    stop();
    const controller = new AbortController();
    running.current = controller;
    return controller;
  }, [stop]);

  return { begin, stop };
}
