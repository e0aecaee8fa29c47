/**
 * The browser's canvas work for the exporter. SVG: drawn by an <img>
 * (scripts in an SVG image never run) onto a canvas at its own aspect
 * ratio, large enough to cover the asked size, and read back as PNG bytes.
 * Bitmaps: decoded with createImageBitmap, the part the slot shows drawn at
 * the stored size and encoded as JPEG or PNG (picture-encode.ts).
 * OffscreenCanvas where there is one, a detached <canvas> otherwise. Browser
 * only; the CLI passes its own canvas for Node (cli/canvas-node.ts).
 */
import type { PictureEncoder, SvgRasterizer } from '../types';
import { canvasEncoder, type CanvasKit, type DrawnBitmap } from './picture-encode';

const MAX_SIDE = 4096;

async function drawable(svg: string): Promise<{ image: HTMLImageElement; revoke: () => void }> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return { image, revoke: () => URL.revokeObjectURL(url) };
}

/** Output size: the SVG's own aspect, covering width x height (an SVG with no size fills it). */
function outputSize(image: HTMLImageElement, width: number, height: number): { w: number; h: number } {
  const nw = image.naturalWidth;
  const nh = image.naturalHeight;
  if (!(nw > 0 && nh > 0)) return { w: width, h: height };
  const scale = Math.min(Math.max(width / nw, height / nh), MAX_SIDE / Math.max(nw, nh));
  return { w: Math.max(1, Math.round(nw * scale)), h: Math.max(1, Math.round(nh * scale)) };
}

async function toPng(w: number, h: number, draw: (ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D) => void): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(w, h);
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    draw(ctx);
    return canvas.convertToBlob({ type: 'image/png' });
  }
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  draw(ctx);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

/** SVG text to PNG bytes at about `width` x `height` px; null when the browser cannot draw it. */
export const rasterizeSvgInBrowser: SvgRasterizer = async (svg, width, height) => {
  try {
    const { image, revoke } = await drawable(svg);
    try {
      const { w, h } = outputSize(image, width, height);
      const blob = await toPng(w, h, (ctx) => ctx.drawImage(image, 0, 0, w, h));
      return blob ? new Uint8Array(await blob.arrayBuffer()) : null;
    } finally {
      revoke();
    }
  } catch {
    return null;
  }
};

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function surface(w: number, h: number): { ctx: Context2D; encode: (type: string, quality: number) => Promise<Blob | null> } | null {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(w, h);
    const ctx = canvas.getContext('2d');
    return ctx ? { ctx, encode: (type, quality) => canvas.convertToBlob({ type, quality }) } : null;
  }
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d');
  return ctx ? { ctx, encode: (type, quality) => new Promise((resolve) => canvas.toBlob(resolve, type, quality)) } : null;
}

const browserKit: CanvasKit<ImageBitmap> = {
  async decode(data, mime) {
    const bitmap = await createImageBitmap(new Blob([data as Uint8Array<ArrayBuffer>], { type: mime }));
    return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
  },
  async draw(source, rect, width, height): Promise<DrawnBitmap | null> {
    const target = surface(width, height);
    if (!target) return null;
    const { ctx } = target;
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(source, rect.sx, rect.sy, rect.sw, rect.sh, 0, 0, width, height);
    return {
      rgba: () => ctx.getImageData(0, 0, width, height).data,
      encode: async (kind, quality) => {
        const blob = await target.encode(`image/${kind}`, quality);
        return blob ? new Uint8Array(await blob.arrayBuffer()) : null;
      },
    };
  },
};

/** The browser's picture encoder: the part a slot shows, at most twice its pixels, as JPEG or PNG. */
export const encodePictureInBrowser: PictureEncoder = canvasEncoder(browserKit);
