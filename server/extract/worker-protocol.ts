/** What the pool and its worker threads say to each other beyond worker-host's requests and replies. */

/** Posted once by a worker when its modules are loaded: jobs are sent (and timed) from then on. */
export const WORKER_READY = 'decksmith-extract-worker-ready';

/** The `workerData` a worker starts with. */
export interface ExtractWorkerData {
  /** Load pdf.js at start, off the first PDF's clock. */
  preloadPdfjs: boolean;
}

/** Nice value of an extraction thread on Linux (0 is normal, 19 the lowest): the event loop goes first. */
export const WORKER_NICE = 10;
