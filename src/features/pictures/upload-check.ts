/**
 * Checking a file the user gives as a slide picture (upload, drop, paste)
 * before any of it is decoded: its type is read from its first bytes (a
 * name or a declared type can lie), its pixel size from its header (a small
 * file can declare a gigapixel image that would exhaust the page's memory
 * when drawn), and its byte size against the limit. Each refusal is a
 * sentence naming the problem. Pure functions over bytes, so they are
 * tested without a browser.
 */

/** The picture types accepted; GIF is shown as its first frame, SVG is sanitised and drawn as a bitmap. */
export type PictureType = 'png' | 'jpeg' | 'webp' | 'gif' | 'svg';

/** Largest file taken. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Most pixels a picture may have (40 megapixels: a 8000 x 5000 photo), so drawing it cannot exhaust memory. */
export const MAX_UPLOAD_PIXELS = 40_000_000;
/** Longest side of the stored picture: twice a full-width slide (1280 px) is sharp on any screen and in exports. */
export const MAX_STORED_SIDE = 2_560;
/** The size an SVG with no size of its own is drawn at (its longer side). */
export const SVG_DEFAULT_SIDE = 1_600;

export const NOT_A_PICTURE = 'This file is not a picture (PNG, JPEG, WebP, GIF or SVG).';
export const EMPTY_FILE = 'This file is empty.';
export const UNREADABLE_SIZE = 'This picture does not say how large it is, so it cannot be used safely.';

/** "24 MB", "512 KB": the size as the messages say it. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    const mb = bytes / (1024 * 1024);
    return `${mb >= 10 ? Math.round(mb) : Math.round(mb * 10) / 10} MB`;
  }
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The refusal of a file over the byte limit. */
export function tooLargeMessage(bytes: number, limit = MAX_UPLOAD_BYTES): string {
  return `This picture is ${formatBytes(bytes)}; the limit is ${formatBytes(limit)}.`;
}

/** The refusal of a picture over the pixel limit. */
export function tooManyPixelsMessage(width: number, height: number, limit = MAX_UPLOAD_PIXELS): string {
  const mp = (n: number) => `${Math.round(n / 100_000) / 10} megapixels`;
  return `This picture is ${width} × ${height} pixels (${mp(width * height)}); the limit is ${mp(limit)}.`;
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

/** Whether the text at the start of `bytes` is an SVG document (after a BOM, an XML declaration, comments or a doctype). */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '');
  let rest = head.trimStart();
  // Skip the prologue one construct at a time (indexOf, no backtracking regex over hostile text).
  for (let guard = 0; guard < 32 && rest.startsWith('<') && !/^<svg[\s>/]/i.test(rest); guard++) {
    const close = rest.startsWith('<!--') ? rest.indexOf('-->') + 3 : rest.startsWith('<?') || rest.startsWith('<!') ? rest.indexOf('>') + 1 : 0;
    if (close <= 0) return false;
    rest = rest.slice(close).trimStart();
  }
  return /^<svg[\s>/]/i.test(rest);
}

/** The picture type by the file's first bytes, or undefined for anything else. */
export function sniffPictureType(bytes: Uint8Array): PictureType | undefined {
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(bytes, 1, 3) === 'PNG' && bytes[4] === 0x0d && bytes[5] === 0x0a && bytes[6] === 0x1a && bytes[7] === 0x0a) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'gif';
  if (looksLikeSvg(bytes)) return 'svg';
  return undefined;
}

/** The MIME type of a picture type. */
export function mimeOf(type: PictureType): string {
  return type === 'svg' ? 'image/svg+xml' : `image/${type}`;
}

export interface PixelSize {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i] ?? 0) * 0x1000000) + (((b[i + 1] ?? 0) << 16) | ((b[i + 2] ?? 0) << 8) | (b[i + 3] ?? 0));

/** JPEG: the first start-of-frame marker's size (markers walked by their lengths, never scanned byte by byte past them). */
function jpegSize(b: Uint8Array): PixelSize | undefined {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i++;
      continue;
    }
    // SOF0..SOF15, less DHT (C4), JPG (C8) and DAC (CC), which share the range.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    i += 2 + u16be(b, i + 2);
  }
  return undefined;
}

function webpSize(b: Uint8Array): PixelSize | undefined {
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8X' && b.length >= 30) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  if (chunk === 'VP8L' && b.length >= 25 && b[20] === 0x2f) {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ' && b.length >= 30) return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  return undefined;
}

function svgLength(value: string | undefined): number | undefined {
  const match = value === undefined ? null : /^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$/i.exec(value);
  const n = match ? Number(match[1]) : NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag);
  return match ? (match[1] ?? match[2]) : undefined;
}

/**
 * An SVG's drawing size: its width and height in pixels, else its viewBox
 * scaled so the longer side is SVG_DEFAULT_SIDE, else a square of that side.
 * Capped at MAX_STORED_SIDE, since a vector picture can be drawn at any size.
 */
export function svgSize(text: string): PixelSize {
  const start = text.search(/<svg[\s>/]/i);
  const end = start < 0 ? -1 : text.indexOf('>', start);
  const tag = start < 0 || end < 0 ? '' : text.slice(start, end + 1);
  let width = svgLength(attribute(tag, 'width'));
  let height = svgLength(attribute(tag, 'height'));
  const box = (attribute(tag, 'viewBox') ?? '').trim().split(/[\s,]+/).map(Number);
  const ratio = box.length === 4 && (box[2] ?? 0) > 0 && (box[3] ?? 0) > 0 ? (box[2] ?? 1) / (box[3] ?? 1) : 1;
  if (width === undefined && height === undefined) [width, height] = ratio >= 1 ? [SVG_DEFAULT_SIDE, SVG_DEFAULT_SIDE / ratio] : [SVG_DEFAULT_SIDE * ratio, SVG_DEFAULT_SIDE];
  width ??= (height ?? SVG_DEFAULT_SIDE) * ratio;
  height ??= width / ratio;
  const scale = Math.min(1, MAX_STORED_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The picture's size in pixels from its header, or undefined when the header does not say. */
export function pixelSize(bytes: Uint8Array, type: PictureType): PixelSize | undefined {
  let size: PixelSize | undefined;
  if (type === 'png') size = bytes.length >= 24 && ascii(bytes, 12, 4) === 'IHDR' ? { width: u32be(bytes, 16), height: u32be(bytes, 20) } : undefined;
  else if (type === 'gif') size = bytes.length >= 10 ? { width: u16le(bytes, 6), height: u16le(bytes, 8) } : undefined;
  else if (type === 'jpeg') size = jpegSize(bytes);
  else if (type === 'webp') size = webpSize(bytes);
  else size = svgSize(new TextDecoder().decode(bytes.subarray(0, 64 * 1024)));
  return size && size.width > 0 && size.height > 0 ? size : undefined;
}

/** A file that passed the checks. */
export interface CheckedPicture {
  type: PictureType;
  size: PixelSize;
}

export type CheckResult = { ok: true; picture: CheckedPicture } | { ok: false; error: string };

/**
 * Checks a file's bytes: not empty, within MAX_UPLOAD_BYTES, a PNG, JPEG,
 * WebP, GIF or SVG by its content, and within MAX_UPLOAD_PIXELS by its
 * header. `bytes` may be the file's start only (64 KB is plenty) when
 * `fileSize` gives the whole size.
 */
export function checkPictureBytes(bytes: Uint8Array, fileSize = bytes.length): CheckResult {
  if (fileSize === 0) return { ok: false, error: EMPTY_FILE };
  if (fileSize > MAX_UPLOAD_BYTES) return { ok: false, error: tooLargeMessage(fileSize) };
  const type = sniffPictureType(bytes);
  if (type === undefined) return { ok: false, error: NOT_A_PICTURE };
  const size = pixelSize(bytes, type);
  if (size === undefined) return { ok: false, error: UNREADABLE_SIZE };
  if (size.width * size.height > MAX_UPLOAD_PIXELS) return { ok: false, error: tooManyPixelsMessage(size.width, size.height) };
  return { ok: true, picture: { type, size } };
}

/** The size to store a picture at: its own, or scaled down so the longer side is MAX_STORED_SIDE. */
export function storedSize(size: PixelSize): PixelSize {
  const scale = Math.min(1, MAX_STORED_SIDE / Math.max(size.width, size.height));
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}
