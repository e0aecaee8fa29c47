/**
 * Thirty slide icon prompts and the lucide icon a designer would pick for
 * each: the reviewable record of how the builtin matcher chooses. Prompts are
 * worded as slides ask for icons (a topic, 'icon of X', 'icon of X, deck
 * topic'); an expectation changes only when a better icon is the honest pick.
 */
import { describe, expect, it } from 'vitest';
import { lucideIndex } from './icon-index';
import { matchIcon } from './match';

const CHOICES: ReadonlyArray<[prompt: string, icon: string]> = [
  ['growth chart', 'chart-column-increasing'],
  ['team collaboration', 'users'],
  ['renewable energy', 'solar-panel'],
  ['data security', 'shield-check'],
  ['customer support', 'headset'],
  ['global shipping', 'ship'],
  ['education', 'graduation-cap'],
  ['healthcare', 'heart-pulse'],
  ['budget', 'wallet'],
  ['timeline', 'timeline'],
  ['innovation idea', 'lightbulb'],
  ['ocean plastic pollution', 'recycle'],
  ['icon of rocket launch', 'rocket'],
  ['artificial intelligence', 'brain-circuit'],
  ['climate change', 'thermometer-sun'],
  ['mental health', 'brain'],
  ['project deadline', 'calendar-clock'],
  ['credit card payments', 'credit-card'],
  ['cloud computing', 'cloud'],
  ['travel and tourism', 'luggage'],
  ['legal compliance', 'scale'],
  ['scientific research', 'microscope'],
  ['electric vehicles', 'ev-charger'],
  ['marketing campaign', 'megaphone'],
  ['questions and answers', 'circle-question-mark'],
  ['retirement savings', 'piggy-bank'],
  ['hiring new talent', 'user-plus'],
  ['stock market', 'chart-candlestick'],
  ['icon of check circle, renewable energy', 'circle-check'],
  ['icon of a lightbulb representing new ideas', 'lightbulb'],
];

describe('the builtin icon matcher picks apt lucide icons', () => {
  it('lists thirty different prompts', () => {
    expect(new Set(CHOICES.map(([prompt]) => prompt)).size).toBe(30);
  });

  it.each(CHOICES)('%s -> %s', (prompt, icon) => {
    expect(matchIcon(lucideIndex(), prompt)?.name).toBe(icon);
  });
});
