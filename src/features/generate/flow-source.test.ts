import { proxy } from 'valtio';
import { describe, expect, it, vi } from 'vitest';
import type { GenerationConfig } from '../../core/schemas/config';
import type { OutlineTopic } from '../../core/schemas/outline';
import { createDefaultStreamingStats } from '../../core/schemas/telemetry';
import { createInitialForm } from '../../state/create-form';
import type { GenerationState } from '../../state/generation';
import type { DeckJobOutcome, DeckJobRequest } from '../../state/jobs';
import { createGenerateFlow, type FlowDeps } from './flow';
import { receiveDocument } from './search';

const topic = (n: number): OutlineTopic => ({ topic_id: `topic_${n}`, heading: `Topic ${n}`, overview: `About ${n}`, visual_mode: 'icon', icon_prompt: '', image_prompt: '' });

/** A flow over fakes whose outline always comes back with four topics; `kept` records what keepSource got. */
function harness(online = true) {
  const form = proxy(createInitialForm());
  const state = proxy({ status: 'idle', error: null, errorKind: null, errorStatus: null, statusMessage: '', stats: createDefaultStreamingStats(), outline: null, topics: [], expectedTopics: 0, outlineSkipped: false, warnings: [] } as unknown as GenerationState);
  const kept: [string, string][] = [];
  const deps: FlowDeps = {
    generation: {
      state,
      generateOutline: vi.fn(async (config: GenerationConfig) => {
        Object.assign(state, { status: 'done', topics: [1, 2, 3, 4].map(topic), outline: { title: 'Reefs', description: '', image_prompt: '', topics_array: [] } });
        void config;
        return 'done' as const;
      }),
    },
    runDeckJob: vi.fn(() => new Promise<DeckJobOutcome>(() => {})),
    discardDeck: vi.fn(async () => undefined),
    resumeDeck: vi.fn(async (deckId: string) => ({ ok: true, deckId, slides: 5 }) as DeckJobOutcome),
    isRunning: () => false,
    commitDeck: vi.fn(async () => null),
    applyDeckSettings: vi.fn(),
    queueDeck: vi.fn(async (_request: DeckJobRequest) => undefined),
    keepSource: vi.fn(async (deckId: string, text: string) => void kept.push([deckId, text])),
    saveConfig: vi.fn(async () => undefined),
    getBalance: async () => 800,
    isOnline: () => online,
    newId: () => 'deck-1',
    warn: () => {},
  };
  return { form, deps, kept, flow: createGenerateFlow(form, deps) };
}

const REPORT = 'Coral reefs cover less than one percent of the ocean floor.\n\nThey shelter a quarter of all marine species.';

describe('a deck made from a document keeps the document', () => {
  it('keeps the text the outline call got, under the deck started for it', async () => {
    const h = harness();
    receiveDocument(h.form, 'file_upload', REPORT);
    await h.flow.continueFromInput();
    await h.flow.continueToVisuals();
    expect(h.kept).toEqual([['deck-1', REPORT]]);
  });

  it('keeps it for a deck queued offline too', async () => {
    const h = harness();
    receiveDocument(h.form, 'paste', REPORT);
    await h.flow.continueFromInput();
    h.deps.isOnline = () => false;
    await h.flow.continueToVisuals();
    expect(h.form.queuedDeckId).toBe('deck-1');
    expect(h.kept).toEqual([['deck-1', REPORT]]);
  });

  it('keeps nothing for a deck made from a topic', async () => {
    const h = harness();
    h.form.input.text = 'Coral reefs';
    await h.flow.continueFromInput();
    await h.flow.continueToVisuals();
    expect(h.deps.runDeckJob).toHaveBeenCalledOnce();
    expect(h.kept).toEqual([]);
  });
});
