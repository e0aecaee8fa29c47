/**
 * What a file really is, judged by its bytes as well as its name: the
 * extension must be one the upload accepts and the content must be that kind
 * of document. A renamed .exe or a zip called .pdf is refused before any
 * parser sees it.
 */
import { uploadExtension, type UploadExtension } from '../core/upload-rules';
import { ExtractError } from './errors';
import { isZip, type ZipEntry } from './zip';

/** What a document was read as; `html` is a web page (the server's URL import, never an upload). */
export type ExtractKind = 'pdf' | 'docx' | 'pptx' | 'doc' | 'txt' | 'md' | 'html';

/** The container a file's first bytes announce. */
export type Container = 'pdf' | 'zip' | 'cfb' | 'text';

const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PDF_MAGIC = '%PDF-';
// Readers accept a PDF header a little way in (after a stray BOM or mail header); so does this.
const PDF_HEADER_WINDOW = 1024;

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

function hasPdfHeader(bytes: Uint8Array): boolean {
  const head = String.fromCharCode(...bytes.subarray(0, PDF_HEADER_WINDOW));
  return head.includes(PDF_MAGIC);
}

/** Binary signatures first; anything else is a candidate for text (checked when decoded). */
export function containerOf(bytes: Uint8Array): Container | undefined {
  // Signatures at offset 0 first: a zip that stores a PDF uncompressed has '%PDF-' near its start too.
  if (isZip(bytes)) return 'zip';
  if (startsWith(bytes, CFB_MAGIC)) return 'cfb';
  if (hasPdfHeader(bytes)) return 'pdf';
  return looksBinary(bytes) ? undefined : 'text';
}

/** Executables, images and archives carry NULs or many C0 controls near the start; text does not. */
function looksBinary(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 4096);
  // UTF-16 text has a NUL in every other byte: it is recognised by its BOM instead.
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) return false;
  let controls = 0;
  for (const b of head) {
    if (b === 0) return true;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) controls++;
  }
  return controls > head.length / 100;
}

/** The Office kind a zip holds, from its entry names. */
export function ooxmlKind(entries: readonly ZipEntry[]): 'docx' | 'pptx' | undefined {
  const names = new Set(entries.map((e) => e.name));
  if (names.has('word/document.xml')) return 'docx';
  if (names.has('ppt/presentation.xml')) return 'pptx';
  return undefined;
}

/** Word accepts .doc and .docx interchangeably, and so many files in the wild are misnamed. */
const ACCEPTS: Record<UploadExtension, readonly ExtractKind[]> = {
  pdf: ['pdf'],
  doc: ['doc', 'docx'],
  docx: ['docx', 'doc'],
  pptx: ['pptx'],
  txt: ['txt'],
  md: ['md'],
};

/** The extension the upload accepts, or the 'File type not supported' error. */
export function requireExtension(fileName: string): UploadExtension {
  const ext = uploadExtension(fileName);
  if (ext === undefined) throw new ExtractError('unsupported');
  return ext;
}

/** Refuses content that is not what the name says (the 'File type not supported' error). */
export function requireMatch(ext: UploadExtension, kind: ExtractKind | undefined): ExtractKind {
  if (kind === undefined || !ACCEPTS[ext].includes(kind)) throw new ExtractError('unsupported');
  return kind;
}
