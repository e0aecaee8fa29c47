/**
 * Realistic decks for the deck check's tests: a bakery chain's quarter, the
 * printing press, an onboarding week. Built through the same outline ->
 * slides step generation uses, then frozen so a command that mutates its
 * input throws.
 */
import { deepFreeze } from '../commands/test-fixtures';
import type { DeckDoc } from '../commands/types';
import { outlineToSlides } from '../deck/from-outline';
import { createDefaultPresentationSettings, type PresentationSettingsInput } from '../schemas/config';
import type { Slide } from '../schemas/slide';

export interface FixturePoint {
  heading: string;
  overview: string;
}

export interface FixtureTopic {
  heading: string;
  overview: string;
  points: readonly FixturePoint[];
}

/** A frozen deck of a title slide and `topics`, with `settings` over the defaults. */
export function deckOf(title: string, topics: readonly FixtureTopic[], settings: PresentationSettingsInput = {}): DeckDoc {
  const slides = outlineToSlides(
    { title, description: `${title}: what happened and what comes next` },
    topics.map((t, i) => ({
      topic_id: `topic_${i + 1}`,
      heading: t.heading,
      overview: t.overview,
      visual_mode: 'icon' as const,
      icon_prompt: '',
      image_prompt: '',
      subtopics: t.points.map((p) => ({ heading: p.heading, overview: p.overview })),
    })),
  );
  return deepFreeze({ title, slides, settings: createDefaultPresentationSettings(settings) });
}

/** `doc` with the slide at `index` changed by `patch` (frozen again). */
export function withSlide(doc: DeckDoc, index: number, patch: (slide: Slide) => Slide): DeckDoc {
  return deepFreeze({ ...doc, slides: doc.slides.map((s, i) => (i === index ? patch(structuredClone(s)) : s)) });
}

/** `doc` with the slide at `index` laid out with `type`, chosen by the user. */
export function withUserLayout(doc: DeckDoc, index: number, type: string): DeckDoc {
  return withSlide(doc, index, (s) => ({ ...s, layout: { type, config: {} } }));
}

const COSTS_TEXT =
  'Flour rose 14% after the harvest in the Beauce fell short, butter 9% with the dairy strike in September, and energy for the ovens 22% once the fixed-price contract ran out in July. ' +
  'We moved two of the four night shifts in Lyon to the early morning to use cheaper off-peak power, renegotiated the packaging contract with a second supplier, and stopped the loss-making catering line in Grenoble. ' +
  'Even so, cost of goods sold reached 41% of revenue against 36% a year ago, and the board expects it to stay near 39% until the new mill contract starts in February.';

/** Q3 of a bakery chain: slide 2 ('Costs' with a very long card) overflows its card. */
export function bakeryDeck(settings: PresentationSettingsInput = {}): DeckDoc {
  return deckOf('Q3 results: Maison Lenôtre bakeries', [
    {
      heading: 'Revenue',
      overview: 'Sales grew in every region but Paris.',
      points: [
        { heading: 'Stores', overview: 'Revenue up 8% to €38.6M across 42 stores.' },
        { heading: 'Online', overview: 'Click-and-collect orders doubled to 11% of sales.' },
        { heading: 'Catering', overview: 'Corporate catering flat at €2.1M.' },
      ],
    },
    {
      heading: 'Costs',
      overview: 'Costs rose faster than sales.',
      points: [
        { heading: 'Ingredients and energy', overview: COSTS_TEXT },
        { heading: 'Staff', overview: 'Wages up 4% with the new agreement.' },
        { heading: 'Rent', overview: 'Two leases renewed at the same rent.' },
        { heading: 'Logistics', overview: 'Fuel surcharges ended in August.' },
      ],
    },
    {
      heading: 'Outlook',
      overview: 'What we expect for Q4.',
      points: [
        { heading: 'Christmas', overview: 'Bûche orders open on 1 November, a month earlier than last year.' },
        { heading: 'New stores', overview: 'Annecy and Chambéry open in December.' },
        { heading: 'Prices', overview: 'A 3% rise on bread from January.' },
      ],
    },
  ], settings);
}
