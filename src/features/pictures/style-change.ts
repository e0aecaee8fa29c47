/**
 * What changing the deck's image style asks: how many pictures would be made
 * again (those the user did not pick, upload, crop or remove) and what that
 * may cost. Pictures already cached for the new style cost nothing, so the
 * cost is an upper bound ("up to").
 */
import { picturesToRedraw } from '../../core/commands';
import { canAfford, mediaCost } from '../../core/credits';
import { IMAGE_STYLES } from '../../core/schemas/catalog';
import type { Slide } from '../../core/schemas/slide';

export interface StyleChangeQuestion {
  count: number;
  cost: number;
  /** The question in words. */
  text: string;
  /** Why Redraw cannot be chosen (not enough credits), or null. */
  refused: string | null;
}

/** The name an image style is shown by. */
export function styleName(style: string): string {
  return IMAGE_STYLES.find((s) => s.value === style)?.label ?? style;
}

/** The question for changing to `style`, or null when no picture would be made again (then the style just changes). */
export function styleChangeQuestion(slides: readonly Slide[], style: string, balance: number | undefined): StyleChangeQuestion | null {
  const count = picturesToRedraw(slides).length;
  if (count === 0) return null;
  const cost = mediaCost(count);
  const pictures = count === 1 ? '1 picture' : `${count} pictures`;
  const credits = cost === 1 ? '1 credit' : `${cost} credits`;
  const text = `Change the image style to ${styleName(style)}? ${pictures} you have not chosen yourself can be made again in the new style, for up to ${credits}.`;
  const refused = balance !== undefined && !canAfford(balance, cost) ? `You have ${balance} ${balance === 1 ? 'credit' : 'credits'}; redrawing needs up to ${cost}.` : null;
  return { count, cost, text, refused };
}
