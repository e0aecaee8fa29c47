/**
 * Image bytes without a DOM: what kind of image a buffer holds (by its
 * signature, never by what a name, a declared type or a server claimed), its
 * pixel size from the header, data: URL decoding and base64 encoding. The one
 * implementation for the app, the PowerPoint export, the server and the CLI.
 */

/** The picture types told apart; GIF, WebP and SVG are each refused or converted where a use cannot take them. */
export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'svg';

export interface PixelSize {
  width: number;
  height: number;
}

/** The size an SVG with no size of its own is drawn at (its longer side). */
export const SVG_DEFAULT_SIDE = 1_600;
/** The longest side an SVG is given: twice a full-width slide (1280 px), since a vector picture can be drawn at any size. */
export const SVG_MAX_SIDE = 2_560;

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

/**
 * The image type `bytes` hold, by their first bytes alone (a file name, a
 * declared type or a server's Content-Type can lie), or undefined for
 * anything else. SVG is an SVG document's text; each caller decides whether
 * it takes SVG at all.
 */
export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(bytes, 1, 3) === 'PNG' && bytes[4] === 0x0d && bytes[5] === 0x0a && bytes[6] === 0x1a && bytes[7] === 0x0a) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'gif';
  if (looksLikeSvg(bytes)) return 'svg';
  return undefined;
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
 * Capped at SVG_MAX_SIDE.
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
  const scale = Math.min(1, SVG_MAX_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The picture's size in pixels from its header (an SVG's from its root tag), or undefined when the header does not say. */
export function imageSize(bytes: Uint8Array, kind: ImageKind): PixelSize | undefined {
  let size: PixelSize | undefined;
  if (kind === 'png') size = bytes.length >= 24 && ascii(bytes, 12, 4) === 'IHDR' ? { width: u32be(bytes, 16), height: u32be(bytes, 20) } : undefined;
  else if (kind === 'gif') size = bytes.length >= 10 ? { width: u16le(bytes, 6), height: u16le(bytes, 8) } : undefined;
  else if (kind === 'jpeg') size = jpegSize(bytes);
  else if (kind === 'webp') size = webpSize(bytes);
  else size = svgSize(new TextDecoder().decode(bytes.subarray(0, 64 * 1024)));
  return size && size.width > 0 && size.height > 0 ? size : undefined;
}

/** The bytes and MIME type of a data: URL, or null when it is malformed. */
export function decodeDataUrl(url: string): { data: Uint8Array; mime: string } | null {
  const match = /^data:([^,;]*)((?:;[^,;]*)*?)(;base64)?,(.*)$/is.exec(url.trim());
  if (!match) return null;
  const mime = (match[1] || 'text/plain').toLowerCase();
  const body = match[4] ?? '';
  try {
    if (match[3]) return { data: fromBase64(body), mime };
    return { data: new TextEncoder().encode(decodeURIComponent(body)), mime };
  } catch {
    return null;
  }
}

/** The base64 body of a base64 data: URL (whitespace removed), or undefined for any other address. */
export function dataUrlBase64(url: string): string | undefined {
  const match = /^data:[^,]*;base64,(.*)$/is.exec(url.trim());
  return match ? (match[1] ?? '').replace(/\s+/g, '') : undefined;
}

/** The bytes of base64 text (whitespace ignored); throws on text that is not base64. */
export function fromBase64(text: string): Uint8Array {
  const binary = atob(text.replace(/\s+/g, ''));
  // A plain loop: Uint8Array.from with a mapping function is ~20x slower on megabyte images (bench export).
  const data = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) data[i] = binary.charCodeAt(i);
  return data;
}

/** Base64 of bytes, in chunks (no argument-count limit), with no Buffer (works in the browser). */
export function toBase64(data: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  // apply takes the typed array as it is; spreading it walks an iterator (several times slower).
  for (let i = 0; i < data.length; i += chunk) binary += String.fromCharCode.apply(null, data.subarray(i, i + chunk) as unknown as number[]);
  return btoa(binary);
}
