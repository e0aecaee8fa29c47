import { describe, expect, it, vi } from 'vitest';
import { bindConnectivity } from './connectivity';

function controls() {
  return { startAutoRefresh: vi.fn(async () => undefined), stopAutoRefresh: vi.fn(async () => undefined) };
}

describe('bindConnectivity', () => {
  it('stops token refresh on offline and starts it again on online', () => {
    const target = new EventTarget();
    const c = controls();
    bindConnectivity(target, c, () => true);
    expect(c.stopAutoRefresh).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('offline'));
    expect(c.stopAutoRefresh).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event('online'));
    expect(c.startAutoRefresh).toHaveBeenCalledTimes(1);
  });

  it('stops at once when the device starts offline', () => {
    const c = controls();
    bindConnectivity(new EventTarget(), c, () => false);
    expect(c.stopAutoRefresh).toHaveBeenCalledTimes(1);
  });

  it('stops listening once unbound', () => {
    const target = new EventTarget();
    const c = controls();
    bindConnectivity(target, c, () => true)();
    target.dispatchEvent(new Event('offline'));
    target.dispatchEvent(new Event('online'));
    expect(c.stopAutoRefresh).not.toHaveBeenCalled();
    expect(c.startAutoRefresh).not.toHaveBeenCalled();
  });
});
