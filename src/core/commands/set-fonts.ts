/** The typography picker: a title font and a body font from the catalogue. */
import { BODY_FONTS, findFont, TITLE_FONTS, type FontEntry } from '../fonts';
import { patchSettings } from './deck-ops';
import type { Command, DeckDoc } from './types';

/** Arguments of {@link setFonts}; either font may be left out. */
export interface SetFontsArgs {
  /** Title font id, with or without the 'font-' prefix. */
  readonly title?: string;
  /** Body font id, with or without the 'font-' prefix. */
  readonly body?: string;
}

/** The catalogue id of `id` when the picker offers it in `list`, else undefined. */
function offered(list: readonly FontEntry[], id: string | undefined): string | undefined {
  const entry = findFont(id);
  return entry !== undefined && list.some((f) => f.id === entry.id) ? entry.id : undefined;
}

/**
 * Sets the title and/or body font, stored with the 'font-' prefix. A font
 * the picker does not offer for that role (an unknown id, or a serif face
 * as body font) is ignored, so the deck never names a family that is not
 * self-hosted.
 */
export const setFonts = {
  id: 'deck.setFonts',
  label: 'Change fonts',
  perform(doc: DeckDoc, args: SetFontsArgs): DeckDoc {
    return patchSettings(doc, {
      selectedTitleFont: offered(TITLE_FONTS, args.title),
      selectedBodyFont: offered(BODY_FONTS, args.body),
    });
  },
} as const satisfies Command<SetFontsArgs>;
