/**
 * The widget's numbers: start 15, a step of 5 to 15 every
 * 250 ms capped at 85, loading 90, done 100; and which widget an image box
 * shows as its picture comes, loads or fails.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_PROGRESS, nextProgress, pictureOverlay, progressFor, progressStep, startProgress, startProgressTicker, widgetState } from './image-progress';

describe('progress steps', () => {
  it('steps by a whole number from 5 to 15, each reachable', () => {
    expect(progressStep(0)).toBe(5);
    expect(progressStep(0.999_9)).toBe(15);
    expect(progressStep(0.5)).toBe(10);
    expect(progressStep(-1)).toBe(5);
    expect(progressStep(2)).toBe(15);
    const seen = new Set(Array.from({ length: 110 }, (_, i) => progressStep(i / 110)));
    expect([...seen].sort((a, b) => a - b)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it('never passes 85 and starts from 15 at the lowest', () => {
    expect(nextProgress(15, 0)).toBe(20);
    expect(nextProgress(80, 0.99)).toBe(85);
    expect(nextProgress(85, 0.5)).toBe(85);
    expect(nextProgress(0, 0)).toBe(20);
  });

  it('gives each state its number; a supplied URL is completed', () => {
    expect(progressFor('loading', 40)).toBe(90);
    expect(progressFor('completed', 40)).toBe(100);
    expect(progressFor('generating', 40)).toBe(40);
    expect(progressFor('idle', 40)).toBe(0);
    expect(widgetState('generating', 'data:image/png;base64,AA')).toBe('completed');
    expect(widgetState('error', 'https://example.org/a.png')).toBe('completed');
    expect(widgetState('generating', undefined)).toBe('generating');
  });

  it('starts a picture begun earlier further on, still capped', () => {
    expect(startProgress()).toBe(15);
    expect(startProgress(240)).toBe(15);
    expect(startProgress(1_000)).toBe(55);
    expect(startProgress(60_000)).toBe(85);
    expect(startProgress(-5)).toBe(15);
  });
});

describe('startProgressTicker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rises from 15 by 5 to 15 every 250 ms and stops at 85', () => {
    const seen: number[] = [];
    const randoms = [0, 0.999, 0.3, 0.7, 0.1, 0.5, 0.9, 0.2, 0.8, 0.4];
    let i = 0;
    startProgressTicker(IMAGE_PROGRESS.start, (p) => seen.push(p), () => randoms[i++ % randoms.length]!);
    vi.advanceTimersByTime(249);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([20]);
    vi.advanceTimersByTime(250 * 30);
    const steps = [15, ...seen].slice(1).map((p, k) => p - [15, ...seen][k]!);
    for (const step of steps.slice(0, -1)) {
      expect(step).toBeGreaterThanOrEqual(5);
      expect(step).toBeLessThanOrEqual(15);
    }
    expect(seen.at(-1)).toBe(85);
    expect(Math.max(...seen)).toBe(85);
    expect(seen.filter((p) => p === 85)).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops when told to', () => {
    const seen: number[] = [];
    const stop = startProgressTicker(15, (p) => seen.push(p), () => 0);
    vi.advanceTimersByTime(500);
    stop();
    vi.advanceTimersByTime(5_000);
    expect(seen).toEqual([20, 25]);
  });
});

describe('pictureOverlay', () => {
  const url = 'https://example.org/reef.png';
  const fresh = { pending: false, loaded: null, failed: null };

  it('shows the widget while the picture is made or after it failed', () => {
    expect(pictureOverlay(undefined, 'generating', fresh)).toBe('generating');
    expect(pictureOverlay(undefined, 'error', fresh)).toBe('error');
    expect(pictureOverlay(url, 'generating', fresh)).toBe('generating');
    expect(pictureOverlay(undefined, undefined, fresh)).toBeNull();
  });

  it('shows loading over a picture that has just arrived until it loads, then completed', () => {
    expect(pictureOverlay(url, undefined, { ...fresh, pending: true })).toBe('loading');
    expect(pictureOverlay(url, undefined, { ...fresh, pending: true, loaded: url })).toBe('completed');
    expect(pictureOverlay(url, undefined, { ...fresh, pending: true, loaded: 'https://example.org/old.png' })).toBe('loading');
  });

  it('leaves a picture that was already there alone, unless it fails to load', () => {
    expect(pictureOverlay(url, undefined, fresh)).toBeNull();
    expect(pictureOverlay(url, undefined, { ...fresh, failed: url })).toBe('error');
    expect(pictureOverlay(url, 'error', { ...fresh, failed: url })).toBe('error');
  });
});
