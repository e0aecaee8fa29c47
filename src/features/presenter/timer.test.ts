import { describe, expect, it } from 'vitest';
import { elapsedAt, formatElapsed, STOPPED, timerReducer } from './timer';

describe('presenter timer', () => {
  it('counts while running, keeps the count while paused, and resets to zero', () => {
    let state = timerReducer(STOPPED, { type: 'start', now: 1_000 });
    expect(elapsedAt(state, 6_000)).toBe(5_000);
    state = timerReducer(state, { type: 'pause', now: 6_000 });
    expect(elapsedAt(state, 60_000)).toBe(5_000);
    state = timerReducer(state, { type: 'start', now: 70_000 });
    expect(elapsedAt(state, 72_500)).toBe(7_500);
    expect(timerReducer(state, { type: 'reset' })).toEqual(STOPPED);
  });

  it('ignores a second start and a pause while paused', () => {
    const running = timerReducer(STOPPED, { type: 'start', now: 1_000 });
    expect(timerReducer(running, { type: 'start', now: 9_000 })).toBe(running);
    expect(timerReducer(STOPPED, { type: 'pause', now: 9_000 })).toBe(STOPPED);
  });

  it('formats minutes and seconds, with hours past an hour', () => {
    expect(formatElapsed(0)).toBe('00:00');
    expect(formatElapsed(65_999)).toBe('01:05');
    expect(formatElapsed(3_723_000)).toBe('1:02:03');
    expect(formatElapsed(-5)).toBe('00:00');
  });
});
