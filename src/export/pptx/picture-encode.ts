/**
 * Re-encoding a bitmap picture for the file, over any 2D canvas: decode,
 * cut out the part the slot shows (picture-fit.ts), scale it to at most
 * twice the slot's pixels, and store it as JPEG (photos) or PNG (flat art,
 * transparency). The canvas itself is a small kit handed in, so the
 * browser (createImageBitmap + OffscreenCanvas, raster-browser.ts) and the
 * command line (a canvas for Node, cli/canvas-node.ts) run the same rules.
 */
import type { EncodedPicture, PictureEncoder, PictureRequest } from '../types';
import { chooseFormat, isWhole, JPEG_QUALITY, slotPixels, sourceRect, storedSize, type PixelRect } from './picture-fit';

/** A decoded picture of the kit. */
export interface DecodedBitmap<S> {
  width: number;
  height: number;
  source: S;
  /** Frees the decoded pixels (an ImageBitmap's memory). */
  close(): void;
}

/** A drawn picture of the kit: its pixels, and its bytes in a format. */
export interface DrawnBitmap {
  rgba(): ArrayLike<number>;
  encode(kind: 'png' | 'jpeg', quality: number): Promise<Uint8Array | null>;
}

/** What a platform's canvas must do for the encoder. */
export interface CanvasKit<S> {
  decode(data: Uint8Array, mime: string): Promise<DecodedBitmap<S> | null>;
  draw(source: S, rect: PixelRect, width: number, height: number): Promise<DrawnBitmap | null>;
}

const MIME = { png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' } as const;

/** The part a request shows of a `width` x `height` picture, and the size to store it at. */
export function planPicture(width: number, height: number, request: PictureRequest): { rect: PixelRect; size: { width: number; height: number } } {
  const aspect = request.fit === 'cover' && request.box.h > 0 ? request.box.w / request.box.h : undefined;
  const rect = sourceRect(width, height, aspect, request.framing);
  return { rect, size: storedSize(rect, slotPixels(request.box)) };
}

/**
 * An encoder over `kit`. The original bytes are kept when nothing would be
 * cut or scaled and they are already in the chosen format (a JPEG is never
 * re-compressed for nothing). Null when the picture cannot
 * be decoded; the caller then embeds it as it came.
 */
export function canvasEncoder<S>(kit: CanvasKit<S>): PictureEncoder {
  return async (data, kind, request) => {
    const decoded = await kit.decode(data, MIME[kind]).catch(() => null);
    if (!decoded) return null;
    try {
      const { rect, size } = planPicture(decoded.width, decoded.height, request);
      const whole = isWhole(rect, decoded.width, decoded.height);
      const unscaled = whole && size.width === decoded.width && size.height === decoded.height;
      const drawn = await kit.draw(decoded.source, rect, size.width, size.height);
      if (!drawn) return null;
      const format = chooseFormat(drawn.rgba());
      const keep = unscaled && format === kind;
      const bytes = keep ? data : await drawn.encode(format, JPEG_QUALITY);
      if (!bytes) return null;
      const picture: EncodedPicture = { data: bytes, kind: format, ...size, cut: !whole, reencoded: !keep };
      return picture;
    } finally {
      decoded.close();
    }
  };
}
