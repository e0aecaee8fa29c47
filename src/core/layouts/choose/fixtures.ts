/**
 * Three decks written as a good model would write them (a history, a
 * quarter's results, an onboarding guide), each slide with the layout a
 * designer would give it. The chooser's tests and `npm run bench -- design`
 * both read them: the bench prints how often the chooser agrees, the tests
 * keep that agreement from slipping.
 */
import { BAKERY_Q3 } from './fixtures-bakery';
import { ONBOARDING } from './fixtures-onboarding';
import { PRINTING_PRESS } from './fixtures-printing-press';
import type { FixtureDeck } from './fixture-types';

export type { FixtureDeck, FixtureSlide } from './fixture-types';
export { BAKERY_Q3, ONBOARDING, PRINTING_PRESS };

/** The three fixture decks. */
export const FIXTURE_DECKS: readonly FixtureDeck[] = [PRINTING_PRESS, BAKERY_Q3, ONBOARDING];
