/**
 * Decks for the command tests, deeply frozen so a command that mutates its
 * input throws (strict-mode modules) instead of passing silently.
 */
import { outlineToSlides } from '../deck/from-outline';
import { createDefaultPresentationSettings } from '../schemas/config';
import type { DeckDoc } from './types';

/** Freezes `value` and everything reachable from it; returns it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const topic = (n: number, subtopics = 2) => ({
  topic_id: `topic_${n}`,
  heading: `Topic ${n}`,
  overview: `Overview ${n}`,
  visual_mode: 'icon' as const,
  icon_prompt: '',
  image_prompt: '',
  subtopics: Array.from({ length: subtopics }, (_, m) => ({ heading: `Point ${n}.${m + 1}`, overview: `Detail ${n}.${m + 1}` })),
});

/** A frozen deck: title slide 0 and `topics` topic slides (ids 1..n), each with two subtopics. */
export function makeDoc(topics = 3): DeckDoc {
  const slides = outlineToSlides(
    { title: 'Deck', description: 'About the deck' },
    Array.from({ length: topics }, (_, i) => topic(i + 1)),
  );
  return deepFreeze({ title: 'My deck', slides, settings: createDefaultPresentationSettings() });
}

/** Headings of the slides in order, the title slide's title first: what a reorder test compares. */
export function headings(doc: DeckDoc): string[] {
  return doc.slides.map((s) => s.title);
}

/** Whether every slide's id is its position (title 0) and every subtopic id matches its slide. */
export function idsFollowPosition(doc: DeckDoc): boolean {
  return doc.slides.every(
    (s, i) => s.id === i && (s.topic?.subtopics ?? []).every((sub, m) => sub.id === `subtopic_${i}_${m + 1}`),
  );
}
