/**
 * PDF text through pdf.js, page by page, with progress per page, then as a
 * whole document: page furniture out (pdf-furniture.ts, pdf-contents.ts),
 * headings from the outline (pdf-outline.ts) or from type (pdf-headings.ts),
 * and the title from the metadata, the outline or the first page.
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
import type { PDFDocumentLoadingTask, PDFDocumentProxy, PDFPageProxy, TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api';
import { ExtractError, PASSWORD_PROTECTED_PDF } from './errors';
import type { Deadline, ExtractLimits } from './limits';
import { dropHeadingList } from './pdf-contents';
import { dropFurniture, dropMarginNumbers } from './pdf-furniture';
import { blockText, blocksToText } from './pdf-headings';
import { toBlocks, toLines, type PdfBlock, type PdfRun } from './pdf-layout';
import { markOutline, readOutline, type OutlineEntry, type PdfPage } from './pdf-outline';
import { findPdfTables } from './pdf-tables';
import { pageOneTitle, titleBlocks } from './pdf-title';
import type { TableHint } from './tables';
import { headingKey, realTitle } from './title';

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
  title?: string;
  /** Each page's text, furniture out (page N is `pageTexts[N - 1]`; '' for a page that could not be read). */
  pageTexts: string[];
  pages: number;
  /** Pages past the cap were left out. */
  truncated: boolean;
  tables: TableHint[];
}

/** Which of the document's fonts are bold, by pdf.js font id; filled in as pages are read. */
interface FontWeights {
  bold: Map<string, boolean>;
  /** Operator lists still allowed: the font names are only known once one was built. */
  lookups: number;
}

// Operator lists cost about what rendering does; fonts are shared by pages, so a few pages name them all.
const MAX_WEIGHT_LOOKUPS = 30;
const BOLD_FONT = /bold|black|heavy|semibold|demi|(?:^|\+)(?:CMBX|CMB\d|SFBX|SFB\d)/i;

/**
 * Bold is a heading signal at body size, but textContent only names a
 * font by an id: its real name ("ABCDEF+LiberationSerif-Bold") comes with
 * the page's operator list. Built for a page only when it uses a font not
 * seen yet, and for a bounded number of pages.
 */
async function learnWeights(page: PDFPageProxy, items: readonly TextItem[], fonts: FontWeights, deadline: Deadline): Promise<void> {
  const unknown = [...new Set(items.map((i) => i.fontName))].filter((f) => !fonts.bold.has(f));
  if (unknown.length === 0 || fonts.lookups <= 0) return;
  fonts.lookups--;
  const lib = await loadPdfjs();
  await deadline.race(page.getOperatorList({ annotationMode: lib.AnnotationMode.DISABLE }));
  for (const id of unknown) {
    const font: unknown = page.commonObjs.has(id) ? page.commonObjs.get(id) : undefined;
    const name = (font as { name?: unknown } | undefined)?.name;
    fonts.bold.set(id, typeof name === 'string' && BOLD_FONT.test(name));
  }
}

/** Runs with their weight, and their pitch from the generic family pdf.js gives each font. */
function toRuns(items: readonly TextItem[], styles: Record<string, { fontFamily?: string }>, fonts: FontWeights): PdfRun[] {
  const runs: PdfRun[] = [];
  for (const item of items) {
    const [, , c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
    const bold = fonts.bold.get(item.fontName) === true;
    const mono = styles[item.fontName]?.fontFamily === 'monospace';
    runs.push({ str: item.str, x, y, width: item.width, size: Math.hypot(c, d) || item.height, hasEOL: item.hasEOL, bold, mono });
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

/** One page's lines; a page pdf.js cannot read is skipped rather than failing the file. */
async function readPage(doc: PDFDocumentProxy, n: number, fonts: FontWeights, deadline: Deadline): Promise<PdfPage | undefined> {
  try {
    const page = await deadline.race(doc.getPage(n));
    const content = await deadline.race(page.getTextContent());
    const items = content.items.filter((i: TextItem | TextMarkedContent): i is TextItem => 'str' in i);
    await learnWeights(page, items, fonts, deadline);
    const [, bottom = 0, , top = 0] = page.view;
    page.cleanup();
    return { number: n, bottom, height: top - bottom, lines: toLines(dropMarginNumbers(toRuns(items, content.styles, fonts))) };
  } catch (error) {
    if (error instanceof ExtractError) throw error;
    return undefined;
  }
}

/** The Info dictionary's title, or the XMP dc:title, when it is a real one. */
async function metadataTitle(doc: PDFDocumentProxy, deadline: Deadline): Promise<string | undefined> {
  try {
    const { info, metadata } = await deadline.race(doc.getMetadata());
    const fromInfo = realTitle((info as { Title?: string }).Title);
    return fromInfo ?? realTitle(metadata?.get('dc:title') as string | undefined);
  } catch (error) {
    if (error instanceof ExtractError) throw error;
    return undefined;
  }
}

/** An outline with one top entry over all the others names the document (LibreOffice writes its H1 so). */
function outlineTitle(outline: readonly OutlineEntry[]): string | undefined {
  const roots = outline.filter((e) => e.depth === 0);
  return roots.length === 1 && outline.length > 1 && outline[0]?.depth === 0 ? realTitle(outline[0].title) : undefined;
}

export interface PdfMarkdown {
  text: string;
  title?: string;
  pageTexts: string[];
  /** Each table's header and page, in text order. */
  tables: TableHint[];
}

/** The blocks' text page by page, for a rewrite told "page 3" (the outline call gets only `text`). */
function textByPage(blocks: readonly PdfBlock[], pageCount: number): string[] {
  const pages: string[][] = Array.from({ length: pageCount }, () => []);
  for (const block of blocks) pages[block.page - 1]?.push(blockText(block));
  return pages.map((paragraphs) => paragraphs.filter((p) => p !== '').join('\n\n'));
}

/**
 * Pages to Markdown: furniture out first, then headings from the outline
 * (when at least half its bookmarks are found in the text) or from font
 * sizes and weights, and the title: metadata, the outline's single root, or
 * the first page's largest text. Mutates `pages`.
 */
export function pagesToMarkdown(pages: PdfPage[], outline: readonly OutlineEntry[], metaTitle: string | undefined): PdfMarkdown {
  dropFurniture(pages);
  if (outline.length > 0) dropHeadingList(pages, new Set(outline.map((e) => headingKey(e.title))));
  const match = outline.length > 0 ? markOutline(pages, outline) : { matched: 0, tried: 0 };
  const useOutline = match.matched > 0 && match.matched >= match.tried * 0.5;
  const blocks: PdfBlock[] = pages.flatMap((p) => toBlocks(p.lines, p.number, findPdfTables(p.lines)));
  const tables = blocks.flatMap((b) => (b.table ? [{ columns: b.table.columns, page: b.page }] : []));
  const known = metaTitle ?? outlineTitle(outline);
  const found = known === undefined ? pageOneTitle(blocks) : { title: known, blocks: titleBlocks(blocks, known) };
  const text = blocksToText(blocks, { outline: useOutline, skip: new Set(found?.blocks) });
  const pageTexts = textByPage(blocks, Math.max(0, ...pages.map((p) => p.number)));
  return found ? { text, title: found.title, pageTexts, tables } : { text, pageTexts, tables };
}

/** A PDF as Markdown, page by page with progress; pages past `limits.maxPdfPages` are left out (and flagged). */
export async function extractPdf(
  bytes: Uint8Array,
  limits: ExtractLimits,
  deadline: Deadline,
  onProgress: (done: number, total: number) => void,
): Promise<PdfText> {
  const { task, doc } = await open(bytes, deadline);
  try {
    const total = Math.min(doc.numPages, limits.maxPdfPages);
    const outline = await readOutline(doc, deadline);
    // With an outline to give the headings, font weights are not needed.
    const fonts: FontWeights = { bold: new Map(), lookups: outline.length > 0 ? 0 : MAX_WEIGHT_LOOKUPS };
    const pages: PdfPage[] = [];
    let unreadable = 0;
    for (let n = 1; n <= total; n++) {
      deadline.check();
      const page = await readPage(doc, n, fonts, deadline);
      if (page) pages.push(page);
      else unreadable++;
      onProgress(n, total);
    }
    if (total > 0 && unreadable === total) throw new ExtractError('damaged');
    const markdown = pagesToMarkdown(pages, outline, await metadataTitle(doc, deadline));
    return { ...markdown, pages: doc.numPages, truncated: total < doc.numPages };
  } finally {
    void task.destroy();
  }
}
