import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { FILE_DAMAGED, FILE_EXPANDS_TOO_MUCH } from './errors';
import { createDeadline, resolveLimits } from './limits';
import { guardZip, readZipDirectory } from './zip';
import { fixture, zipBombDocx } from './test-helpers';

async function zipOf(files: Record<string, string | Uint8Array>, compression: 'STORE' | 'DEFLATE' = 'DEFLATE'): Promise<Uint8Array> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return zip.generateAsync({ type: 'uint8array', compression });
}

/** Rewrites the uncompressed size the central directory declares for every entry. */
function declareSize(bytes: Uint8Array, size: number): Uint8Array {
  const out = bytes.slice();
  const dv = new DataView(out.buffer);
  for (let at = 0; at + 4 <= out.length; at++) {
    if (dv.getUint32(at, true) === 0x02014b50) dv.setUint32(at + 24, size, true);
  }
  return out;
}

async function guard(bytes: Uint8Array, limits = {}) {
  const deadline = createDeadline(10_000);
  try {
    return await guardZip(bytes, resolveLimits(limits), deadline);
  } finally {
    deadline.dispose();
  }
}

describe('zip directory and bomb guard', () => {
  it('lists the entries of a real DOCX with their sizes', async () => {
    const entries = readZipDirectory(fixture('ocean-plastic.docx'), 100);
    const doc = entries.find((e) => e.name === 'word/document.xml');
    expect(doc?.method).toBe(8);
    expect(doc?.size).toBeGreaterThan(doc?.compressedSize ?? Infinity);
    await expect(guard(fixture('ocean-plastic.docx'))).resolves.toHaveLength(entries.length);
  });

  it('refuses an entry that inflates past the size it declares (a lying header)', async () => {
    const honest = await zipOf({ 'document.xml': new Uint8Array(2_000_000) });
    await expect(guard(honest)).resolves.toHaveLength(1);
    await expect(guard(declareSize(honest, 1000))).rejects.toThrow(FILE_EXPANDS_TOO_MUCH);
  });

  it('refuses more declared bytes than the cap, before inflating anything', async () => {
    const bytes = await zipOf({ 'a.xml': 'x'.repeat(5000), 'b.xml': 'y'.repeat(5000) });
    await expect(guard(bytes, { maxUnzippedBytes: 9_999 })).rejects.toThrow(FILE_EXPANDS_TOO_MUCH);
    await expect(guard(bytes, { maxUnzippedBytes: 10_000 })).resolves.toHaveLength(2);
  });

  it('refuses the 60 MB bomb from its declared size, but passes the same file at 1 MB', async () => {
    await expect(guard(zipBombDocx())).rejects.toThrow(FILE_EXPANDS_TOO_MUCH);
    await expect(guard(zipBombDocx(1024 * 1024))).resolves.toHaveLength(2);
  });

  it('refuses more entries than the cap', async () => {
    const files = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}.xml`, 'x']));
    await expect(guard(await zipOf(files), { maxZipEntries: 29 })).rejects.toThrow(FILE_EXPANDS_TOO_MUCH);
  });

  it('calls a stored entry whose sizes disagree, or a cut-off zip, damaged', async () => {
    const stored = await zipOf({ 'a.xml': 'hello world' }, 'STORE');
    await expect(guard(declareSize(stored, 5))).rejects.toThrow(FILE_DAMAGED);
    const docx = fixture('ocean-plastic.docx');
    await expect(guard(docx.subarray(0, docx.length - 30))).rejects.toThrow(FILE_DAMAGED);
  });
});
