import { describe, expect, it } from 'vitest';
import { onFullscreenChange, type FullscreenWatch } from './fullscreen-exit';

/** Plays `events` (true: fullscreen after it) from `start`; says after which events the user was taken to have left. */
function play(start: FullscreenWatch, steps: Array<boolean | 'toggle-exit'>): number[] {
  let watch = start;
  const left: number[] = [];
  steps.forEach((step, i) => {
    if (step === 'toggle-exit') {
      watch = { ...watch, expected: true };
      return;
    }
    const next = onFullscreenChange(watch, step);
    watch = next.watch;
    if (next.leftByUser) left.push(i);
  });
  return left;
}

const START: FullscreenWatch = { was: false, expected: false };

describe('onFullscreenChange', () => {
  it('takes an exit nobody asked for as the user leaving (Escape, the browser UI)', () => {
    expect(play(START, [true, false])).toEqual([1]);
  });

  it('does not take the toggle\'s own exit as the user leaving, and the next unasked exit counts again', () => {
    expect(play(START, [true, 'toggle-exit', false, true, false])).toEqual([4]);
  });

  it('keeps the toggle\'s exit announced across an entry event that arrives after it (F pressed before the entry was announced)', () => {
    expect(play(START, ['toggle-exit', true, false])).toEqual([]);
    expect(play(START, ['toggle-exit', true, false, true, false])).toEqual([4]);
  });

  it('an exit event without a prior entry changes nothing', () => {
    expect(play(START, [false])).toEqual([]);
  });
});
