import { describe, expect, it } from 'vitest';
import type { Clock } from '../lib/clock';
import { createDefaultGenerationConfig, createDefaultPresentationSettings } from '../core/schemas/config';
import type { PresentationDraft, PresentationsRepository, SaveResult } from '../data/presentations';
import { createDeckPersister, saveLimitWarning } from './deck-persist';

/** A clock the test moves by hand. */
function manualClock() {
  let now = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  let next = 1;
  const clock: Clock = {
    now: () => now,
    setTimeout: (fn, ms) => (timers.set(next, { at: now + ms, fn }), next++),
    clearTimeout: (h) => void timers.delete(h as number),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, t] of [...timers]) {
      if (t.at > now) continue;
      timers.delete(id);
      t.fn();
    }
  };
  return { clock, advance };
}

function fakeRepo(answer: (draft: PresentationDraft) => SaveResult = (d) => ({ ok: true, presentation: d as never, dropped: [] })) {
  const saves: PresentationDraft[] = [];
  const repo = { save: async (draft: PresentationDraft) => (saves.push(draft), answer(draft)) } as unknown as PresentationsRepository;
  return { repo, saves };
}

function fakeDoc() {
  const listeners = new Set<() => void>();
  return {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_: string, fn: () => void) => void listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => void listeners.delete(fn),
    hide() {
      this.visibilityState = 'hidden';
      for (const fn of listeners) fn();
    },
  };
}

const slides = (n: number) => Array.from({ length: n }, (_, id) => ({ id, type: 'topic' as const, title: `S${id}`, description: '', isComplete: true, isStreaming: false, streamingText: { title: '', description: '' }, hasImage: false, hasIcon: false, notes: '' }));
const base = { deckId: 'p', config: createDefaultGenerationConfig({ input_text: 'Reefs' }), settings: () => createDefaultPresentationSettings() };
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('deck persister', () => {
  it('writes again without reading the stored deck back, keeping what its first write stored', async () => {
    const options: unknown[] = [];
    const saves: PresentationDraft[] = [];
    const repo = {
      save: async (draft: PresentationDraft, opts: unknown) => {
        saves.push(draft);
        options.push(opts);
        return { ok: true, presentation: { ...draft, createdAt: 111, lastViewed: 222 }, dropped: [] } as unknown as SaveResult;
      },
    } as unknown as PresentationsRepository;
    const p = createDeckPersister({ ...base, repo, onWarning: () => undefined, doc: fakeDoc() as never });
    await p.save({ title: 'T', slides: slides(1) }, false);
    await p.save({ title: 'T', slides: slides(2) }, false);
    expect(options).toEqual([{}, { rewrite: true }]);
    expect(saves[1]).toMatchObject({ createdAt: 111, lastViewed: 222 });
    expect(saves[0]?.createdAt).toBeUndefined();
  });

  it('writes the latest of many changes once per interval, and the final state when told', async () => {
    const { clock, advance } = manualClock();
    const { repo, saves } = fakeRepo();
    const p = createDeckPersister({ ...base, repo, clock, throttleMs: 400, onWarning: () => undefined, doc: fakeDoc() as never });
    p.push({ title: 'T', slides: slides(1) });
    p.push({ title: 'T', slides: slides(2) });
    advance(399);
    await settle();
    expect(saves).toHaveLength(0);
    advance(1);
    await settle();
    expect(saves.map((s) => [s.slides?.length, s.isComplete])).toEqual([[2, false]]);
    p.push({ title: 'T', slides: slides(3) });
    await p.finish({ title: 'T', slides: slides(4) }, true);
    advance(1_000);
    await settle();
    expect(saves.map((s) => [s.slides?.length, s.isComplete])).toEqual([[2, false], [4, true]]);
  });

  it('flushes at once when the page is hidden', async () => {
    const { clock } = manualClock();
    const { repo, saves } = fakeRepo();
    const doc = fakeDoc();
    const p = createDeckPersister({ ...base, repo, clock, onWarning: () => undefined, doc: doc as never });
    p.push({ title: 'T', slides: slides(2) });
    doc.hide();
    await p.flush();
    expect(saves).toHaveLength(1);
  });

  it('stops asking once the saved-deck limit refused the deck, with one warning', async () => {
    const { clock } = manualClock();
    const { repo, saves } = fakeRepo(() => ({ ok: false, reason: 'limit', limit: 3, oldest: [] }));
    const warnings: string[] = [];
    const p = createDeckPersister({ ...base, repo, clock, onWarning: (m) => warnings.push(m), doc: fakeDoc() as never });
    await p.save({ title: 'T', slides: [] }, false);
    await p.finish({ title: 'T', slides: slides(2) }, true);
    expect(saves).toHaveLength(1);
    expect(p.refused).toBe(true);
    expect(warnings).toEqual([saveLimitWarning(3)]);
  });
});
