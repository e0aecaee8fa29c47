import CFB from 'cfb';
import { describe, expect, it } from 'vitest';
import { FILE_TYPE_NOT_SUPPORTED } from '../core/errors';
import { wordToMarkdown } from './doc-text';
import { SUMMARY_INFORMATION } from './ole-props';
import { FILE_DAMAGED, PASSWORD_PROTECTED_DOCUMENT } from './errors';
import { extractText } from './index';
import { fixture, headingLines, sourceHeadings } from './test-helpers';

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
function wordFile(pieces: Piece[], flags = 0x0200, title?: string): Uint8Array {
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
  const streams: Record<string, Uint8Array> = { WordDocument: wd, '1Table': clx };
  if (title !== undefined) streams[SUMMARY_INFORMATION] = summaryStream(title);
  return compoundFile(streams);
}

/** A SummaryInformation property set ([MS-OLEPS]) holding the code page (1252) and a VT_LPSTR title. */
function summaryStream(title: string): Uint8Array {
  const text = Buffer.from(`${title}\0`, 'latin1');
  const padded = Math.ceil(text.length / 4) * 4;
  const setSize = 8 + 2 * 8 + 8 + (8 + padded);
  const out = new Uint8Array(48 + setSize);
  const dv = new DataView(out.buffer);
  dv.setUint16(0, 0xfffe, true);
  dv.setUint32(24, 1, true); // one property set; its FMTID (16 bytes) is left zero
  dv.setUint32(44, 48, true);
  dv.setUint32(48, setSize, true);
  dv.setUint32(52, 2, true);
  dv.setUint32(56, 1, true); // PID_CODEPAGE at offset 24
  dv.setUint32(60, 24, true);
  dv.setUint32(64, 2, true); // PID_TITLE at offset 32
  dv.setUint32(68, 32, true);
  dv.setUint16(72, 0x02, true);
  dv.setUint16(76, 1252, true);
  dv.setUint16(80, 0x1e, true);
  dv.setUint32(84, text.length, true);
  out.set(text, 88);
  return out;
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

  it('drops a TOC field\'s result (the entries) with its "Contents" title, keeping what follows', () => {
    const toc = 'Contents\r\u0013 TOC \\o "1-3" \u0014Sources\t2\rHarm\t5\r\u0015Sources\rRivers carry it.\r';
    expect(wordToMarkdown(toc).text).toBe('Sources\n\nRivers carry it.');
  });

  it('drops a table of contents kept as plain paragraphs (no TOC field or style)', () => {
    const roles = new Map([[29, { kind: 'heading', level: 1 } as const], [51, { kind: 'heading', level: 1 } as const]]);
    const raw = 'Contents\rSources\rHarm\rSources\rRivers carry it.\rHarm\rNets kill.\r';
    expect(wordToMarkdown(raw, (cp) => roles.get(cp) ?? { kind: 'text' }).text).toBe('# Sources\n\nRivers carry it.\n\n# Harm\n\nNets kill.');
  });

  it('writes paragraphs by role: headings, list items, cells into rows', () => {
    const roles = new Map([[7, { kind: 'heading', level: 1 } as const], [15, { kind: 'text', list: 0 } as const], [17, { kind: 'text', inTable: true } as const], [19, { kind: 'text', inTable: true } as const], [20, { kind: 'text', inTable: true, rowEnd: true } as const]]);
    const raw = 'Sources\rBottles\ra\u0007b\u0007\u0007';
    expect(wordToMarkdown(raw, (cp) => roles.get(cp) ?? { kind: 'text' }).text).toBe('# Sources\n\n- Bottles\n\n| a | b |\n| --- | --- |');
  });

  it('keeps a field result, drops its instruction', () => {
    expect(wordToMarkdown('See \u0013 HYPERLINK "https://x.org" \u0014the site\u0015 now.\r').text).toBe('See the site now.');
    expect(wordToMarkdown('Page \u0013 PAGE \u00145\u0015\u0007cell\u0007\u0001\u0008end\u001e-\u000bline').text).toBe('Page 5\ncell\n\nend--\nline');
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
    expect(result.text.startsWith('# Ocean Plastic: Sources, Harm and Solutions\n\nPlastic is one')).toBe(true);
  });

  it('briefing.doc: headings from the style sheet, TOC gone, lists, tables and code as Markdown', async () => {
    const { text } = await extractText(fixture('briefing.doc'), 'briefing.doc');
    expect(headingLines(text)).toEqual(sourceHeadings().map((h) => `${'#'.repeat(h.level)} ${h.text}`));
    expect(text).not.toMatch(/Contents|Problem\s+2/);
    expect(text).toContain('- Deposit-return schemes for bottles\n- Bans on single-use bags\n\n| Source | Share |\n| --- | --- |\n| Land | 80% |\n\n```\n# count the bottles\nwc -l bottles.csv\n```');
  });

  it('uses a real SummaryInformation title, and ignores a junk one', async () => {
    const body = [{ text: 'Sources\rRivers carry it.\r', compressed: true }];
    const titled = wordFile(body, 0x0200, 'Ocean Plastic Briefing');
    expect((await extractText(titled, 'a.doc')).text).toBe('# Ocean Plastic Briefing\n\nSources\n\nRivers carry it.');
    const junk = wordFile(body, 0x0200, 'Microsoft Word - report.doc');
    expect((await extractText(junk, 'a.doc')).text).toBe('Sources\n\nRivers carry it.');
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
