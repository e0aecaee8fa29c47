/**
 * Document-extraction worker: PDF, DOCX, PPTX, DOC, TXT and MD text is read
 * here, off the main thread and with no network, so uploads work offline and
 * a 50-page PDF never freezes the page; so is a company template's look.
 * pdf.js loads on the first PDF only.
 * The logic lives in src/extract (worker-host.ts), tested in Node.
 */
import { createExtractHost, type ExtractWorkerReply, type ExtractWorkerRequest } from '../extract/worker-host';

// The app's tsconfig has the DOM lib, not WebWorker: name just what a dedicated worker scope offers.
interface WorkerScope {
  postMessage(message: ExtractWorkerReply, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ExtractWorkerRequest>) => void): void;
}

const scope = self as unknown as WorkerScope;
const handle = createExtractHost((reply, transfer) => scope.postMessage(reply, transfer ?? []));
scope.addEventListener('message', (event) => handle(event.data));
