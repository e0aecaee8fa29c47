import { describe, expect, it } from 'vitest';
import { chooseDeckLayouts, type DeckSlot } from './deck';
import { content } from './testing';

const dated = (heading: string): DeckSlot => ({ content: content(heading, ['Q1', 'Q2', 'Q3', 'Q4']) });
const plain = (heading: string): DeckSlot => ({ content: content(heading, ['Alpha', 'Beta', 'Gamma']) });

describe('chooseDeckLayouts', () => {
  it('turns the third timeline in a row upright instead of repeating it', () => {
    const types = chooseDeckLayouts([null, dated('2022'), dated('2023'), dated('2024'), dated('2025')]).map((c) => c?.type);
    expect(types).toEqual([undefined, 'horizontal-timeline', 'horizontal-timeline', 'vertical-timeline', 'horizontal-timeline']);
  });

  it('varies plain lists too, and keeps the reason of the meaning', () => {
    const choices = chooseDeckLayouts([plain('A'), plain('B'), plain('C')]);
    expect(choices.map((c) => c?.type)).toEqual(['horizontal-row', 'horizontal-row', 'vertical-stack']);
    expect(new Set(choices.map((c) => c?.reason))).toEqual(new Set(['short-points']));
  });

  it('counts a user-chosen layout as a neighbour, and a title slide as a break', () => {
    const fixed: DeckSlot = { ...plain('Mine'), fixed: 'horizontal-row' };
    expect(chooseDeckLayouts([plain('A'), fixed, plain('B')]).map((c) => c?.type)).toEqual(['horizontal-row', undefined, 'vertical-stack']);
    expect(chooseDeckLayouts([plain('A'), plain('B'), null, plain('C')]).map((c) => c?.type)).toEqual(['horizontal-row', 'horizontal-row', undefined, 'horizontal-row']);
  });

  it('repeats when nothing else shows the meaning (seven dated points have one timeline)', () => {
    const seven = (): DeckSlot => ({ content: content('Spread', ['1465', '1469', '1470', '1473', '1476', '1483', '1500']) });
    expect(chooseDeckLayouts([seven(), seven(), seven()]).map((c) => c?.type)).toEqual(['timeline', 'timeline', 'timeline']);
  });
});
