import { beforeEach, describe, expect, it } from 'vitest';
import { SCROLLER_SIZE_KEY, rememberScrollerSize, rememberedScrollerSize, resetScrollerSizeMemo } from './scroller-size';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  let writes = 0;
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => {
      writes += 1;
      data.set(k, v);
    },
    get writes() {
      return writes;
    },
  };
}

describe('remembered scroller size', () => {
  beforeEach(() => resetScrollerSizeMemo());

  it('gives back the size measured in a window of the same size, from storage after a reload', () => {
    const storage = memoryStorage();
    rememberScrollerSize({ windowWidth: 1280, windowHeight: 800, width: 1081, height: 420 }, storage);
    resetScrollerSizeMemo();
    expect(rememberedScrollerSize(1280, 800, storage)).toEqual({ width: 1081, height: 420 });
  });

  it('gives nothing for a window of another size', () => {
    const storage = memoryStorage();
    rememberScrollerSize({ windowWidth: 1280, windowHeight: 800, width: 1081, height: 420 }, storage);
    expect(rememberedScrollerSize(1280, 700, storage)).toBeUndefined();
    expect(rememberedScrollerSize(1000, 800, storage)).toBeUndefined();
  });

  it('ignores unreadable or odd stored values', () => {
    expect(rememberedScrollerSize(1280, 800, memoryStorage({ [SCROLLER_SIZE_KEY]: '{not json' }))).toBeUndefined();
    resetScrollerSizeMemo();
    const odd = JSON.stringify({ windowWidth: 1280, windowHeight: 800, width: -5, height: 'x' });
    expect(rememberedScrollerSize(1280, 800, memoryStorage({ [SCROLLER_SIZE_KEY]: odd }))).toBeUndefined();
  });

  it('writes only when the measurement changes (scrolling measures often)', () => {
    const storage = memoryStorage();
    const size = { windowWidth: 1280, windowHeight: 800, width: 1081, height: 420 };
    rememberScrollerSize(size, storage);
    rememberScrollerSize({ ...size }, storage);
    expect(storage.writes).toBe(1);
    rememberScrollerSize({ ...size, height: 400 }, storage);
    expect(storage.writes).toBe(2);
  });
});
