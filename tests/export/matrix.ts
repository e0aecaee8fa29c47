/**
 * The layout matrix: every layout of the registry in five kinds of theme
 * (dark, light, pastel, gradient, high contrast), with the text of the
 * layout gallery (src/features/demos/gallery-fixtures.ts), so the PowerPoint
 * check here and the screen check (tests/e2e/layout-matrix.spec.ts) look at
 * the same slides. One deck per theme: the title slide (with a byline and
 * the deck's picture), then one slide per layout.
 *
 * The checks compare what LibreOffice printed (pdftotext -bbox: every word
 * with its rectangle) with what the exporter planned (plan.ts: every text
 * with its box): every planned word printed whole inside its own box, no
 * printed word outside the boxes, no two text boxes overlapping, no text
 * under the floor.
 */
import { LAYOUTS, type LayoutType } from '../../src/core/layouts';
import { showsWhole } from '../../src/core/layouts/choose/fit';
import { slideContent } from '../../src/core/layouts/choose/slides';
import { createDefaultPresentationSettings, type PresentationSettings } from '../../src/core/schemas/config';
import { slideSchema, subtopicId, type Slide } from '../../src/core/schemas/slide';
import { titlePicture } from '../../src/core/slide/title-slide';
import { exportLook } from '../../src/export/pptx/look';
import { planSlide } from '../../src/export/pptx/plan';
import type { PlanChart, PlanTable, PlanText, SlidePlan } from '../../src/export/pptx/plan-types';
import type { ExportDeck } from '../../src/export/types';
import { GALLERY_THEMES, galleryTitleSlide, gallerySlide, type GallerySize } from '../../src/features/demos/gallery-fixtures';
import { pngDataUrl } from './png';

/** The five kinds of theme and the catalogue's theme for each. */
export const MATRIX_THEMES = [
  { kind: 'dark', theme: 'classic-dark' },
  { kind: 'light', theme: 'minimal-paper' },
  { kind: 'pastel', theme: 'lavender-mist' },
  { kind: 'gradient', theme: 'aurora-borealis' },
  { kind: 'high contrast', theme: 'classic-bw' },
] as const;

/** The gallery's text amount the matrix uses: what a model writes for a slide. */
export const MATRIX_SIZE: GallerySize = 'medium';

/**
 * The text amount the matrix gives a layout: the model's usual amount when
 * the layout shows it whole, else the short one. The ring, star, pyramid and
 * tree layouts have small shapes: with a model's usual text the chooser
 * passes them over (choose/fit.ts) and, picked by hand, the deck check
 * reports the cut; what the matrix asks of them is that text they are
 * made for is drawn whole, the same on screen and in PowerPoint.
 */
export function matrixSize(type: LayoutType): GallerySize {
  return showsWhole(type, slideContent(gallerySlide(type, MATRIX_SIZE) as Slide)) ? MATRIX_SIZE : 'short';
}

/** The title slide's byline in every matrix deck. */
export const MATRIX_BYLINE = { presenter: 'Ada Lovelace', organisation: 'Northwind Energy Cooperative', date: '25 September 2026' };

/** 14 pt on a 13.33 in wide slide, on the exporter's 10 in wide slide. */
export const FLOOR_PT = (14 * 10) / (40 / 3);

/** The deck settings of a theme: the gallery's fonts for it, else the defaults (as the gallery draws any other theme). */
export function matrixSettings(theme: string): PresentationSettings {
  const listed = GALLERY_THEMES.find((t) => t.selectedTheme === theme);
  return createDefaultPresentationSettings({ selectedTheme: theme, ...(listed ? { selectedTitleFont: listed.selectedTitleFont, selectedBodyFont: listed.selectedBodyFont } : {}) });
}

/** The gallery's slide of a layout, as a stored slide with id `id`. */
export function matrixSlide(type: LayoutType, size: GallerySize, id: number): Slide {
  const drawn = gallerySlide(type, size);
  const subtopics = drawn.topic!.subtopics.map((s, m) => ({ ...s, id: subtopicId(id, m + 1) }));
  return slideSchema.parse({ ...drawn, id, topic: { ...drawn.topic, subtopics }, notes: `Notes for ${type}` });
}

/** The matrix deck of one theme; the first topic slide carries a picture, which the title slide shows too. */
export function matrixDeck(theme: string): ExportDeck {
  const title = galleryTitleSlide(MATRIX_SIZE);
  const slides: Slide[] = [
    slideSchema.parse({ id: 0, type: 'title', title: title.title, description: title.description, byline: MATRIX_BYLINE }),
    ...LAYOUTS.map((layout, i) => matrixSlide(layout.type, matrixSize(layout.type), i + 1)),
  ];
  const first = slides[1]!;
  slides[1] = { ...first, topic: { ...first.topic!, visual_mode: 'image', image_url: pngDataUrl({ width: 96, height: 64, seed: 7, noise: 0.2 }) } };
  return { title: `Layout matrix ${theme}`, slides, settings: matrixSettings(theme), descriptionSize: MATRIX_SIZE };
}

/** Each slide's plan, as the exporter makes it (index.ts exportDeck). */
export function matrixPlans(deck: ExportDeck): SlidePlan[] {
  const photos = !deck.settings.disablePhotos;
  const ctx = { look: exportLook(deck.settings), descriptionSize: deck.descriptionSize, photos, titlePicture: titlePicture(deck.slides, photos) };
  return deck.slides.map((slide, i) => planSlide(slide, i, ctx));
}

/** A printed word and its rectangle in PDF points (origin top left). */
export interface PdfWord {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface PdfPage {
  width: number;
  height: number;
  words: PdfWord[];
}

const decodeEntities = (s: string): string =>
  s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** The pages of `pdftotext -bbox` output. */
export function parseBbox(xhtml: string): PdfPage[] {
  const pages: PdfPage[] = [];
  for (const page of xhtml.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g)) {
    const words: PdfWord[] = [];
    for (const w of page[3]!.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([\s\S]*?)<\/word>/g)) {
      words.push({ x0: Number(w[1]), y0: Number(w[2]), x1: Number(w[3]), y1: Number(w[4]), text: decodeEntities(w[5]!) });
    }
    pages.push({ width: Number(page[1]), height: Number(page[2]), words });
  }
  return pages;
}

/** Words as compared: Unicode compatibility form (ligatures apart), no-break spaces as spaces. */
export function wordsOf(text: string): string[] {
  return text.normalize('NFKC').split(/[\s\u00a0]+/).filter((w) => w !== '');
}

/** A planned text's words and its box in PDF points. */
interface PlacedText {
  name: string;
  words: string[];
  box: { x0: number; y0: number; x1: number; y1: number };
  size: number;
}

/** Each cell of a native table as a text box of its own: its words must print whole inside it. */
function tableCells(table: PlanTable, k: number): PlacedText[] {
  let y = table.box.y;
  return table.rows.flatMap((row, r) => {
    const h = table.rowH[r] ?? 0;
    let x = table.box.x;
    const cells = row.map((cell, c) => {
      const w = table.colW[c] ?? 0;
      const box = { x0: x * k, y0: y * k, x1: (x + w) * k, y1: (y + h) * k };
      x += w;
      return { name: `cell "${cell.text.slice(0, 40)}"`, words: wordsOf(cell.text), box, size: table.size };
    });
    y += h;
    return cells;
  });
}

function placed(plan: SlidePlan, page: PdfPage): PlacedText[] {
  const k = page.width / 10;
  const texts = plan.items
    .filter((item): item is PlanText => item.kind === 'text')
    .map((t) => {
      const text = t.paragraphs.map((p) => p.map((r) => (r.lineBreakBefore ? `\n${r.text}` : r.text)).join('')).join('\n');
      return { name: `"${text.slice(0, 40)}"`, words: wordsOf(text), box: { x0: t.box.x * k, y0: t.box.y * k, x1: (t.box.x + t.box.w) * k, y1: (t.box.y + t.box.h) * k }, size: t.size };
    });
  const cells = plan.items.filter((item): item is PlanTable => item.kind === 'table').flatMap((t) => tableCells(t, k));
  return [...texts, ...cells].filter((t) => t.words.length > 0);
}

/** The boxes of the slide's native charts in PDF points: the chart draws its own labels, axes and legend inside. */
function chartBoxes(plan: SlidePlan, page: PdfPage): PlacedText['box'][] {
  const k = page.width / 10;
  return plan.items.filter((item): item is PlanChart => item.kind === 'chart').map((c) => ({ x0: c.box.x * k, y0: c.box.y * k, x1: (c.box.x + c.box.w) * k, y1: (c.box.y + c.box.h) * k }));
}

/** How far (points) a printed word may stand past its box: LibreOffice's glyph boxes run a little beyond the line. */
const SLACK = 3;

const within = (w: PdfWord, b: PlacedText['box'], slack = SLACK): boolean => w.x0 >= b.x0 - slack && w.x1 <= b.x1 + slack && w.y0 >= b.y0 - slack && w.y1 <= b.y1 + slack;
const centreIn = (w: PdfWord, b: PlacedText['box']): boolean => {
  const x = (w.x0 + w.x1) / 2;
  const y = (w.y0 + w.y1) / 2;
  return x >= b.x0 && x <= b.x1 && y >= b.y0 && y <= b.y1;
};

/** Overlap of two boxes in points squared (0 when apart). */
function overlap(a: PlacedText['box'], b: PlacedText['box']): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Glyph box height over font size for the faces LibreOffice draws here
 * (ascent plus descent: DejaVu 1.16, Liberation 1.11-1.13), taken high so
 * the size read from a printed word is never over-estimated.
 */
const HEIGHT_PER_POINT = 1.2;

/** The words the slide's author wrote: title (heading), lead, every item's heading and text, the byline. */
export function sourceWords(slide: Slide): string[] {
  const topic = slide.type === 'topic' ? slide.topic : undefined;
  const texts = topic
    ? [topic.heading, topic.overview, ...topic.subtopics.flatMap((s) => [s.heading, s.overview])]
    : [slide.title, slide.description, slide.byline?.presenter, slide.byline?.organisation, slide.byline?.date];
  return texts.flatMap((t) => wordsOf(t ?? ''));
}

/** Words of `wanted` that `printed` lacks, counting repeats (a word written twice must be printed twice). */
function lacking(wanted: readonly string[], printed: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const w of printed) left.set(w, (left.get(w) ?? 0) + 1);
  const missing: string[] = [];
  for (const w of wanted) {
    const n = left.get(w) ?? 0;
    if (n > 0) left.set(w, n - 1);
    else missing.push(w);
  }
  return missing;
}

/** What is wrong on one printed slide, as lines a person can act on. */
export function slideProblems(plan: SlidePlan, page: PdfPage, label: string, slide?: Slide): string[] {
  const problems: string[] = [];
  if (slide) {
    // Every word the author wrote is on the slide whole: not broken inside, not cut off with an ellipsis.
    const missing = lacking(sourceWords(slide), page.words.map((w) => w.text.normalize('NFKC')));
    if (missing.length > 0) problems.push(`${label}: ${missing.length} source words not printed whole, e.g. ${JSON.stringify(missing.slice(0, 8))}`);
  }
  const texts = placed(plan, page);
  for (const t of texts) {
    if (t.size < FLOOR_PT - 0.01) problems.push(`${label}: ${t.name} is ${t.size.toFixed(1)} pt, under the ${FLOOR_PT.toFixed(1)} pt floor`);
  }
  for (let i = 0; i < texts.length; i += 1) {
    for (let j = i + 1; j < texts.length; j += 1) {
      const a = texts[i]!;
      const b = texts[j]!;
      if (overlap(a.box, b.box) > 4) problems.push(`${label}: text boxes ${a.name} and ${b.name} overlap`);
    }
  }
  for (const t of texts) {
    const mine = page.words.filter((w) => centreIn(w, t.box));
    const printed = new Set(mine.map((w) => w.text.normalize('NFKC')));
    const missing = t.words.filter((w) => !printed.has(w));
    if (missing.length > 0) problems.push(`${label}: ${t.name} lacks whole words ${JSON.stringify(missing.slice(0, 6))} inside its box (printed: ${JSON.stringify([...printed].slice(0, 12))})`);
    for (const w of mine) {
      if (!within(w, t.box)) problems.push(`${label}: "${w.text}" of ${t.name} runs outside its box`);
      const size = (w.y1 - w.y0) / HEIGHT_PER_POINT;
      if (size < FLOOR_PT * 0.92) problems.push(`${label}: "${w.text}" of ${t.name} printed at about ${size.toFixed(1)} pt, under the floor`);
    }
  }
  const charts = chartBoxes(plan, page);
  for (const w of page.words) {
    if (!texts.some((t) => centreIn(w, t.box)) && !charts.some((box) => centreIn(w, box))) problems.push(`${label}: "${w.text}" printed outside every text box at (${w.x0.toFixed(0)}, ${w.y0.toFixed(0)})`);
  }
  return problems;
}

/**
 * A fontconfig file under which LibreOffice draws each font the deck names
 * with the fallback the file declares for it (font-metrics.ts): what a
 * computer without the deck's fonts shows, rather than fontconfig's own
 * default face.
 */
export function fontsConf(aliases: ReadonlyMap<string, string>, cacheDir: string): string {
  const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const rules = [...aliases].map(([family, clone]) => `  <alias binding="same"><family>${esc(family)}</family><prefer><family>${esc(clone)}</family></prefer></alias>`);
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<fontconfig>',
    '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
    `  <cachedir>${esc(cacheDir)}</cachedir>`,
    ...rules,
    '</fontconfig>',
  ].join('\n');
}
