import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A stand-in IntersectionObserver whose instances the test drives. */
function fakeObservers() {
  const made: Array<{ margin: string; observed: Set<object>; fire: (target: object, isIntersecting: boolean) => void }> = [];
  class FakeObserver {
    observed = new Set<object>();
    constructor(callback: (entries: Array<{ target: object; isIntersecting: boolean }>) => void, options: { rootMargin: string }) {
      made.push({ margin: options.rootMargin, observed: this.observed, fire: (target, isIntersecting) => callback([{ target, isIntersecting }]) });
    }
    observe(el: object) {
      this.observed.add(el);
    }
    unobserve(el: object) {
      this.observed.delete(el);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return made;
}

describe('near-screen', () => {
  it('shares one observer per margin and reports each change', async () => {
    const made = fakeObservers();
    const { watchNearScreen } = await import('./near-screen');
    const a = {} as Element;
    const b = {} as Element;
    const seen: boolean[] = [];
    const stopA = watchNearScreen(a, '100% 0px', (near) => seen.push(near));
    watchNearScreen(b, '100% 0px', () => undefined);
    expect(made).toHaveLength(1);
    made[0]?.fire(a, false);
    made[0]?.fire(a, true);
    expect(seen).toEqual([false, true]);
    stopA();
    expect(made[0]?.observed.has(a)).toBe(false);
    expect(made[0]?.observed.has(b)).toBe(true);
    watchNearScreen(a, '200px 0px', () => undefined);
    expect(made).toHaveLength(2);
  });

  it('whenNearScreen calls once, on the first time near, and stops watching', async () => {
    const made = fakeObservers();
    const { whenNearScreen } = await import('./near-screen');
    const el = {} as Element;
    const near = vi.fn();
    whenNearScreen(el, '200px 0px', near);
    made[0]?.fire(el, false);
    expect(near).not.toHaveBeenCalled();
    made[0]?.fire(el, true);
    made[0]?.fire(el, true);
    expect(near).toHaveBeenCalledTimes(1);
    expect(made[0]?.observed.has(el)).toBe(false);
  });

  it('without IntersectionObserver everything is near at once', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { watchNearScreen, whenNearScreen } = await import('./near-screen');
    const seen: boolean[] = [];
    watchNearScreen({} as Element, '100% 0px', (near) => seen.push(near));
    const near = vi.fn();
    whenNearScreen({} as Element, '200px 0px', near);
    expect(seen).toEqual([true]);
    expect(near).toHaveBeenCalledTimes(1);
  });
});
