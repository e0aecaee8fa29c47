import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt, markInstalled, promptInstall, uiState } from '../state/ui';
import { InstallButton } from './InstallButton';

/** What Chromium dispatches: a cancelable event with prompt() and userChoice. */
function fakeInstallEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

afterEach(() => markInstalled());

describe('InstallButton', () => {
  it('is hidden until the browser offers installation', () => {
    expect(renderToStaticMarkup(<InstallButton />)).toBe('');
    captureInstallPrompt(fakeInstallEvent('accepted').event);
    expect(renderToStaticMarkup(<InstallButton />)).toMatch(/<button[^>]*>Install app<\/button>/);
  });

  it('keeps the browser from showing its own banner so the button can prompt later', () => {
    const { event } = fakeInstallEvent('accepted');
    captureInstallPrompt(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('prompts once and hides whatever the user chose', async () => {
    const { event, prompt } = fakeInstallEvent('dismissed');
    captureInstallPrompt(event);
    await expect(promptInstall()).resolves.toBe('dismissed');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(uiState.canInstall).toBe(false);
    // The event is spent: a second click has nothing to show.
    await expect(promptInstall()).resolves.toBe('unavailable');
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('hides after the app is installed from the browser menu', () => {
    captureInstallPrompt(fakeInstallEvent('accepted').event);
    markInstalled();
    expect(uiState.canInstall).toBe(false);
    expect(renderToStaticMarkup(<InstallButton />)).toBe('');
  });
});
