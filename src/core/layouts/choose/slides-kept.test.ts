/**
 * The deck pass after an edit plans only the slides that changed and keeps
 * the plans of the others: its layouts must always be exactly those of the
 * pass that plans every slide afresh. Random edit sequences (text taken
 * from other slides, so meanings change; layouts picked and cleared;
 * slides added, duplicated, deleted, moved; undo and redo; the deck taken
 * back in other objects, as from the store) on the fixture
 * decks check it after every step.
 */
import { describe, expect, it } from 'vitest';
import { createHistory, type CommandStep, type DeckDoc, type DeckHistory } from '../../commands';
import { deepFreeze } from '../../commands/test-fixtures';
import { outlineToSlides } from '../../deck/from-outline';
import { createDefaultPresentationSettings } from '../../schemas/config';
import type { Slide } from '../../schemas/slide';
import { LAYOUTS } from '../registry';
import { FIXTURE_DECKS, type FixtureDeck, type FixtureSlide } from './fixtures';
import { withAutoLayouts, withAutoLayoutsAfresh } from './slides';

/** A small seeded generator (mulberry32), so a failing sequence can be replayed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function slidesOf(deck: FixtureDeck): Slide[] {
  return outlineToSlides(
    { title: deck.title, description: '' },
    deck.slides.map((s, i) => ({
      topic_id: `topic_${i + 1}`,
      heading: s.heading,
      overview: s.overview,
      visual_mode: 'icon' as const,
      icon_prompt: '',
      image_prompt: '',
      subtopics: s.items.map((item) => ({ heading: item.heading, overview: item.overview })),
    })),
  );
}

const ALL_SLIDES: readonly FixtureSlide[] = FIXTURE_DECKS.flatMap((deck) => deck.slides);

/** The text of another fixture slide written over slide `index` (its points as far as the slide has them). */
function rewrite(index: number, from: FixtureSlide, points: number): CommandStep[] {
  const steps: CommandStep[] = [
    { id: 'slide.editText', args: { index, field: 'heading', value: from.heading } },
    { id: 'slide.editText', args: { index, field: 'overview', value: from.overview } },
  ];
  for (let i = 0; i < points; i++) {
    const item = from.items[i % from.items.length]!;
    steps.push({ id: 'slide.editText', args: { index, field: `subtopics.${i}.heading`, value: item.heading } });
    steps.push({ id: 'slide.editText', args: { index, field: `subtopics.${i}.overview`, value: item.overview } });
  }
  return steps;
}

/** One random edit of the present deck. */
function edit(history: DeckHistory, next: () => number): void {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const slides = history.present.slides;
  const index = 1 + Math.floor(next() * Math.max(1, slides.length - 1));
  const points = slides[index]?.topic?.subtopics.length ?? 0;
  const roll = next();
  if (roll < 0.35) history.applyAll(rewrite(index, pick(ALL_SLIDES), points));
  else if (roll < 0.5) history.apply('slide.editText', { index, field: 'heading', value: `${slides[index]?.title ?? ''}${pick(['s', ' 2024', ' steps', 'x'])}`, mergeKey: 'typing' });
  else if (roll < 0.6) history.apply('slide.setLayout', { index, layout: { type: pick(LAYOUTS).type, config: {} } });
  else if (roll < 0.68) history.apply('slide.setLayout', { index, layout: undefined });
  else if (roll < 0.74) history.apply('slide.duplicate', { index });
  else if (roll < 0.8) history.apply('slide.delete', { index });
  else if (roll < 0.86) history.apply('slide.move', { from: index, to: 1 + Math.floor(next() * (slides.length - 1)) });
  else if (roll < 0.9) history.apply('slide.add', { after: index });
  else if (roll < 0.95) history.undo();
  else history.redo();
  // As the editor does after a write: the same deck in the store's objects becomes the present.
  if (next() < 0.5) history.adopt(JSON.parse(JSON.stringify(history.present)) as DeckDoc);
}

const layouts = (slides: readonly Slide[]) => slides.map((s) => s.layout);

describe('the deck pass keeping the plans of unchanged slides', () => {
  it.each(FIXTURE_DECKS.map((deck) => [deck.name, deck] as const))('gives exactly the layouts of the full pass over random edits of %s', (_name, deck) => {
    for (let seed = 1; seed <= 12; seed++) {
      const next = random(seed * 7919 + deck.slides.length);
      const history = createHistory(deepFreeze({ title: deck.title, slides: slidesOf(deck), settings: createDefaultPresentationSettings() }));
      for (let step = 0; step < 25; step++) {
        edit(history, next);
        const slides = history.present.slides;
        // The full pass finds every record right: what the kept plans wrote is what it would write.
        expect(layouts(slides), `seed ${seed}, step ${step}`).toEqual(layouts(withAutoLayoutsAfresh(slides)));
      }
    }
  }, 60_000);

  it('finds nothing to change in a deck just built, like the full pass', () => {
    const slides = deepFreeze(slidesOf(FIXTURE_DECKS[0]!));
    expect(withAutoLayouts(slides)).toBe(slides);
    expect(withAutoLayoutsAfresh(slides)).toBe(slides);
  });
});
