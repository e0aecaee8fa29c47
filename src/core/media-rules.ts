/**
 * Media rules of the creation flow: which prompts get an image
 * or icon generated, and what a valid image or icon answer holds.
 */
import { pictureCreditSchema, type PictureCredit } from '../protocol/pictures';
import { ICON_RESPONSE_MISSING_URL, IMAGE_RESPONSE_MISSING_IMAGES } from './errors';

/** Whether a prompt is already an image address (http(s) or a data: image), so nothing is generated. */
export function isUrlPrompt(prompt: string): boolean {
  return /^(?:https?:\/\/|data:image\/)/i.test(prompt.trim());
}

/** Whether a slide prompt should be sent for generation: photos on, prompt non-blank and not a URL. */
export function shouldGenerateMedia(prompt: string | undefined, settings: { disablePhotos: boolean }): boolean {
  if (settings.disablePhotos || prompt === undefined) return false;
  return prompt.trim() !== '' && !isUrlPrompt(prompt);
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/**
 * The first image of an image answer.
 * @throws Error(IMAGE_RESPONSE_MISSING_IMAGES) when `images` is missing, empty or not text.
 */
export function pickImageUrl(response: unknown): string {
  const images = field(response, 'images');
  const first: unknown = Array.isArray(images) ? images[0] : undefined;
  if (typeof first !== 'string' || first.trim() === '') throw new Error(IMAGE_RESPONSE_MISSING_IMAGES);
  return first;
}

/** A picture the image call gave: its address and, for a found photo, who made it under which licence. */
export interface ImageAnswer {
  url: string;
  credit?: PictureCredit;
}

/**
 * The first image of an image answer with its credit (credits[i] belongs to
 * images[i]; a malformed credit is dropped, the picture kept), or null when
 * `images` is empty: the server found no picture that fits this content
 * slide, which is a settled answer, not a failure.
 * @throws Error(IMAGE_RESPONSE_MISSING_IMAGES) when `images` is missing or its first entry is not text.
 */
export function pickImageAnswer(response: unknown): ImageAnswer | null {
  const images = field(response, 'images');
  if (Array.isArray(images) && images.length === 0) return null;
  const url = pickImageUrl(response);
  const credits = field(response, 'credits');
  const credit = Array.isArray(credits) ? pictureCreditSchema.safeParse(credits[0]) : undefined;
  return credit?.success ? { url, credit: credit.data } : { url };
}

/**
 * The icon address of an icon answer: iconurl, else url; null when the
 * server said no icon fits the prompt (`iconurl: null`), which is a settled
 * answer, not a failure: the slide shows its point without an icon.
 * @throws Error(ICON_RESPONSE_MISSING_URL) when neither is a non-empty text and iconurl is not null.
 */
export function pickIconUrl(response: unknown): string | null {
  for (const key of ['iconurl', 'url']) {
    const value = field(response, key);
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  if (field(response, 'iconurl') === null) return null;
  throw new Error(ICON_RESPONSE_MISSING_URL);
}
