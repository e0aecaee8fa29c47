/**
 * Credit rules: the balance starts at 800, never goes below 0, and a request
 * the user cannot afford is refused before any call. A deck costs one credit
 * per slide and one per picture in image mode; icons cost nothing. The price
 * a deck shows is the price it is charged: pictures are paid with the deck,
 * never later, and what never arrives is given back.
 */
import { INITIAL_CREDITS } from './config-rules';
import { insufficientCredits } from './errors';
import { isUrlPrompt } from './media-rules';
import { clampSlideCount } from './slide-count';

export { INITIAL_CREDITS };
export const CREDITS_PER_SLIDE = 1;
export const CREDITS_PER_IMAGE = 1;
export const CREDITS_PER_ICON = 0;

export type ChargeResult = { ok: true; balance: number; charged: number } | { ok: false; balance: number; error: string };

/** A stored balance made safe: whole, finite and never below 0. */
export function normalizeBalance(balance: number): number {
  return Number.isFinite(balance) ? Math.max(0, Math.floor(balance)) : 0;
}

/**
 * Charges `cost` credits. Refused (balance unchanged, error text set) when
 * the balance cannot cover it or the cost is not a whole non-negative number.
 */
export function chargeCredits(balance: number, cost: number): ChargeResult {
  const current = normalizeBalance(balance);
  if (!Number.isInteger(cost) || cost < 0) return { ok: false, balance: current, error: `Invalid credit cost: ${cost}` };
  if (cost > current) return { ok: false, balance: current, error: insufficientCredits(cost, current) };
  return { ok: true, balance: current - cost, charged: cost };
}

/** Whether the balance covers the cost. */
export function canAfford(balance: number, cost: number): boolean {
  return chargeCredits(balance, cost).ok;
}

/** Cost of a deck: one credit per slide, the slide count clamped to 1..100. */
export function deckCost(numberOfSlides: number): number {
  return clampSlideCount(numberOfSlides) * CREDITS_PER_SLIDE;
}

/** Cost of generating `images` images and `icons` icons. */
export function mediaCost(images: number, icons = 0): number {
  return Math.max(0, Math.floor(images)) * CREDITS_PER_IMAGE + Math.max(0, Math.floor(icons)) * CREDITS_PER_ICON;
}

/** A deck's price, in its two parts and their sum. */
export interface DeckPrice {
  slides: number;
  pictures: number;
  total: number;
}

/** The price of a deck of `slides` slides (clamped to 1..100) with `pictures` pictures. */
export function deckPrice(slides: number, pictures: number): DeckPrice {
  const s = clampSlideCount(slides);
  // A deck has at most one topic picture per topic slide (the title slide shows the first one again, free).
  const p = Math.min(Math.max(0, Math.floor(Number.isFinite(pictures) ? pictures : 0)), s - 1);
  return { slides: s, pictures: p, total: s * CREDITS_PER_SLIDE + p * CREDITS_PER_IMAGE };
}

/** The part of a topic the picture rule reads. */
export interface PricedTopic {
  visual_mode?: string | undefined;
  image_prompt?: string | undefined;
}

/** Whether a topic asks for a picture: image mode with a prompt that is not already an address. */
function wantsPicture(topic: PricedTopic): boolean {
  const prompt = topic.image_prompt?.trim() ?? '';
  return topic.visual_mode === 'image' && prompt !== '' && !isUrlPrompt(prompt);
}

/** Pictures an outline asks for: one per topic in image mode, none with photos off. */
export function outlinePictures(topics: readonly PricedTopic[], disablePhotos: boolean): number {
  return disablePhotos ? 0 : topics.filter(wantsPicture).length;
}

/**
 * Pictures a deck is priced with before its outline exists: Decksmith's
 * writers put every third topic in image mode (topics 1, 4, 7...), so a deck
 * of n slides (n - 1 topics) has ceil((n - 1) / 3); none with photos off.
 */
export function expectedPictures(slides: number, disablePhotos: boolean): number {
  return disablePhotos ? 0 : Math.ceil((clampSlideCount(slides) - 1) / 3);
}

/** The price of a deck about to be asked for: from its outline when there is one, else the expected pictures. */
export function priceOf(slides: number, disablePhotos: boolean, topics?: readonly PricedTopic[]): DeckPrice {
  return deckPrice(slides, topics === undefined ? expectedPictures(slides, disablePhotos) : outlinePictures(topics, disablePhotos));
}

/** '7 credits' / '1 credit'. */
export function creditsLabel(n: number): string {
  return `${n} ${n === 1 ? 'credit' : 'credits'}`;
}

/** '5 slides + 2 pictures' (the pictures part only when there are any). */
export function priceParts(price: DeckPrice): string {
  const slides = `${price.slides} ${price.slides === 1 ? 'slide' : 'slides'}`;
  return price.pictures === 0 ? slides : `${slides} + ${price.pictures} ${price.pictures === 1 ? 'picture' : 'pictures'}`;
}
