/**
 * The title from an OLE compound file's "\u0005SummaryInformation" stream
 * ([MS-OLEPS]): a property set whose property 2 (PIDSI_TITLE) is a code-page
 * string (VT_LPSTR) or a UTF-16 one (VT_LPWSTR). Offsets and lengths come
 * from the file, so each is checked against the stream; anything odd gives
 * no title rather than an error (the text matters, the title is a bonus).
 */
import { decode8bit } from './doc-text';

export const SUMMARY_INFORMATION = '\u0005SummaryInformation';

const PID_CODEPAGE = 1;
const PID_TITLE = 2;
const VT_I2 = 0x02;
const VT_LPSTR = 0x1e;
const VT_LPWSTR = 0x1f;
const MAX_PROPERTIES = 1_000;
const MAX_TITLE_BYTES = 4_096;

function decodeLpstr(bytes: Uint8Array, codePage: number): string {
  if (codePage === 65001) return new TextDecoder('utf-8').decode(bytes);
  if (codePage === 1200) return new TextDecoder('utf-16le').decode(bytes);
  // Other code pages: read as cp1252, right for the Western documents that carry a title at all.
  return decode8bit(bytes);
}

/** PIDSI_TITLE of the first property set, without its terminating NULs; undefined when absent or unreadable. */
export function summaryTitle(stream: Uint8Array | undefined): string | undefined {
  if (!stream || stream.length < 48) return undefined;
  const dv = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  if (dv.getUint16(0, true) !== 0xfffe) return undefined;
  const set = dv.getUint32(44, true); // offset of the first property set (after its FMTID)
  if (set + 8 > stream.length) return undefined;
  const count = Math.min(dv.getUint32(set + 4, true), MAX_PROPERTIES);
  let codePage = 1252;
  let titleAt: number | undefined;
  for (let i = 0; i < count && set + 8 + i * 8 + 8 <= stream.length; i++) {
    const id = dv.getUint32(set + 8 + i * 8, true);
    const at = set + dv.getUint32(set + 8 + i * 8 + 4, true);
    if (at + 8 > stream.length) continue;
    if (id === PID_CODEPAGE && dv.getUint16(at, true) === VT_I2) codePage = dv.getUint16(at + 4, true);
    else if (id === PID_TITLE) titleAt = at;
  }
  if (titleAt === undefined) return undefined;
  const type = dv.getUint16(titleAt, true);
  const size = dv.getUint32(titleAt + 4, true);
  const bytes = type === VT_LPWSTR ? size * 2 : size;
  if ((type !== VT_LPSTR && type !== VT_LPWSTR) || bytes > MAX_TITLE_BYTES || titleAt + 8 + bytes > stream.length) return undefined;
  const raw = stream.subarray(titleAt + 8, titleAt + 8 + bytes);
  const text = type === VT_LPWSTR ? new TextDecoder('utf-16le').decode(raw) : decodeLpstr(raw, codePage);
  const end = text.indexOf('\0');
  return end >= 0 ? text.slice(0, end) : text;
}
