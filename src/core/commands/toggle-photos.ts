/** The 'Enable Photos' / 'Disable Photos' toggle. */
import { patchSettings } from './deck-ops';
import type { Command, DeckDoc } from './types';

/** Arguments of {@link togglePhotos}. */
export interface TogglePhotosArgs {
  /** The state to set; omitted: flip the current one. */
  readonly disabled?: boolean;
}

/**
 * Turns photos off or on. An explicit `disabled` makes the command
 * idempotent, which a checkbox bound to the setting needs; a bare toggle
 * suits a menu item or a key.
 */
export const togglePhotos = {
  id: 'deck.togglePhotos',
  label: 'Toggle photos',
  perform(doc: DeckDoc, args: TogglePhotosArgs): DeckDoc {
    return patchSettings(doc, { disablePhotos: args.disabled ?? !doc.settings.disablePhotos });
  },
} as const satisfies Command<TogglePhotosArgs>;
