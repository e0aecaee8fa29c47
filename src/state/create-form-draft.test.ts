import { proxy } from 'valtio';
import { describe, expect, it, vi } from 'vitest';
import { DraftsRepository } from '../data/drafts';
import { freshDbs } from '../data/testing';
import { createInitialForm, type CreateFormState } from './create-form';
import { FORM_DRAFT, formFromDraft, keepFormDraft } from './create-form-draft';

const dbs = freshDbs();
const topic = (n: number) => ({ topic_id: `topic_${n}`, heading: `Topic ${n}`, overview: '', visual_mode: 'icon' as const, icon_prompt: '', image_prompt: '' });

function edited(): CreateFormState {
  const form = createInitialForm();
  form.step = 2;
  form.input.text = 'Printing press';
  form.input.tone = 'formal';
  form.outline = { ...form.outline, phase: 'done', title: 'The press', topics: [topic(1), { ...topic(2), heading: 'Edited by hand' }], inputKey: 'k' };
  return form;
}

describe('the generate form kept on the device', () => {
  it('writes each change and reads it back into a new page, at its step with its outline edits', async () => {
    const repo = new DraftsRepository(dbs.make());
    const form = proxy(createInitialForm());
    const kept = keepFormDraft(form, repo, { saveMs: 5, onHidden: () => () => undefined });
    await kept.ready;
    Object.assign(form, edited());
    await expect.poll(() => kept.status.state).toBe('saved');
    kept.stop();

    const reloaded = proxy(createInitialForm());
    const again = keepFormDraft(reloaded, repo, { onHidden: () => () => undefined });
    await again.ready;
    again.stop();
    expect(again.status.loaded).toBe(true);
    expect(reloaded.step).toBe(2);
    expect(reloaded.input).toMatchObject({ text: 'Printing press', tone: 'formal' });
    expect(reloaded.outline.topics.map((t) => t.heading)).toEqual(['Topic 1', 'Edited by hand']);
  });

  it('writes a waiting change when the page is hidden', async () => {
    const repo = new DraftsRepository(dbs.make());
    const form = proxy(createInitialForm());
    let hide: () => void = () => undefined;
    const kept = keepFormDraft(form, repo, { saveMs: 60_000, onHidden: (listener) => ((hide = listener), () => undefined) });
    await kept.ready;
    form.input.text = 'Typed just before the tab closed';
    await Promise.resolve();
    hide();
    await kept.flush();
    kept.stop();
    expect(formFromDraft(await repo.get(FORM_DRAFT))?.input.text).toBe('Typed just before the tab closed');
  });

  it('writes a new step and the deck started for it at once, not after the wait for other changes', async () => {
    const repo = new DraftsRepository(dbs.make());
    const form = proxy(edited());
    const kept = keepFormDraft(form, repo, { saveMs: 60_000, onHidden: () => () => undefined });
    await kept.ready;
    form.step = 3;
    form.job = { deckId: 'deck-1', signature: 's', status: 'running', error: null, retryable: false };
    await vi.waitFor(async () => expect(formFromDraft(await repo.get(FORM_DRAFT))?.job?.deckId).toBe('deck-1'), { timeout: 10_000, interval: 10 });
    form.job.status = 'done';
    await vi.waitFor(async () => expect(formFromDraft(await repo.get(FORM_DRAFT))?.job?.status).toBe('done'), { timeout: 10_000, interval: 10 });
    kept.stop();
  });

  it('steady typing never puts the write off: it lands while the changes go on', async () => {
    const repo = new DraftsRepository(dbs.make());
    const form = proxy(createInitialForm());
    const kept = keepFormDraft(form, repo, { saveMs: 50, onHidden: () => () => undefined });
    await kept.ready;
    let n = 0;
    const typing = setInterval(() => (form.input.text = `Lighthouses ${++n}`), 5);
    try {
      await vi.waitFor(async () => expect(formFromDraft(await repo.get(FORM_DRAFT))?.input.text).toMatch(/^Lighthouses \d+$/), { timeout: 10_000, interval: 10 });
    } finally {
      clearInterval(typing);
      kept.stop();
    }
  });

  it('forgets the kept form as soon as the flow finishes, without waiting for the next save', async () => {
    const repo = new DraftsRepository(dbs.make());
    const form = proxy(edited());
    const kept = keepFormDraft(form, repo, { saveMs: 5, onHidden: () => () => undefined });
    await kept.ready;
    form.step = 3;
    await expect.poll(async () => formFromDraft(await repo.get(FORM_DRAFT))?.step).toBe(3);
    kept.stop();
    const again = keepFormDraft(form, repo, { saveMs: 60_000, onHidden: () => () => undefined });
    await again.ready;
    form.finished = true;
    await expect.poll(async () => repo.get(FORM_DRAFT)).toBeUndefined();
    again.stop();
  });

  it('forgets a finished flow, and asks again for an outline whose stream the reload cut', async () => {
    const streaming = { ...edited(), outline: { ...edited().outline, phase: 'streaming' as const } };
    expect(formFromDraft(streaming)?.outline).toMatchObject({ phase: 'idle', topics: [] });
    expect(formFromDraft({ ...edited(), finished: true })).toBeUndefined();
  });

  it('keeps the fields that still fit and drops an unreadable draft', () => {
    const stored = { ...edited(), input: { ...edited().input, tone: 'shouting', slides: 12 } };
    expect(formFromDraft(stored)?.input).toMatchObject({ tone: 'casual', slides: 12, text: 'Printing press' });
    expect(formFromDraft({ step: 9 })).toBeUndefined();
    expect(formFromDraft(undefined)).toBeUndefined();
  });
});
