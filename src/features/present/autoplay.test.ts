import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_PLAY_MS, autoPlayDecision, createAutoPlayTimer, isSlideLoading, type SlideProgress } from './autoplay';
import { counterText } from './texts';

const done: SlideProgress = { isStreaming: false, isComplete: true };
const streaming: SlideProgress = { isStreaming: true, isComplete: false };

describe('autoPlayDecision', () => {
  it('advances between complete slides and stops on the last one', () => {
    expect(autoPlayDecision(0, [done, done, done])).toBe('advance');
    expect(autoPlayDecision(2, [done, done, done])).toBe('stop');
    expect(autoPlayDecision(0, [])).toBe('stop');
  });

  it('waits while the current or the next slide is still streaming', () => {
    expect(autoPlayDecision(0, [done, streaming])).toBe('wait');
    expect(autoPlayDecision(0, [streaming, done])).toBe('wait');
    // The last slide still streaming: more may follow.
    expect(autoPlayDecision(1, [done, streaming])).toBe('wait');
  });

  it('counts a slide that stopped incomplete (not streaming) as shown', () => {
    expect(isSlideLoading({ isStreaming: false, isComplete: false })).toBe(false);
    expect(autoPlayDecision(0, [done, { isStreaming: false, isComplete: false }])).toBe('advance');
  });
});

describe('createAutoPlayTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function run(slides: SlideProgress[]) {
    const state = { index: 0, slides, stopped: false };
    const timer = createAutoPlayTimer({
      read: () => state,
      advance: () => {
        state.index += 1;
      },
      stop: () => {
        state.stopped = true;
      },
    });
    timer.restart();
    return { state, timer };
  }

  it('advances a slide every 5 s and turns off at the last slide', () => {
    const { state } = run([done, done, done]);
    vi.advanceTimersByTime(AUTO_PLAY_MS - 1);
    expect(state.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(state.index).toBe(1);
    vi.advanceTimersByTime(AUTO_PLAY_MS);
    expect(state.index).toBe(2);
    expect(state.stopped).toBe(false);
    vi.advanceTimersByTime(AUTO_PLAY_MS);
    expect(state).toMatchObject({ index: 2, stopped: true });
  });

  it('waits for a streaming next slide, then moves on once it is complete', () => {
    const slides = [done, { ...streaming }, done];
    const { state } = run(slides);
    vi.advanceTimersByTime(AUTO_PLAY_MS * 3);
    expect(state.index).toBe(0);
    slides[1] = done;
    vi.advanceTimersByTime(300);
    expect(state.index).toBe(1);
  });

  it('restart gives the slide its full 5 s again; dispose stops it', () => {
    const { state, timer } = run([done, done, done]);
    vi.advanceTimersByTime(4_000);
    timer.restart();
    vi.advanceTimersByTime(4_000);
    expect(state.index).toBe(0);
    vi.advanceTimersByTime(1_000);
    expect(state.index).toBe(1);
    timer.dispose();
    vi.advanceTimersByTime(AUTO_PLAY_MS * 4);
    expect(state.index).toBe(1);
  });
});

describe('counterText', () => {
  it("reads 'N of total'", () => {
    expect(counterText(0, 5)).toBe('1 of 5');
    expect(counterText(4, 5)).toBe('5 of 5');
    expect(counterText(0, 0)).toBe('0 of 0');
  });
});
