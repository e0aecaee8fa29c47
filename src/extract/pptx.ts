/**
 * PPTX text through JSZip and a small XML scan (pptx-slide.ts): slides in
 * the order the presentation lists them (not the order of their file names),
 * each as '# Title', its other text, then its speaker notes as 'Notes: ...'.
 * Called only after the zip guard has checked every entry's real size.
 */
import JSZip from 'jszip';
import type { Deadline } from './limits';
import { createXmlBudget, dirOf, parseRels, relsPathOf, scanXml, type XmlBudget, type XmlLimits } from './ooxml';
import { renderPipeTable } from '../core/data/pipe-table';
import { readChartXml } from './pptx-chart';
import { readNotesXml, readSlideXml, type SlideText } from './pptx-slide';
import type { TableHint } from './tables';
import { realTitle } from './title';

const SLIDE_REL = /\/relationships\/slide$/;
const NOTES_REL = /\/relationships\/notesSlide$/;
const CHART_REL = /\/relationships\/chart$/;

async function readPart(zip: JSZip, path: string): Promise<string | undefined> {
  return zip.file(path)?.async('string');
}

/** Slide part paths in presentation order; by slide number when presentation.xml says nothing usable. */
async function slideOrder(zip: JSZip, budget: XmlBudget): Promise<string[]> {
  const pres = (await readPart(zip, 'ppt/presentation.xml')) ?? '';
  const rels = parseRels((await readPart(zip, 'ppt/_rels/presentation.xml.rels')) ?? '', 'ppt', budget);
  const targets = new Map(rels.filter((r) => SLIDE_REL.test(r.type)).map((r) => [r.id, r.target]));
  const ordered: string[] = [];
  for (const t of scanXml(pres, budget)) {
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
async function notesOf(zip: JSZip, slidePath: string, budget: XmlBudget): Promise<string> {
  const rels = parseRels((await readPart(zip, relsPathOf(slidePath))) ?? '', dirOf(slidePath), budget);
  const notesPath = rels.find((r) => NOTES_REL.test(r.type))?.target;
  const xml = notesPath ? await readPart(zip, notesPath) : undefined;
  return xml ? readNotesXml(xml, budget) : '';
}

/** The slide with its charts' data added as tables (after its other blocks). */
async function withCharts(zip: JSZip, slidePath: string, slide: Slide, budget: XmlBudget): Promise<Slide> {
  if (slide.charts.length === 0) return slide;
  const rels = parseRels((await readPart(zip, relsPathOf(slidePath))) ?? '', dirOf(slidePath), budget);
  const body = [...slide.body];
  const tables = [...slide.tables];
  for (const id of slide.charts) {
    const target = rels.find((r) => r.id === id && CHART_REL.test(r.type))?.target;
    const xml = target ? await readPart(zip, target) : undefined;
    const table = xml ? readChartXml(xml, budget) : undefined;
    if (!table) continue;
    body.push(renderPipeTable(table));
    tables.push(table.columns);
  }
  return { ...slide, body, tables };
}

interface Slide extends SlideText {
  notes: string;
  /** Its number in the deck, hidden slides counted (as PowerPoint numbers them). */
  number: number;
}

/**
 * Text boxes repeated on most slides (a company name, a confidentiality
 * line drawn on each slide rather than in a footer placeholder): short
 * blocks found on at least three slides and half of them.
 */
function repeatedBlocks(slides: readonly Slide[]): Set<string> {
  const seen = new Map<string, number>();
  for (const slide of slides) for (const block of new Set(slide.body)) if (block.length <= 80) seen.set(block, (seen.get(block) ?? 0) + 1);
  return new Set([...seen].filter(([, n]) => n >= 3 && n >= slides.length * 0.5).map(([block]) => block));
}

function slideText(n: number, slide: Slide, repeated: ReadonlySet<string>, level: number): string {
  const body = slide.body.filter((b) => !repeated.has(b));
  const parts: string[] = [];
  const mark = '#'.repeat(level);
  if (slide.title !== '') parts.push(`${mark} ${slide.title}`);
  else if (body.length > 0 || slide.notes !== '') parts.push(`${mark} Slide ${n}`);
  for (const block of body) parts.push(block);
  if (slide.notes !== '') parts.push(`Notes: ${slide.notes}`);
  return parts.join('\n\n');
}

/**
 * Heading level of each slide. A slide with a title and nothing else (past
 * the first, the deck's title slide) divides the deck into sections: it is a
 * chapter, and the slides after it, up to the next divider, are its sections.
 * A deck without dividers is flat: every slide a chapter.
 */
function sectionLevels(slides: readonly Slide[], repeated: ReadonlySet<string>): number[] {
  const divider = slides.map((s, i) => i > 0 && s.title !== '' && s.body.every((b) => repeated.has(b)));
  let inSection = false;
  return slides.map((_, i) => {
    if (divider[i] === true) {
      inSection = true;
      return 1;
    }
    return inSection ? 2 : 1;
  });
}

export interface PptxText {
  text: string;
  /** Each table's header and slide, in text order. */
  tables: TableHint[];
  /** The first slide's title, when it reads like one. */
  title?: string;
}

/**
 * Slides as '# Title' sections (index.ts puts the first slide's title on
 * top and the others under it as '##'), their body as list items and
 * paragraphs, their notes as 'Notes: ...'. Hidden slides are left out:
 * they are the deck's spares, not its story. Every part read counts against
 * one budget of the XML caps (limits.ts): past one, the deck is refused.
 */
export async function extractPptx(
  bytes: Uint8Array,
  deadline: Deadline,
  onProgress: (done: number, total: number) => void,
  limits: XmlLimits,
): Promise<PptxText> {
  const budget = createXmlBudget(limits);
  const zip = await deadline.race(JSZip.loadAsync(bytes));
  const paths = await deadline.race(slideOrder(zip, budget));
  const slides: Slide[] = [];
  for (const [i, path] of paths.entries()) {
    deadline.check();
    const slide = readSlideXml((await deadline.race(readPart(zip, path))) ?? '', budget);
    if (!slide.hidden) slides.push(await deadline.race(withCharts(zip, path, { ...slide, notes: await notesOf(zip, path, budget), number: i + 1 }, budget)));
    onProgress(i + 1, paths.length);
  }
  const repeated = repeatedBlocks(slides);
  const levels = sectionLevels(slides, repeated);
  const text = slides.map((slide, i) => slideText(i + 1, slide, repeated, levels[i] ?? 1)).filter((s) => s !== '').join('\n\n');
  const title = realTitle(slides[0]?.title);
  const tables = slides.flatMap((s) => s.tables.map((columns) => ({ columns, slide: s.number })));
  return title === undefined ? { text, tables } : { text, title, tables };
}
