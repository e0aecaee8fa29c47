/**
 * A canvas for the exporter in Node (the command line, the benchmark, the
 * export checks): @napi-rs/canvas, Skia compiled for each platform and
 * shipped inside the npm package (no download at install), decodes PNG,
 * JPEG, GIF and SVG and encodes JPEG and PNG. It gives the CLI the same
 * picture encoder the browser has (export/pptx/picture-encode.ts: cut to the
 * slot, at most twice its pixels, JPEG for photos, PNG for flat art) and an
 * SVG rasteriser, so icons reach its decks instead of being left out.
 * Loaded on demand: a machine where the native module cannot load still
 * exports, with pictures as they came and SVG icons left out and reported.
 */
import type * as NapiCanvas from '@napi-rs/canvas';
import type { PictureEncoder, SvgRasterizer } from '../src/export/types';
import { canvasEncoder, type CanvasKit } from '../src/export/pptx/picture-encode';

type Canvas = typeof NapiCanvas;
type NodeImage = NapiCanvas.Image;

/** Larger SVG renderings are refused (an icon has no use for more; a hostile size would eat memory). */
const MAX_SVG_SIDE = 4096;

let loading: Promise<Canvas | null> | undefined;

/** The native canvas, or null when this platform has none. */
export function nodeCanvas(): Promise<Canvas | null> {
  loading ??= import('@napi-rs/canvas').catch(() => null);
  return loading;
}

function kitOf(canvas: Canvas): CanvasKit<NodeImage> {
  return {
    async decode(data) {
      const image = await canvas.loadImage(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
      return image.width > 0 && image.height > 0 ? { width: image.width, height: image.height, source: image, close: () => undefined } : null;
    },
    async draw(source, rect, width, height) {
      const surface = canvas.createCanvas(width, height);
      const ctx = surface.getContext('2d');
      ctx.imageSmoothingEnabled = true;
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(source, rect.sx, rect.sy, rect.sw, rect.sh, 0, 0, width, height);
      return {
        rgba: () => ctx.getImageData(0, 0, width, height).data,
        // @napi-rs/canvas takes JPEG quality as 0-100.
        encode: async (kind, quality) => new Uint8Array(kind === 'jpeg' ? await surface.encode('jpeg', Math.round(quality * 100)) : await surface.encode('png')),
      };
    },
  };
}

/** The picture encoder for Node; undefined when the native canvas cannot be loaded here. */
export async function nodePictureEncoder(): Promise<PictureEncoder | undefined> {
  const canvas = await nodeCanvas();
  return canvas ? canvasEncoder(kitOf(canvas)) : undefined;
}

/** SVG to PNG in Node at the SVG's own aspect, covering `width` x `height` (as the browser's rasteriser). */
export async function nodeSvgRasterizer(): Promise<SvgRasterizer | undefined> {
  const canvas = await nodeCanvas();
  if (!canvas) return undefined;
  return async (svg, width, height) => {
    try {
      const image = await canvas.loadImage(Buffer.from(svg, 'utf8'));
      const nw = image.width > 0 ? image.width : width;
      const nh = image.height > 0 ? image.height : height;
      const scale = Math.min(Math.max(width / nw, height / nh), MAX_SVG_SIDE / Math.max(nw, nh));
      const w = Math.max(1, Math.round(nw * scale));
      const h = Math.max(1, Math.round(nh * scale));
      const surface = canvas.createCanvas(w, h);
      surface.getContext('2d').drawImage(image, 0, 0, w, h);
      return new Uint8Array(await surface.encode('png'));
    } catch {
      return null;
    }
  };
}
