/**
 * Generation config, presentation settings and user preferences, with their
 * defaults.
 */
import { z } from 'zod';
import { MAX_SLIDES } from '../../protocol/requests';
import { bylineSchema } from './slide';
import {
  DEFAULT_BODY_FONT,
  DEFAULT_DESCRIPTION_SIZE,
  DEFAULT_IMAGE_STYLE,
  DEFAULT_LANGUAGE,
  DEFAULT_MODEL_KEY,
  DEFAULT_SLIDE_COUNT,
  DEFAULT_THEME_ID,
  DEFAULT_TITLE_FONT,
  DEFAULT_TONE,
  descriptionSizeSchema,
  fontIdSchema,
  imageStyleSchema,
  modelKeySchema,
  themeIdSchema,
  toneSchema,
} from './catalog';

export const generationConfigSchema = z.object({
  input_text: z.string().default(''),
  presentation_title: z.string().optional(),
  /** The title is also stored under `title` by older configs; both are kept. */
  title: z.string().optional(),
  description: z.string().optional(),
  image_prompt: z.string().optional(),
  number_of_slides: z.number().int().min(1).max(MAX_SLIDES).default(DEFAULT_SLIDE_COUNT),
  tone: toneSchema.default(DEFAULT_TONE),
  description_size: descriptionSizeSchema.default(DEFAULT_DESCRIPTION_SIZE),
  model_key: modelKeySchema.default(DEFAULT_MODEL_KEY),
  selectedTheme: themeIdSchema.default(DEFAULT_THEME_ID),
  selectedImageStyle: imageStyleSchema.default(DEFAULT_IMAGE_STYLE),
  selectedTitleFont: fontIdSchema.default(DEFAULT_TITLE_FONT),
  selectedBodyFont: fontIdSchema.default(DEFAULT_BODY_FONT),
  disablePhotos: z.boolean().default(false),
  /** JSON text of the approved outline topics. */
  topics_array: z.string().optional(),
  autoAdvance: z.boolean().default(false),
  /** Output language as a BCP 47 tag. */
  language: z.string().min(2).max(35).default(DEFAULT_LANGUAGE),
  /**
   * The title slide's presenter, organisation and date, taken from the
   * user's profile and settings when the deck's job starts (state/title-byline.ts).
   * Absent: none.
   */
  byline: bylineSchema.optional().catch(undefined),
});
export type GenerationConfig = z.infer<typeof generationConfigSchema>;
export type GenerationConfigInput = z.input<typeof generationConfigSchema>;

/** A complete generation config: the defaults under the given fields. */
export function createDefaultGenerationConfig(overrides: GenerationConfigInput = {}): GenerationConfig {
  return generationConfigSchema.parse(overrides);
}

export const presentationSettingsSchema = z.object({
  selectedTheme: themeIdSchema.default(DEFAULT_THEME_ID),
  selectedImageStyle: imageStyleSchema.default(DEFAULT_IMAGE_STYLE),
  selectedTone: toneSchema.default(DEFAULT_TONE),
  selectedTitleFont: fontIdSchema.default(DEFAULT_TITLE_FONT),
  selectedBodyFont: fontIdSchema.default(DEFAULT_BODY_FONT),
  disablePhotos: z.boolean().default(false),
  /** The text generator that wrote the deck (builtin, local, openai...), shown as a badge in the studio. */
  writer: z.string().max(100).optional(),
  /**
   * What the deck was written with, for a later rewrite of a slide to match:
   * its language (BCP 47), text amount and model. Absent on decks saved
   * before rewrites existed: the defaults apply.
   */
  language: z.string().min(2).max(35).optional().catch(undefined),
  descriptionSize: descriptionSizeSchema.optional().catch(undefined),
  modelKey: modelKeySchema.optional().catch(undefined),
});
export type PresentationSettings = z.infer<typeof presentationSettingsSchema>;
export type PresentationSettingsInput = z.input<typeof presentationSettingsSchema>;

/** Presentation settings with the defaults under the given fields. */
export function createDefaultPresentationSettings(
  overrides: PresentationSettingsInput = {},
): PresentationSettings {
  return presentationSettingsSchema.parse(overrides);
}

/** At most 100 saved presentations by default; the user may change it. */
export const DEFAULT_MAX_SAVED_PRESENTATIONS = 100;
/** Preferences default to Montserrat titles, unlike the generation config (Playfair). */
export const DEFAULT_PREFERENCE_TITLE_FONT = 'font-montserrat';

export const userPreferencesSchema = z.object({
  /** Keep versions of the open deck (every change is saved at once regardless). */
  autoSave: z.boolean().default(true),
  /** Minutes between kept versions, while the deck changes. */
  saveInterval: z.number().positive().max(24 * 60).default(2),
  maxSavedPresentations: z.number().int().min(1).max(10_000).default(DEFAULT_MAX_SAVED_PRESENTATIONS),
  defaultTheme: themeIdSchema.default(DEFAULT_THEME_ID),
  defaultImageStyle: imageStyleSchema.default(DEFAULT_IMAGE_STYLE),
  defaultTitleFont: fontIdSchema.default(DEFAULT_PREFERENCE_TITLE_FONT),
  defaultBodyFont: fontIdSchema.default(DEFAULT_BODY_FONT),
  defaultDisablePhotos: z.boolean().default(false),
  /** The organisation new decks name on their title slide ('' for none). */
  organisation: z.string().trim().max(200).default(''),
  /** New decks name the signed-in user as the presenter on their title slide. */
  bylineName: z.boolean().default(true),
  /** New decks carry the day they are made on their title slide ('today'), or no date. */
  bylineDate: z.enum(['today', 'none']).default('today'),
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;
export type UserPreferencesInput = z.input<typeof userPreferencesSchema>;

/** User preferences with the defaults under the given fields. */
export function createDefaultUserPreferences(overrides: UserPreferencesInput = {}): UserPreferences {
  return userPreferencesSchema.parse(overrides);
}
