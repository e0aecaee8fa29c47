import { proxy } from 'valtio';
import { describe, expect, it, vi } from 'vitest';
import { BACKGROUND_NOT_READY, BLANK_TOPIC, NETWORK_ERROR, insufficientCredits } from '../../core/errors';
import { renameTopic, moveTopic } from '../../core/outline/edit';
import type { DeckPrice } from '../../core/credits';
import type { GenerationConfig } from '../../core/schemas/config';
import type { OutlineTopic } from '../../core/schemas/outline';
import { createDefaultStreamingStats } from '../../core/schemas/telemetry';
import { createInitialForm, type CreateFormState } from '../../state/create-form';
import type { GenerationState, RunResult } from '../../state/generation';
import type { DeckJobOutcome, DeckJobRequest } from '../../state/jobs';
import { DECK_NOT_FOUND } from '../../state/deck-job-shared';
import { GENERATION_BUSY, OUTLINE_NOT_READY, createGenerateFlow, type FlowDeps } from './flow';

const topic = (n: number): OutlineTopic => ({ topic_id: `topic_${n}`, heading: `Topic ${n}`, overview: `About ${n}`, visual_mode: 'icon', icon_prompt: '', image_prompt: '' });

function generationState(): GenerationState {
  return {
    status: 'idle',
    error: null,
    errorKind: null,
    errorStatus: null,
    statusMessage: '',
    stats: createDefaultStreamingStats(),
    outline: null,
    topics: [],
    expectedTopics: 0,
    outlineSkipped: false,
    warnings: [],
  };
}

interface Harness {
  form: CreateFormState;
  deps: FlowDeps;
  state: GenerationState;
  jobs: DeckJobRequest[];
  queued: DeckJobRequest[];
  saved: [string, GenerationConfig][];
  discarded: string[];
  applied: [string, unknown][];
  committed: [string, DeckPrice][];
  /** What the next commit answers (null: charged). */
  commitAnswer: { value: string | null };
  resumeAnswer?: (deckId: string) => DeckJobOutcome;
  finishJob: (outcome: Partial<DeckJobOutcome>) => void;
  online: { value: boolean };
}

/** A flow over fakes; `outline` decides what the fake generation store answers. */
function harness(outline: (state: GenerationState, config: GenerationConfig) => RunResult = (state, config) => {
  const n = config.number_of_slides - 1;
  Object.assign(state, { status: 'done', topics: Array.from({ length: n }, (_, i) => topic(i + 1)), outline: { title: 'Reefs', description: 'Under the sea', image_prompt: '', topics_array: [] } });
  return 'done';
}, balance = 800): Harness {
  const form = proxy(createInitialForm());
  const state = proxy(generationState());
  const h = { jobs: [], queued: [], saved: [], discarded: [], applied: [], committed: [], commitAnswer: { value: null }, online: { value: true } } as unknown as Harness;
  let resolveJob: (outcome: DeckJobOutcome) => void = () => {};
  let ids = 0;
  const deps: FlowDeps = {
    generation: { state, generateOutline: vi.fn(async (config: GenerationConfig) => outline(state, config)) },
    runDeckJob: vi.fn((request: DeckJobRequest) => {
      h.jobs.push(request);
      return new Promise<DeckJobOutcome>((resolve) => (resolveJob = resolve));
    }),
    discardDeck: vi.fn(async (id: string) => void h.discarded.push(id)),
    resumeDeck: vi.fn(async (deckId: string) => h.resumeAnswer?.(deckId) ?? ({ ok: true, deckId, slides: 5 } as DeckJobOutcome)),
    isRunning: () => false,
    commitDeck: vi.fn(async (id: string, price: DeckPrice) => {
      h.committed.push([id, price]);
      return h.commitAnswer.value;
    }),
    applyDeckSettings: vi.fn((id: string, settings: unknown) => void h.applied.push([id, settings])),
    queueDeck: vi.fn(async (request: DeckJobRequest) => void h.queued.push(request)),
    saveConfig: vi.fn(async (kind: string, config: GenerationConfig) => void h.saved.push([kind, config])),
    getBalance: async () => balance,
    isOnline: () => h.online.value,
    newId: () => `deck-${++ids}`,
    warn: () => {},
  };
  const finishJob = (outcome: Partial<DeckJobOutcome>) => resolveJob({ ok: true, deckId: '', slides: 5, ...outcome } as DeckJobOutcome);
  return Object.assign(h, { form, deps, state, finishJob });
}

async function atOutline(h: Harness, text = 'Coral reefs') {
  const flow = createGenerateFlow(h.form, h.deps);
  h.form.input.text = text;
  await flow.continueFromInput();
  return flow;
}

describe('step 1 Continue', () => {
  it('refuses a blank topic without asking for an outline', async () => {
    const h = harness();
    const flow = await atOutline(h, '   ');
    expect(h.form).toMatchObject({ step: 1, notice: BLANK_TOPIC });
    expect(h.deps.generation.generateOutline).not.toHaveBeenCalled();
    expect(flow).toBeDefined();
  });

  it('refuses up front when the credits do not cover the deck', async () => {
    const h = harness(undefined, 6);
    await atOutline(h);
    // Five slides and the two pictures a deck of five is expected to have.
    expect(h.form).toMatchObject({ step: 1, notice: insufficientCredits(7, 6) });
    expect(h.deps.generation.generateOutline).not.toHaveBeenCalled();
  });

  it('goes to step 2 and keeps the generated outline as an editable copy', async () => {
    const h = harness();
    await atOutline(h);
    expect(h.form.step).toBe(2);
    expect(h.form.outline).toMatchObject({ phase: 'done', title: 'Reefs', description: 'Under the sea', error: null });
    expect(h.form.outline.topics.map((t) => t.heading)).toEqual(['Topic 1', 'Topic 2', 'Topic 3', 'Topic 4']);
    expect(h.form.outline.topics).not.toBe(h.state.topics);
  });

  it('keeps the outline and its edits when Continue is pressed again with the same input', async () => {
    const h = harness();
    const flow = await atOutline(h);
    h.form.outline.topics = [...renameTopic(h.form.outline.topics, 0, 'Edited')];
    flow.goToStep(1);
    await flow.continueFromInput();
    expect(h.deps.generation.generateOutline).toHaveBeenCalledTimes(1);
    expect(h.form.outline.topics[0]?.heading).toBe('Edited');
    h.form.input.tone = 'formal';
    await flow.continueFromInput();
    expect(h.deps.generation.generateOutline).toHaveBeenCalledTimes(2);
    expect(h.form.outline.topics[0]?.heading).toBe('Topic 1');
  });

  it('queues the request instead of calling the server when offline', async () => {
    const h = harness();
    h.online.value = false;
    await atOutline(h);
    expect(h.deps.generation.generateOutline).not.toHaveBeenCalled();
    expect(h.queued).toHaveLength(1);
    expect(h.queued[0]).toMatchObject({ deckId: 'deck-1', config: { input_text: 'Coral reefs', number_of_slides: 5 } });
    expect(h.queued[0]?.topics).toBeUndefined();
    expect(h.form).toMatchObject({ queuedDeckId: 'deck-1', finished: true });
  });

  it('asks for no outline for a one-slide deck: it is only the title slide', async () => {
    const h = harness();
    h.form.input.slides = 1;
    const flow = await atOutline(h);
    expect(h.deps.generation.generateOutline).not.toHaveBeenCalled();
    expect(h.form.outline).toMatchObject({ phase: 'done', titleOnly: true, topics: [] });
    await flow.continueToVisuals();
    expect(h.jobs[0]).toMatchObject({ topics: [], config: { number_of_slides: 1 } });
  });
});

describe('outline failures', () => {
  it('shows the store error, and the blank topic text from the panel button', async () => {
    const h = harness((state) => {
      Object.assign(state, { status: 'error', error: 'Outline generation timed out. Please try again.' });
      return 'error';
    });
    const flow = await atOutline(h);
    expect(h.form.outline).toMatchObject({ phase: 'error', error: 'Outline generation timed out. Please try again.' });
    h.form.input.text = ' ';
    await flow.generateOutline();
    expect(h.form.outline).toMatchObject({ phase: 'error', error: BLANK_TOPIC });
  });

  it('queues the request when the call failed for want of a network', async () => {
    const h = harness((state) => {
      Object.assign(state, { status: 'error', error: NETWORK_ERROR, errorKind: 'network' });
      return 'error';
    });
    await atOutline(h);
    expect(h.queued).toHaveLength(1);
    expect(h.form.queuedDeckId).toBe('deck-1');
  });

  it('says so when another generation keeps the store busy', async () => {
    const h = harness(() => 'ignored');
    await atOutline(h);
    expect(h.form.outline).toMatchObject({ phase: 'error', error: GENERATION_BUSY });
  });

  it('continues without an outline when no topic came within 10 s', async () => {
    const h = harness((state) => {
      Object.assign(state, { status: 'done', outlineSkipped: true });
      return 'done';
    });
    const flow = await atOutline(h);
    expect(h.form.outline.phase).toBe('skipped');
    await flow.continueToVisuals();
    expect(h.jobs).toHaveLength(1);
    expect(h.jobs[0]?.topics).toBeUndefined();
    expect(h.jobs[0]?.config.topics_array).toBeUndefined();
  });
});

describe('Continue to Visuals', () => {
  it('saves the config once as current and start, then starts the job without waiting for it', async () => {
    const h = harness();
    const flow = await atOutline(h);
    h.form.outline.topics = [...moveTopic(renameTopic(h.form.outline.topics, 2, 'Threats'), 2, 0)];
    await flow.continueToVisuals();
    expect(h.form.step).toBe(3);
    expect(h.saved.map(([kind]) => kind)).toEqual(['current', 'start']);
    const [request] = h.jobs;
    expect(request?.deckId).toBe('deck-1');
    expect(request?.topics?.map((t) => [t.topic_id, t.heading])).toEqual([
      ['topic_1', 'Threats'],
      ['topic_2', 'Topic 1'],
      ['topic_3', 'Topic 2'],
      ['topic_4', 'Topic 4'],
    ]);
    expect(JSON.parse(request?.config.topics_array ?? '[]')).toEqual(request?.topics);
    expect(request?.config).toMatchObject({ presentation_title: 'Reefs', description: 'Under the sea', number_of_slides: 5 });
    expect(h.saved[0]?.[1]).toEqual(request?.config);
    expect(h.form.job).toMatchObject({ deckId: 'deck-1', status: 'running' });
    h.finishJob({ ok: true, deckId: 'deck-1' });
    await vi.waitFor(() => expect(h.form.job?.status).toBe('done'));
  });

  it('sizes the deck to the edited outline: one slide per topic plus the title slide', async () => {
    const h = harness();
    const flow = await atOutline(h);
    h.form.outline.topics = h.form.outline.topics.slice(0, 2);
    await flow.continueToVisuals();
    expect(h.jobs[0]?.config.number_of_slides).toBe(3);
  });

  it('stays on the outline with the reason when the config cannot be saved', async () => {
    const h = harness();
    const flow = await atOutline(h);
    h.deps.saveConfig = vi.fn(async () => {
      throw new Error('Your device storage is full');
    });
    await flow.continueToVisuals();
    expect(h.form).toMatchObject({ step: 2, notice: 'Your device storage is full', job: null });
    expect(h.jobs).toHaveLength(0);
  });

  it('refuses an outline with a blank heading', async () => {
    const h = harness();
    const flow = await atOutline(h);
    h.form.outline.topics = [...renameTopic(h.form.outline.topics, 1, ' ')];
    await flow.continueToVisuals();
    expect(h.form).toMatchObject({ step: 2, notice: OUTLINE_NOT_READY });
    expect(h.jobs).toHaveLength(0);
  });

  it('reuses the running deck when the outline did not change, and replaces it when it did', async () => {
    const h = harness();
    const flow = await atOutline(h);
    await flow.continueToVisuals();
    flow.goToStep(2);
    await flow.continueToVisuals();
    expect(h.jobs).toHaveLength(1);
    expect(h.discarded).toEqual([]);
    flow.goToStep(2);
    h.form.outline.topics = [...renameTopic(h.form.outline.topics, 0, 'New start')];
    await flow.continueToVisuals();
    expect(h.discarded).toEqual(['deck-1']);
    expect(h.jobs.map((j) => j.deckId)).toEqual(['deck-1', 'deck-2']);
    expect(h.form.job?.deckId).toBe('deck-2');
    // The old job ending late does not touch the new one.
    h.finishJob({ ok: false, deckId: 'deck-1', error: 'stopped', retryable: false });
  });

  it('discards the running deck before asking for a new outline', async () => {
    const h = harness();
    const flow = await atOutline(h);
    await flow.continueToVisuals();
    flow.goToStep(2);
    await flow.generateOutline();
    expect(h.discarded).toEqual(['deck-1']);
    expect(h.form.job).toBeNull();
  });

  it('queues the approved outline when offline', async () => {
    const h = harness();
    const flow = await atOutline(h);
    h.online.value = false;
    await flow.continueToVisuals();
    expect(h.jobs).toHaveLength(0);
    expect(h.queued[0]?.topics).toHaveLength(4);
    expect(h.form.queuedDeckId).toBe('deck-1');
  });

  it('refuses a deck grown beyond the balance', async () => {
    const h = harness(undefined, 7);
    const flow = await atOutline(h);
    h.form.outline.topics.push(topic(9), { ...topic(10), visual_mode: 'image', image_prompt: 'A reef' });
    await flow.continueToVisuals();
    // Seven slides and the one topic in image mode.
    expect(h.form.notice).toBe(insufficientCredits(8, 7));
    expect(h.jobs).toHaveLength(0);
  });
});

describe('step 3', () => {
  it('applies visual choices to the running deck and keeps them in the form', async () => {
    const h = harness();
    const flow = await atOutline(h);
    flow.setVisuals({ theme: 'cosmic-night' });
    expect(h.applied).toEqual([]);
    await flow.continueToVisuals();
    flow.setVisuals({ titleFont: 'font-lora' });
    expect(h.form.input).toMatchObject({ theme: 'cosmic-night', titleFont: 'font-lora' });
    expect(h.applied).toEqual([['deck-1', expect.objectContaining({ selectedTheme: 'cosmic-night', selectedTitleFont: 'font-lora' })]]);
  });

  it('Generate PPT without a started job shows "Background streaming not ready"', async () => {
    const h = harness();
    const flow = await atOutline(h);
    expect(await flow.generatePpt()).toBeUndefined();
    expect(h.form.notice).toBe(BACKGROUND_NOT_READY);
  });

  it('Generate PPT hands the deck id over and saves the final config', async () => {
    const h = harness();
    const flow = await atOutline(h);
    await flow.continueToVisuals();
    flow.setVisuals({ theme: 'ocean-depths' });
    expect(await flow.generatePpt()).toBe('deck-1');
    // Both configs: /home's Regenerate starts from 'start' and must keep the looks chosen here.
    expect(h.saved.slice(-2)).toEqual([
      ['current', expect.objectContaining({ selectedTheme: 'ocean-depths' })],
      ['start', expect.objectContaining({ selectedTheme: 'ocean-depths' })],
    ]);
    expect(h.form.finished).toBe(true);
  });

  it('starts the deck uncharged, and Generate PPT charges the price it shows', async () => {
    const h = harness();
    const flow = await atOutline(h);
    h.form.outline.topics[0]!.visual_mode = 'image';
    h.form.outline.topics[0]!.image_prompt = 'A reef';
    await flow.continueToVisuals();
    expect(h.deps.runDeckJob).toHaveBeenCalledWith(expect.objectContaining({ deckId: 'deck-1' }), { deferCharge: true });
    expect(h.committed).toEqual([]);
    expect(flow.price()).toEqual({ slides: 5, pictures: 1, total: 6 });
    expect(await flow.generatePpt()).toBe('deck-1');
    expect(h.committed).toEqual([['deck-1', { slides: 5, pictures: 1, total: 6 }]]);
  });

  it('photos turned off on step 3 take the pictures off the price', async () => {
    const h = harness();
    const flow = await atOutline(h);
    h.form.outline.topics[1]!.visual_mode = 'image';
    h.form.outline.topics[1]!.image_prompt = 'A reef';
    await flow.continueToVisuals();
    flow.setVisuals({ disablePhotos: true });
    await flow.generatePpt();
    expect(h.committed).toEqual([['deck-1', { slides: 5, pictures: 0, total: 5 }]]);
  });

  it('a refused commit keeps the page with the reason', async () => {
    const h = harness();
    const flow = await atOutline(h);
    await flow.continueToVisuals();
    h.commitAnswer.value = insufficientCredits(5, 3);
    expect(await flow.generatePpt()).toBeUndefined();
    expect(h.form).toMatchObject({ step: 3, finished: false, notice: insufficientCredits(5, 3) });
  });

  it('Generate PPT does not wait for the final config to be saved, and a failed save is only logged', async () => {
    const h = harness();
    const flow = await atOutline(h);
    await flow.continueToVisuals();
    const warn = vi.fn();
    const deps = { ...h.deps, warn };
    const quiet = createGenerateFlow(h.form, deps);
    // A save that never settles does not hold the hand-over up.
    deps.saveConfig = vi.fn(() => new Promise<never>(() => undefined));
    expect(await quiet.generatePpt()).toBe('deck-1');
    deps.saveConfig = vi.fn(async () => {
      throw new Error('Your device storage is full');
    });
    expect(await quiet.generatePpt()).toBe('deck-1');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Could not save the final settings', expect.any(Error)));
  });

  it('Generate PPT offline before the deck is done queues it under the same id', async () => {
    const h = harness();
    const flow = await atOutline(h);
    await flow.continueToVisuals();
    h.online.value = false;
    expect(await flow.generatePpt()).toBeUndefined();
    expect(h.queued.map((r) => r.deckId)).toEqual(['deck-1']);
    expect(h.form.queuedDeckId).toBe('deck-1');
  });

  it('Generate PPT queues a deck whose job lost the network, under the same id', async () => {
    const h = harness();
    const flow = await atOutline(h);
    await flow.continueToVisuals();
    h.finishJob({ ok: false, deckId: 'deck-1', error: NETWORK_ERROR, retryable: true });
    await vi.waitFor(() => expect(h.form.job?.status).toBe('failed'));
    expect(await flow.generatePpt()).toBeUndefined();
    expect(h.queued.map((r) => r.deckId)).toEqual(['deck-1']);
  });

  it('Generate PPT shows a refused job its error', async () => {
    const h = harness();
    const flow = await atOutline(h);
    await flow.continueToVisuals();
    h.finishJob({ ok: false, deckId: 'deck-1', error: 'Not enough credits', retryable: false });
    await vi.waitFor(() => expect(h.form.job?.status).toBe('failed'));
    expect(await flow.generatePpt()).toBeUndefined();
    expect(h.form.notice).toBe('Not enough credits');
  });
});

describe('after a reload', () => {
  it('goes on with the deck a reload cut, uncharged', async () => {
    const h = harness();
    const flow = await atOutline(h);
    await flow.continueToVisuals();
    // The page is gone with its job; the form came back from the device with the job still running.
    await flow.resumeRestored();
    expect(h.deps.resumeDeck).toHaveBeenCalledWith('deck-1', { deferCharge: true });
    expect(h.form.job?.status).toBe('done');
  });

  it('starts the deck again under its id when the reload came before its first write', async () => {
    const h = harness();
    const flow = await atOutline(h);
    await flow.continueToVisuals();
    h.resumeAnswer = (deckId) => ({ ok: false, deckId, error: DECK_NOT_FOUND, retryable: false });
    await flow.resumeRestored();
    expect(h.jobs.map((r) => r.deckId)).toEqual(['deck-1', 'deck-1']);
    expect(h.deps.runDeckJob).toHaveBeenLastCalledWith(expect.objectContaining({ deckId: 'deck-1' }), { deferCharge: true });
  });

  it('leaves a form without a running deck alone', async () => {
    const h = harness();
    const flow = await atOutline(h);
    await flow.resumeRestored();
    expect(h.deps.resumeDeck).not.toHaveBeenCalled();
  });
});
