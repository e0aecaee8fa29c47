import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame } from './next-frame';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterNextFrame', () => {
  it('runs once the next frame is drawn: in the task after its callbacks, once', () => {
    vi.useFakeTimers();
    const frames: Array<() => void> = [];
    vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const fn = vi.fn();
    afterNextFrame(fn);
    vi.advanceTimersByTime(50);
    expect(fn).not.toHaveBeenCalled();
    frames.shift()?.();
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs after the fallback when no frame comes (a hidden page), and not when cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const fn = vi.fn();
    afterNextFrame(fn, 100);
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    afterNextFrame(cancelled, 100)();
    vi.advanceTimersByTime(200);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
