/** The Edit Slide modal's Media tab: 'Background Image URL'. */
import { isUrlPrompt } from '../media-rules';
import { replaceSlide } from './deck-ops';
import { TEXT_LIMITS } from './limits';
import type { Command, DeckDoc, SlideTarget } from './types';

/** Arguments of {@link setBackgroundImage}. */
export interface SetBackgroundImageArgs extends SlideTarget {
  /** An http(s) or data:image URL; empty (or blank) for the theme background. */
  readonly url: string;
}

/**
 * The URL as it will be stored, '' for "none", or undefined when it is not
 * an image address Decksmith will load: only http(s) and data:image, so a
 * javascript: or file: address typed or pasted into the field never reaches
 * a style attribute or the exporter.
 */
export function normalizeImageUrl(raw: string): string | undefined {
  const url = raw.trim();
  if (url === '') return '';
  if (!isUrlPrompt(url)) return undefined;
  if (url.toLowerCase().startsWith('data:')) return url.length <= TEXT_LIMITS.dataUrl ? url : undefined;
  if (url.length > TEXT_LIMITS.url) return undefined;
  try {
    new URL(url); // throws on what isUrlPrompt let through but no browser could load ('http://')
    return url;
  } catch {
    return undefined;
  }
}

/** Sets or clears the background image of the slide at `index`; an invalid URL changes nothing. */
export const setBackgroundImage = {
  id: 'slide.setBackgroundImage',
  label: 'Set background image',
  perform(doc: DeckDoc, args: SetBackgroundImageArgs): DeckDoc {
    const slide = doc.slides[args.index];
    const url = normalizeImageUrl(args.url);
    if (slide === undefined || url === undefined) return doc;
    if (url === '') {
      if (slide.backgroundImage === undefined) return doc;
      const { backgroundImage: _cleared, ...rest } = slide;
      return replaceSlide(doc, args.index, rest);
    }
    return slide.backgroundImage === url ? doc : replaceSlide(doc, args.index, { ...slide, backgroundImage: url });
  },
} as const satisfies Command<SetBackgroundImageArgs>;
