import { clampSlideCount } from '../slide-count';

/** Comparison key of a heading: case- and whitespace-insensitive. */
export function headingKey(heading: string): string {
  return heading.replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * Cuts topics to the requested deck size: the title slide
 * takes one slide, so at most numberOfSlides - 1 topics are kept (1 slide
 * gives none), never more than 99 (the 100-slide hard stop). A topic whose
 * heading repeats an earlier one is skipped; blank headings are never
 * duplicates because normalisation numbers them afterwards.
 */
export function limitOutlineTopics<T extends { heading: string }>(topics: T[], numberOfSlides: number): T[] {
  const max = clampSlideCount(numberOfSlides) - 1;
  const seen = new Set<string>();
  const kept: T[] = [];
  for (const topic of topics) {
    if (kept.length >= max) break;
    const key = headingKey(topic.heading);
    if (key !== '' && seen.has(key)) continue;
    if (key !== '') seen.add(key);
    kept.push(topic);
  }
  return kept;
}
