/** Restoring a kept version of the deck: one undoable change like any edit. */
import type { PresentationSettings } from '../schemas/config';
import type { Slide } from '../schemas/slide';
import { renumberSlides } from './deck-ops';
import type { Command, DeckDoc } from './types';

/** Arguments of {@link restoreVersion}. */
export interface RestoreVersionArgs {
  readonly slides: readonly Slide[];
  readonly settings: PresentationSettings;
}

/**
 * Puts a kept version's slides and settings back. The title stays: it is
 * the deck's name (renamed perhaps since), not part of its content.
 */
export const restoreVersion = {
  id: 'deck.restoreVersion',
  label: 'Restore version',
  perform(doc: DeckDoc, args: RestoreVersionArgs): DeckDoc {
    if (args.slides.length === 0) return doc;
    return { ...doc, slides: renumberSlides(args.slides), settings: args.settings };
  },
} as const satisfies Command<RestoreVersionArgs>;
