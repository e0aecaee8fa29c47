import { afterEach, describe, expect, it, vi } from 'vitest';
import { FILE_TOO_LARGE, FILE_TYPE_NOT_SUPPORTED, UNEXPECTED_ERROR } from '../core/errors';
import { ExtractError } from '../extract/errors';
import { fixture, sourceHeadings } from '../extract/test-helpers';
import type { ExtractWorkerReply } from '../extract/worker-host';
import { extractFile, extractInWorker } from './extract-client';
import { hostWorker, silentWorker } from './testing';

const file = (name: string, bytes: Uint8Array = fixture(name)) => new File([bytes as Uint8Array<ArrayBuffer>], name);

afterEach(() => {
  vi.useRealTimers();
});

describe('extractInWorker', () => {
  it('extracts a PDF through the worker with page progress, transferring the bytes, then ends the worker', async () => {
    const worker = hostWorker();
    const progress: [number, number][] = [];
    const text = await extractInWorker(file('ocean-plastic.pdf'), (d, t) => progress.push([d, t]), { createWorker: () => worker });
    expect(text.split('\n')[0]).toBe(`# ${sourceHeadings()[0]?.text}`);
    expect(progress).toEqual([[1, 3], [2, 3], [3, 3]]);
    expect(worker.transferred).toHaveLength(1);
    expect(worker.terminated).toBe(true);
  });

  it("removes a document's bidi overrides and invisible characters from its text", async () => {
    const bytes = new TextEncoder().encode('Invoice \u202Egnp.exe\r\nzero\u200Bwidth \u2067x\u2069');
    const text = await extractInWorker(file('invoice.txt', bytes), undefined, { createWorker: hostWorker });
    expect(text).not.toMatch(/[\u202E\u200B\u2067\u2069\r]/);
    expect(text).toContain('Invoice gnp.exe');
    expect(text).toContain('zerowidth x');
  });

  it('passes the engine refusal through with its message', async () => {
    const run = extractFile(file('report.pdf'), { createWorker: hostWorker });
    await expect(run).rejects.toEqual(new ExtractError('unsupported', FILE_TYPE_NOT_SUPPORTED));
  });

  it('refuses a file of 10 MB or more before reading it or starting a worker', async () => {
    const createWorker = vi.fn(hostWorker);
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'big.pdf');
    await expect(extractFile(big, { createWorker })).rejects.toThrow(FILE_TOO_LARGE);
    await expect(extractFile(new File(['x'], 'run.exe'), { createWorker })).rejects.toThrow(FILE_TYPE_NOT_SUPPORTED);
    expect(createWorker).not.toHaveBeenCalled();
  });

  it('cancels: rejects with "cancelled" and terminates the worker', async () => {
    const worker = hostWorker();
    const controller = new AbortController();
    const run = extractFile(file('ocean-plastic.pdf'), { createWorker: () => worker, signal: controller.signal, onProgress: () => controller.abort() });
    await expect(run).rejects.toMatchObject({ code: 'cancelled' });
    expect(worker.terminated).toBe(true);
  });

  it('kills a worker that never answers, shortly after the time cap', async () => {
    vi.useFakeTimers();
    const worker = silentWorker();
    const run = extractFile(file('ocean-plastic.txt'), { createWorker: () => worker, limits: { timeoutMs: 1000 } });
    const settled = expect(run).rejects.toMatchObject({ code: 'timeout' });
    await vi.advanceTimersByTimeAsync(6_001);
    await settled;
    expect(worker.terminated).toBe(true);
  });

  it("ignores messages that are not the host's replies (pdf.js announces itself on the worker's port)", async () => {
    const worker = hostWorker();
    const post = worker.postMessage.bind(worker);
    worker.postMessage = (message, transfer) => {
      const stray = [{ sourceName: 'worker', targetName: 'main', action: 'ready', data: null }, { type: 'error', id: 1, message: 'not ours' }];
      for (const data of stray) worker.onmessage?.({ data } as MessageEvent<ExtractWorkerReply>);
      post(message, transfer);
    };
    await expect(extractInWorker(file('ocean-plastic.md'), undefined, { createWorker: () => worker })).resolves.toMatch(/^# Ocean Plastic/);
  });

  it('reports a worker that crashed as an unexpected error', async () => {
    const worker = silentWorker();
    worker.postMessage = () => setTimeout(() => worker.onerror?.(new Event('error') as ErrorEvent), 0);
    await expect(extractFile(file('ocean-plastic.txt'), { createWorker: () => worker })).rejects.toThrow(UNEXPECTED_ERROR);
  });

  it('reports a platform without workers as an unexpected error', async () => {
    await expect(extractInWorker(file('ocean-plastic.md'), undefined, { createWorker: () => null })).rejects.toThrow(UNEXPECTED_ERROR);
  });
});
