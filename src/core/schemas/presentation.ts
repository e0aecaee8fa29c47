/**
 * A saved presentation. Records carry a schemaVersion so
 * stored decks can be migrated when this shape changes.
 */
import { z } from 'zod';
import { DEFAULT_THEME_ID } from './catalog';
import { generationConfigSchema, presentationSettingsSchema } from './config';
import { slideSchema } from './slide';

/**
 * 2: slide text fields are plain text, formatting is kept beside them
 * (core/text/legacy-markup.ts migrates version 1 records).
 */
export const PRESENTATION_SCHEMA_VERSION = 2;
export const DEFAULT_PRESENTATION_TITLE = 'Untitled Presentation';
export const DEFAULT_PRESENTATION_DESCRIPTION = 'No description available';

/** Epoch milliseconds. */
const timestamp = z.number().nonnegative();

export const savedPresentationSchema = z.object({
  id: z.string().min(1),
  title: z.string().default(DEFAULT_PRESENTATION_TITLE),
  description: z.string().default(DEFAULT_PRESENTATION_DESCRIPTION),
  /** Missing means the card draws a placeholder; no stock image is fetched offline. */
  thumbnail: z.string().optional(),
  createdAt: timestamp,
  updatedAt: timestamp,
  lastViewed: timestamp,
  theme: z.string().min(1).default(DEFAULT_THEME_ID),
  slides: z.array(slideSchema).default([]),
  config: generationConfigSchema.optional(),
  settings: presentationSettingsSchema.default(() => presentationSettingsSchema.parse({})),
  isComplete: z.boolean().default(false),
  /**
   * The user chose to keep an incomplete deck as it is: no resume offer.
   * Optional, so decks saved before it existed read unchanged (no migration).
   */
  keptIncomplete: z.boolean().optional(),
  /**
   * Streamed on /generate step 3 before the user committed with Generate PPT:
   * not charged, so not a finished deck (the studio does not show it, the
   * dashboard offers to finish it). Cleared on commit. Optional, so decks
   * saved before it existed read as committed (no migration).
   */
  uncommitted: z.boolean().optional(),
  favorite: z.boolean().default(false),
  /**
   * The user confirmed a title (the save prompt comes once, when a deck is
   * first named). Optional: older decks read as not yet named.
   */
  named: z.boolean().optional(),
  /**
   * Who last wrote each part of the deck ('<writer>:<n>' by slide position,
   * 'title', 'settings'), so a tab tells another tab's edits from its own.
   */
  revs: z.record(z.string(), z.string()).optional(),
  schemaVersion: z.number().int().positive().default(PRESENTATION_SCHEMA_VERSION),
});
export type SavedPresentation = z.infer<typeof savedPresentationSchema>;
export type SavedPresentationInput = z.input<typeof savedPresentationSchema>;
