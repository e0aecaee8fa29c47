/**
 * PDF text through pdf.js, page by page, with progress per page.
 *
 * pdf.js normally parses in a worker of its own. Here it always runs its
 * parser in the calling thread ("fake worker", fed by `globalThis.pdfjsWorker`):
 * in the browser we are already inside the extraction worker, and in Node
 * there are no workers to start. Both pdf.js modules load on first use, so
 * their ~1.8 MB stay out of every other chunk. The legacy build runs on
 * Node 20 (the modern one needs Node 22 APIs) and in every browser the app
 * supports, so one build serves the worker, the server and the tests. The
 * minified files: Vite would minify them anyway, and under tsx (the server)
 * loading the unminified ones costs seconds more (tsx rewrites their dynamic
 * imports with a full source map).
 */
import type * as PdfjsModule from 'pdfjs-dist/legacy/build/pdf.min.mjs';
import type { PDFDocumentLoadingTask, PDFDocumentProxy, TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api';
import { ExtractError, PASSWORD_PROTECTED_PDF } from './errors';
import type { Deadline, ExtractLimits } from './limits';
import { blocksToText, toBlocks, toLines, type PdfBlock, type PdfRun } from './pdf-layout';

type Pdfjs = typeof PdfjsModule;

let pdfjs: Promise<Pdfjs> | undefined;

/** Loads pdf.js now (say, while the server is idle) so the first PDF does not wait for it. */
export function loadPdfjs(): Promise<Pdfjs> {
  if (!pdfjs) {
    pdfjs = (async () => {
      const worker = await import('pdfjs-dist/legacy/build/pdf.worker.min.mjs');
      (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
      return import('pdfjs-dist/legacy/build/pdf.min.mjs');
    })();
    // A failed load (say, a chunk missing after an update) may succeed on the next try.
    pdfjs.catch(() => (pdfjs = undefined));
  }
  return pdfjs;
}

export interface PdfText {
  text: string;
  pages: number;
  /** Pages past the cap were left out. */
  truncated: boolean;
}

function toRuns(items: ReadonlyArray<TextItem | TextMarkedContent>): PdfRun[] {
  const runs: PdfRun[] = [];
  for (const item of items) {
    if (!('str' in item)) continue;
    const [, , c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
    runs.push({ str: item.str, x, y, width: item.width, size: Math.hypot(c, d) || item.height, hasEOL: item.hasEOL });
  }
  return runs;
}

function openError(error: unknown): ExtractError {
  if (error instanceof ExtractError) return error;
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'PasswordException') return new ExtractError('encrypted', PASSWORD_PROTECTED_PDF);
  return new ExtractError('damaged');
}

async function open(bytes: Uint8Array, deadline: Deadline): Promise<{ task: PDFDocumentLoadingTask; doc: PDFDocumentProxy }> {
  const lib = await deadline.race(loadPdfjs());
  const task = lib.getDocument({
    // pdf.js may transfer (detach) the buffer it is given: keep the caller's intact.
    data: bytes.slice(),
    verbosity: lib.VerbosityLevel.ERRORS,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    isOffscreenCanvasSupported: false,
    stopAtErrors: false,
  });
  try {
    return { task, doc: await deadline.race(task.promise) };
  } catch (error) {
    void task.destroy();
    throw openError(error);
  }
}

/** One page's paragraphs; a page pdf.js cannot read is skipped rather than failing the file. */
async function pageBlocks(doc: PDFDocumentProxy, n: number, deadline: Deadline): Promise<PdfBlock[] | undefined> {
  try {
    const page = await deadline.race(doc.getPage(n));
    const content = await deadline.race(page.getTextContent());
    page.cleanup();
    return toBlocks(toLines(toRuns(content.items)));
  } catch (error) {
    if (error instanceof ExtractError) throw error;
    return undefined;
  }
}

export async function extractPdf(
  bytes: Uint8Array,
  limits: ExtractLimits,
  deadline: Deadline,
  onProgress: (done: number, total: number) => void,
): Promise<PdfText> {
  const { task, doc } = await open(bytes, deadline);
  try {
    const total = Math.min(doc.numPages, limits.maxPdfPages);
    const blocks: PdfBlock[] = [];
    let unreadable = 0;
    for (let n = 1; n <= total; n++) {
      deadline.check();
      const page = await pageBlocks(doc, n, deadline);
      if (page) blocks.push(...page);
      else unreadable++;
      onProgress(n, total);
    }
    if (total > 0 && unreadable === total) throw new ExtractError('damaged');
    return { text: blocksToText(blocks), pages: doc.numPages, truncated: total < doc.numPages };
  } finally {
    void task.destroy();
  }
}
