/** Renaming the deck (the title its saved presentation and dashboard card carry). */
import { capText, TEXT_LIMITS } from './limits';
import type { Command, DeckDoc, Mergeable } from './types';

/** Arguments of {@link setDeckTitle}. */
export interface SetDeckTitleArgs extends Mergeable {
  /** Plain text; stored as given (blank included, while the user types) and capped at {@link TEXT_LIMITS}.deckTitle. */
  readonly title: string;
}

/**
 * Sets the deck's title. It is separate from the title slide's text: the
 * save dialog proposes the first slide's title only when saving, and
 * a blank title is refused by the save, not here.
 */
export const setDeckTitle = {
  id: 'deck.setTitle',
  label: 'Rename deck',
  perform(doc: DeckDoc, args: SetDeckTitleArgs): DeckDoc {
    const title = capText(args.title, TEXT_LIMITS.deckTitle);
    return title === doc.title ? doc : { ...doc, title };
  },
} as const satisfies Command<SetDeckTitleArgs>;
