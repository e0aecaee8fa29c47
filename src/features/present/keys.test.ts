import { describe, expect, it } from 'vitest';
import { NO_ENTRY, NUMBER_ENTRY_MS, presentKeyAction, typeDigit, type NumberEntry } from './keys';

describe('presentKeyAction', () => {
  it('moves back with ArrowLeft, ArrowUp and PageUp', () => {
    for (const key of ['ArrowLeft', 'ArrowUp', 'PageUp']) expect(presentKeyAction({ key })).toEqual({ type: 'previous' });
  });

  it('moves on with ArrowRight, ArrowDown, PageDown and Space', () => {
    for (const key of ['ArrowRight', 'ArrowDown', 'PageDown', ' ']) expect(presentKeyAction({ key })).toEqual({ type: 'next' });
  });

  it('exits with Escape, toggles fullscreen with f and auto-play with a (either case)', () => {
    expect(presentKeyAction({ key: 'Escape' })).toEqual({ type: 'exit' });
    expect(presentKeyAction({ key: 'f' })).toEqual({ type: 'fullscreen' });
    expect(presentKeyAction({ key: 'F' })).toEqual({ type: 'fullscreen' });
    expect(presentKeyAction({ key: 'a' })).toEqual({ type: 'autoplay' });
    expect(presentKeyAction({ key: 'A' })).toEqual({ type: 'autoplay' });
  });

  it('reads digits 0-9 as slide-number digits and Home/End as first/last; other keys do nothing', () => {
    expect(presentKeyAction({ key: '1' })).toEqual({ type: 'digit', digit: 1 });
    expect(presentKeyAction({ key: '0' })).toEqual({ type: 'digit', digit: 0 });
    expect(presentKeyAction({ key: 'Home' })).toEqual({ type: 'first' });
    expect(presentKeyAction({ key: 'End' })).toEqual({ type: 'last' });
    expect(presentKeyAction({ key: 'x' })).toBeNull();
    expect(presentKeyAction({ key: 'Tab' })).toBeNull();
  });

  it('leaves shortcuts with Ctrl, Cmd or Alt to the browser', () => {
    expect(presentKeyAction({ key: 'f', ctrlKey: true })).toBeNull();
    expect(presentKeyAction({ key: 'a', metaKey: true })).toBeNull();
    expect(presentKeyAction({ key: 'ArrowLeft', altKey: true })).toBeNull();
  });

  it('lets a focused control take Space and Enter, but not the other keys', () => {
    expect(presentKeyAction({ key: ' ', onControl: true })).toBeNull();
    expect(presentKeyAction({ key: 'Enter', onControl: true })).toBeNull();
    expect(presentKeyAction({ key: 'ArrowRight', onControl: true })).toEqual({ type: 'next' });
    expect(presentKeyAction({ key: 'Escape', onControl: true })).toEqual({ type: 'exit' });
  });
});

describe('typeDigit', () => {
  /** Types `keys` (digit, ms since the previous one) in a deck of `total` slides; the slide numbers shown after each (null: none). */
  function typed(total: number, keys: [number, number][]): (number | null)[] {
    let entry: NumberEntry = NO_ENTRY;
    let now = 10_000;
    return keys.map(([digit, gap]) => {
      now += gap;
      const next = typeDigit(entry, digit, now, total);
      entry = next.entry;
      return next.index === null ? null : next.index + 1;
    });
  }

  it('makes one number of digits typed within a second: 1 then 2 is slide 12', () => {
    expect(typed(20, [[1, 0], [2, 300]])).toEqual([1, 12]);
    expect(typed(200, [[1, 0], [0, 200], [5, 200]])).toEqual([1, 10, 105]);
    expect(typed(20, [[1, 0], [2, NUMBER_ENTRY_MS]])).toEqual([1, 12]);
  });

  it('starts a new number after a second, or when the longer number is past the deck', () => {
    expect(typed(20, [[1, 0], [2, NUMBER_ENTRY_MS + 1]])).toEqual([1, 2]);
    expect(typed(4, [[1, 0], [3, 100]])).toEqual([1, 3]);
    // No slide 9 or 49 in four: nothing to show, and the next digit is a number of its own.
    expect(typed(4, [[4, 0], [9, 100], [2, 100]])).toEqual([4, null, 2]);
  });

  it('shows no slide 0, but a 0 first still leads the number', () => {
    expect(typed(12, [[0, 0], [7, 100]])).toEqual([null, 7]);
    expect(typed(0, [[1, 0]])).toEqual([null]);
  });
});
