/**
 * One extraction run, as events for the upload reducer. Kept apart from the
 * hook so the whole run (progress, result, failure, cancel) is tested with a
 * fake extractor and no React.
 */
import type { ExtractClientOptions } from '../../workers/extract-client';
import { describeUploadFailure, isCancellation } from './failure';
import type { UploadEvent } from './machine';

export type Extractor = (file: File, options: Pick<ExtractClientOptions, 'onProgress' | 'signal'>) => Promise<{ text: string; pageTexts?: string[] }>;

/**
 * Runs `extractor` on `file` and reports progress, the text or the failure
 * through `dispatch`. Once `signal` is aborted nothing more is reported: the
 * user's Cancel (or the dialog closing) already moved the state on.
 */
export async function runExtraction(file: File, extractor: Extractor, signal: AbortSignal, dispatch: (event: UploadEvent) => void): Promise<void> {
  const onProgress = (done: number, total: number) => {
    if (!signal.aborted) dispatch({ type: 'progress', done, total });
  };
  try {
    const { text, pageTexts } = await extractor(file, { onProgress, signal });
    if (!signal.aborted) dispatch({ type: 'done', text, ...(pageTexts === undefined ? {} : { pages: pageTexts }) });
  } catch (error) {
    if (signal.aborted || isCancellation(error)) return;
    dispatch({ type: 'fail', ...describeUploadFailure(error, file.name) });
  }
}
