/**
 * What the user reads after an export (issue 6): how many
 * slides made it into the file and, as plain text, everything that could not
 * be made as on screen (a slide left out, a picture that could not be had,
 * a layout drawn as a picture), so nothing in the file is a surprise. A
 * native modal <dialog>: Escape and the Close button close it.
 */
import { useId } from 'react';
import type { ExportReport } from '../../export/types';
import { useNativeModal } from '../../ui/useNativeModal';

/** Said only when the export noted nothing drawn differently (no font, picture or layout note at all). */
export const ALL_NATIVE_TEXT = 'Everything was exported as editable PowerPoint shapes and text.';
/** Heads the list of what the file draws differently from the screen. */
export const DIFFERENCES_TEXT = 'What differs from the screen:';

/** 'Exported N of M slides' (one slide reads 'slide'). */
export function exportedText(report: ExportReport): string {
  return `Exported ${report.slidesExported} of ${report.slidesTotal} ${report.slidesTotal === 1 ? 'slide' : 'slides'}`;
}

export interface ExportReportDialogProps {
  /** The report to show; null keeps the dialog closed. */
  report: ExportReport | null;
  /** The file that was written, named in the dialog. */
  fileName?: string;
  onClose: () => void;
}

export function ExportReportDialog({ report, fileName, onClose }: ExportReportDialogProps) {
  const open = report !== null;
  const ref = useNativeModal(open);
  const titleId = useId();
  const summaryId = useId();
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      onClose={(event) => event.target === event.currentTarget && open && onClose()}
      className="w-full max-w-lg rounded-2xl border border-slate-200 p-6 shadow-xl backdrop:bg-slate-900/40"
    >
      <h2 id={titleId} className="m-0 text-lg font-semibold text-slate-900">PowerPoint export</h2>
      {report && (
        <>
          <p id={summaryId} className="m-0 mt-2 text-sm text-slate-700">
            {exportedText(report)}
            {fileName ? <> to <span className="font-medium">{fileName}</span></> : null}.
          </p>
          {report.issues.length === 0 ? (
            <p className="m-0 mt-3 text-sm text-slate-700">{ALL_NATIVE_TEXT}</p>
          ) : (
            <>
              <p className="m-0 mt-3 text-sm font-medium text-slate-800">{DIFFERENCES_TEXT}</p>
              <ul aria-label="Export issues" className="m-0 mt-2 max-h-64 list-disc overflow-y-auto pl-5 text-sm text-slate-700">
                {report.issues.map((issue, i) => (
                  <li key={i}>{issue.message}</li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      <div className="mt-6 flex justify-end">
        <button type="button" className="btn-primary" data-autofocus onClick={onClose}>Close</button>
      </div>
    </dialog>
  );
}
