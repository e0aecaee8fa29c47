/** The tone picker of the customisation panel: the voice of slides generated from now on. */
import { toneSchema } from '../schemas/catalog';
import { patchSettings } from './deck-ops';
import type { Command, DeckDoc } from './types';

/** Arguments of {@link setTone}. */
export interface SetToneArgs {
  /** A tone value ('casual', 'professional'...). */
  readonly tone: string;
}

/** Sets the deck's tone; an unknown tone changes nothing. */
export const setTone = {
  id: 'deck.setTone',
  label: 'Change tone',
  perform(doc: DeckDoc, args: SetToneArgs): DeckDoc {
    const parsed = toneSchema.safeParse(args.tone);
    return parsed.success ? patchSettings(doc, { selectedTone: parsed.data }) : doc;
  },
} as const satisfies Command<SetToneArgs>;
