/**
 * One extraction worker thread (started by pool.ts through worker-boot.mjs):
 * the same engine and message handling as the browser's extraction worker
 * (src/extract/worker-host.ts), on a thread of its own, so a file that keeps
 * a parser busy or takes its memory stalls or kills this thread only.
 */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { preloadPdfjs } from '../../src/extract/index';
import { createExtractHost, type ExtractWorkerRequest } from '../../src/extract/worker-host';
import { WORKER_NICE, WORKER_READY, type ExtractWorkerData } from './worker-protocol';

const port = parentPort;
if (!port) throw new Error('server/extract/worker.ts runs as a worker thread (see pool.ts)');

// Below the main thread, which streams other users' decks: on Linux a thread's nice value is its own (setpriority
// on pid 0 changes the calling thread only), so a busy extraction yields the CPU to the event loop. Elsewhere the
// value belongs to the whole process, and the thread keeps the default.
if (process.platform === 'linux') {
  try {
    setPriority(WORKER_NICE);
  } catch {
    // Not allowed here (a container without the right): the thread keeps its priority.
  }
}

const host = createExtractHost((reply) => port.postMessage(reply));
port.on('message', (request: ExtractWorkerRequest) => host(request));
port.postMessage(WORKER_READY);
// pdf.js takes a second or more to load: paid when the thread starts, not by the first PDF's deadline.
if ((workerData as ExtractWorkerData | undefined)?.preloadPdfjs) void preloadPdfjs();
