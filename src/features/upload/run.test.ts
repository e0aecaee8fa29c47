import { describe, expect, it } from 'vitest';
import { EXTRACTION_FAILED } from '../../core/errors';
import { ExtractError, FILE_DAMAGED } from '../../extract/errors';
import { initialUploadState, uploadReducer, type UploadEvent, type UploadState } from './machine';
import { runExtraction, type Extractor } from './run';

const file = new File(['%PDF-1.7'], 'ocean.pdf', { type: 'application/pdf' });

/** Runs the extraction through the real reducer, recording every state. */
async function drive(extractor: Extractor, controller = new AbortController()) {
  let state: UploadState = uploadReducer(uploadReducer(initialUploadState, { type: 'select', file }), { type: 'start' });
  const seen: UploadState[] = [];
  const dispatch = (event: UploadEvent) => {
    state = uploadReducer(state, event);
    seen.push(state);
  };
  await runExtraction(file, extractor, controller.signal, dispatch);
  return { state, seen };
}

describe('runExtraction', () => {
  it('reports page progress below 100% and then the text', async () => {
    const { state, seen } = await drive(async (_file, { onProgress }) => {
      for (let page = 1; page <= 4; page++) onProgress?.(page, 4);
      return { text: 'Ocean plastic\n\nSources' };
    });
    expect(seen.slice(0, 4).map((s) => (s.kind === 'processing' ? s.progress : -1))).toEqual([25, 50, 75, 90]);
    expect(state).toEqual({ kind: 'success', file, text: 'Ocean plastic\n\nSources' });
  });

  it("keeps a PDF's pages beside its text, for the deck made from it", async () => {
    const { state } = await drive(async () => ({ text: ' Ocean plastic ', pageTexts: ['Ocean', 'plastic'] }));
    expect(state).toEqual({ kind: 'success', file, text: 'Ocean plastic', pages: ['Ocean', 'plastic'] });
  });

  it('passes the abort signal to the extractor', async () => {
    let received: AbortSignal | undefined;
    const controller = new AbortController();
    await drive(async (_file, { signal }) => {
      received = signal;
      return { text: 'x' };
    }, controller);
    expect(received).toBe(controller.signal);
  });

  it('turns an extraction error into the failure view', async () => {
    const { state } = await drive(async () => {
      throw new ExtractError('damaged');
    });
    expect(state).toEqual({ kind: 'failure', file, message: EXTRACTION_FAILED, detail: FILE_DAMAGED });
  });

  it('reports nothing after a cancel: no progress, no text, no failure', async () => {
    const controller = new AbortController();
    const { seen } = await drive(async (_file, { onProgress }) => {
      controller.abort();
      onProgress?.(1, 2);
      throw new ExtractError('cancelled');
    }, controller);
    expect(seen).toEqual([]);
    const late = await drive(async () => {
      controller.abort();
      return { text: 'too late' };
    }, controller);
    expect(late.seen).toEqual([]);
  });
});
