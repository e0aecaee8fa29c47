import { describe, expect, it } from 'vitest';
import { EXTRACTION_FAILED, FILE_TOO_LARGE, FILE_TYPE_NOT_SUPPORTED } from '../../core/errors';
import { formatFileSize, initialUploadState, progressPercent, PROGRESS_CAP, uploadReducer, type FileLike, type UploadEvent, type UploadState } from './machine';

type State = UploadState<FileLike>;
const pdf: FileLike = { name: 'report.pdf', size: 2_500_000 };

function run(events: UploadEvent<FileLike>[], from: State = initialUploadState): State {
  return events.reduce<State>((state, event) => uploadReducer(state, event), from);
}

describe('progressPercent', () => {
  it('is the share of pages done, never above the cap', () => {
    expect(progressPercent(0, 3)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(66);
    expect(progressPercent(3, 3)).toBe(PROGRESS_CAP);
    expect(progressPercent(1, 1)).toBe(90);
    expect(progressPercent(9, 10)).toBe(90);
    expect(progressPercent(50, 100)).toBe(50);
  });

  it('reads nonsense totals as no progress', () => {
    expect(progressPercent(1, 0)).toBe(0);
    expect(progressPercent(Number.NaN, 4)).toBe(0);
    expect(progressPercent(-2, 4)).toBe(0);
  });
});

describe('uploadReducer', () => {
  it('walks idle -> selected -> processing -> success -> idle', () => {
    const selected = run([{ type: 'select', file: pdf }]);
    expect(selected).toEqual({ kind: 'selected', file: pdf });
    const processing = uploadReducer(selected, { type: 'start' });
    expect(processing).toEqual({ kind: 'processing', file: pdf, progress: 0 });
    const halfway = run([{ type: 'progress', done: 1, total: 2 }], processing);
    expect(halfway).toEqual({ kind: 'processing', file: pdf, progress: 50 });
    const success = uploadReducer(halfway, { type: 'done', text: '  Ocean plastic\n' });
    expect(success).toEqual({ kind: 'success', file: pdf, text: 'Ocean plastic' });
    expect(uploadReducer(success, { type: 'reset' })).toEqual({ kind: 'idle' });
  });

  it('keeps progress at the cap until the text arrives, and never moves it back', () => {
    const state = run([{ type: 'select', file: pdf }, { type: 'start' }, { type: 'progress', done: 3, total: 3 }, { type: 'progress', done: 1, total: 3 }]);
    expect(state).toMatchObject({ kind: 'processing', progress: PROGRESS_CAP });
  });

  it('turns empty text into the extraction failure', () => {
    const state = run([{ type: 'select', file: pdf }, { type: 'start' }, { type: 'done', text: ' \n\t ' }]);
    expect(state).toEqual({ kind: 'failure', file: pdf, message: EXTRACTION_FAILED });
  });

  it('shows a failure with its detail, and Try Again returns to idle', () => {
    const failed = run([{ type: 'select', file: pdf }, { type: 'start' }, { type: 'fail', message: EXTRACTION_FAILED, detail: 'damaged' }]);
    expect(failed).toEqual({ kind: 'failure', file: pdf, message: EXTRACTION_FAILED, detail: 'damaged' });
    expect(uploadReducer(failed, { type: 'reset' })).toEqual({ kind: 'idle' });
  });

  it('stays idle with the size or type error when the file is refused', () => {
    expect(run([{ type: 'select', file: { name: 'big.pdf', size: 10_485_760 } }])).toEqual({ kind: 'idle', error: FILE_TOO_LARGE });
    expect(run([{ type: 'select', file: { name: 'setup.exe', size: 10 } }])).toEqual({ kind: 'idle', error: FILE_TYPE_NOT_SUPPORTED });
    expect(run([{ type: 'select', file: { name: 'archive.zip', size: 10 } }])).toEqual({ kind: 'idle', error: FILE_TYPE_NOT_SUPPORTED });
    // One byte under the limit is accepted.
    expect(run([{ type: 'select', file: { name: 'ok.PDF', size: 10_485_759 } }])).toMatchObject({ kind: 'selected' });
  });

  it('replaces a chosen file by a refused one with the error, and a refused one by a good one', () => {
    const refused = run([{ type: 'select', file: pdf }, { type: 'select', file: { name: 'a.exe', size: 1 } }]);
    expect(refused).toEqual({ kind: 'idle', error: FILE_TYPE_NOT_SUPPORTED });
    expect(uploadReducer(refused, { type: 'select', file: pdf })).toEqual({ kind: 'selected', file: pdf });
  });

  it('goes back to the chosen file on cancel and ignores what the cancelled run still reports', () => {
    const cancelled = run([{ type: 'select', file: pdf }, { type: 'start' }, { type: 'progress', done: 1, total: 4 }, { type: 'cancel' }]);
    expect(cancelled).toEqual({ kind: 'selected', file: pdf });
    expect(run([{ type: 'progress', done: 4, total: 4 }, { type: 'done', text: 'late' }, { type: 'fail', message: 'late' }], cancelled)).toEqual(cancelled);
  });

  it('ignores events that make no sense in the current state', () => {
    expect(uploadReducer(initialUploadState, { type: 'start' })).toEqual(initialUploadState);
    const processing = run([{ type: 'select', file: pdf }, { type: 'start' }]);
    // A drop while extracting does not replace the running file.
    expect(uploadReducer(processing, { type: 'select', file: { name: 'other.txt', size: 1 } })).toBe(processing);
    expect(uploadReducer(processing, { type: 'start' })).toBe(processing);
    const success = uploadReducer(processing, { type: 'done', text: 'x' });
    expect(uploadReducer(success, { type: 'select', file: pdf })).toBe(success);
  });
});

describe('formatFileSize', () => {
  it('shows megabytes with two decimals from 0.1 MB up', () => {
    expect(formatFileSize(104_858)).toBe('0.10 MB');
    expect(formatFileSize(1_048_576)).toBe('1.00 MB');
    expect(formatFileSize(2_500_000)).toBe('2.38 MB');
    expect(formatFileSize(10_485_759)).toBe('10.00 MB');
  });

  it('shows kilobytes below 0.1 MB, never "0.00 MB"', () => {
    expect(formatFileSize(0)).toBe('0 KB');
    expect(formatFileSize(6)).toBe('0.1 KB');
    expect(formatFileSize(300)).toBe('0.3 KB');
    expect(formatFileSize(5_222)).toBe('5.1 KB');
    expect(formatFileSize(89_000)).toBe('87 KB');
    expect(formatFileSize(104_857)).toBe('102 KB');
  });
});
