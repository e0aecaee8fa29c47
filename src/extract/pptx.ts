/**
 * PPTX text through JSZip and a small XML scan: slides in the order the
 * presentation lists them (not the order of their file names), each as
 * '# Title', its other text, then its speaker notes as 'Notes: ...'.
 * Called only after the zip guard has checked every entry's real size.
 */
import JSZip from 'jszip';
import type { Deadline } from './limits';
import { dirOf, parseRels, relsPathOf, scanXml } from './ooxml';

const SLIDE_REL = /\/relationships\/slide$/;
const NOTES_REL = /\/relationships\/notesSlide$/;
// Placeholders that repeat on every slide or hold no content of their own.
const SKIPPED_PLACEHOLDERS = new Set(['sldNum', 'dt', 'ftr', 'hdr', 'sldImg']);

export interface SlideText {
  title: string;
  body: string[];
  hidden: boolean;
}

interface Shape {
  role: 'title' | 'body' | 'skip';
  paras: string[];
}

/** Collects paragraph text per shape, and table rows as 'cell | cell' lines. */
class SlideScan {
  readonly shapes: Shape[] = [];
  private readonly open: Shape[] = [];
  private para: string | undefined;
  private inText = false;
  private cells: string[] | undefined;
  private cell: string[] | undefined;
  hidden = false;

  onOpen(name: string, attrs: Record<string, string>, selfClosing: boolean): void {
    if (name === 'p:sld' && attrs.show === '0') this.hidden = true;
    else if (name === 'p:sp' || name === 'p:graphicFrame') this.push();
    else if (name === 'p:ph') this.placeholder(attrs.type);
    else if (name === 'a:p') this.para = '';
    else if (name === 'a:t' && !selfClosing) this.inText = true;
    else if ((name === 'a:br' || name === 'a:tab') && this.para !== undefined) this.para += name === 'a:br' ? '\n' : ' ';
    else if (name === 'a:tr') this.cells = [];
    else if (name === 'a:tc') this.cell = [];
  }

  onClose(name: string): void {
    if (name === 'p:sp' || name === 'p:graphicFrame') this.open.pop();
    else if (name === 'a:t') this.inText = false;
    else if (name === 'a:p') this.endParagraph();
    else if (name === 'a:tc' && this.cell) {
      this.cells?.push(this.cell.join(' '));
      this.cell = undefined;
    } else if (name === 'a:tr' && this.cells) {
      const row = this.cells.filter((c) => c !== '').join(' | ');
      if (row !== '') this.current().paras.push(row);
      this.cells = undefined;
    }
  }

  onText(text: string): void {
    if (this.inText && this.para !== undefined) this.para += text;
  }

  private push(): void {
    const shape: Shape = { role: 'body', paras: [] };
    this.shapes.push(shape);
    this.open.push(shape);
  }

  private current(): Shape {
    const shape = this.open.at(-1);
    if (shape) return shape;
    this.push();
    return this.current();
  }

  private placeholder(type: string | undefined): void {
    const shape = this.current();
    if (type === 'title' || type === 'ctrTitle') shape.role = 'title';
    else if (type !== undefined && SKIPPED_PLACEHOLDERS.has(type)) shape.role = 'skip';
  }

  private endParagraph(): void {
    const text = (this.para ?? '').replace(/[ \t]+/g, ' ').trim();
    this.para = undefined;
    if (text === '') return;
    if (this.cell) this.cell.push(text);
    else this.current().paras.push(text);
  }
}

/** Title and other text of one slide (or notes) part. */
export function readSlideXml(xml: string): SlideText {
  const scan = new SlideScan();
  for (const t of scanXml(xml)) {
    if (t.kind === 'open') {
      scan.onOpen(t.name, t.attrs, t.selfClosing);
      if (t.selfClosing) scan.onClose(t.name);
    } else if (t.kind === 'close') scan.onClose(t.name);
    else scan.onText(t.text);
  }
  const title = scan.shapes.find((s) => s.role === 'title' && s.paras.length > 0);
  const body = scan.shapes.filter((s) => s !== title && s.role !== 'skip').flatMap((s) => s.paras);
  return { title: title?.paras.join(' ').replace(/\s+/g, ' ') ?? '', body, hidden: scan.hidden };
}

async function readPart(zip: JSZip, path: string): Promise<string | undefined> {
  return zip.file(path)?.async('string');
}

/** Slide part paths in presentation order; by slide number when presentation.xml says nothing usable. */
async function slideOrder(zip: JSZip): Promise<string[]> {
  const pres = (await readPart(zip, 'ppt/presentation.xml')) ?? '';
  const rels = parseRels((await readPart(zip, 'ppt/_rels/presentation.xml.rels')) ?? '', 'ppt');
  const targets = new Map(rels.filter((r) => SLIDE_REL.test(r.type)).map((r) => [r.id, r.target]));
  const ordered: string[] = [];
  for (const t of scanXml(pres)) {
    const target = t.kind === 'open' && t.name === 'p:sldId' ? targets.get(t.attrs['r:id'] ?? '') : undefined;
    if (target && zip.file(target)) ordered.push(target);
  }
  if (ordered.length > 0) return ordered;
  const number = (p: string) => Number(/(\d+)\.xml$/.exec(p)?.[1] ?? 0);
  return Object.keys(zip.files)
    .filter((p) => /^ppt\/slides\/slide\d+\.xml$/.test(p))
    .sort((a, b) => number(a) - number(b));
}

/** Speaker notes of a slide: the notes page's body text. */
async function notesOf(zip: JSZip, slidePath: string): Promise<string> {
  const rels = parseRels((await readPart(zip, relsPathOf(slidePath))) ?? '', dirOf(slidePath));
  const notesPath = rels.find((r) => NOTES_REL.test(r.type))?.target;
  const xml = notesPath ? await readPart(zip, notesPath) : undefined;
  if (!xml) return '';
  return readSlideXml(xml).body.join(' ').replace(/\s+/g, ' ').trim();
}

function slideText(n: number, slide: SlideText, notes: string): string {
  const parts: string[] = [];
  if (slide.title !== '') parts.push(`# ${slide.title}`);
  else if (slide.body.length > 0 || notes !== '') parts.push(`# Slide ${n}`);
  if (slide.body.length > 0) parts.push(slide.body.join('\n'));
  if (notes !== '') parts.push(`Notes: ${notes}`);
  return parts.join('\n\n');
}

/** Hidden slides are left out: they are the deck's spares, not its story. */
export async function extractPptx(bytes: Uint8Array, deadline: Deadline, onProgress: (done: number, total: number) => void): Promise<string> {
  const zip = await deadline.race(JSZip.loadAsync(bytes));
  const paths = await deadline.race(slideOrder(zip));
  const out: string[] = [];
  for (const [i, path] of paths.entries()) {
    deadline.check();
    const slide = readSlideXml((await deadline.race(readPart(zip, path))) ?? '');
    if (!slide.hidden) out.push(slideText(out.length + 1, slide, await deadline.race(notesOf(zip, path))));
    onProgress(i + 1, paths.length);
  }
  return out.filter((s) => s !== '').join('\n\n');
}
