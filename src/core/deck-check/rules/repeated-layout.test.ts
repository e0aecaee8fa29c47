import { describe, expect, it } from 'vitest';
import type { DeckDoc } from '../../commands/types';
import { deckOf, withUserLayout } from '../fixtures';
import { problemsOf } from '../test-helpers';
import { repeatedLayoutRule } from './repeated-layout';

const p = (heading: string, overview: string) => ({ heading, overview });

/** An onboarding deck of four three-point slides, every one set to `layout` by the user. */
function onboarding(layout: string, slides = 4): DeckDoc {
  const topics = [
    { heading: 'Your first day', overview: 'Where to be and who meets you.', points: [p('Arrive at nine', 'Reception on the ground floor signs you in.'), p('Meet your buddy', 'A colleague shows you around for the week.'), p('Get your laptop', 'IT hands it over set up and ready.')] },
    { heading: 'Tools we use', overview: 'Everything runs in the browser.', points: [p('Chat', 'Questions go to the team channel, not email.'), p('Tickets', 'Every task has a ticket with an owner.'), p('Docs', 'The handbook answers most questions.')] },
    { heading: 'How we work', overview: 'Small changes, reviewed by a colleague.', points: [p('Plan on Monday', 'The team picks the week’s tickets together.'), p('Review daily', 'Every change gets a second pair of eyes.'), p('Demo on Friday', 'Show what you made, however small.')] },
    { heading: 'Who to ask', overview: 'Nobody expects you to know everything.', points: [p('Your buddy', 'First stop for any question at all.'), p('Your lead', 'Goals, feedback and time off.'), p('People team', 'Contracts, pay and benefits.')] },
  ].slice(0, slides);
  let deck = deckOf('Welcome to Northwind', topics);
  for (let i = 1; i <= slides; i++) deck = withUserLayout(deck, i, layout);
  return deck;
}

describe('repeated-layout rule', () => {
  it('finds the third slide in a row in one layout, and the fourth', () => {
    const deck = onboarding('boxes');
    expect(problemsOf(repeatedLayoutRule, deck, 2)).toEqual([]);
    expect(problemsOf(repeatedLayoutRule, deck, 3).map((x) => x.message)).toEqual([
      'Slide 4 is the third slide in a row in the Boxes layout (slides 2 to 4); another layout keeps the deck from looking repetitive.',
    ]);
    expect(problemsOf(repeatedLayoutRule, deck, 4)).toHaveLength(1);
  });

  it('allows two in a row', () => {
    const deck = onboarding('boxes', 2);
    expect([1, 2].flatMap((i) => problemsOf(repeatedLayoutRule, deck, i))).toEqual([]);
  });

  it('counts the title slide as a break in the run', () => {
    const deck = onboarding('boxes', 2);
    expect(problemsOf(repeatedLayoutRule, deck, 0)).toEqual([]);
  });
});
