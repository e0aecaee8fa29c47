/**
 * Test-only helpers of the extraction tests (engine, worker client, server
 * route): the checked-in fixtures, their headings as the source writes them,
 * and hostile files made at run time (too big to check in, or dangerous to).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';

export const FIXTURE_DIR = resolve('tests/fixtures/documents');

export function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(join(FIXTURE_DIR, name)));
}

export interface SourceHeading {
  level: number;
  text: string;
}

/** The headings of ocean-plastic.md, the source every fixture was made from. */
export function sourceHeadings(): SourceHeading[] {
  const md = readFileSync(join(FIXTURE_DIR, 'ocean-plastic.md'), 'utf8');
  return [...md.matchAll(/^(#{1,6}) (.+)$/gm)].map((m) => ({ level: m[1]?.length ?? 0, text: m[2] ?? '' }));
}

/** Markdown heading lines of `text`, outside code fences. */
export function headingLines(text: string): string[] {
  let fenced = false;
  return text.split('\n').filter((line) => {
    if (line.startsWith('```')) fenced = !fenced;
    return !fenced && /^#{1,6} /.test(line);
  });
}

/**
 * Index of each needle as a whole line of `text`, in order; fails (returns
 * -1 at that place) when a needle is missing or comes before the previous one.
 */
export function lineOrder(text: string, lines: readonly string[]): number[] {
  const all = text.split('\n');
  let from = 0;
  return lines.map((line) => {
    const at = all.indexOf(line, from);
    if (at < 0) return -1;
    from = at + 1;
    return at;
  });
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

/**
 * A zip written by hand, deflating with Node's zlib (JSZip's pure-JS deflate
 * takes seconds for the bomb's 60 MB of zeros).
 */
export function zipFile(entries: Record<string, Uint8Array>): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(entries)) {
    const packed = deflateRawSync(data, { level: 6 });
    const nameBytes = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    local.copy(central, 8, 6, 26); // flags, method, time, date, crc, sizes: same as the local header
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/** A .docx-shaped zip whose document.xml is `bytes` zeros: about 60 KB compressed, 60 MB inflated. */
export function zipBombDocx(bytes = 60 * 1024 * 1024): Uint8Array {
  return zipFile({ '[Content_Types].xml': new TextEncoder().encode(CONTENT_TYPES), 'word/document.xml': new Uint8Array(bytes) });
}

/** A file of `size` bytes of printable text. */
export function textOfSize(size: number): Uint8Array {
  const line = new TextEncoder().encode('Plastic reaches the sea through rivers and storm drains.\n');
  const out = new Uint8Array(size);
  for (let at = 0; at < size; at += line.length) out.set(line.subarray(0, Math.min(line.length, size - at)), at);
  return out;
}

/**
 * A minimal valid one-page PDF with no text at all (a drawn rectangle), with
 * a correct cross-reference table so pdf.js opens it without repairs.
 */
export function blankPdf(): Uint8Array {
  const content = '0 0 1 rg 10 10 100 100 re f';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  return serializePdf(objects);
}

/**
 * PDF objects (1-based ids in array order, object 1 the catalog) written as
 * a file with a correct cross-reference table, so pdf.js opens it without
 * repairs; `trailer` adds entries to the trailer dictionary (" /Info 9 0 R").
 */
export function serializePdf(objects: readonly string[], trailer = ''): Uint8Array {
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${trailer} >>\nstartxref\n${xref}\n%%EOF\n`;
  // Latin-1: one byte a character, so the offsets above are byte offsets.
  return new Uint8Array(Buffer.from(pdf, 'latin1'));
}
