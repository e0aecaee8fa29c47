import { MAX_SLIDES } from '../protocol/requests';
import { DEFAULT_SLIDE_COUNT } from './schemas/catalog';

/** Slide count clamped to 1..100 and rounded; blank or non-numeric gives the default 5. */
export function clampSlideCount(n: number | string | null | undefined): number {
  const value = typeof n === 'string' ? (n.trim() === '' ? Number.NaN : Number(n)) : (n ?? Number.NaN);
  if (Number.isNaN(value)) return DEFAULT_SLIDE_COUNT;
  return Math.min(MAX_SLIDES, Math.max(1, Math.round(value)));
}
