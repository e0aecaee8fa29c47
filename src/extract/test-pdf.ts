/**
 * Test-only: tiny PDFs written by hand, each with exactly the text, fonts,
 * metadata and bookmarks one extraction rule needs, so a test shows the rule
 * and nothing else. Standard fonts (Helvetica, Helvetica-Bold, Courier) are
 * referenced, not embedded; pdf.js knows their metrics.
 */
import { serializePdf } from './test-helpers';

export interface PdfText {
  text: string;
  y: number;
  x?: number;
  size?: number;
  font?: 'regular' | 'bold' | 'mono';
}

export interface PdfBookmark {
  title: string;
  /** 1-based page the bookmark points to. */
  page: number;
  children?: PdfBookmark[];
}

export interface PdfSpec {
  pages: PdfText[][];
  /** The Info dictionary's /Title. */
  title?: string;
  outline?: PdfBookmark[];
}

const FONTS = { regular: 'F1', bold: 'F2', mono: 'F3' } as const;
export const PAGE_HEIGHT = 842;

const pdfString = (s: string): string => `(${s.replace(/[\\()]/g, (c) => `\\${c}`)})`;

function contentStream(texts: readonly PdfText[]): string {
  return texts.map((t) => `BT /${FONTS[t.font ?? 'regular']} ${t.size ?? 11} Tf ${t.x ?? 72} ${t.y} Td ${pdfString(t.text)} Tj ET`).join('\n');
}

/** Objects of the outline tree, numbered from `first`; returns them and the root's number. */
function outlineObjects(items: readonly PdfBookmark[], first: number, pageRef: (n: number) => string): { objects: string[]; root: number } {
  const objects: string[] = [];
  const root = first;
  objects.push(''); // the root, filled in once its children are numbered
  let next = first + 1;
  const write = (list: readonly PdfBookmark[], parent: number): { first: number; last: number } => {
    const ids = list.map(() => next++);
    list.forEach((item, i) => {
      const id = ids[i] as number;
      objects[id - first] = ''; // reserve the slot before the children take numbers
      const kids = item.children?.length ? write(item.children, id) : undefined;
      const links = [i > 0 ? `/Prev ${ids[i - 1]} 0 R` : '', i < ids.length - 1 ? `/Next ${ids[i + 1]} 0 R` : '', kids ? `/First ${kids.first} 0 R /Last ${kids.last} 0 R /Count ${item.children?.length}` : ''];
      objects[id - first] = `<< /Title ${pdfString(item.title)} /Parent ${parent} 0 R /Dest [${pageRef(item.page)} /XYZ 0 ${PAGE_HEIGHT} 0] ${links.join(' ')} >>`;
    });
    return { first: ids[0] as number, last: ids.at(-1) as number };
  };
  const top = write(items, root);
  objects[0] = `<< /Type /Outlines /First ${top.first} 0 R /Last ${top.last} 0 R /Count ${items.length} >>`;
  return { objects, root };
}

/** A PDF with the given text on A4 pages, and an Info title and outline when asked. */
export function makePdf(spec: PdfSpec): Uint8Array {
  const n = spec.pages.length;
  // 1 catalog, 2 pages, 3-5 fonts, then per page: page + content, then info, then the outline.
  const pageId = (i: number) => 6 + i * 2;
  const objects: string[] = [];
  const fontObj = (name: string) => `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;
  objects.push('', `<< /Type /Pages /Kids [${spec.pages.map((_, i) => `${pageId(i)} 0 R`).join(' ')}] /Count ${n} >>`, fontObj('Helvetica'), fontObj('Helvetica-Bold'), fontObj('Courier'));
  spec.pages.forEach((texts, i) => {
    const content = contentStream(texts);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R /F3 5 0 R >> >> /Contents ${pageId(i) + 1} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
  });
  const infoId = objects.length + 1;
  objects.push(spec.title === undefined ? '<< >>' : `<< /Title ${pdfString(spec.title)} >>`);
  let outlines = '';
  if (spec.outline?.length) {
    const tree = outlineObjects(spec.outline, objects.length + 1, (p) => `${pageId(p - 1)} 0 R`);
    objects.push(...tree.objects);
    outlines = ` /Outlines ${tree.root} 0 R`;
  }
  objects[0] = `<< /Type /Catalog /Pages 2 0 R${outlines} >>`;
  return serializePdf(objects, ` /Info ${infoId} 0 R`);
}

/** Lines of body text from `y` down, 14 pt apart. */
export function bodyLines(lines: readonly string[], y: number, x = 72): PdfText[] {
  return lines.map((text, i) => ({ text, x, y: y - i * 14 }));
}
