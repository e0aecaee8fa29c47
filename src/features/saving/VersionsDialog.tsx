/**
 * The deck's kept versions, newest first: kept every N minutes while the
 * deck changes (the settings say how often) or here on request, with a
 * name. Restore puts a version's slides and settings back as one change,
 * which Undo takes back.
 */
import { useId, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useVersions, type VersionSummary } from '../../data/versions';
import { useEditor } from '../../state/services';
import { savingState } from '../../state/saving';
import { keepVersion, restoreDeckVersion, versionName } from '../../state/versions';
import { showToast } from '../../state/toast';
import { useNativeModal } from '../../ui/useNativeModal';

export const VERSION_RESTORED = 'Version restored. Undo brings back what was there.';
export const VERSION_KEPT = 'Version kept';

function close(): void {
  savingState.versionsOpen = false;
}

export function VersionsDialog({ deckId }: { deckId: string | null }) {
  const { versionsOpen: open } = useSnapshot(savingState);
  const ref = useNativeModal(open);
  const versions = useVersions(open ? deckId : null);
  const headingId = useId();
  const editor = useEditor();
  const restore = async (version: VersionSummary) => {
    if (!(await restoreDeckVersion(version.id, editor))) return;
    close();
    showToast('success', VERSION_RESTORED);
  };
  return (
    <dialog ref={ref} aria-labelledby={headingId} onClose={(event) => event.target === event.currentTarget && open && close()} className="w-full max-w-lg rounded-2xl border border-slate-200 p-6 shadow-xl backdrop:bg-slate-900/40">
      <div className="flex items-center justify-between gap-4">
        <h2 id={headingId} className="m-0 text-lg font-semibold text-slate-900">Versions</h2>
        <button type="button" className="btn-ghost px-2" aria-label="Close versions" onClick={close}>×</button>
      </div>
      {open && <KeepForm />}
      {versions === undefined ? (
        <p role="status" className="mt-4 text-sm text-slate-600">Loading...</p>
      ) : versions.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No versions kept yet. One is kept every few minutes while you edit (see Settings).</p>
      ) : (
        <ul aria-label="Kept versions" className="m-0 mt-4 max-h-[50vh] list-none space-y-2 overflow-y-auto p-0">
          {versions.map((version) => (
            <li key={version.id} data-testid="deck-version" className="flex items-center gap-3 rounded-xl border border-slate-200 px-4 py-2">
              <div className="min-w-0 flex-1">
                <p className="m-0 truncate font-medium text-slate-900">{version.name}</p>
                <p className="m-0 text-xs text-slate-500">
                  {versionName(version.at)} · {version.slideCount} {version.slideCount === 1 ? 'slide' : 'slides'}
                </p>
              </div>
              <button type="button" className="btn-ghost border border-slate-300 px-3 py-1" aria-label={`Restore ${version.name}`} onClick={() => void restore(version)}>Restore</button>
            </li>
          ))}
        </ul>
      )}
    </dialog>
  );
}

function KeepForm() {
  const editor = useEditor();
  const [name, setName] = useState('');
  const fieldId = useId();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await keepVersion(editor.store, { name });
      setName('');
      showToast('success', VERSION_KEPT);
    } catch (error) {
      showToast('error', error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="mt-4 flex items-end gap-2">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={fieldId} className="text-sm font-medium text-slate-700">Version name (optional)</label>
        <input id={fieldId} type="text" value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm" />
      </div>
      <button type="submit" className="btn-primary">Keep this version</button>
    </form>
  );
}
