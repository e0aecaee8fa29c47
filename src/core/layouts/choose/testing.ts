/** Test helpers: a slide from plain strings, as the predicates read it. */
import { readSlide, type ReadSlide, type SlideContent } from './content';

/** A point: "Heading" or ["Heading", "Text"]. */
export type PointInput = string | readonly [string, string];

/** The slide's content from a heading and its points (and an optional lead sentence). */
export function content(heading: string, points: readonly PointInput[], overview = ''): SlideContent {
  const items = points.map((p) => (typeof p === 'string' ? { heading: p, overview: '' } : { heading: p[0], overview: p[1] }));
  return { heading, overview, items };
}

/** The same, folded for the predicates. */
export function read(heading: string, points: readonly PointInput[], overview = ''): ReadSlide {
  return readSlide(content(heading, points, overview));
}
