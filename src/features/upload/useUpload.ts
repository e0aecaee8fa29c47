import { useCallback, useMemo, useReducer } from 'react';
import type { HandoffDocument } from '../../state/handoff';
import { extractFile } from '../../workers/extract-client';
import { initialUploadState, uploadReducer, type UploadState } from './machine';
import { runExtraction, type Extractor } from './run';
import { useRunAndHandOff, type OnExtracted } from './useRunAndHandOff';

export interface UploadController {
  state: UploadState;
  select: (file: File) => void;
  extract: () => void;
  cancel: () => void;
  reset: () => void;
}

/**
 * The upload dialog's behaviour: the reducer's state, and the extraction in
 * a worker with real progress. `onExtracted` gets the text once the success
 * view has been shown for SUCCESS_REDIRECT_MS (useRunAndHandOff).
 */
export function useUpload(onExtracted: OnExtracted, extractor: Extractor = extractFile): UploadController {
  const [state, dispatch] = useReducer(uploadReducer<File>, initialUploadState);
  // The file's name and pages go with its text: the deck made from it keeps them for later rewrites.
  const document = useMemo<HandoffDocument | undefined>(
    () => (state.kind === 'success' ? { name: state.file.name, ...(state.pages === undefined ? {} : { pages: state.pages }) } : undefined),
    [state],
  );
  const { begin, stop } = useRunAndHandOff(state.kind === 'success' ? state.text : undefined, onExtracted, document);

  const extract = useCallback(() => {
    if (state.kind !== 'selected') return;
    const file = state.file;
    const controller = begin();
    dispatch({ type: 'start' });
    void runExtraction(file, extractor, controller.signal, dispatch);
  }, [state, begin, extractor]);

  const cancel = useCallback(() => {
    stop();
    dispatch({ type: 'cancel' });
  }, [stop]);

  const reset = useCallback(() => {
    stop();
    dispatch({ type: 'reset' });
  }, [stop]);

  const select = useCallback((file: File) => dispatch({ type: 'select', file }), []);

  return { state, select, extract, cancel, reset };
}
