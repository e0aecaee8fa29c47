/**
 * 'Title slide' in the settings: what the byline of a new deck's title slide
 * carries (the signed-in user's name, an organisation, the day it is made).
 * Kept in the user preferences; each deck keeps its own copy on its title
 * slide, which the user edits there.
 */
import { useState } from 'react';
import { bylineDate } from '../../core/slide/title-slide';
import type { DecksmithDB } from '../../data/db';
import { prefsRepository, usePreferences } from '../../data/prefs';

export interface BylineSettingsViewProps {
  name: string | null;
  organisation: string;
  showName: boolean;
  date: 'today' | 'none';
  /** Why the last change was not saved, if it was not. */
  error: string | null;
  onOrganisation: (value: string) => void;
  onShowName: (value: boolean) => void;
  onDate: (value: 'today' | 'none') => void;
}

/** The fields, without storage (tests and demos draw it alone). */
export function BylineSettingsView({ name, organisation, showName, date, error, onOrganisation, onShowName, onDate }: BylineSettingsViewProps) {
  return (
    <section aria-labelledby="byline-settings-title">
      <h3 id="byline-settings-title" className="m-0 text-sm font-semibold text-slate-900">Title slide</h3>
      <p className="mt-1 text-xs text-slate-500">New decks show these along the foot of their title slide; edit them on each deck&apos;s title slide.</p>
      <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={showName && name !== null} disabled={name === null} onChange={(e) => onShowName(e.currentTarget.checked)} />
        {name === null ? 'Presenter: your account has no name' : `Presenter: ${name}`}
      </label>
      <label className="mt-2 block text-sm text-slate-700">
        Organisation
        <input
          type="text"
          className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
          maxLength={200}
          // Typed freely and saved when the field is left (a save per keystroke would race the live query); a saved change re-keys it.
          key={organisation}
          defaultValue={organisation}
          placeholder="None"
          onBlur={(e) => {
            const value = e.currentTarget.value.trim();
            if (value !== organisation) onOrganisation(value);
          }}
        />
      </label>
      <label className="mt-2 block text-sm text-slate-700">
        Date
        <select className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1 text-sm" value={date} onChange={(e) => onDate(e.currentTarget.value === 'none' ? 'none' : 'today')}>
          <option value="today">The day the deck is made ({bylineDate(new Date(), 'en-GB')})</option>
          <option value="none">No date</option>
        </select>
      </label>
      {error !== null && (
        <p role="alert" className="mt-2 text-xs text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}

/** The byline settings of the signed-in user, read and saved in the preferences. */
export function BylineSettings({ name, db }: { name: string | null; db?: DecksmithDB }) {
  const prefs = usePreferences(db);
  const [error, setError] = useState<string | null>(null);
  if (prefs === undefined) return null;
  const save = (changes: Parameters<ReturnType<typeof prefsRepository>['patch']>[0]) => {
    setError(null);
    prefsRepository(db).patch(changes).catch((e: unknown) => setError(e instanceof Error ? e.message : 'The setting could not be saved.'));
  };
  return (
    <BylineSettingsView
      name={name}
      organisation={prefs.organisation}
      showName={prefs.bylineName}
      date={prefs.bylineDate}
      error={error}
      onOrganisation={(organisation) => save({ organisation })}
      onShowName={(bylineName) => save({ bylineName })}
      onDate={(bylineDate) => save({ bylineDate })}
    />
  );
}
