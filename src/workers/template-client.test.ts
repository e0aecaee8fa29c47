import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import CFB from 'cfb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTemplate, templateParts, zipParts } from '../../tests/fixtures/templates/build';
import { SYNTHETIC } from '../../tests/fixtures/templates/make';
import { readTemplate } from '../extract/template';
import { TEMPLATE_DAMAGED, TEMPLATE_TIMED_OUT } from '../extract/template/limits';
import type { ExtractWorkerReply, ExtractWorkerRequest } from '../extract/worker-host';
import { readTemplateInWorker } from './template-client';
import { hostWorker, silentWorker, type FakeWorker } from './testing';

const MB = 1024 * 1024;
const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(resolve('tests/fixtures/templates', name)));
const file = (name: string, bytes: Uint8Array = fixture(name)) => new File([bytes as Uint8Array<ArrayBuffer>], name);

async function refusal(work: Promise<unknown>): Promise<{ code?: string; message: string }> {
  const error = (await work.then(
    () => undefined,
    (e: unknown) => e,
  )) as { code?: string; message: string } | undefined;
  if (!error) throw new Error('expected a refusal');
  return { code: error.code, message: error.message };
}

/** A worker that answers the request with `reply` (a host gone wrong, or not ours). */
function answering(reply: (request: ExtractWorkerRequest) => unknown): FakeWorker {
  const worker = silentWorker();
  worker.postMessage = (request: ExtractWorkerRequest) => {
    setTimeout(() => worker.onmessage?.({ data: reply(request) } as MessageEvent<ExtractWorkerReply>), 0);
  };
  return worker;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('readTemplateInWorker', () => {
  it('reads a template in the worker with step progress, the bytes handed over both ways, then ends the worker', async () => {
    const worker = hostWorker();
    const progress: [number, number][] = [];
    const { facts, media } = await readTemplateInWorker(file('logo-top-right.potx'), { createWorker: () => worker, onProgress: (d, t) => progress.push([d, t]) });
    expect(facts.kind).toBe('potx');
    expect(facts.pictures.map((p) => p.name)).toEqual(['Company logo']);
    expect(media.map((m) => m.mime)).toEqual(['image/png']);
    expect(progress).toEqual([[1, 4], [2, 4], [3, 4], [4, 4]]);
    expect(worker.transferred).toHaveLength(1);
    expect(worker.returned).toEqual([media[0]?.bytes.buffer]);
    expect(worker.terminated).toBe(true);
  });

  it('gives the same facts as reading on the main thread', async () => {
    for (const name of ['lo-debian-4x3.pptx', 'picture-background.pptx', 'no-theme.pptx', 'band-footer.pptx']) {
      const inWorker = await readTemplateInWorker(file(name), { createWorker: hostWorker });
      expect(inWorker.facts).toEqual((await readTemplate(fixture(name), name)).facts);
    }
  });

  it('refuses bad input with the very messages of the reader', async () => {
    const encrypted = CFB.utils.cfb_new();
    CFB.utils.cfb_add(encrypted, 'EncryptionInfo', new Uint8Array(64));
    CFB.utils.cfb_add(encrypted, 'EncryptedPackage', new Uint8Array(64));
    const bombParts = templateParts(SYNTHETIC['dark-master.pptx'] ?? {});
    bombParts.set('ppt/media/filler.bin', new Uint8Array(2 * MB));
    const cases: [string, Uint8Array, { maxUnzippedBytes: number }?][] = [
      ['notes.pptx', new TextEncoder().encode('not a presentation')],
      ['secret.pptx', new Uint8Array(CFB.write(encrypted, { type: 'buffer' }) as Uint8Array)],
      ['broken.pptx', await buildTemplate({ ...SYNTHETIC['dark-master.pptx'], omit: ['ppt/slideMasters/slideMaster1.xml'] })],
      ['bomb.pptx', await zipParts(bombParts), { maxUnzippedBytes: MB }],
    ];
    for (const [name, bytes, limits] of cases) {
      const expected = await refusal(readTemplate(bytes, name, limits ? { limits } : {}));
      expect(await refusal(readTemplateInWorker(file(name, bytes), { createWorker: hostWorker, ...(limits ? { limits } : {}) }))).toEqual(expected);
    }
  });

  it('reads a .pptm with the macro note, and no macro comes back', async () => {
    const bytes = await buildTemplate({ ...SYNTHETIC['logo-top-right.potx'], kind: 'pptm' });
    const { facts, media } = await readTemplateInWorker(file('macros.pptm', bytes), { createWorker: hostWorker });
    expect(facts.notes).toContain('The template holds macros: they were left out and are never kept.');
    expect(media.map((m) => m.part)).toEqual(['ppt/media/picture1.png']);
  });

  it('refuses a 200 MB template before loading it or starting a worker, in the reader\'s words', async () => {
    const createWorker = vi.fn(hostWorker);
    const arrayBuffer = vi.fn();
    const huge = { name: 'huge.pptx', size: 200 * MB, arrayBuffer } as unknown as File;
    expect(await refusal(readTemplateInWorker(huge, { createWorker }))).toEqual({
      code: 'too_large',
      message: 'This template is 200 MB; templates up to 60 MB can be imported. Remove large pictures from it and try again.',
    });
    expect(createWorker).not.toHaveBeenCalled();
    expect(arrayBuffer).not.toHaveBeenCalled();
  });

  it('refuses an answer that does not have the facts\' shape, stating the template damaged', async () => {
    const good = await readTemplate(fixture('logo-top-right.potx'), 'logo.potx');
    const answers = [
      { ...good, facts: { ...good.facts, masterBackground: { kind: 'solid', color: 'url(javascript:x)' } } },
      { ...good, facts: { ...good.facts, pictures: 'many' } },
      { ...good, media: [{ part: 'ppt/media/x.svg', mime: 'image/svg+xml', bytes: new Uint8Array(4) }] },
      { ...good, media: [{ part: 'ppt/media/x.png', mime: 'image/png', bytes: 'iVBOR' }] },
    ];
    for (const read of answers) {
      const worker = answering((request) => ({ source: 'decksmith-extract', type: 'template', id: request.id, read }));
      expect(await refusal(readTemplateInWorker(file('logo-top-right.potx'), { createWorker: () => worker }))).toEqual({ code: 'damaged', message: TEMPLATE_DAMAGED });
      expect(worker.terminated).toBe(true);
    }
  });

  it('stops a worker that never answers shortly after the time cap, saying the template took too long', async () => {
    vi.useFakeTimers();
    const worker = silentWorker();
    const run = refusal(readTemplateInWorker(file('no-theme.pptx'), { createWorker: () => worker, limits: { timeoutMs: 1000 } }));
    await vi.advanceTimersByTimeAsync(6_001);
    expect(await run).toEqual({ code: 'timeout', message: TEMPLATE_TIMED_OUT });
    expect(worker.terminated).toBe(true);
  });

  it('cancels: rejects with "cancelled" and ends the worker', async () => {
    const worker = hostWorker();
    const controller = new AbortController();
    const run = readTemplateInWorker(file('no-theme.pptx'), { createWorker: () => worker, signal: controller.signal, onProgress: () => controller.abort() });
    await expect(run).rejects.toMatchObject({ code: 'cancelled' });
    expect(worker.terminated).toBe(true);
  });
});
