/**
 * Entry of an extraction worker thread. The server and the tests run
 * TypeScript through tsx, whose module hooks do not reach worker threads on
 * Node 20 (a worker started on a .ts file fails with "Unknown file
 * extension"), so the worker registers tsx itself, then loads the real entry.
 *
 * pdf.js is imported first, before tsx is registered: through tsx's hooks
 * its two big modules take about 240 MB of memory, natively about 50 MB.
 * pdf.ts's own imports of them later find them loaded.
 */
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

if (workerData?.preloadPdfjs) {
  await import('pdfjs-dist/legacy/build/pdf.worker.min.mjs');
  await import('pdfjs-dist/legacy/build/pdf.min.mjs');
}
register();
await import('./worker.ts');
