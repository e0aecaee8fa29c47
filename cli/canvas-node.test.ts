import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { imageSize, sniffImage } from '../src/lib/image-bytes';
import { photoBytes } from '../tests/export/photos';
import { nodePictureEncoder, nodeSvgRasterizer } from './canvas-node';

const TOPIC_SLOT = { box: { w: 3.5, h: 5.5 }, fit: 'cover' as const };

async function flatArt(alpha: boolean): Promise<Uint8Array> {
  const canvas = createCanvas(1200, 800);
  const ctx = canvas.getContext('2d');
  if (!alpha) {
    ctx.fillStyle = '#1d3557';
    ctx.fillRect(0, 0, 1200, 800);
  }
  ctx.fillStyle = '#e63946';
  ctx.fillRect(200, 200, 500, 300);
  return new Uint8Array(await canvas.encode('png'));
}

describe('the picture encoder in Node', () => {
  it('stores a 2 MB PNG photo as a JPEG cut to the portrait slot, a small part of the size', async () => {
    const encode = (await nodePictureEncoder())!;
    const png = await photoBytes(3, 'png');
    const out = (await encode(png, 'png', TOPIC_SLOT))!;
    expect(out.kind).toBe('jpeg');
    expect(sniffImage(out.data)).toBe('jpeg');
    expect(out.cut).toBe(true);
    // 1600 x 1067 cut to 3.5 : 5.5 keeps the full height, below twice the slot's 1408 px.
    expect(out.height).toBe(1067);
    expect(out.width).toBe(Math.round(1067 * (3.5 / 5.5)));
    expect(imageSize(out.data, 'jpeg')).toEqual({ width: out.width, height: out.height });
    expect(out.data.length).toBeLessThan(png.length / 8);
  });

  it('scales a photo larger than twice its slot down to that', async () => {
    const encode = (await nodePictureEncoder())!;
    const jpeg = await photoBytes(4, 'jpeg', 3000, 2000);
    const out = (await encode(jpeg, 'jpeg', { box: { w: 4, h: 2 }, fit: 'cover' }))!;
    expect(out).toMatchObject({ kind: 'jpeg', width: 1024, height: 512 });
  });

  it('turns a WebP photo (some search sources answer WebP) into a JPEG', async () => {
    const encode = (await nodePictureEncoder())!;
    const { loadImage } = await import('@napi-rs/canvas');
    const source = await loadImage(Buffer.from(await photoBytes(7, 'jpeg', 800, 600)));
    const canvas = createCanvas(800, 600);
    canvas.getContext('2d').drawImage(source, 0, 0);
    const webp = new Uint8Array(await canvas.encode('webp', 80));
    expect(sniffImage(webp)).toBe('webp');
    const out = (await encode(webp, 'webp', TOPIC_SLOT))!;
    expect(out.kind).toBe('jpeg');
    expect(sniffImage(out.data)).toBe('jpeg');
  });

  it('keeps flat art and transparency as PNG', async () => {
    const encode = (await nodePictureEncoder())!;
    for (const alpha of [false, true]) {
      const out = (await encode(await flatArt(alpha), 'png', { box: { w: 3, h: 2 }, fit: 'contain' }))!;
      expect(out.kind).toBe('png');
      expect(out.cut).toBe(false);
    }
  });

  it('keeps a JPEG that needs no cut or scaling byte for byte', async () => {
    const encode = (await nodePictureEncoder())!;
    const jpeg = await photoBytes(5, 'jpeg', 600, 400);
    const out = (await encode(jpeg, 'jpeg', { box: { w: 6, h: 4 }, fit: 'cover' }))!;
    expect(out.reencoded).toBe(false);
    expect(out.data).toBe(jpeg);
  });

  it('cuts around the focal point: a red left half shows red in a slot at the left focus', async () => {
    const encode = (await nodePictureEncoder())!;
    const canvas = createCanvas(1000, 500);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ff0000';
    ctx.fillRect(0, 0, 500, 500);
    ctx.fillStyle = '#0000ff';
    ctx.fillRect(500, 0, 500, 500);
    const png = new Uint8Array(await canvas.encode('png'));
    const out = (await encode(png, 'png', { box: { w: 1, h: 1 }, fit: 'cover', framing: { focus: { x: 0.1, y: 0.5 } } }))!;
    const { loadImage } = await import('@napi-rs/canvas');
    const image = await loadImage(Buffer.from(out.data));
    const check = createCanvas(image.width, image.height).getContext('2d');
    check.drawImage(image, 0, 0);
    const [r, , b] = check.getImageData(Math.floor(image.width / 2), Math.floor(image.height / 2), 1, 1).data;
    expect(r).toBeGreaterThan(200);
    expect(b).toBeLessThan(50);
  });

  it('answers null for bytes it cannot decode (the exporter then embeds them as they came)', async () => {
    const encode = (await nodePictureEncoder())!;
    expect(await encode(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), 'png', TOPIC_SLOT)).toBeNull();
  });

  it('survives a download cut short (older canvas builds crashed the process on one)', async () => {
    const encode = (await nodePictureEncoder())!;
    const png = await photoBytes(6, 'png', 64, 48);
    const jpeg = await photoBytes(6, 'jpeg', 640, 480);
    expect(await encode(png.subarray(0, 60), 'png', TOPIC_SLOT)).toBeNull();
    const cut = await encode(jpeg.subarray(0, 700), 'jpeg', TOPIC_SLOT);
    expect(cut === null || sniffImage(cut.data) === cut.kind).toBe(true);
  });
});

describe('SVG icons in Node', () => {
  it('rasterises an SVG to a PNG covering the asked size', async () => {
    const rasterise = (await nodeSvgRasterizer())!;
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24"><circle cx="12" cy="12" r="10" fill="#e33"/></svg>';
    const png = (await rasterise(svg, 128, 128))!;
    expect(sniffImage(png)).toBe('png');
    expect(imageSize(png, 'png')).toEqual({ width: 128, height: 128 });
  });

  it('answers null for text that is not an SVG', async () => {
    const rasterise = (await nodeSvgRasterizer())!;
    expect(await rasterise('<html>no</html>', 64, 64)).toBeNull();
  });
});
