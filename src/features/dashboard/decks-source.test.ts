import { describe, expect, it, vi } from 'vitest';
import { toDashboardDeck, type DashboardDeck } from '../../core/deck/dashboard';
import { watchAllDecks, type DecksWorkerLike, type DecksWorkerReply } from './decks-source';

const deck: DashboardDeck = toDashboardDeck({
  id: 'a', title: 'A', description: '', theme: 'aurora-borealis', createdAt: 1, updatedAt: 1, lastViewed: 1,
  favorite: false, isComplete: true, settings: { selectedTitleFont: 'font-inter' }, slideCount: 1, firstSlideTitle: 'A',
});

function fakeWorker(): DecksWorkerLike & { reply(data: DecksWorkerReply): void; fail(): void } {
  const worker = {
    onmessage: null as DecksWorkerLike['onmessage'],
    onerror: null as DecksWorkerLike['onerror'],
    terminate: vi.fn(),
    reply(data: DecksWorkerReply) {
      worker.onmessage?.({ data } as MessageEvent<DecksWorkerReply>);
    },
    fail() {
      worker.onerror?.(new Event('error'));
    },
  };
  return worker;
}

describe('watchAllDecks', () => {
  it("passes on the worker's lists and terminates it when stopped", () => {
    const worker = fakeWorker();
    const fallback = vi.fn(() => () => undefined);
    const seen: DashboardDeck[][] = [];
    const stop = watchAllDecks((decks) => seen.push(decks), () => worker, fallback);
    worker.reply({ type: 'decks', decks: [deck] });
    worker.reply({ type: 'decks', decks: [] });
    expect(seen).toEqual([[deck], []]);
    expect(fallback).not.toHaveBeenCalled();
    stop();
    expect(worker.terminate).toHaveBeenCalled();
  });

  it('reads on the main thread when there is no worker, or when it fails or reports an error', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stopFallback = vi.fn();
    const fallback = vi.fn(() => stopFallback);
    const onDecks = vi.fn();

    watchAllDecks(onDecks, () => null, fallback)();
    expect(fallback).toHaveBeenCalledTimes(1);
    expect(stopFallback).toHaveBeenCalledTimes(1);

    watchAllDecks(onDecks, () => { throw new Error('blocked'); }, fallback);
    expect(fallback).toHaveBeenCalledTimes(2);

    const broken = fakeWorker();
    const stop = watchAllDecks(onDecks, () => broken, fallback);
    broken.reply({ type: 'error', message: 'no IndexedDB' });
    broken.fail();
    // One fallback however many failures follow.
    expect(fallback).toHaveBeenCalledTimes(3);
    expect(broken.terminate).toHaveBeenCalled();
    stop();
    expect(stopFallback).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});
