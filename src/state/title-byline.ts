/**
 * The byline a new deck's title slide gets: the signed-in user's name (the
 * composition root reports sign-ins here, as the state layer does not know
 * the auth client) with the organisation and date the user chose in the
 * settings (prefs), dated the day the deck's job starts. No storage import
 * here: main.tsx loads this before the landing page paints.
 */
import type { UserPreferences } from '../core/schemas/config';
import { profileByline, type Byline } from '../core/slide/title-slide';

let signedInName: string | null = null;

/** The signed-in user's name (null when signed out or unnamed); called on every session change. */
export function setSignedInName(name: string | null | undefined): void {
  const trimmed = name?.trim() ?? '';
  signedInName = trimmed === '' ? null : trimmed;
}

type BylinePrefs = Pick<UserPreferences, 'organisation' | 'bylineName' | 'bylineDate'>;

/** The byline of a deck started at `now` in `language`, from the user's settings; undefined when they ask for none. */
export async function profileBylineFor(language: string, readPrefs: () => Promise<BylinePrefs>, now: Date = new Date()): Promise<Byline | undefined> {
  const prefs = await readPrefs();
  return profileByline({ name: signedInName, organisation: prefs.organisation, showName: prefs.bylineName, date: prefs.bylineDate }, language, now);
}
