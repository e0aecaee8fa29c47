/**
 * Whether a layout shows a slide's text whole. A layout that suits the
 * meaning (a pyramid for levels, a ring for a cycle) is no use when its
 * small shapes cut the text: the chooser then prefers a layout that suits
 * the meaning less but shows every word, and the user can still pick the
 * other by hand (the deck check then says what does not fit).
 */
import { getLayout, type LayoutType } from '../registry';
import type { SlideContent } from './content';

/**
 * True when `type` draws every text of `content` at or above the type
 * scale's floor. The frame is sized as the screen sizes it for the common
 * text amount and the default glyph widths: the chooser runs before a deck
 * has a theme and must give every theme the same layout.
 */
export function showsWhole(type: LayoutType, content: SlideContent): boolean {
  const frame = getLayout(type).frame(content.items, {
    descriptionSize: 'medium',
    hasImage: content.picture === true,
    title: content.heading,
    lead: content.overview,
  });
  return (frame.overflow?.length ?? 0) === 0;
}
