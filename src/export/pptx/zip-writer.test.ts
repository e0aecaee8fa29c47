import { deflateRawSync } from 'node:zlib';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { crc32, platformDeflateRaw, writeZip } from './zip-writer';

const encode = (s: string) => new TextEncoder().encode(s);

describe('zip writer', () => {
  it('computes the zip CRC-32', () => {
    expect(crc32(encode('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
  });

  it.each([
    ['zlib', (d: Uint8Array) => deflateRawSync(d)],
    ['CompressionStream', platformDeflateRaw()!],
  ])('writes a zip jszip reads back with checked CRCs (%s)', async (_name, deflate) => {
    const xml = `<?xml version="1.0"?><p:sld>${'<a:t>Grüße ✓</a:t>'.repeat(200)}</p:sld>`;
    const noise = Uint8Array.from({ length: 300 }, (_, i) => (i * 7919) % 251);
    const bytes = await writeZip(
      [
        { name: '[Content_Types].xml', data: encode('<Types/>') },
        { name: 'ppt/slides/slide1.xml', data: encode(xml) },
        { name: 'ppt/media/image1.png', data: noise },
      ],
      deflate,
    );
    const zip = await JSZip.loadAsync(bytes, { checkCRC32: true });
    expect(Object.keys(zip.files)).toEqual(['[Content_Types].xml', 'ppt/slides/slide1.xml', 'ppt/media/image1.png']);
    expect(await zip.file('ppt/slides/slide1.xml')!.async('string')).toBe(xml);
    expect(await zip.file('ppt/media/image1.png')!.async('uint8array')).toEqual(noise);
    // The repeated XML shrinks; the first entry is the content types, as Office writes it.
    expect(bytes.length).toBeLessThan(xml.length);
    expect(new TextDecoder().decode(bytes.subarray(30, 49))).toBe('[Content_Types].xml');
  });

  it('stores a part that deflate does not make smaller, and stores what it is told to', async () => {
    const tiny = encode('x');
    const bytes = await writeZip([{ name: 'a.txt', data: tiny }, { name: 'b.bin', data: encode('bbbbbbbbbbbbbbbbbbbbbbbbbb'), store: true }], (d) => deflateRawSync(d));
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    expect(view.getUint16(8, true)).toBe(0);
    const zip = await JSZip.loadAsync(bytes, { checkCRC32: true });
    expect(await zip.file('a.txt')!.async('string')).toBe('x');
    expect(await zip.file('b.bin')!.async('string')).toBe('bbbbbbbbbbbbbbbbbbbbbbbbbb');
  });
});

describe('zip writer limits', () => {
  it('refuses more parts than a zip without zip64 can count, instead of writing a corrupt file', async () => {
    const entries = Array.from({ length: 0x10000 }, (_, i) => ({ name: `p${i}`, data: new Uint8Array(), store: true }));
    await expect(writeZip(entries, (d) => d)).rejects.toThrow('too many parts for a zip file (65536, at most 65,535)');
  });
});
