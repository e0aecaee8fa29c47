/**
 * One PPTX slide (or notes page) part as Markdown pieces: the title
 * placeholder's text, the body placeholders' paragraphs as list items at
 * their outline level, other text boxes as paragraphs, tables as
 * '| a | b |' rows. Slide numbers, dates, footers and headers are
 * placeholders that repeat on every slide and say nothing about it: left out.
 */
import { splitPipeRow } from '../core/data/pipe-table';
import { scanXml, type XmlBudget } from './ooxml';

// Placeholders that repeat on every slide or hold no content of their own.
const SKIPPED_PLACEHOLDERS = new Set(['sldNum', 'dt', 'ftr', 'hdr', 'sldImg']);
const TITLE_PLACEHOLDERS = new Set(['title', 'ctrTitle']);
// Placeholders whose paragraphs are bullet points: 'body' and 'obj', or an index-only <p:ph idx="1"/>.
const BODY_PLACEHOLDERS = new Set(['body', 'obj']);

type Role = 'title' | 'list' | 'text' | 'skip';

interface Para {
  text: string;
  level: number;
  bullet: boolean;
}

interface Shape {
  role: Role;
  paras: Para[];
  rows: string[];
}

/** Collects paragraph text per shape, and table rows. */
class SlideScan {
  readonly shapes: Shape[] = [];
  private readonly open: Shape[] = [];
  private para: Para | undefined;
  private inText = false;
  private cells: string[] | undefined;
  private cell: string[] | undefined;
  hidden = false;
  /** Relationship ids of the charts on the slide. */
  readonly charts: string[] = [];

  onOpen(name: string, attrs: Record<string, string>, selfClosing: boolean): void {
    if (name === 'p:sld' && attrs.show === '0') this.hidden = true;
    else if (name === 'p:sp' || name === 'p:graphicFrame') this.push();
    else if (name === 'p:ph') this.placeholder(attrs.type);
    else if (name === 'a:p') this.para = { text: '', level: 0, bullet: this.current().role === 'list' };
    else if (name === 'a:pPr' && this.para) this.para.level = Math.min(8, Number(attrs.lvl ?? 0) || 0);
    else if (name === 'a:buNone' && this.para) this.para.bullet = false;
    else if ((name === 'a:buChar' || name === 'a:buAutoNum') && this.para) this.para.bullet = true;
    else if (name === 'a:t' && !selfClosing) this.inText = true;
    else if ((name === 'a:br' || name === 'a:tab') && this.para) this.para.text += name === 'a:br' ? '\n' : ' ';
    else if (name === 'a:tr') this.cells = [];
    else if (name === 'a:tc') this.cell = [];
    else if (name === 'c:chart' && attrs['r:id']) this.charts.push(attrs['r:id']);
  }

  onClose(name: string): void {
    if (name === 'p:sp' || name === 'p:graphicFrame') this.open.pop();
    else if (name === 'a:t') this.inText = false;
    else if (name === 'a:p') this.endParagraph();
    else if (name === 'a:tc' && this.cell) {
      this.cells?.push(this.cell.join(' ').replace(/\|/g, '\\|'));
      this.cell = undefined;
    } else if (name === 'a:tr' && this.cells) {
      if (this.cells.some((c) => c !== '')) this.current().rows.push(`| ${this.cells.join(' | ')} |`);
      this.cells = undefined;
    }
  }

  onText(text: string): void {
    if (this.inText && this.para) this.para.text += text;
  }

  private push(): void {
    const shape: Shape = { role: 'text', paras: [], rows: [] };
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
    if (type !== undefined && TITLE_PLACEHOLDERS.has(type)) shape.role = 'title';
    else if (type !== undefined && SKIPPED_PLACEHOLDERS.has(type)) shape.role = 'skip';
    else if (type === undefined || BODY_PLACEHOLDERS.has(type)) shape.role = 'list';
  }

  private endParagraph(): void {
    const para = this.para;
    this.para = undefined;
    if (!para) return;
    para.text = para.text.replace(/[ \t]+/g, ' ').trim();
    if (para.text === '') return;
    if (this.cell) this.cell.push(para.text);
    else this.current().paras.push(para);
  }
}

export interface SlideText {
  title: string;
  /** Markdown blocks: list items of one shape on consecutive lines, paragraphs and tables apart. */
  body: string[];
  hidden: boolean;
  /** The header row of each table on the slide, in the order of `body`. */
  tables: string[][];
  /** Relationship ids of its charts (their data is read from the chart parts). */
  charts: string[];
}

/** A shape's text as Markdown blocks; a line opening with '#' is escaped, it is no heading. */
function shapeBlocks(shape: Shape): string[] {
  const blocks: string[] = [];
  let items: string[] = [];
  const flushItems = () => {
    if (items.length > 0) blocks.push(items.join('\n'));
    items = [];
  };
  for (const p of shape.paras) {
    const text = p.text.replace(/\n/g, ' ');
    if (p.bullet) items.push(`${'  '.repeat(p.level)}- ${text}`);
    else {
      flushItems();
      blocks.push(text.startsWith('#') ? `\\${text}` : text);
    }
  }
  flushItems();
  if (shape.rows.length > 0) {
    const width = (shape.rows[0]?.split(' | ').length ?? 1);
    blocks.push([shape.rows[0], `|${' --- |'.repeat(width)}`, ...shape.rows.slice(1)].join('\n'));
  }
  return blocks;
}

function scan(xml: string, budget?: XmlBudget): SlideScan {
  const slide = new SlideScan();
  for (const t of scanXml(xml, budget)) {
    if (t.kind === 'open') {
      slide.onOpen(t.name, t.attrs, t.selfClosing);
      if (t.selfClosing) slide.onClose(t.name);
    } else if (t.kind === 'close') slide.onClose(t.name);
    else slide.onText(t.text);
  }
  return slide;
}

/** Title and other text of one slide part; `budget` carries the caps of the whole file (ooxml.ts). */
export function readSlideXml(xml: string, budget?: XmlBudget): SlideText {
  const slide = scan(xml, budget);
  const title = slide.shapes.find((s) => s.role === 'title' && s.paras.length > 0);
  const body = slide.shapes.filter((s) => s !== title && s.role !== 'skip').flatMap(shapeBlocks);
  const tables = slide.shapes.filter((s) => s !== title && s.role !== 'skip' && s.rows[0] !== undefined).map((s) => splitPipeRow(s.rows[0] ?? ''));
  return { title: title?.paras.map((p) => p.text).join(' ').replace(/\s+/g, ' ') ?? '', body, hidden: slide.hidden, tables, charts: slide.charts };
}

/** A notes page's text: the body placeholder's paragraphs as plain sentences. */
export function readNotesXml(xml: string, budget?: XmlBudget): string {
  return scan(xml, budget).shapes
    .filter((s) => s.role !== 'skip' && s.role !== 'title')
    .flatMap((s) => s.paras.map((p) => p.text))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}
