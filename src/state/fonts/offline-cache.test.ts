import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as OfflineCacheModule from './offline-cache';
import { CACHE_FONTS } from '../../../sw/messages';

const ORIGIN = 'https://decks.example';
const RESOURCES = [
  `${ORIGIN}/assets/playfair-display-latin-wght-normal-AbC.woff2`,
  `${ORIGIN}/assets/playfair-display-latin-wght-normal-AbC.woff2`,
  `${ORIGIN}/assets/poppins-latin-400-normal-XyZ.woff`,
  `${ORIGIN}/assets/index-123.js`,
  'https://fonts.example/other.woff2',
  `${ORIGIN}/api/font.woff2`,
];

function stubWorld(controller: { postMessage: (m: unknown) => void } | null) {
  const container = Object.assign(new EventTarget(), { controller });
  vi.stubGlobal('navigator', { serviceWorker: container });
  vi.stubGlobal('location', { origin: ORIGIN });
  vi.stubGlobal('performance', { getEntriesByType: () => RESOURCES.map((name) => ({ name })) });
  return container;
}

let mod: typeof OfflineCacheModule;

beforeEach(async () => {
  vi.resetModules();
  mod = await import('./offline-cache');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('rememberFontsForOffline', () => {
  it('hands the own font files fetched so far to the worker once it takes control', () => {
    const container = stubWorld(null);
    mod.rememberFontsForOffline();
    mod.rememberFontsForOffline();
    const postMessage = vi.fn();
    container.controller = { postMessage };
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenCalledWith({ type: CACHE_FONTS, urls: RESOURCES.slice(1, 3) });
  });

  it('does nothing when a worker already controls the page (it saw the fetches)', () => {
    const postMessage = vi.fn();
    const container = stubWorld({ postMessage });
    const listen = vi.spyOn(container, 'addEventListener');
    mod.rememberFontsForOffline();
    expect(listen).not.toHaveBeenCalled();
  });
});
