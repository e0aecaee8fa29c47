import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDefaultGenerationConfig } from '../../core/schemas/config';
import { announce, failedMessage, READY_TOAST_MS, systemNotifier, type ShowToast } from './notify';
import type { OutboxReport } from './runner';

const config = createDefaultGenerationConfig({ input_text: 'Tides and the moon', number_of_slides: 5 });
const done: OutboxReport = { kind: 'done', id: 1, request: { deckId: 'deck 1', config }, deckId: 'deck 1', slides: 5 };

afterEach(() => vi.unstubAllGlobals());

describe('announce', () => {
  it('says the deck is ready, by its saved title, with an Open link to it', async () => {
    const toast = vi.fn<ShowToast>(() => 1);
    const notify = vi.fn();
    await announce(done, { toast, notify, titleOf: async () => 'Moon & Tides' });
    const href = '/home?deck=deck%201';
    expect(toast).toHaveBeenCalledWith('success', 'Your deck "Moon & Tides" is ready', { ms: READY_TOAST_MS, action: { label: 'Open', href } });
    expect(notify).toHaveBeenCalledWith('Decksmith', { body: 'Your deck "Moon & Tides" is ready', tag: 'deck-deck 1', href });
  });

  it('falls back to the requested title when the saved one cannot be read', async () => {
    const toast = vi.fn<ShowToast>(() => 1);
    await announce(done, { toast, titleOf: () => Promise.reject(new Error('locked')) });
    expect(toast.mock.calls[0]?.[1]).toBe('Your deck "Tides and the moon" is ready');
  });

  it('shows a permanent failure as an error with the topic', async () => {
    const toast = vi.fn<ShowToast>(() => 1);
    const payload = { kind: 'deck', request: { deckId: 'x', config }, requestedAt: 1 };
    await announce({ kind: 'failed', id: 2, payload, error: 'Not enough credits' }, { toast });
    expect(toast).toHaveBeenCalledWith('error', 'Your queued deck "Tides and the moon" could not be generated: Not enough credits');
    expect(failedMessage('', 'Broken')).toBe('A queued deck could not be generated: Broken');
  });
});

describe('systemNotifier', () => {
  function stubNotification(permission: NotificationPermission) {
    const created: { title: string; options: NotificationOptions; onclick: (() => void) | null }[] = [];
    const requestPermission = vi.fn();
    class FakeNotification {
      static permission = permission;
      static requestPermission = requestPermission;
      onclick: (() => void) | null = null;
      constructor(title: string, options: NotificationOptions) {
        created.push(Object.assign(this, { title, options }) as never);
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    vi.stubGlobal('window', { focus: vi.fn() });
    return { created, requestPermission };
  }

  it('never prompts: nothing is shown unless permission was already granted', async () => {
    const { created, requestPermission } = stubNotification('default');
    await systemNotifier(vi.fn())('Decksmith', { body: 'Ready', tag: 't', href: '/home?deck=1' });
    expect(created).toEqual([]);
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('with permission, shows it and opens the deck on click', async () => {
    const { created } = stubNotification('granted');
    const navigate = vi.fn();
    await systemNotifier(navigate)('Decksmith', { body: 'Ready', tag: 't', href: '/home?deck=1' });
    expect(created.map((n) => [n.title, n.options.body])).toEqual([['Decksmith', 'Ready']]);
    created[0]?.onclick?.();
    expect(navigate).toHaveBeenCalledWith('/home?deck=1');
  });
});
