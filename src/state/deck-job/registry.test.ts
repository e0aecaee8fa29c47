import { describe, expect, it, vi } from 'vitest';
import { createDefaultPresentationSettings } from '../../core/schemas/config';
import type { DeckPersister } from '../deck-persist';
import type { GenerationStore } from '../generation';
import { JobRegistry } from './registry';

const settings = createDefaultPresentationSettings();
const fakeStore = () => ({ cancel: vi.fn() }) as unknown as GenerationStore & { cancel: ReturnType<typeof vi.fn> };

describe('JobRegistry', () => {
  it('shows a job from begin to settle, and keeps the reason of a failure after it', async () => {
    const registry = new JobRegistry();
    registry.state.errors.d = 'earlier failure';
    registry.warn('d', 'earlier warning');
    const job = registry.begin('d', fakeStore(), { phase: 'starting', app: true }, settings);
    expect(registry.has('d')).toBe(true);
    expect(registry.state).toEqual({ active: { d: { phase: 'starting', app: true } }, errors: {}, warnings: {} });
    registry.setPhase('d', 'content');
    registry.markUncommitted('d', true);
    expect(registry.state.active.d).toEqual({ phase: 'content', app: true, uncommitted: true });
    const outcome = await registry.settle('d', job, async () => ({ ok: false, deckId: 'd', error: 'broke', retryable: true }));
    expect(outcome).toEqual({ ok: false, deckId: 'd', error: 'broke', retryable: true });
    expect(await job.done).toBe(outcome);
    expect(registry.has('d')).toBe(false);
    expect(registry.state).toEqual({ active: {}, errors: { d: 'broke' }, warnings: {} });
  });

  it('calls work that throws a final failure, and ends the job all the same', async () => {
    const registry = new JobRegistry();
    const job = registry.begin('t', fakeStore(), { phase: 'starting', app: false }, settings);
    const outcome = await registry.settle('t', job, async () => {
      throw new Error('disk gone');
    });
    expect(outcome).toEqual({ ok: false, deckId: 't', error: 'disk gone', retryable: false });
    expect(registry.get('t')).toBeUndefined();
    expect(registry.state.active).toEqual({});
  });

  it('stops on the caller signal, cancelling a store run under way; the first reason stays', () => {
    const registry = new JobRegistry();
    const controller = new AbortController();
    const store = fakeStore();
    const job = registry.begin('s', store, { phase: 'content', app: true }, settings, controller.signal);
    job.running = true;
    controller.abort();
    expect(job.stopped).toBe('aborted');
    expect(store.cancel).toHaveBeenCalledTimes(1);
    registry.stop(job, 'discarded');
    expect(job.stopped).toBe('aborted');
  });

  it('a discard stops the job writes; a signal aborted before begin stops the job at once', () => {
    const registry = new JobRegistry();
    const job = registry.begin('w', fakeStore(), { phase: 'content', app: true }, settings);
    const stop = vi.fn();
    job.persister = { stop } as unknown as DeckPersister;
    registry.stop(job, 'discarded');
    expect(job.stopped).toBe('discarded');
    expect(stop).toHaveBeenCalledTimes(1);
    const early = registry.begin('e', fakeStore(), { phase: 'starting', app: true }, settings, AbortSignal.abort());
    expect(early.stopped).toBe('aborted');
  });

  it('stops listening to the signal once the job has settled', async () => {
    const registry = new JobRegistry();
    const controller = new AbortController();
    const job = registry.begin('l', fakeStore(), { phase: 'starting', app: true }, settings, controller.signal);
    await registry.settle('l', job, async () => ({ ok: true, deckId: 'l', slides: 1 }));
    controller.abort();
    expect(job.stopped).toBeNull();
  });
});
