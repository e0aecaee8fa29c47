import { useCallback, useMemo, useState } from 'react';
import { UNKNOWN_ERROR_OCCURRED } from '../../core/errors';
import { importFromUrl, INVALID_IMPORT_URL, typedAddress } from '../../api/url-import';
import { useRunAndHandOff, type OnExtracted } from './useRunAndHandOff';

/** Fetches the text at an address (the server's URL import by default; a fake one in tests). */
export type UrlImporter = (url: string, options: { signal: AbortSignal }) => Promise<{ text: string }>;

export type UrlImportState = { kind: 'idle'; error?: string } | { kind: 'fetching'; url: string } | { kind: 'success'; text: string; url: string };

export interface UrlImportController {
  state: UrlImportState;
  /** Imports what the user typed; a bad address is refused here, with no call. */
  start: (typed: string) => void;
  cancel: () => void;
  reset: () => void;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : UNKNOWN_ERROR_OCCURRED;
}

/**
 * The URL field's behaviour: the address checked, the server asked, and the
 * text handed on like an uploaded document's, after the same success view
 * has shown for SUCCESS_REDIRECT_MS (useRunAndHandOff). A failure goes back to the
 * field with the typed address kept and the reason beside it.
 */
export function useUrlImport(onExtracted: OnExtracted, importer: UrlImporter = importFromUrl): UrlImportController {
  const [state, setState] = useState<UrlImportState>({ kind: 'idle' });
  const document = useMemo(() => (state.kind === 'success' ? { name: state.url } : undefined), [state]);
  const { begin, stop } = useRunAndHandOff(state.kind === 'success' ? state.text : undefined, onExtracted, document);

  const start = useCallback(
    (typed: string) => {
      const url = typedAddress(typed);
      if (!url) {
        setState({ kind: 'idle', error: INVALID_IMPORT_URL });
        return;
      }
      const controller = begin();
      setState({ kind: 'fetching', url });
      importer(url, { signal: controller.signal }).then(
        ({ text }) => {
          if (!controller.signal.aborted) setState({ kind: 'success', text, url });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setState({ kind: 'idle', error: messageOf(error) });
        },
      );
    },
    [importer, begin],
  );

  const cancel = useCallback(() => {
    stop();
    setState({ kind: 'idle' });
  }, [stop]);

  return { state, start, cancel, reset: cancel };
}
