/** Choosing a theme in the customisation panel. */
import { findTheme } from '../themes';
import { patchSettings } from './deck-ops';
import type { Command, DeckDoc } from './types';

/** Arguments of {@link setTheme}. */
export interface SetThemeArgs {
  /** A canonical theme id or a short alias ('aurora'). */
  readonly theme: string;
}

/**
 * Sets the deck's theme, stored by its canonical id so an alias and its
 * theme compare equal. An unknown id changes nothing (rather than falling
 * back to the default theme, which would look like a choice the user made).
 */
export const setTheme = {
  id: 'deck.setTheme',
  label: 'Change theme',
  perform(doc: DeckDoc, args: SetThemeArgs): DeckDoc {
    const theme = findTheme(args.theme);
    return theme === undefined ? doc : patchSettings(doc, { selectedTheme: theme.id });
  },
} as const satisfies Command<SetThemeArgs>;
