/**
 * What the deck job and its resume share: the user-facing texts of these
 * cases, the credit keys and small helpers.
 */
import type { GenerationConfig, PresentationSettings } from '../core/schemas/config';
import type { DeckJobOutcome } from './jobs';

export const DECK_BUSY = 'Another presentation is being generated. Please wait for it to finish and try again.';
export const DECK_ALREADY_RUNNING = 'This presentation is already being generated.';
export const DECK_DISCARDED = 'This presentation was discarded. Start a new one to generate again.';
export const DECK_NOT_FOUND = 'This presentation was not found on this device.';
export const GENERATION_CANCELLED = 'Generation was cancelled.';

/** Ledger key of a deck's charge: one per deck id, forever. */
export const chargeKey = (deckId: string): string => `deck:${deckId}`;
/** Ledger key of a deck's refund; once recorded, the id is closed. */
export const refundKey = (deckId: string): string => `refund:deck:${deckId}`;

/** A failed outcome. */
export const fail = (deckId: string, error: string, retryable: boolean): DeckJobOutcome => ({ ok: false, deckId, error, retryable });

/** The config with the deck settings the user chose since (generateDeck loads its settings from the config). */
export function configWithSettings(config: GenerationConfig, settings: PresentationSettings): GenerationConfig {
  const { selectedTheme, selectedImageStyle, selectedTitleFont, selectedBodyFont, disablePhotos } = settings;
  return { ...config, selectedTheme, selectedImageStyle, selectedTitleFont, selectedBodyFont, disablePhotos };
}

/** The settings after a partial change; keys given as undefined change nothing. */
export function mergeSettings(settings: PresentationSettings, partial: Partial<PresentationSettings>): PresentationSettings {
  const given = Object.fromEntries(Object.entries(partial).filter(([, value]) => value !== undefined));
  return { ...settings, ...given };
}
