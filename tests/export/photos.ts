/**
 * Photo-like pictures made in Node for the export checks and the bench:
 * what a camera or a photo search returns compresses like a photo, not like
 * a flat colour (which shrinks to nothing) or white noise (which does not
 * shrink at all). So: a sky-to-ground gradient, soft shapes at several
 * scales (value noise in octaves, as natural textures fall off with
 * frequency), and a fine grain, encoded as a 1600 x 1067 JPEG at quality
 * 0.9 (a typical stock photo's download) or as PNG (what an image model or
 * the old built-in artist answered: about 2 MB each).
 */
import { createCanvas } from '@napi-rs/canvas';
import { mulberry32 } from '../../bench/lib';

export const PHOTO_WIDTH = 1600;
export const PHOTO_HEIGHT = 1067;

/** Smooth random values on a grid of `cells` per side, interpolated (one octave of value noise). */
function octave(random: () => number, cells: number): (x: number, y: number) => number {
  const gw = cells + 2;
  const grid = Float32Array.from({ length: gw * gw }, () => random());
  return (x, y) => {
    const gx = x * cells;
    const gy = y * cells;
    const ix = Math.floor(gx);
    const iy = Math.floor(gy);
    const fx = gx - ix;
    const fy = gy - iy;
    const sx = fx * fx * (3 - 2 * fx);
    const sy = fy * fy * (3 - 2 * fy);
    const at = (i: number, j: number): number => grid[j * gw + i]!;
    const top = at(ix, iy) + (at(ix + 1, iy) - at(ix, iy)) * sx;
    const bottom = at(ix, iy + 1) + (at(ix + 1, iy + 1) - at(ix, iy + 1)) * sx;
    return top + (bottom - top) * sy;
  };
}

/** Texture is computed at a quarter of the size and scaled up (a photo's large shapes are smooth); the grain at full size. */
const TEXTURE_SCALE = 4;

/** RGBA pixels of the smooth part of a photo-like picture; `seed` picks the colours and the texture. */
export function photoPixels(width: number, height: number, seed: number): Uint8ClampedArray {
  const random = mulberry32(seed);
  const octaves = [4, 12, 40].map((cells) => octave(random, cells));
  const weights = [0.55, 0.3, 0.15];
  const sky = [random() * 120 + 100, random() * 120 + 110, random() * 80 + 170];
  const ground = [random() * 140 + 40, random() * 120 + 60, random() * 80 + 20];
  const horizon = 0.35 + random() * 0.3;
  const out = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const v = y / height;
    const base = v < horizon ? sky : ground;
    const shade = v < horizon ? 1 - v * 0.4 : 0.7 + (v - horizon) * 0.5;
    for (let x = 0; x < width; x++) {
      const u = x / width;
      let n = 0;
      for (let o = 0; o < octaves.length; o++) n += octaves[o]!(u, v) * weights[o]!;
      const texture = (n - 0.5) * 120;
      const i = (y * width + x) * 4;
      out[i] = base[0]! * shade + texture;
      out[i + 1] = base[1]! * shade + texture * 0.9;
      out[i + 2] = base[2]! * shade + texture * 0.7;
      out[i + 3] = 255;
    }
  }
  return out;
}

function drawPhoto(seed: number, width: number, height: number) {
  const small = createCanvas(Math.ceil(width / TEXTURE_SCALE), Math.ceil(height / TEXTURE_SCALE));
  const smallCtx = small.getContext('2d');
  const texture = smallCtx.createImageData(small.width, small.height);
  texture.data.set(photoPixels(small.width, small.height, seed));
  smallCtx.putImageData(texture, 0, 0);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(small, 0, 0, width, height);
  const image = ctx.getImageData(0, 0, width, height);
  // Film or sensor grain: the fine detail that keeps a real photo from compressing to nothing.
  const random = mulberry32(seed ^ 0x5eed);
  const data = image.data;
  for (let i = 0; i < data.length; i += 4) {
    const grain = (random() - 0.5) * 18;
    data[i] = data[i]! + grain;
    data[i + 1] = data[i + 1]! + grain;
    data[i + 2] = data[i + 2]! + grain;
  }
  ctx.putImageData(image, 0, 0);
  return canvas;
}

/** A photo-like picture as JPEG (quality 0.9) or PNG bytes. */
export async function photoBytes(seed: number, format: 'jpeg' | 'png' = 'jpeg', width = PHOTO_WIDTH, height = PHOTO_HEIGHT): Promise<Uint8Array> {
  const canvas = drawPhoto(seed, width, height);
  return new Uint8Array(format === 'jpeg' ? await canvas.encode('jpeg', 90) : await canvas.encode('png'));
}

/** The same picture as both a JPEG (a stock photo's download) and a PNG (an image model's answer). */
export async function photoFiles(seed: number, width = PHOTO_WIDTH, height = PHOTO_HEIGHT): Promise<{ jpeg: Uint8Array; png: Uint8Array }> {
  const canvas = drawPhoto(seed, width, height);
  return { jpeg: new Uint8Array(await canvas.encode('jpeg', 90)), png: new Uint8Array(await canvas.encode('png')) };
}

/** The same as a data URL, as a slide holds a picture. */
export async function photoDataUrl(seed: number, format: 'jpeg' | 'png' = 'jpeg', width?: number, height?: number): Promise<string> {
  const bytes = await photoBytes(seed, format, width, height);
  return `data:image/${format};base64,${Buffer.from(bytes).toString('base64')}`;
}
