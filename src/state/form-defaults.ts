/**
 * What a new generate form starts with from the user's preferences: the
 * default theme ('Use as default' on a template card, or the settings) while
 * it still names a theme, built-in or imported. A default that names a
 * template deleted since falls back to the built-in default without a
 * word: there is nothing the user could do about the warning.
 */
import { liveQuery } from 'dexie';
import { findTheme } from '../core/themes/catalogue';
import type { PrefsRepository } from '../data/prefs';
import type { FormDefaults } from './create-form';

/** The form defaults a stored default theme gives: its canonical id while it names a theme the app has now, else none. */
export function formDefaultsOf(defaultTheme: string | undefined): FormDefaults {
  const theme = findTheme(defaultTheme);
  return theme ? { theme: theme.id } : {};
}

export interface FormDefaultsSource {
  /** The defaults as last read, resolved against the themes the app has now (none before the first read). */
  current(): FormDefaults;
  /** Reads the preferences now; resolves to {@link current}. A failed read keeps the last answer. */
  read(): Promise<FormDefaults>;
  stop(): void;
}

/**
 * Follows the user's default theme: read directly when asked (the form's
 * first fill waits for it), and kept up to date as the preferences change in
 * this tab or another, so a later fresh form starts in the latest default.
 */
export function followFormDefaults(prefs: Pick<PrefsRepository, 'get'>): FormDefaultsSource {
  let stored: string | undefined;
  const current = (): FormDefaults => formDefaultsOf(stored);
  const subscription = liveQuery(() => prefs.get()).subscribe({
    next: (value) => void (stored = value.defaultTheme),
    error: (error: unknown) => console.warn('[decksmith] the default theme could not be followed', error),
  });
  return {
    current,
    async read() {
      try {
        stored = (await prefs.get()).defaultTheme;
      } catch (error) {
        console.warn('[decksmith] the default theme could not be read', error);
      }
      return current();
    },
    stop: () => subscription.unsubscribe(),
  };
}
