/**
 * The average colour of a template's pictures, so text on a picture
 * background is chosen for what the picture shows. Drawn at 8 x 8 on an
 * OffscreenCanvas; where the platform cannot decode (tests, old browsers)
 * the colours stay unknown and the theme says it took the picture as light.
 */

const SIZE = 8;

async function averageColor(blob: Blob): Promise<string | undefined> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return undefined;
  try {
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(SIZE, SIZE);
    const ctx = canvas.getContext('2d');
    if (!ctx) return undefined;
    ctx.drawImage(bitmap, 0, 0, SIZE, SIZE);
    bitmap.close();
    const data = ctx.getImageData(0, 0, SIZE, SIZE).data;
    const sum = [0, 0, 0];
    for (let i = 0; i < data.length; i += 4) for (let c = 0; c < 3; c++) sum[c] = (sum[c] as number) + (data[i + c] as number);
    const n = data.length / 4;
    return `#${sum.map((v) => Math.round(v / n).toString(16).padStart(2, '0')).join('')}`;
  } catch {
    return undefined;
  }
}

/** Average colours by part, for the pictures that could be decoded. */
export async function measurePictureColors(pictures: readonly { part: string; blob: Blob }[]): Promise<Record<string, string>> {
  const colors: Record<string, string> = {};
  for (const picture of pictures) {
    const color = await averageColor(picture.blob);
    if (color) colors[picture.part] = color;
  }
  return colors;
}
