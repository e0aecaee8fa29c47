/**
 * Credit rules (seed 000 §1, DESIGN.md decisions): the balance starts at 800,
 * never goes below 0, and a request the user cannot afford is refused before
 * any call. A deck costs one credit per slide, an image one, icons nothing.
 */
import { INITIAL_CREDITS } from './config-rules';
import { insufficientCredits } from './errors';
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
