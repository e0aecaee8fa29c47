/**
 * Checking a file the user gives as a slide picture (upload, drop, paste)
 * before any of it is decoded: its type is read from its first bytes (a
 * name or a declared type can lie), its pixel size from its header (a small
 * file can declare a gigapixel image that would exhaust the page's memory
 * when drawn), and its byte size against the limit. Each refusal is a
 * sentence naming the problem. Pure functions over bytes, so they are
 * tested without a browser; reading the type and size is src/lib/image-bytes.
 */
import { imageSize, sniffImage, SVG_MAX_SIDE, type ImageKind, type PixelSize } from '../../lib/image-bytes';

/** The picture types accepted; GIF is shown as its first frame, SVG is sanitised and drawn as a bitmap. */
export type PictureType = ImageKind;
export type { PixelSize };

/** Largest file taken. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Most pixels a picture may have (40 megapixels: a 8000 x 5000 photo), so drawing it cannot exhaust memory. */
export const MAX_UPLOAD_PIXELS = 40_000_000;
/** Longest side of the stored picture: twice a full-width slide (1280 px) is sharp on any screen and in exports. */
export const MAX_STORED_SIDE = SVG_MAX_SIDE;

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

/** The MIME type of a picture type. */
export function mimeOf(type: PictureType): string {
  return type === 'svg' ? 'image/svg+xml' : `image/${type}`;
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
  const type = sniffImage(bytes);
  if (type === undefined) return { ok: false, error: NOT_A_PICTURE };
  const size = imageSize(bytes, type);
  if (size === undefined) return { ok: false, error: UNREADABLE_SIZE };
  if (size.width * size.height > MAX_UPLOAD_PIXELS) return { ok: false, error: tooManyPixelsMessage(size.width, size.height) };
  return { ok: true, picture: { type, size } };
}

/** The size to store a picture at: its own, or scaled down so the longer side is MAX_STORED_SIDE. */
export function storedSize(size: PixelSize): PixelSize {
  const scale = Math.min(1, MAX_STORED_SIDE / Math.max(size.width, size.height));
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}
