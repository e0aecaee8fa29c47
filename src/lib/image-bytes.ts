/**
 * Image bytes without a DOM: what kind of image a buffer holds (by its
 * signature, not by what a server claimed), its pixel size from the header,
 * data: URL decoding and base64 encoding. Used in the browser and in Node.
 */

export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'svg';

const startsWith = (data: Uint8Array, bytes: readonly number[]): boolean => bytes.every((b, i) => data[i] === b);

/** The image format of `data` by its signature; SVG by its text (undefined for anything else). */
export function sniffImage(data: Uint8Array, mime = ''): ImageKind | undefined {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  // RIFF....WEBP
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data.subarray(8), [0x57, 0x45, 0x42, 0x50])) return 'webp';
  const head = new TextDecoder().decode(data.subarray(0, 1024)).replace(/^\uFEFF/, '').trimStart();
  if (/^image\/svg\+xml/i.test(mime) || /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return 'svg';
  return undefined;
}

function jpegSize(data: Uint8Array): { width: number; height: number } | undefined {
  let i = 2;
  while (i + 9 < data.length) {
    if (data[i] !== 0xff) return undefined;
    const marker = data[i + 1]!;
    const length = (data[i + 2]! << 8) | data[i + 3]!;
    // SOF0..SOF15 carry the size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: (data[i + 5]! << 8) | data[i + 6]!, width: (data[i + 7]! << 8) | data[i + 8]! };
    }
    i += 2 + length;
  }
  return undefined;
}

/** Pixel size from a PNG, GIF or JPEG header; undefined when unreadable. */
export function imageSize(data: Uint8Array, kind: ImageKind): { width: number; height: number } | undefined {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let size: { width: number; height: number } | undefined;
  if (kind === 'png' && data.length >= 24) size = { width: view.getUint32(16), height: view.getUint32(20) };
  else if (kind === 'gif' && data.length >= 10) size = { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  else if (kind === 'jpeg') size = jpegSize(data);
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
