/**
 * Turning a file the user gave (upload, drop, paste) into the picture a
 * slide keeps: checked (upload-check.ts), SVG sanitised and drawn as a
 * bitmap, GIF reduced to its first frame, anything larger than the slide
 * needs scaled down, and written as a data: address the deck carries with
 * it (so it shows offline, travels in the deck file and the exports, and
 * needs no host). A PNG, JPEG or WebP that is already small is kept byte
 * for byte.
 */
import { TEXT_LIMITS } from '../../core/commands';
import { toBase64 } from '../../lib/image-bytes';
import { checkPictureBytes, mimeOf, storedSize, type PictureType, type PixelSize } from './upload-check';
import { sanitizeSvg } from './svg-sanitize';

/** A PNG, JPEG or WebP up to this size and within the stored size is kept as it is. */
export const KEEP_AS_IS_BYTES = 2 * 1024 * 1024;
/** JPEG quality of a scaled-down photo. */
const JPEG_QUALITY = 0.86;

export const PICTURE_TOO_DETAILED = 'This picture is too detailed to keep with the deck, even made smaller. Try a smaller or simpler picture.';
export const PICTURE_UNDRAWABLE = 'This picture could not be opened. The file may be damaged.';

/** Draws `source` at `size` and encodes it as `mime` (the browser's canvas; tests pass their own). */
export type DrawPicture = (source: Blob, size: PixelSize, mime: 'image/png' | 'image/jpeg', quality?: number) => Promise<Blob>;

export interface PreparedPicture {
  dataUrl: string;
  width: number;
  height: number;
  /** What the file was. */
  type: PictureType;
  /** The bytes kept (what dataUrl holds), for the uploads library. */
  blob: Blob;
  /** Active or external parts taken out of an SVG. */
  svgRemoved: number;
}

export type PrepareResult = { ok: true; picture: PreparedPicture } | { ok: false; error: string };

async function asDataUrl(blob: Blob): Promise<string> {
  return `data:${blob.type};base64,${toBase64(new Uint8Array(await blob.arrayBuffer()))}`;
}

/** Draws through an <img> of the blob (never its markup in the page) onto a canvas. */
export const drawWithCanvas: DrawPicture = async (source, size, mime, quality) => {
  const url = URL.createObjectURL(source);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext('2d');
    if (ctx === null) throw new Error('no 2d canvas');
    // A JPEG has no transparency: what was transparent becomes white, not black.
    if (mime === 'image/jpeg') {
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, size.width, size.height);
    }
    ctx.drawImage(img, 0, 0, size.width, size.height);
    const out = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, mime, quality));
    if (out === null) throw new Error('canvas gave no picture');
    return out;
  } finally {
    URL.revokeObjectURL(url);
  }
};

/** Photos are written as JPEG; flat art and anything that may be transparent (GIF, SVG, PNG) as PNG. */
function outputMime(type: PictureType): 'image/png' | 'image/jpeg' {
  return type === 'jpeg' || type === 'webp' ? 'image/jpeg' : 'image/png';
}

/**
 * Prepares `file` as a slide picture, or says in a sentence why it cannot
 * be one. Never throws.
 */
export async function preparePicture(file: Blob, draw: DrawPicture = drawWithCanvas): Promise<PrepareResult> {
  try {
    // Only the head is read before the checks: a huge file is refused by its size alone.
    const first = checkPictureBytes(new Uint8Array(await file.slice(0, 64 * 1024).arrayBuffer()), file.size);
    if (!first.ok) return first;
    const { type, size } = first.picture;
    let source: Blob = new Blob([await file.arrayBuffer()], { type: mimeOf(type) });
    let svgRemoved = 0;
    if (type === 'svg') {
      const clean = sanitizeSvg(await source.text());
      if (!clean.ok) return clean;
      svgRemoved = clean.removed;
      source = new Blob([clean.svg], { type: 'image/svg+xml' });
    }
    const target = storedSize(size);
    const keep = (type === 'png' || type === 'jpeg' || type === 'webp') && file.size <= KEEP_AS_IS_BYTES && target.width === size.width && target.height === size.height;
    let blob = keep ? source : await draw(source, target, outputMime(type), JPEG_QUALITY);
    let dataUrl = await asDataUrl(blob);
    if (dataUrl.length > TEXT_LIMITS.dataUrl && blob.type !== 'image/jpeg') {
      // A detailed picture is smaller as JPEG (its transparency is lost, which beats not having it).
      blob = await draw(source, target, 'image/jpeg', JPEG_QUALITY);
      dataUrl = await asDataUrl(blob);
    }
    if (dataUrl.length > TEXT_LIMITS.dataUrl) return { ok: false, error: PICTURE_TOO_DETAILED };
    return { ok: true, picture: { dataUrl, width: target.width, height: target.height, type, blob, svgRemoved } };
  } catch {
    return { ok: false, error: PICTURE_UNDRAWABLE };
  }
}
