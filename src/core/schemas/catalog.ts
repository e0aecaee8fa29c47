/**
 * Small value catalogues the schemas depend on: tones, text amounts, model
 * keys, image styles and their defaults. Themes and fonts are
 * open strings here because their catalogues grow independently.
 */
import { z } from 'zod';

/** Tones offered to the user; technical-* go out as technical. */
export const TONES = [
  'casual',
  'formal',
  'motivational',
  'educational',
  'technical',
  'technical-beginner',
  'technical-graduate',
  'technical-phd',
] as const;
export type Tone = (typeof TONES)[number];

/** Text amount as stored in the config. */
export const DESCRIPTION_SIZES = ['short', 'concise', 'medium', 'long'] as const;
export type DescriptionSize = (typeof DESCRIPTION_SIZES)[number];

/** Text amount cards of step 1 and the description size each one selects. */
export const TEXT_AMOUNTS = [
  { label: 'Minimal', size: 'short' },
  { label: 'Concise', size: 'concise' },
  { label: 'Detailed', size: 'medium' },
  { label: 'Extensive', size: 'long' },
] as const satisfies readonly { label: string; size: DescriptionSize }[];
export type TextAmountLabel = (typeof TEXT_AMOUNTS)[number]['label'];

export const MODEL_KEYS = ['gpt-4o', 'gpt-4.1', 'gpt-4.1-nano'] as const;
export type ModelKey = (typeof MODEL_KEYS)[number];

/** Image styles, label and value. */
export const IMAGE_STYLES = [
  { label: 'Photorealistic', value: 'photorealistic' },
  { label: 'Digital Art', value: 'illustration' },
  { label: 'Abstract', value: 'abstract' },
  { label: 'Minimalist', value: 'line_art' },
  { label: '3D Render', value: '3d_render' },
  { label: 'Hand Drawn', value: 'sketch' },
] as const;
export const IMAGE_STYLE_VALUES = ['photorealistic', 'illustration', 'abstract', 'line_art', '3d_render', 'sketch'] as const;
export type ImageStyle = (typeof IMAGE_STYLE_VALUES)[number];

export const DEFAULT_TONE: Tone = 'casual';
export const DEFAULT_DESCRIPTION_SIZE: DescriptionSize = 'concise';
export const DEFAULT_MODEL_KEY: ModelKey = 'gpt-4o';
/** Long theme ids are canonical; short aliases such as 'aurora' resolve to them. */
export const DEFAULT_THEME_ID = 'aurora-borealis';
export const DEFAULT_IMAGE_STYLE: ImageStyle = 'photorealistic';
export const DEFAULT_TITLE_FONT = 'font-playfair';
export const DEFAULT_BODY_FONT = 'font-inter';
export const DEFAULT_LANGUAGE = 'en-US';
export const DEFAULT_SLIDE_COUNT = 5;

/**
 * Image style with 'realistic' accepted as an alias of 'photorealistic',
 * so configs written with either name load.
 */
export const imageStyleSchema = z
  .enum([...IMAGE_STYLE_VALUES, 'realistic'])
  .transform((value): ImageStyle => (value === 'realistic' ? 'photorealistic' : value));

export const toneSchema = z.enum(TONES);
export const descriptionSizeSchema = z.enum(DESCRIPTION_SIZES);
export const modelKeySchema = z.enum(MODEL_KEYS);
/** Themes and fonts are ids of catalogues kept elsewhere; only shape is checked here. */
export const themeIdSchema = z.string().trim().min(1).max(100);
export const fontIdSchema = z.string().trim().min(1).max(100);
