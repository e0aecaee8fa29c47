import { afterEach, describe, expect, it } from 'vitest';
import { openPresenterLink, readPresenterMessage, type PresenterMessage } from './channel';

describe('readPresenterMessage', () => {
  it('accepts the messages of its deck and a bare hello', () => {
    expect(readPresenterMessage({ type: 'goto', deckId: 'd1', index: 2 }, 'd1')).toEqual({ type: 'goto', deckId: 'd1', index: 2 });
    expect(readPresenterMessage({ type: 'hello' }, 'd1')).toEqual({ type: 'hello' });
    expect(readPresenterMessage({ type: 'state', deckId: 'd1', index: 0, total: 4 }, 'd1')).toMatchObject({ type: 'state', total: 4 });
    expect(readPresenterMessage({ type: 'bye', deckId: 'd1' }, 'd1')).toEqual({ type: 'bye', deckId: 'd1' });
    expect(readPresenterMessage({ type: 'state', deckId: 'd1', index: 0, total: 4, startedAt: 1_700_000_000_000 }, 'd1')).toMatchObject({ startedAt: 1_700_000_000_000 });
  });

  it("ignores other decks' messages", () => {
    expect(readPresenterMessage({ type: 'goto', deckId: 'other', index: 1 }, 'd1')).toBeNull();
    expect(readPresenterMessage({ type: 'hello', deckId: 'other' }, 'd1')).toBeNull();
  });

  it('rejects malformed messages', () => {
    for (const bad of [
      null,
      'goto',
      42,
      { type: 'goto', deckId: 'd1' },
      { type: 'goto', deckId: 'd1', index: -1 },
      { type: 'goto', deckId: 'd1', index: 1.5 },
      { type: 'goto', deckId: 'd1', index: '2' },
      { type: 'goto', deckId: '', index: 1 },
      { type: 'state', deckId: 'd1', index: 1 },
      { type: 'state', deckId: 'd1', index: 1, total: 2, startedAt: 'now' },
      { type: 'state', deckId: 'd1', index: 1, total: 2, startedAt: -5 },
      { type: 'delete', deckId: 'd1' },
    ]) {
      expect(readPresenterMessage(bad, 'd1')).toBeNull();
    }
  });
});

describe('openPresenterLink', () => {
  const opened: { close(): void }[] = [];
  afterEach(() => opened.splice(0).forEach((l) => l.close()));

  it('carries valid messages of its deck between two links and drops the rest', async () => {
    const received: PresenterMessage[] = [];
    const receiver = openPresenterLink('d1', (m) => received.push(m));
    const sender = openPresenterLink('d1', () => undefined);
    opened.push(receiver, sender);
    const raw = new BroadcastChannel('decksmith-presenter');
    opened.push(raw);
    raw.postMessage({ type: 'goto', deckId: 'd1', index: 'x' });
    raw.postMessage({ type: 'goto', deckId: 'd2', index: 1 });
    sender.post({ type: 'goto', deckId: 'd1', index: 3 });
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]).toEqual({ type: 'goto', deckId: 'd1', index: 3 });
  });
});
