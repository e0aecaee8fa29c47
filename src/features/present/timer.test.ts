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
    state = timerReducer(state, { type: 'pause', now: 72_500 });
    expect(timerReducer(state, { type: 'reset', now: 80_000 })).toEqual(STOPPED);
  });

  it('resets a running timer to zero and keeps it counting', () => {
    const running = timerReducer(STOPPED, { type: 'start', now: 1_000 });
    const reset = timerReducer(running, { type: 'reset', now: 9_000 });
    expect(elapsedAt(reset, 9_000)).toBe(0);
    expect(elapsedAt(reset, 12_000)).toBe(3_000);
  });

  it('counts from the start of a presentation, whatever it held before', () => {
    const paused = timerReducer(timerReducer(STOPPED, { type: 'start', now: 1_000 }), { type: 'pause', now: 5_000 });
    const presenting = timerReducer(paused, { type: 'presentation', at: 20_000 });
    expect(elapsedAt(presenting, 50_000)).toBe(30_000);
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
