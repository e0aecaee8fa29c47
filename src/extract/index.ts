/**
 * Document text extraction, shared by the browser's extraction worker and
 * the server's POST /api/v1/extract/extract-text: no DOM and no Node APIs, so
 * the same code gives the same text in both places.
 *
 * Order of checks: size, then extension, then what the bytes really are
 * (PDF, zip, compound file or text) against that extension; zips pass the
 * zip-bomb guard before any library inflates them. Every failure is an
 * ExtractError with a user-facing message; the whole run is capped in time.
 */
import type { DocumentTable } from '../core/data/document-table';
import type { UploadExtension } from '../core/upload-rules';
import { extractDocx } from './docx';
import { htmlDocText, looksLikeHtml } from './html-doc';
import { cfbStreams, extractDoc, isEncryptedPackage } from './doc';
import { ExtractError, PASSWORD_PROTECTED_DOCUMENT, toExtractError } from './errors';
import { createDeadline, resolveLimits, type Deadline, type ExtractLimits } from './limits';
import { extractPdf, loadPdfjs } from './pdf';
import { extractPptx } from './pptx';
import { containerOf, ooxmlKind, requireExtension, requireMatch, type ExtractKind } from './sniff';
import { capText, decodeTextFile, normalizeText } from './text';
import { documentTables, type TableHint } from './tables';
import { shapeHeadings } from './title';
import { webPageText } from './web-page';
import { guardZip } from './zip';

export { ExtractError, type ExtractErrorCode } from './errors';
export { DEFAULT_LIMITS, type ExtractLimits } from './limits';
export type { ExtractKind } from './sniff';

/** Loads pdf.js ahead of the first PDF (a server at start-up); failures are left for that PDF to report. */
export function preloadPdfjs(): Promise<void> {
  return loadPdfjs().then(
    () => undefined,
    () => undefined,
  );
}

export interface ExtractOptions {
  /** Pages (PDF), slides (PPTX) or steps done so far, of `total`. */
  onProgress?(done: number, total: number): void;
  /** Aborting cancels the extraction with an ExtractError('cancelled'). */
  signal?: AbortSignal;
  limits?: Partial<ExtractLimits>;
}

export interface ExtractResult {
  /**
   * Normalised Markdown: collapsed spaces, paragraphs split by one blank line, headings as '#' lines where
   * known; the title, when known, is the first line and the only '# ' (chapters '##'); TXT and MD as written.
   */
  text: string;
  kind: ExtractKind;
  /** Page count of a PDF. */
  pages?: number;
  /** A PDF's text page by page (page N is `pageTexts[N - 1]`), beside `text`, for rewrites that name a page. */
  pageTexts?: string[];
  /** The text was cut at `limits.maxChars` (or a PDF at `limits.maxPdfPages`). */
  truncated: boolean;
  /** The tables in `text` (written there as pipe tables), with where they were found. */
  tables: DocumentTable[];
}

interface Raw {
  text: string;
  kind: ExtractKind;
  /** The document's title when the format states one (metadata, Title style, first slide). */
  title?: string;
  pages?: number;
  pageTexts?: string[];
  truncated?: boolean;
  /** The page or slide of each table the extractor wrote, in order. */
  tables?: TableHint[];
}

type Progress = (done: number, total: number) => void;

const ZIP_EXTENSIONS: readonly UploadExtension[] = ['docx', 'pptx', 'doc'];

async function fromZip(bytes: Uint8Array, ext: UploadExtension, limits: ExtractLimits, deadline: Deadline, progress: Progress): Promise<Raw> {
  if (!ZIP_EXTENSIONS.includes(ext)) throw new ExtractError('unsupported');
  const entries = await guardZip(bytes, limits, deadline);
  const kind = requireMatch(ext, ooxmlKind(entries));
  if (kind === 'pptx') return { kind, ...(await extractPptx(bytes, deadline, progress, limits)) };
  progress(0, 1);
  const docx = await extractDocx(bytes, deadline, limits);
  progress(1, 1);
  return { kind, ...docx };
}

function fromCompoundFile(bytes: Uint8Array, ext: UploadExtension, progress: Progress): Raw {
  if (!ZIP_EXTENSIONS.includes(ext)) throw new ExtractError('unsupported');
  const streams = cfbStreams(bytes);
  if (isEncryptedPackage(streams)) throw new ExtractError('encrypted', PASSWORD_PROTECTED_DOCUMENT);
  const kind = requireMatch(ext, streams.has('WordDocument') ? 'doc' : undefined);
  progress(0, 1);
  const doc = extractDoc(streams);
  progress(1, 1);
  return { kind, ...doc };
}

function fromTextFile(bytes: Uint8Array, ext: UploadExtension, progress: Progress): Raw {
  const html = ext === 'doc' && looksLikeHtml(bytes);
  const kind = requireMatch(ext, ext === 'md' || ext === 'txt' || html ? ext : undefined);
  progress(0, 1);
  const raw: Raw = html ? { kind, ...htmlDocText(bytes) } : { kind, text: decodeTextFile(bytes) };
  progress(1, 1);
  return raw;
}

async function extractRaw(bytes: Uint8Array, ext: UploadExtension, limits: ExtractLimits, deadline: Deadline, progress: Progress): Promise<Raw> {
  switch (containerOf(bytes)) {
    case 'pdf': {
      const kind = requireMatch(ext, 'pdf');
      const pdf = await extractPdf(bytes, limits, deadline, progress);
      return { kind, text: pdf.text, title: pdf.title, pages: pdf.pages, pageTexts: pdf.pageTexts, truncated: pdf.truncated, tables: pdf.tables };
    }
    case 'zip':
      return fromZip(bytes, ext, limits, deadline, progress);
    case 'cfb':
      return fromCompoundFile(bytes, ext, progress);
    case 'text':
      return fromTextFile(bytes, ext, progress);
    default:
      throw new ExtractError('unsupported');
  }
}

/** A document's raw text as the deck's Markdown: headings shaped, spaces normalised, capped. */
function finish(raw: Raw, limits: ExtractLimits): ExtractResult {
  // A title alone (a scanned PDF's metadata) is no text to build a deck from.
  if (raw.text.trim() === '') throw new ExtractError('empty');
  // Text files are handed on as written: the composer finds their headings itself.
  const structured = raw.kind === 'md' || raw.kind === 'txt' ? raw.text : shapeHeadings(raw.text, raw.title);
  const text = normalizeText(structured, raw.kind === 'md');
  if (text === '') throw new ExtractError('empty');
  const capped = capText(text, limits.maxChars);
  const tables = documentTables(capped.text, raw.tables);
  const result: ExtractResult = { text: capped.text, kind: raw.kind, truncated: capped.truncated || raw.truncated === true, tables };
  if (raw.pages !== undefined) result.pages = raw.pages;
  if (raw.pageTexts !== undefined) result.pageTexts = raw.pageTexts;
  return result;
}

/** Runs `read` under the size check and the deadline, and finishes its text. */
async function run(bytes: Uint8Array, opts: ExtractOptions, read: (limits: ExtractLimits, deadline: Deadline) => Raw | Promise<Raw>): Promise<ExtractResult> {
  const limits = resolveLimits(opts.limits);
  if (bytes.length >= limits.maxBytes) throw new ExtractError('too_large');
  const deadline = createDeadline(limits.timeoutMs, opts.signal);
  try {
    deadline.check();
    const raw = await read(limits, deadline);
    deadline.check();
    return finish(raw, limits);
  } catch (error) {
    // Once the deadline fired, whatever a parser threw on its way out is noise.
    throw deadline.signal.aborted ? (deadline.signal.reason as ExtractError) : toExtractError(error);
  } finally {
    deadline.dispose();
  }
}

/**
 * Text of an uploaded document (PDF, DOCX, PPTX, DOC, TXT, MD).
 * @throws ExtractError: too_large, unsupported, empty (the three texts of
 *   core/errors), encrypted, damaged, bomb, timeout or cancelled.
 */
export async function extractText(bytes: Uint8Array, fileName: string, opts: ExtractOptions = {}): Promise<ExtractResult> {
  const limits = resolveLimits(opts.limits);
  if (bytes.length >= limits.maxBytes) throw new ExtractError('too_large');
  const ext = requireExtension(fileName);
  return run(bytes, opts, (l, deadline) => extractRaw(bytes, ext, l, deadline, (done, total) => opts.onProgress?.(done, total)));
}

/**
 * Text of a web page (UTF-8 HTML, as the server's URL import decodes it):
 * its main content as Markdown, titled by its first heading or <title>.
 * @throws ExtractError: too_large, empty, timeout or cancelled.
 */
export async function extractWebPage(bytes: Uint8Array, opts: ExtractOptions = {}): Promise<ExtractResult> {
  return run(bytes, opts, () => {
    opts.onProgress?.(0, 1);
    const page = webPageText(new TextDecoder('utf-8').decode(bytes));
    opts.onProgress?.(1, 1);
    return { kind: 'html', ...page };
  });
}
