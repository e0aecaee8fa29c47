/** The image-style cards of the customisation panel. */
import { imageStyleSchema } from '../schemas/catalog';
import { patchSettings } from './deck-ops';
import type { Command, DeckDoc } from './types';

/** Arguments of {@link setImageStyle}. */
export interface SetImageStyleArgs {
  /** An image style value ('photorealistic', 'illustration'...); 'realistic' is read as photorealistic. */
  readonly style: string;
}

/** Sets the style of generated images; an unknown style changes nothing. */
export const setImageStyle = {
  id: 'deck.setImageStyle',
  label: 'Change image style',
  perform(doc: DeckDoc, args: SetImageStyleArgs): DeckDoc {
    const parsed = imageStyleSchema.safeParse(args.style);
    return parsed.success ? patchSettings(doc, { selectedImageStyle: parsed.data }) : doc;
  },
} as const satisfies Command<SetImageStyleArgs>;
