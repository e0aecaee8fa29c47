/**
 * Cards spread evenly on an ellipse around a centre (circular, star and
 * mind-map layouts). Sizes are found by shrinking until no two cards touch
 * and none covers the hub, so the no-overlap rule holds by construction.
 */
import { boxAround, centerOf, inset, overlaps } from './canvas';
import type { Box, Point } from './types';

/** How to place cards on the ring. */
export interface RingOptions {
  /** Angle of the first card, degrees, clockwise from the positive x axis (-90 is the top). */
  startDeg: number;
  /** A centre shape the cards must keep clear of. */
  hub?: Box;
  /** Space kept between cards and around the hub, px. */
  gap?: number;
  /** Widest a card may be, px. */
  maxCardWidth?: number;
}

/** Placed cards with the ellipse their centres lie on. */
export interface Ring {
  cards: Box[];
  center: Point;
  rx: number;
  ry: number;
}

const SHRINK = 0.94;
const MAX_STEPS = 60;

/** Angle of card `k` of `count`, radians. */
export function ringAngle(startDeg: number, k: number, count: number): number {
  return ((startDeg + (360 * k) / Math.max(1, count)) * Math.PI) / 180;
}

function place(area: Box, count: number, startDeg: number, size: { w: number; h: number }): Ring {
  const center = centerOf(area);
  const rx = (area.w - size.w) / 2;
  const ry = (area.h - size.h) / 2;
  const cards = Array.from({ length: count }, (_, k) => {
    const a = ringAngle(startDeg, k, count);
    return boxAround({ x: center.x + rx * Math.cos(a), y: center.y + ry * Math.sin(a) }, size.w, size.h);
  });
  return { cards, center, rx, ry };
}

function clear(ring: Ring, hub: Box | undefined, gap: number): boolean {
  const grown = ring.cards.map((card) => inset(card, -gap / 2));
  for (let i = 0; i < grown.length; i += 1) {
    if (hub && overlaps(grown[i]!, inset(hub, -gap / 2))) return false;
    for (let j = i + 1; j < grown.length; j += 1) if (overlaps(grown[i]!, grown[j]!)) return false;
  }
  return true;
}

/** Card shapes tried, width over height; the one that ends up largest wins. */
const ASPECTS = [1.3, 1.7, 2.2, 2.8];

function shrinkToClear(area: Box, count: number, options: RingOptions, aspect: number): Ring {
  const gap = options.gap ?? 16;
  const widest = Math.min(area.w * 0.4, options.maxCardWidth ?? 320);
  const h0 = Math.min(widest / aspect, area.h * 0.4);
  let size = { w: h0 * aspect, h: h0 };
  let ring = place(area, count, options.startDeg, size);
  for (let step = 0; step < MAX_STEPS && !clear(ring, options.hub, gap); step += 1) {
    size = { w: size.w * SHRINK, h: size.h * SHRINK };
    ring = place(area, count, options.startDeg, size);
  }
  return ring;
}

const cardArea = (ring: Ring): number => (ring.cards[0] ? ring.cards[0].w * ring.cards[0].h : 0);

/**
 * Places `count` cards on the largest ellipse of `area`, as large as they can
 * be without touching each other or the hub.
 * @param area - the box the cards must stay inside
 * @param count - how many cards
 * @param options - start angle, hub, gap, widest card
 */
export function ringLayout(area: Box, count: number, options: RingOptions): Ring {
  return ASPECTS.map((aspect) => shrinkToClear(area, count, options, aspect)).reduce((best, ring) =>
    cardArea(ring) > cardArea(best) ? ring : best,
  );
}
