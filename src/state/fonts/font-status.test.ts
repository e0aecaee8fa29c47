import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FontStatusModule from './font-status';
import type { FontLoader } from './loaders';

/**
 * The loaders are replaced by controllable fakes and document.fonts by a stub:
 * the state machine is what is under test here, not Vite or the browser (the
 * e2e test, tests/e2e/fonts.spec.ts, covers those).
 */
const fakes = vi.hoisted(() => ({ loaders: {} as Record<string, FontLoader> }));
vi.mock('./loaders', () => ({ FONT_LOADERS: fakes.loaders }));

type Face = { status: 'loaded' | 'error' };
let fontsLoad: ReturnType<typeof vi.fn<(font: string) => Promise<Face[]>>>;

/** A promise settled from outside, to look at the state while a load runs. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let mod: typeof FontStatusModule;

beforeEach(async () => {
  // A fresh module per test: the dedupe map and the proxy must not leak between tests.
  vi.resetModules();
  for (const key of Object.keys(fakes.loaders)) delete fakes.loaders[key];
  for (const id of ['font-playfair', 'font-inter', 'font-lora', 'font-poppins', 'font-hack']) {
    fakes.loaders[id] = vi.fn(async () => undefined);
  }
  fontsLoad = vi.fn(async () => [{ status: 'loaded' as const }]);
  // No face listed and no stylesheet: nothing to declare anew unless a test says so.
  vi.stubGlobal('document', { fonts: { load: fontsLoad, [Symbol.iterator]: () => [][Symbol.iterator]() }, styleSheets: [] });
  mod = await import('./font-status');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadFont', () => {
  it('goes idle -> loading -> loaded, fetching regular and bold of the registered family', async () => {
    const css = deferred();
    fakes.loaders['font-playfair'] = vi.fn(() => css.promise);
    expect(mod.fontStatus['font-playfair']).toBeUndefined();
    const load = mod.loadFont('font-playfair');
    expect(mod.fontStatus['font-playfair']).toBe('loading');
    css.resolve();
    await expect(load).resolves.toBe('loaded');
    expect(mod.fontStatus['font-playfair']).toBe('loaded');
    // Variable packages register '<family> Variable'.
    expect(fontsLoad.mock.calls.map(([font]) => font)).toEqual([
      '400 1em "Playfair Display Variable"',
      '700 1em "Playfair Display Variable"',
    ]);
  });

  it('asks static and Hack families by their plain names', async () => {
    await mod.loadFont('font-poppins');
    await mod.loadFont('hack');
    expect(fontsLoad.mock.calls.map(([font]) => font)).toEqual([
      '400 1em "Poppins"',
      '700 1em "Poppins"',
      '400 1em "Hack"',
      '700 1em "Hack"',
    ]);
  });

  it('reports error, without throwing, when the stylesheet cannot be imported (offline, not cached)', async () => {
    fakes.loaders['font-lora'] = vi.fn(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    await expect(mod.loadFont('font-lora')).resolves.toBe('error');
    expect(mod.fontStatus['font-lora']).toBe('error');
    expect(fontsLoad).not.toHaveBeenCalled();
  });

  it('reports error when a font file fails, when document.fonts.load rejects, or when no face matches', async () => {
    fontsLoad.mockResolvedValueOnce([{ status: 'loaded' }]).mockResolvedValueOnce([{ status: 'error' }]);
    await expect(mod.loadFont('font-lora')).resolves.toBe('error');
    fontsLoad.mockRejectedValueOnce(new DOMException('NetworkError', 'NetworkError'));
    await expect(mod.loadFont('font-lora')).resolves.toBe('error');
    // An empty answer: the stylesheet did not register the family at all.
    fontsLoad.mockResolvedValue([]);
    await expect(mod.loadFont('font-lora')).resolves.toBe('error');
    expect(mod.fontStatus['font-lora']).toBe('error');
  });

  it('dedupes concurrent loads and does not load a loaded family again', async () => {
    const css = deferred();
    const loader = vi.fn(() => css.promise);
    fakes.loaders['font-playfair'] = loader;
    const first = mod.loadFont('font-playfair');
    const second = mod.loadFont('playfair');
    expect(second).toBe(first);
    css.resolve();
    await Promise.all([first, second]);
    await expect(mod.loadFont('font-playfair')).resolves.toBe('loaded');
    expect(loader).toHaveBeenCalledTimes(1);
    expect(fontsLoad).toHaveBeenCalledTimes(2);
  });

  it('tries a failed family again on the next call (back online)', async () => {
    const loader = vi.fn<FontLoader>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    fakes.loaders['font-lora'] = loader;
    await expect(mod.loadFont('font-lora')).resolves.toBe('error');
    const retry = mod.loadFont('font-lora');
    expect(mod.fontStatus['font-lora']).toBe('loading');
    await expect(retry).resolves.toBe('loaded');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('declares a failed file\'s face anew from its stylesheet rule and reports loaded when the new one loads', async () => {
    const failed = { family: '"Lora Variable"', status: 'error', unicodeRange: 'U+0000-00FF', style: 'normal' };
    const rule = { cssText: '@font-face {}', style: { getPropertyValue: (name: string) => ({ 'font-family': '"Lora Variable"', 'unicode-range': 'U+0000-00FF', src: 'url("/assets/lora.woff2")' })[name] ?? '' } };
    const added: unknown[] = [];
    vi.stubGlobal('document', { fonts: { load: fontsLoad, [Symbol.iterator]: () => [failed][Symbol.iterator](), add: (face: unknown) => added.push(face), delete: () => true }, styleSheets: [{ cssRules: [rule], href: 'https://app.example/assets/wght.css' }], baseURI: 'https://app.example/home' });
    const made: unknown[][] = [];
    vi.stubGlobal('FontFace', function FontFace(...args: unknown[]) {
      made.push(args);
    });
    // The CSS face failed; after the new face is declared, each weight has a loaded face beside the failed one.
    fontsLoad.mockResolvedValueOnce([{ status: 'error' }]).mockResolvedValueOnce([{ status: 'error' }]).mockResolvedValue([{ status: 'error' }, { status: 'loaded' }]);
    await expect(mod.loadFont('font-lora')).resolves.toBe('loaded');
    expect(made.map((args) => args.slice(0, 2))).toEqual([['Lora Variable', 'url("https://app.example/assets/lora.woff2")']]);
    expect(added).toHaveLength(1);
    expect(fontsLoad).toHaveBeenCalledTimes(4);
  });

  it('asks a failed family again when the device comes back online', async () => {
    const listeners: Record<string, () => void> = {};
    vi.stubGlobal('window', { addEventListener: (type: string, listener: () => void) => (listeners[type] = listener) });
    const loader = vi.fn<FontLoader>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    fakes.loaders['font-lora'] = loader;
    await expect(mod.loadFont('font-lora')).resolves.toBe('error');
    expect(listeners.online).toBeTypeOf('function');
    listeners.online?.();
    expect(mod.fontStatus['font-lora']).toBe('loading');
    await vi.waitFor(() => expect(mod.fontStatus['font-lora']).toBe('loaded'));
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('loads Inter for unknown or missing ids, under Inter\'s id', async () => {
    await expect(mod.loadFont('font-comic-sans')).resolves.toBe('loaded');
    await expect(mod.loadFont(undefined)).resolves.toBe('loaded');
    expect(mod.fontStatus['font-comic-sans']).toBeUndefined();
    expect(mod.fontStatus['font-inter']).toBe('loaded');
    expect(fakes.loaders['font-inter']).toHaveBeenCalledTimes(1);
    expect(fontsLoad.mock.calls.map(([font]) => font)).toEqual(['400 1em "Inter Variable"', '700 1em "Inter Variable"']);
  });

  it('reports error for a catalogue font without a loader', async () => {
    delete fakes.loaders['font-lora'];
    await expect(mod.loadFont('font-lora')).resolves.toBe('error');
  });
});

describe('ensureDeckFonts', () => {
  it('loads the title and body fonts of a deck and reports each', async () => {
    fakes.loaders['font-lora'] = vi.fn(async () => {
      throw new Error('offline');
    });
    await expect(mod.ensureDeckFonts({ selectedTitleFont: 'font-lora', selectedBodyFont: 'font-poppins' })).resolves.toEqual({
      title: 'error',
      body: 'loaded',
    });
    await expect(mod.ensureDeckFonts({})).resolves.toEqual({ title: 'loaded', body: 'loaded' });
  });
});
