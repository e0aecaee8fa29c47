import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { OUTBOX_WAKE } from '../../sw/messages';
import { uiState } from './ui';

// The real module exists only inside a Vite build, so Vitest needs a stand-in.
const pwaRegister = vi.hoisted(() => ({
  options: undefined as RegisterSWOptions | undefined,
  updateSW: vi.fn(async (_reload?: boolean) => undefined),
}));
vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: RegisterSWOptions) => {
    pwaRegister.options = options;
    return pwaRegister.updateSW;
  },
}));

const { onOutboxWake, registerServiceWorker, reloadForUpdate, startUpdateChecks, UPDATE_CHECK_MS } = await import('./pwa');

function fakeRegistration() {
  return { installing: null as ServiceWorker | null, update: vi.fn(async () => undefined) };
}

/** A navigator with a service-worker container that can deliver messages. */
function stubNavigator(onLine = true) {
  const container = new EventTarget();
  vi.stubGlobal('navigator', { onLine, serviceWorker: container });
  return container;
}

beforeEach(() => {
  vi.useFakeTimers();
  pwaRegister.options = undefined;
  pwaRegister.updateSW.mockClear();
  uiState.updateAvailable = false;
  uiState.offlineReady = false;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('registerServiceWorker', () => {
  it('registers after load and shows the prompt instead of reloading when a version waits', () => {
    stubNavigator();
    registerServiceWorker();
    // The precache download waits for the page's own load.
    expect(pwaRegister.options?.immediate).toBe(false);
    expect(uiState.updateAvailable).toBe(false);
    pwaRegister.options?.onNeedRefresh?.();
    expect(uiState.updateAvailable).toBe(true);
    // Nothing was activated behind the user's back.
    expect(pwaRegister.updateSW).not.toHaveBeenCalled();
  });

  it('marks the app ready offline once the first install finishes', () => {
    stubNavigator();
    registerServiceWorker();
    pwaRegister.options?.onOfflineReady?.();
    expect(uiState.offlineReady).toBe(true);
  });

  it('does nothing where service workers are unsupported', () => {
    vi.stubGlobal('navigator', { onLine: true });
    registerServiceWorker();
    expect(pwaRegister.options).toBeUndefined();
  });

  it('starts periodic update checks once registered', () => {
    stubNavigator();
    registerServiceWorker();
    const registration = fakeRegistration();
    pwaRegister.options?.onRegisteredSW?.('/sw.js', registration as unknown as ServiceWorkerRegistration);
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    expect(registration.update).toHaveBeenCalledTimes(1);
  });
});

describe('reloadForUpdate', () => {
  it('asks the waiting worker to take over with a reload and hides the toast', () => {
    stubNavigator();
    registerServiceWorker();
    uiState.updateAvailable = true;
    reloadForUpdate();
    expect(pwaRegister.updateSW).toHaveBeenCalledWith(true);
    expect(uiState.updateAvailable).toBe(false);
  });
});

describe('startUpdateChecks', () => {
  it('checks once per interval', () => {
    stubNavigator();
    const registration = fakeRegistration();
    const stop = startUpdateChecks(registration, 1_000);
    vi.advanceTimersByTime(999);
    expect(registration.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_001);
    expect(registration.update).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(5_000);
    expect(registration.update).toHaveBeenCalledTimes(3);
  });

  it('skips a check while offline or while a worker is installing', () => {
    const nav = { onLine: false, serviceWorker: new EventTarget() };
    vi.stubGlobal('navigator', nav);
    const registration = fakeRegistration();
    const stop = startUpdateChecks(registration, 1_000);
    vi.advanceTimersByTime(1_000);
    expect(registration.update).not.toHaveBeenCalled();
    nav.onLine = true;
    registration.installing = {} as ServiceWorker;
    vi.advanceTimersByTime(1_000);
    expect(registration.update).not.toHaveBeenCalled();
    registration.installing = null;
    vi.advanceTimersByTime(1_000);
    expect(registration.update).toHaveBeenCalledTimes(1);
    stop();
  });

  it('swallows a failed check (update() rejects when the server is unreachable)', async () => {
    stubNavigator();
    const registration = { installing: null, update: vi.fn(() => Promise.reject(new Error('offline'))) };
    const stop = startUpdateChecks(registration, 1_000);
    vi.advanceTimersByTime(1_000);
    await vi.runAllTicks();
    expect(registration.update).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('onOutboxWake', () => {
  it('calls back for the worker\'s outbox-wake message only', () => {
    const container = stubNavigator();
    const wake = vi.fn();
    const stop = onOutboxWake(wake);
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'something-else' } }));
    container.dispatchEvent(new MessageEvent('message', { data: null }));
    expect(wake).not.toHaveBeenCalled();
    container.dispatchEvent(new MessageEvent('message', { data: { type: OUTBOX_WAKE } }));
    expect(wake).toHaveBeenCalledTimes(1);
    stop();
    container.dispatchEvent(new MessageEvent('message', { data: { type: OUTBOX_WAKE } }));
    expect(wake).toHaveBeenCalledTimes(1);
  });
});
