/**
 * Stream-parser worker: fetches a generation call
 * itself and parses the NDJSON body here, so neither the bytes nor the JSON
 * parsing touch the main thread; it posts batches of parse events about
 * every 50 ms. The logic lives in src/workers/stream-host.ts, tested in Node.
 */
import { createStreamHost, type StreamWorkerReply, type StreamWorkerRequest } from './stream-host';

// The app's tsconfig has the DOM lib, not WebWorker: name just what a dedicated worker scope offers.
interface WorkerScope {
  postMessage(message: StreamWorkerReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<StreamWorkerRequest>) => void): void;
}

const scope = self as unknown as WorkerScope;
const handle = createStreamHost((reply) => scope.postMessage(reply));
scope.addEventListener('message', (event) => handle(event.data));
