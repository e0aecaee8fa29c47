import { afterEach, describe, expect, it } from 'vitest';
import { countRender } from './render-probe';

const global = globalThis as { __renderProbe?: Record<string, number> };

afterEach(() => {
  delete global.__renderProbe;
});

describe('countRender', () => {
  it('counts renders per component and key when the probe is installed', () => {
    global.__renderProbe = {};
    countRender('slide-card', 3);
    countRender('slide-card', 3);
    countRender('slide-list', 'all');
    expect(global.__renderProbe).toEqual({ 'slide-card:3': 2, 'slide-list:all': 1 });
  });

  it('does nothing without the probe', () => {
    countRender('slide-card', 1);
    expect(global.__renderProbe).toBeUndefined();
  });
});
