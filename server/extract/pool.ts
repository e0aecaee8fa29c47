/**
 * A small pool of extraction worker threads with a bounded queue. A timer on
 * the main thread cannot fire while a parser runs there, and one upload can
 * ask a parser for minutes of CPU or gigabytes of memory; on a worker thread
 * the main thread's timer still fires, `terminate()` stops the parser
 * wherever it is, and `resourceLimits` ends a thread that grows past its heap
 * cap without taking the server along. A killed worker is replaced on the
 * next job.
 */
import { Worker } from 'node:worker_threads';
import { ExtractError, EXTRACTION_OUT_OF_MEMORY, toExtractError } from '../../src/extract/errors';
import type { ExtractResult } from '../../src/extract/index';
import type { ExtractLimits } from '../../src/extract/limits';
import { isReplyTo, type ExtractWorkerRequest } from '../../src/extract/worker-host';
import { WORKER_READY, type ExtractWorkerData } from './worker-protocol';

/** How the bytes are read: as the named document (default) or as a web page's HTML. */
export type ExtractFormat = NonNullable<Extract<ExtractWorkerRequest, { type: 'extract' }>['format']>;

export const SERVER_BUSY = 'The server is busy reading other documents: try again in a moment.';

/** Every worker is busy and the queue is full. */
export class ServerBusyError extends Error {
  constructor() {
    super(SERVER_BUSY);
    this.name = 'ServerBusyError';
  }
}

export interface ExtractPoolOptions {
  /** Worker threads, each reading one file at a time. */
  size: number;
  /** Files waiting for a worker; past this, ServerBusyError. */
  maxQueued: number;
  /** Hard cap on one file, from the moment a ready worker gets it: the worker is terminated. */
  timeoutMs: number;
  /** Heap of each worker (V8 old generation), in MB; past it the worker dies and the file is refused. */
  memoryMb: number;
  /** Caps handed to the engine in the worker (limits.ts); its own deadline is `timeoutMs`. */
  limits?: Partial<ExtractLimits>;
  /** Load pdf.js when a worker starts (the server); tests that read no PDF skip it. */
  preloadPdfjs?: boolean;
}

interface Job {
  id: number;
  bytes: Uint8Array;
  fileName: string;
  format: ExtractFormat | undefined;
  signal: AbortSignal | undefined;
  resolve(result: ExtractResult): void;
  reject(error: Error): void;
  onAbort(): void;
}

interface Slot {
  worker: Worker | undefined;
  ready: boolean;
  job: Job | undefined;
  timer: ReturnType<typeof setTimeout> | undefined;
}

const BOOT = new URL('./worker-boot.mjs', import.meta.url);
/** Time a new thread has to load tsx, the engine and pdf.js (seconds on a busy machine) before a file is sent. */
const STARTUP_MS = 60_000;

export class ExtractPool {
  private readonly slots: Slot[];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  private terminated = 0;

  constructor(private readonly options: ExtractPoolOptions) {
    this.slots = Array.from({ length: Math.max(1, options.size) }, () => ({ worker: undefined, ready: false, job: undefined, timer: undefined }));
  }

  /**
   * The file's text, read on a worker thread; rejects with an ExtractError, or ServerBusyError when full.
   * `format: 'web-page'` reads the bytes as a web page's HTML.
   */
  run(bytes: Uint8Array, fileName: string, signal?: AbortSignal, format?: ExtractFormat): Promise<ExtractResult> {
    if (this.closed) return Promise.reject(new ExtractError('cancelled'));
    if (signal?.aborted) return Promise.reject(new ExtractError('cancelled'));
    const idle = this.slots.find((s) => s.job === undefined);
    if (!idle && this.queue.length >= this.options.maxQueued) return Promise.reject(new ServerBusyError());
    return new Promise<ExtractResult>((resolve, reject) => {
      const job: Job = { id: this.nextId++, bytes, fileName, format, signal, resolve, reject, onAbort: () => this.abort(job) };
      signal?.addEventListener('abort', job.onAbort, { once: true });
      if (idle) this.assign(idle, job);
      else this.queue.push(job);
    });
  }

  /** Starts every worker now (a server at start-up), so the first files do not wait for a thread to load. */
  warmUp(): void {
    for (const slot of this.slots) if (!slot.worker && !this.closed) this.spawn(slot);
  }

  /** Workers that have a file now, files waiting, and workers ended so far for a deadline or a crash. */
  load(): { running: number; queued: number; terminated: number } {
    return { running: this.slots.filter((s) => s.job !== undefined).length, queued: this.queue.length, terminated: this.terminated };
  }

  /** Ends every worker; waiting and running files are cancelled. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) this.settle(job, () => job.reject(new ExtractError('cancelled')));
    await Promise.all(
      this.slots.map((slot) => {
        const { worker, job } = slot;
        if (job) this.finish(slot, () => job.reject(new ExtractError('cancelled')), false);
        slot.worker = undefined;
        return worker?.terminate();
      }),
    );
  }

  private assign(slot: Slot, job: Job): void {
    slot.job = job;
    if (!slot.worker) this.spawn(slot);
    slot.worker?.ref();
    if (slot.ready) this.send(slot);
    // A thread that never gets ready (its modules failing to load) must not hold the file for ever either; loading
    // is not the file's fault, so it has its own, longer allowance.
    else this.startClock(slot, Math.max(this.options.timeoutMs, STARTUP_MS));
  }

  private startClock(slot: Slot, ms: number): void {
    const job = slot.job;
    clearTimeout(slot.timer);
    if (job) slot.timer = setTimeout(() => this.finish(slot, () => job.reject(new ExtractError('timeout')), false), ms);
  }

  private spawn(slot: Slot): void {
    const workerData: ExtractWorkerData = { preloadPdfjs: this.options.preloadPdfjs ?? false };
    // No inherited flags: tsx's own --import does not work in a worker (worker-boot.mjs registers it).
    const worker = new Worker(BOOT, { workerData, execArgv: [], resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb } });
    slot.worker = worker;
    slot.ready = false;
    worker.on('message', (data: unknown) => {
      if (slot.worker !== worker) return;
      if (data === WORKER_READY) {
        slot.ready = true;
        if (slot.job) this.send(slot);
        return;
      }
      const job = slot.job;
      if (!job || !isReplyTo(data, job.id)) return;
      if (data.type === 'result') this.finish(slot, () => job.resolve(data.result));
      // A worker that stopped at its own deadline is ended like one the pool's clock stopped: either way it ran
      // as long as a file may, and its heap is dropped rather than kept for the next file. Which of the two
      // clocks fires first is a race, so both must end the same way.
      else if (data.type === 'error') this.finish(slot, () => job.reject(new ExtractError(data.code, data.message)), data.code !== 'timeout');
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (slot.worker !== worker) return;
      const job = slot.job;
      slot.worker = undefined;
      this.terminated++;
      const refusal = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new ExtractError('too_complex', EXTRACTION_OUT_OF_MEMORY) : toExtractError(error);
      if (refusal.code !== 'too_complex') console.error('[extract] worker failed:', error);
      if (job) this.finish(slot, () => job.reject(refusal), false);
    });
    worker.on('exit', () => {
      if (slot.worker !== worker) return;
      // Gone without an error event (killed from outside): the file it had cannot be read here.
      const job = slot.job;
      slot.worker = undefined;
      if (job) this.finish(slot, () => job.reject(new ExtractError('damaged')), false);
    });
    worker.unref();
  }

  private send(slot: Slot): void {
    const { worker, job } = slot;
    if (!worker || !job) return;
    if (job.signal?.aborted) {
      this.finish(slot, () => job.reject(new ExtractError('cancelled')));
      return;
    }
    // A copy of exactly the file's bytes: a Node Buffer's slice() is a view, often into a shared 8 KB pool
    // that must neither be sent whole nor detached by the transfer.
    const copy = new Uint8Array(job.bytes);
    const request: ExtractWorkerRequest = {
      type: 'extract',
      id: job.id,
      bytes: copy.buffer,
      fileName: job.fileName,
      limits: { ...this.options.limits, timeoutMs: this.options.timeoutMs },
      ...(job.format ? { format: job.format } : {}),
    };
    worker.postMessage(request, [copy.buffer]);
    this.startClock(slot, this.options.timeoutMs);
  }

  /** A client gone: a waiting file leaves the queue, a running one is asked to stop (its deadline still holds). */
  private abort(job: Job): void {
    const queued = this.queue.indexOf(job);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      this.settle(job, () => job.reject(new ExtractError('cancelled')));
      return;
    }
    const slot = this.slots.find((s) => s.job === job);
    const cancel: ExtractWorkerRequest = { type: 'cancel', id: job.id };
    if (slot?.ready) slot.worker?.postMessage(cancel);
  }

  private settle(job: Job, answer: () => void): void {
    job.signal?.removeEventListener('abort', job.onAbort);
    answer();
  }

  /**
   * Answers the slot's file and hands the slot the next one. A worker that
   * did not answer by itself (deadline, crash) is terminated: it may be
   * stuck in a loop that nothing else would end.
   */
  private finish(slot: Slot, answer: () => void, healthy = true): void {
    const job = slot.job;
    if (!job) return;
    clearTimeout(slot.timer);
    slot.timer = undefined;
    slot.job = undefined;
    this.settle(job, answer);
    if (!healthy && slot.worker) {
      void slot.worker.terminate();
      slot.worker = undefined;
      this.terminated++;
    }
    slot.worker?.unref();
    const next = this.closed ? undefined : this.queue.shift();
    if (next) this.assign(slot, next);
  }
}
