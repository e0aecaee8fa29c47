/**
 * The preference that was "autosave every 2 minutes": every change is now
 * saved at once, so what it sets is how often a restorable version of the
 * open deck is kept while it changes.
 */
import { useId, useState } from 'react';
import { prefsRepository, usePreferences } from '../../data/prefs';

const MAX_MINUTES = 24 * 60;

export function VersionsPanel() {
  const prefs = usePreferences();
  const checkboxId = useId();
  const minutesId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  if (prefs === undefined) return null;
  const save = (changes: { autoSave?: boolean; saveInterval?: number }) => void prefsRepository().patch(changes).catch((error: unknown) => console.error(error));
  const commitMinutes = () => {
    const minutes = Math.round(Number(draft));
    if (draft !== null && Number.isFinite(minutes) && minutes >= 1 && minutes <= MAX_MINUTES) save({ saveInterval: minutes });
    setDraft(null);
  };
  return (
    <section aria-labelledby={`${checkboxId}-heading`} className="mb-4">
      <h3 id={`${checkboxId}-heading`} className="m-0 text-sm font-semibold text-slate-900">Saving and versions</h3>
      <p className="m-0 mt-1 text-sm text-slate-600">Every change is saved as you make it.</p>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-800">
        <input id={checkboxId} type="checkbox" checked={prefs.autoSave} onChange={(event) => save({ autoSave: event.target.checked })} />
        <label htmlFor={checkboxId}>Keep versions every</label>
        <input
          id={minutesId}
          type="number"
          min={1}
          max={MAX_MINUTES}
          aria-label="Minutes between kept versions"
          value={draft ?? String(prefs.saveInterval)}
          disabled={!prefs.autoSave}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commitMinutes}
          onKeyDown={(event) => event.key === 'Enter' && commitMinutes()}
          className="w-16 rounded-md border border-slate-300 px-2 py-1"
        />
        <span>minutes</span>
      </div>
    </section>
  );
}
