/**
 * Decks for the exporter's tests: a title slide and one topic slide per
 * registered layout, with notes, in a chosen theme. Test-only.
 */
import { LAYOUTS, layoutFits, type LayoutDefinition } from '../../core/layouts';
import { createDefaultPresentationSettings } from '../../core/schemas/config';
import { slideSchema, type Slide, type SlideInput } from '../../core/schemas/slide';
import type { ExportDeck } from '../types';

/** A 1 x 1 red PNG. */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

/** An item count the layout shows without falling back to another layout. */
export function countFor(layout: LayoutDefinition): number {
  return [4, 3, 5, 6, 2, 1].find((n) => layoutFits(layout, n)) ?? layout.minItems ?? 3;
}

export function topicSlide(id: number, layout: string, count: number, extra: Partial<SlideInput> = {}): Slide {
  return slideSchema.parse({
    id,
    type: 'topic',
    title: `Topic ${id}`,
    description: `Why topic ${id} matters`,
    topic: {
      heading: `Heading ${id} (${layout})`,
      overview: `Overview of topic ${id}`,
      subtopics: Array.from({ length: count }, (_, m) => ({ id: `subtopic_${id}_${m + 1}`, heading: `Point ${id}.${m + 1}`, overview: `Detail of point ${id}.${m + 1}` })),
    },
    layout: { type: layout },
    notes: `Notes for slide ${id + 1}`,
    ...extra,
  });
}

export function titleSlide(title: string, description = 'A deck for the tests'): Slide {
  return slideSchema.parse({ id: 0, type: 'title', title, description });
}

/** Title slide plus one slide per layout of the registry. */
export function everyLayoutDeck(title: string, theme = 'aurora-borealis'): ExportDeck {
  const slides = [titleSlide(title), ...LAYOUTS.map((layout, i) => topicSlide(i + 1, layout.type, countFor(layout)))];
  return { title, slides, settings: createDefaultPresentationSettings({ selectedTheme: theme }) };
}
