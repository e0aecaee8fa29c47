import { useCallback, useEffect, useReducer, useRef } from 'react';
import { extractFile } from '../../workers/extract-client';
import { initialUploadState, uploadReducer, type UploadState } from './machine';
import { runExtraction, type Extractor } from './run';

/** Seed 000 §9: the success view stays 1 s before the user is taken on. */
export const SUCCESS_REDIRECT_MS = 1_000;

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
 * view has been shown for {@link SUCCESS_REDIRECT_MS}.
 */
export function useUpload(onExtracted: (text: string) => void, extractor: Extractor = extractFile): UploadController {
  const [state, dispatch] = useReducer(uploadReducer<File>, initialUploadState);
  const running = useRef<AbortController | null>(null);
  const latestOnExtracted = useRef(onExtracted);

  useEffect(() => {
    latestOnExtracted.current = onExtracted;
  }, [onExtracted]);

  const stop = useCallback(() => {
    running.current?.abort();
    running.current = null;
  }, []);

  // Leaving the page (or closing the dialog by any means) stops the worker.
  useEffect(() => stop, [stop]);

  useEffect(() => {
    if (state.kind !== 'success') return;
    const text = state.text;
    const timer = setTimeout(() => latestOnExtracted.current(text), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const extract = useCallback(() => {
    if (state.kind !== 'selected') return;
    const file = state.file;
    stop();
    const controller = new AbortController();
    running.current = controller;
    dispatch({ type: 'start' });
    void runExtraction(file, extractor, controller.signal, dispatch);
  }, [state, stop, extractor]);

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
