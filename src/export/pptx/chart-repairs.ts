/**
 * Repairs of the chart parts pptxgenjs writes:
 * - a missing value (a gap in a series) is written as an empty number
 *   point, `<c:pt idx="2"><c:v></c:v></c:pt>`, which is no number. The
 *   point is left out instead: the series keeps its point count, so the gap
 *   stays where it was.
 * - the workbook embedded with a bar, line, area or pie chart closes its
 *   table's range with a stray apostrophe (`ref="A1:C5'"`), which is no
 *   range: Keynote and Preview drop the whole chart over it, and a
 *   spreadsheet repairs the workbook when the user edits the data. The
 *   apostrophe is taken out.
 */
import JSZip from 'jszip';

/** A chart part of the package. */
export const CHART_PART = /^ppt\/charts\/chart\d+\.xml$/;

/** A chart's embedded workbook. */
export const WORKBOOK_PART = /^ppt\/embeddings\/[^/]+\.xlsx$/;

const TABLE_PART = 'xl/tables/table1.xml';

/** The chart XML without empty number points. */
export function dropEmptyPoints(xml: string): string {
  return xml.replace(/<c:pt idx="\d+">\s*<c:v>\s*<\/c:v>\s*<\/c:pt>/gu, '');
}

/** A workbook table's XML with its range closed as a range ("A1:C5"). */
export function fixTableRange(xml: string): string {
  return xml.replace(/(<table\b[^>]*?\sref="[A-Z]+\d+:[A-Z]+\d+)'+"/u, '$1"');
}

/** The workbook with its table's range fixed; the same bytes when there is nothing to fix. */
export async function repairWorkbook(bytes: Uint8Array): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(bytes);
  const table = zip.file(TABLE_PART);
  if (table === null) return bytes;
  const xml = await table.async('string');
  const fixed = fixTableRange(xml);
  if (fixed === xml) return bytes;
  zip.file(TABLE_PART, fixed);
  // Stored, as the writer stored it: the package around it is compressed.
  return zip.generateAsync({ type: 'uint8array' });
}

/** Repairs every embedded workbook among the package's parts, in place. */
export async function repairWorkbooks(parts: Map<string, string | Uint8Array>): Promise<void> {
  const books = [...parts].filter((entry): entry is [string, Uint8Array] => WORKBOOK_PART.test(entry[0]) && entry[1] instanceof Uint8Array);
  await Promise.all(books.map(async ([name, bytes]) => parts.set(name, await repairWorkbook(bytes))));
}
