/**
 * A known deck for the deck-file tests (unit and end-to-end): a title slide
 * and topic slides with subtopics, notes, a layout and image references.
 */
import { createDefaultPresentationSettings } from '../schemas/config';
import { slideSchema, type Slide } from '../schemas/slide';
import type { DeckFileDeck } from './schema';

/** A validated deck of `topics` topic slides after the title slide. */
export function sampleDeckFileDeck(title = 'Ocean currents', topics = 2): DeckFileDeck {
  const slides: Slide[] = [
    slideSchema.parse({ id: 0, type: 'title', title, description: `About ${title}`, isComplete: true, notes: 'Welcome everyone' }),
    ...Array.from({ length: topics }, (_, i) =>
      slideSchema.parse({
        id: i + 1,
        type: 'topic',
        title: `Topic ${i + 1}`,
        description: `Why topic ${i + 1} matters`,
        isComplete: true,
        notes: `Notes for topic ${i + 1}`,
        layout: { type: 'grid', config: { columns: 2 } },
        topic: {
          heading: `Topic ${i + 1}`,
          overview: `Why topic ${i + 1} matters`,
          visual_mode: 'image',
          image_prompt: 'a calm sea',
          subtopics: [
            { id: `subtopic_${i + 1}_1`, heading: `Point ${i + 1}.1`, overview: 'First detail' },
            { id: `subtopic_${i + 1}_2`, heading: `Point ${i + 1}.2`, overview: 'Second detail' },
          ],
        },
      }),
    ),
  ];
  return {
    title,
    description: `About ${title}`,
    slides,
    settings: createDefaultPresentationSettings({ selectedTheme: 'cosmic-dream', selectedTitleFont: 'font-montserrat' }),
    descriptionSize: 'medium',
  };
}

/** A 1x1 transparent PNG as a data URL. */
export const PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
