import CFB from 'cfb';
import { describe, expect, it } from 'vitest';
import { FILE_TYPE_NOT_SUPPORTED } from '../core/errors';
import { cleanWordText } from './doc';
import { FILE_DAMAGED, PASSWORD_PROTECTED_DOCUMENT } from './errors';
import { extractText } from './index';
import { fixture } from './test-helpers';

const TEXT_AT = 0x800;

interface Piece {
  text: string;
  /** 8-bit cp1252 ("compressed") or UTF-16LE. */
  compressed: boolean;
}

function compoundFile(streams: Record<string, Uint8Array>): Uint8Array {
  const container = CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) CFB.utils.cfb_add(container, name, content);
  return new Uint8Array(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

function encodePiece(piece: Piece): Uint8Array {
  if (!piece.compressed) return new Uint8Array(Buffer.from(piece.text, 'utf16le'));
  return new Uint8Array(Buffer.from(piece.text, 'latin1'));
}

/**
 * A Word 97 file as [MS-DOC] lays it out: FIB, text pieces at TEXT_AT, and a
 * Clx (one Prc to skip, then the piece table) in the 1Table stream.
 */
function wordFile(pieces: Piece[], flags = 0x0200): Uint8Array {
  const wd = new Uint8Array(0x1000);
  const dv = new DataView(wd.buffer);
  dv.setUint16(0, 0xa5ec, true);
  dv.setUint16(2, 0xc1, true);
  dv.setUint16(10, flags, true);
  dv.setUint16(32, 14, true); // csw
  dv.setUint16(62, 22, true); // cslw
  dv.setUint16(152, 93, true); // cbRgFcLcb
  const cps = [0];
  const fcs: number[] = [];
  let at = TEXT_AT;
  for (const piece of pieces) {
    const bytes = encodePiece(piece);
    wd.set(bytes, at);
    fcs.push(piece.compressed ? (at * 2) | 0x40000000 : at);
    at += bytes.length;
    cps.push((cps.at(-1) ?? 0) + piece.text.length);
  }
  dv.setInt32(76, cps.at(-1) ?? 0, true); // ccpText
  const plc = new DataView(new ArrayBuffer(cps.length * 4 + fcs.length * 8));
  cps.forEach((cp, i) => plc.setUint32(i * 4, cp, true));
  fcs.forEach((fc, i) => plc.setUint32(cps.length * 4 + i * 8 + 2, fc, true));
  const clx = new Uint8Array([0x01, 0x02, 0x00, 0xaa, 0xbb, 0x02, 0, 0, 0, 0, ...new Uint8Array(plc.buffer)]);
  new DataView(clx.buffer).setUint32(6, plc.byteLength, true);
  dv.setUint32(418, 0, true); // fcClx
  dv.setUint32(422, clx.length, true); // lcbClx
  return compoundFile({ WordDocument: wd, '1Table': clx });
}

describe('doc reader', () => {
  it('reads 8-bit (cp1252) and UTF-16 pieces in order', async () => {
    const bytes = wordFile([
      { text: 'Caf\u00e9 \u0093quoted\u0094\r', compressed: true },
      { text: 'Ünïcödé — heading\rBody text.\r', compressed: false },
    ]);
    const result = await extractText(bytes, 'memo.doc');
    expect(result).toMatchObject({ kind: 'doc', text: 'Café “quoted”\n\nÜnïcödé — heading\n\nBody text.' });
  });

  it('keeps a field result, drops its instruction', () => {
    expect(cleanWordText('See \u0013 HYPERLINK "https://x.org" \u0014the site\u0015 now.\r')).toBe('See the site now.\n\n');
    expect(cleanWordText('Page \u0013 PAGE \u00145\u0015\u0007cell\u0007\u0001\u0008end\u001e-\u000bline')).toBe('Page 5\ncell\nend--\nline');
  });

  it('refuses an encrypted .doc with the password message', async () => {
    const bytes = wordFile([{ text: 'secret\r', compressed: true }], 0x0200 | 0x0100);
    await expect(extractText(bytes, 'locked.doc')).rejects.toThrow(PASSWORD_PROTECTED_DOCUMENT);
  });

  it('refuses a password-protected .docx (an encrypted package in a compound file)', async () => {
    const bytes = compoundFile({ EncryptionInfo: new Uint8Array(64), EncryptedPackage: new Uint8Array(64) });
    await expect(extractText(bytes, 'locked.docx')).rejects.toThrow(PASSWORD_PROTECTED_DOCUMENT);
  });

  it('refuses another kind of compound file (an .xls renamed .doc)', async () => {
    await expect(extractText(compoundFile({ Workbook: new Uint8Array(64) }), 'sheet.doc')).rejects.toThrow(FILE_TYPE_NOT_SUPPORTED);
  });

  it('calls a piece table pointing past the stream damaged', async () => {
    const bytes = wordFile([{ text: 'x'.repeat(10), compressed: true }]);
    const broken = fixtureWithCcp(bytes);
    await expect(extractText(broken, 'broken.doc')).rejects.toThrow(FILE_DAMAGED);
  });

  it('reads the LibreOffice fixture as one UTF-16 piece', async () => {
    const result = await extractText(fixture('ocean-plastic.doc'), 'ocean-plastic.doc');
    expect(result.text.startsWith('Ocean Plastic: Sources, Harm and Solutions\n\nPlastic is one')).toBe(true);
  });
});

/** The same file with its piece table's first fc moved beyond the end of WordDocument. */
function fixtureWithCcp(bytes: Uint8Array): Uint8Array {
  const container = CFB.parse(bytes);
  const table = container.FileIndex.find((e) => e.name === '1Table');
  if (!table) throw new Error('no table stream');
  const content = Uint8Array.from(table.content);
  new DataView(content.buffer).setUint32(5 + 5 + 8 + 2, 0x7fff0000, true);
  return compoundFile({ WordDocument: Uint8Array.from(container.FileIndex.find((e) => e.name === 'WordDocument')?.content ?? []), '1Table': content });
}
