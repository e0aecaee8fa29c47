/**
 * The upload dialog's states: idle, a
 * chosen file, processing with a percentage, success or failure. Pure, so
 * every transition is tested without a DOM; the hook in useUpload.ts runs
 * the extraction and feeds this reducer.
 */
import { EXTRACTION_FAILED } from '../../core/errors';
import { validateUploadFile } from '../../core/upload-rules';

/** What the reducer needs of a file; the dialog passes real `File`s. */
export interface FileLike {
  name: string;
  size: number;
}

/** Progress stops at 90% until the text is in, then jumps to 100%. */
export const PROGRESS_CAP = 90;

export type UploadState<F extends FileLike = File> =
  | { kind: 'idle'; error?: string }
  | { kind: 'selected'; file: F }
  | { kind: 'processing'; file: F; progress: number }
  /** `pages`: the text page by page, where the format has pages (PDF). */
  | { kind: 'success'; file: F; text: string; pages?: readonly string[] }
  | { kind: 'failure'; file: F; message: string; detail?: string };

export type UploadEvent<F extends FileLike = File> =
  | { type: 'select'; file: F }
  | { type: 'start' }
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; text: string; pages?: readonly string[] }
  | { type: 'fail'; message: string; detail?: string }
  /** The user stopped the extraction: back to the chosen file. */
  | { type: 'cancel' }
  /** 'Try Again', or the dialog closing. */
  | { type: 'reset' };

export const initialUploadState: UploadState<never> = { kind: 'idle' };

/**
 * Percentage shown for `done` of `total` pages (or steps): never above
 * {@link PROGRESS_CAP}, so 100% appears only with the text itself.
 */
export function progressPercent(done: number, total: number): number {
  if (!(total > 0) || !(done > 0)) return 0;
  return Math.min(PROGRESS_CAP, Math.floor((100 * done) / total));
}

function onSelect<F extends FileLike>(file: F): UploadState<F> {
  const error = validateUploadFile(file);
  return error === undefined ? { kind: 'selected', file } : { kind: 'idle', error };
}

function onDone<F extends FileLike>(file: F, text: string, pages?: readonly string[]): UploadState<F> {
  // An extraction with no text is a failure.
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'failure', file, message: EXTRACTION_FAILED };
  return { kind: 'success', file, text: trimmed, ...(pages === undefined ? {} : { pages }) };
}

/** Processing-only events; anything arriving after a cancel or a reset is stale and ignored. */
function whileProcessing<F extends FileLike>(state: Extract<UploadState<F>, { kind: 'processing' }>, event: UploadEvent<F>): UploadState<F> {
  switch (event.type) {
    case 'progress':
      // Progress only moves forward: a late or reordered report never pulls the bar back.
      return { ...state, progress: Math.max(state.progress, progressPercent(event.done, event.total)) };
    case 'done':
      return onDone(state.file, event.text, event.pages);
    case 'fail':
      return { kind: 'failure', file: state.file, message: event.message, ...(event.detail ? { detail: event.detail } : {}) };
    case 'cancel':
      return { kind: 'selected', file: state.file };
    default:
      return state;
  }
}

/** The dialog's reducer. */
export function uploadReducer<F extends FileLike>(state: UploadState<F>, event: UploadEvent<F>): UploadState<F> {
  if (event.type === 'reset') return { kind: 'idle' };
  if (state.kind === 'processing') return whileProcessing(state, event);
  if (event.type === 'select') return state.kind === 'idle' || state.kind === 'selected' ? onSelect(event.file) : state;
  if (event.type === 'start' && state.kind === 'selected') return { kind: 'processing', file: state.file, progress: 0 };
  return state;
}

/** Below this a size reads in KB: "0.00 MB" says nothing about a small file. */
const KB_BELOW_BYTES = 0.1 * 1024 * 1024;

/** The size line under the chosen file's name: '2.35 MB', or '87 KB' / '0.4 KB' under 0.1 MB. */
export function formatFileSize(bytes: number): string {
  const size = Math.max(0, bytes);
  if (size >= KB_BELOW_BYTES) return `${(size / (1024 * 1024)).toFixed(2)} MB`;
  const kb = size / 1024;
  // One decimal while it still says something (a 300-byte file is 0.3 KB), and a file with any bytes is never "0 KB".
  const shown = kb < 10 ? Math.round(kb * 10) / 10 : Math.round(kb);
  return `${size > 0 ? Math.max(0.1, shown) : 0} KB`;
}
