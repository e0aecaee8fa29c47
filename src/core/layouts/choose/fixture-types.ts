/** The shape of the chooser's fixture decks (fixtures.ts). */
import type { LayoutItem } from '../types';

/** One slide and the layout it should get. */
export interface FixtureSlide {
  heading: string;
  overview: string;
  items: readonly LayoutItem[];
  /**
   * The expected layout: the first of these that is registered, so a slide
   * can expect a layout that does not exist yet ('big-number') and what
   * stands in for it meanwhile.
   */
  expect: readonly string[];
}

/** A deck of fixture slides (the title slide is not among them). */
export interface FixtureDeck {
  name: string;
  title: string;
  slides: readonly FixtureSlide[];
}

/** A point of a fixture slide. */
export const item = (heading: string, overview: string): LayoutItem => ({ heading, overview });
