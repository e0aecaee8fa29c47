/**
 * What an import says back: why a file could not be opened (an alert
 * dialog; nothing was stored) and, beyond the saved-deck limit, whether to
 * delete the oldest decks to make room, as Save asks.
 */
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { formatSavedDate } from '../../core/format';
import { DEFAULT_PRESENTATION_TITLE } from '../../core/schemas/presentation';
import { useNativeModal } from '../../ui/useNativeModal';
import { deckFileImport, dismissDeckFileImport } from './import-flow';
import { useOpenDeckFile } from './useOpenDeckFile';

export const DECK_FILE_ERROR_TITLE = 'Could not open the deck file';

function ImportErrorDialog({ error }: { error: string | null }) {
  const ref = useNativeModal(error !== null);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={titleId}
      onClose={(event) => event.target === event.currentTarget && error !== null && dismissDeckFileImport()}
      className="w-full max-w-md rounded-2xl border border-slate-200 p-6 shadow-xl backdrop:bg-slate-900/40"
    >
      <h2 id={titleId} className="m-0 text-lg font-semibold text-slate-900">{DECK_FILE_ERROR_TITLE}</h2>
      {/* Text only: a message may quote the file. */}
      <p role="alert" className="m-0 mt-2 break-words text-sm text-slate-700">{error}</p>
      <div className="mt-6 flex justify-end">
        <button type="button" className="btn-primary" data-autofocus onClick={dismissDeckFileImport}>OK</button>
      </div>
    </dialog>
  );
}

function LimitDialog() {
  const { limitPrompt } = useSnapshot(deckFileImport);
  const ref = useNativeModal(limitPrompt !== null);
  const titleId = useId();
  const { confirmDrop } = useOpenDeckFile();
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={titleId}
      onClose={(event) => event.target === event.currentTarget && limitPrompt !== null && dismissDeckFileImport()}
      className="w-full max-w-md rounded-2xl border border-slate-200 p-6 shadow-xl backdrop:bg-slate-900/40"
    >
      <h2 id={titleId} className="m-0 text-lg font-semibold text-slate-900">Saved presentations limit reached</h2>
      <p className="m-0 mt-2 text-sm text-slate-700">
        {limitPrompt ? `You can keep ${limitPrompt.limit} saved presentations. Opening "${limitPrompt.title}" deletes the oldest:` : ''}
      </p>
      <ul className="m-0 mt-2 list-disc pl-5 text-sm text-slate-700">
        {limitPrompt?.oldest.map((d) => (
          <li key={d.id}>{d.title || DEFAULT_PRESENTATION_TITLE} ({formatSavedDate(d.updatedAt)})</li>
        ))}
      </ul>
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" className="btn-ghost border border-slate-300" onClick={dismissDeckFileImport}>Cancel</button>
        <button type="button" className="btn bg-red-600 text-white hover:bg-red-700" data-autofocus onClick={confirmDrop}>Delete oldest and open</button>
      </div>
    </dialog>
  );
}

export function DeckFileDialogs() {
  const { error } = useSnapshot(deckFileImport);
  return (
    <>
      <ImportErrorDialog error={error} />
      <LimitDialog />
    </>
  );
}
