/**
 * PowerPoint export time against the practical floor: pptxgenjs writing the
 * same text boxes, cards, pictures and notes straight away, with no layout,
 * image checks or post-processing, compressed as the export is. Target: the
 * export within 1.5x of the floor, on a 100-slide text deck and on a
 * 20-slide deck with 20 pictures of 50-200 KB. File sizes are printed too.
 * In Node the export deflates with zlib (as the CLI does); the floor has
 * only pptxgenjs's own (pako), which is what a plain pptxgenjs user gets.
 *
 * Then the size of decks with photos: 30 photo-like 1600 x 1067 pictures
 * (tests/export/photos.ts) as a stock-photo JPEG or an image model's PNG,
 * exported as they came (no picture encoder: what every export did before)
 * and through the picture encoder (cut to the slot, at most twice its
 * pixels, JPEG or PNG by content; Node's canvas here, the browser's canvas
 * in the app). Target: the 60-slide deck with 30 photos under 8 MB.
 */
import { deflateRawSync } from 'node:zlib';
import type PptxGenJS from 'pptxgenjs';
import { resolveTheme } from '../src/core/themes';
import { exportPptx, repairPptx } from '../src/export/pptx';
import type { ExportDeck } from '../src/export/types';
import { nodePictureEncoder } from '../cli/canvas-node';
import { buildDeck } from '../tests/export/decks';
import { photoFiles } from '../tests/export/photos';
import { makePng } from '../tests/export/png';

const TARGET_RATIO = 1.5;

type Slide = ExportDeck['slides'][number];

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A noisy PNG (it hardly compresses) of about `bytes` bytes, in the topic image's 3.5 x 5.5 shape. */
function pictureOf(bytes: number, seed: number): string {
  const width = Math.round(Math.sqrt(bytes / (3 * 5.5 / 3.5)));
  const png = makePng({ width, height: Math.round((width * 5.5) / 3.5), seed, noise: 1 });
  return `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
}

function textDeck(): ExportDeck {
  return buildDeck({ name: 'Bench text', slides: 100, theme: 'corporate-blue' }).deck;
}

/** 20 slides, 20 pictures from 50 to 200 KB: the title slide's background and one per topic slide. */
function imageDeck(): ExportDeck {
  const size = (i: number): number => 50_000 + (150_000 * i) / 19;
  const { deck } = buildDeck({
    name: 'Bench images', slides: 20, theme: 'oceanic-depth',
    imagesOn: Array.from({ length: 19 }, (_, i) => i + 1), picture: (n) => pictureOf(size(n), n),
  });
  const [title, ...topics] = deck.slides;
  return { ...deck, slides: [{ ...title!, backgroundImage: pictureOf(size(0), 100) }, ...topics] };
}

/** One slide's content straight into pptxgenjs: title, overview, a card with heading and text per point, picture, notes. */
function floorSlide(pptx: PptxGenJS, slide: Slide, colors: { background: string; title: string; card: string }): void {
  const s = pptx.addSlide();
  s.background = slide.backgroundImage ? { data: slide.backgroundImage } : { color: colors.background.slice(1) };
  s.addText(slide.topic?.heading || slide.title, { x: 0.5, y: 0.3, w: 9, h: 0.8, fontSize: 32, color: colors.title.slice(1), fontFace: 'Inter' });
  s.addText(slide.topic?.overview || slide.description, { x: 0.5, y: 1.1, w: 5.5, h: 0.5, fontSize: 14, fontFace: 'Inter' });
  (slide.topic?.subtopics ?? []).forEach((point, i) => {
    const box = { x: 0.5 + (i % 2) * 2.8, y: 1.7 + Math.floor(i / 2) * 1, w: 2.6, h: 0.9 };
    s.addShape('roundRect', { ...box, fill: { color: colors.card.slice(1) }, rectRadius: 0.1 });
    s.addText(point.heading, { ...box, h: 0.35, fontSize: 14, bold: true, fontFace: 'Inter' });
    s.addText(point.overview, { ...box, y: box.y + 0.35, h: 0.55, fontSize: 11, fontFace: 'Inter' });
  });
  if (slide.topic?.image_url) s.addImage({ data: slide.topic.image_url, x: 6.5, y: 0.06, w: 3.5, h: 5.5 });
  if (slide.notes) s.addNotes(slide.notes);
}

/** The floor: pptxgenjs only. `stream` is its working DEFLATE path in Node (4.0.1's `write({compression})` throws). */
async function floorExport(deck: ExportDeck, compression = true): Promise<Uint8Array> {
  const { default: Pptx } = await import('pptxgenjs');
  const pptx = new Pptx();
  pptx.layout = 'LAYOUT_16x9';
  const { colors } = resolveTheme(deck.settings.selectedTheme);
  for (const slide of deck.slides) floorSlide(pptx, slide, colors);
  if (compression) return new Uint8Array((await pptx.stream({ compression: true })) as Buffer);
  return (await pptx.write({ outputType: 'uint8array' })) as Uint8Array;
}

async function timed(fn: () => Promise<Uint8Array>): Promise<{ ms: number; bytes: number }> {
  const start = performance.now();
  const out = await fn();
  return { ms: performance.now() - start, bytes: out.length };
}

function row(label: string, ms: number, bytes: number): void {
  console.log(`  ${label.padEnd(36)} ${ms.toFixed(1).padStart(8)} ms  ${(bytes / 1024).toFixed(0).padStart(6)} KiB`);
}

type Variant = 'floor' | 'floorStore' | 'exporter';

/** Alternates the variants `runs` times (after one warm-up round); returns median ms and last size of each. */
async function alternate(deck: ExportDeck, runs: number): Promise<Record<Variant, { ms: number; bytes: number }>> {
  const fns: Record<Variant, () => Promise<Uint8Array>> = {
    floor: () => floorExport(deck),
    floorStore: () => floorExport(deck, false),
    exporter: async () => (await exportPptx(deck, { deflateRaw: (data) => deflateRawSync(data) })).bytes,
  };
  const times: Record<Variant, number[]> = { floor: [], floorStore: [], exporter: [] };
  const sizes: Record<Variant, number> = { floor: 0, floorStore: 0, exporter: 0 };
  for (let round = -1; round < runs; round++) {
    for (const name of Object.keys(fns) as Variant[]) {
      const { ms, bytes } = await timed(fns[name]);
      sizes[name] = bytes;
      if (round >= 0) times[name].push(ms);
    }
  }
  const result = (name: Variant): { ms: number; bytes: number } => ({ ms: median(times[name]), bytes: sizes[name] });
  return { floor: result('floor'), floorStore: result('floorStore'), exporter: result('exporter') };
}

/** Prints medians, sizes and the ratio to the compressed floor for one deck; returns the ratio. */
async function benchDeck(label: string, deck: ExportDeck, runs: number): Promise<number> {
  const r = await alternate(deck, runs);
  const raw = await floorExport(deck, false);
  const repairs: number[] = [];
  for (let i = 0; i < 3; i++) repairs.push((await timed(() => repairPptx(raw, { deflateRaw: (data) => deflateRawSync(data) }))).ms);
  console.log(`${label}: ${deck.slides.length} slides, median of ${runs} runs`);
  row('pptxgenjs floor (stream, DEFLATE)', r.floor.ms, r.floor.bytes);
  row('pptxgenjs, uncompressed (browser)', r.floorStore.ms, r.floorStore.bytes);
  row('exportPptx (plan + write + repair)', r.exporter.ms, r.exporter.bytes);
  row('  of which repairPptx on a raw file', median(repairs), raw.length);
  const ratio = r.exporter.ms / r.floor.ms;
  console.log(`  ratio exportPptx / DEFLATE floor ${ratio.toFixed(2).padStart(9)} x`);
  return ratio;
}

/** The 60-slide deck with photos must export under this many bytes. */
const PHOTO_DECK_TARGET = 8 * 1024 * 1024;
const PHOTOS = 30;

const dataUrl = (bytes: Uint8Array, kind: 'jpeg' | 'png'): string => `data:image/${kind};base64,${Buffer.from(bytes).toString('base64')}`;

/** A deck of `slides` slides with a photo on each odd topic slide (up to `photos` of them), `picture(i)` the i-th. */
function photoDeck(slides: number, photos: number, picture: (i: number) => string): ExportDeck {
  const on = Array.from({ length: Math.min(photos, Math.floor(slides / 2)) }, (_, i) => 1 + i * 2);
  return buildDeck({ name: `Photos ${slides}`, slides, theme: 'oceanic-depth', imagesOn: on, picture: (n) => picture((n - 1) / 2) }).deck;
}

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;

async function photoExport(deck: ExportDeck, encode: boolean): Promise<{ ms: number; bytes: number }> {
  const encodePicture = encode ? await nodePictureEncoder() : undefined;
  if (encode && !encodePicture) throw new Error('the Node canvas (@napi-rs/canvas) could not be loaded');
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    const result = await exportPptx(deck, { deflateRaw: (data) => deflateRawSync(data), ...(encodePicture ? { encodePicture } : {}) });
    times.push(performance.now() - start);
    bytes = result.bytes.length;
  }
  return { ms: median(times), bytes };
}

/** Sizes and times of decks with photos, before (as they came) and with the picture encoder. */
async function photoDecks(): Promise<void> {
  const started = performance.now();
  const files = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => photoFiles(1000 + i)));
  const avg = (kind: 'jpeg' | 'png'): string => `${(files.reduce((n, f) => n + f[kind].length, 0) / files.length / 1024).toFixed(0)} KiB`;
  console.log(`photos: ${PHOTOS} photo-like 1600 x 1067 pictures, JPEG q90 ${avg('jpeg')} and PNG ${avg('png')} on average (made in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  const jpeg = files.map((f) => dataUrl(f.jpeg, 'jpeg'));
  const png = files.map((f) => dataUrl(f.png, 'png'));
  const decks: [string, ExportDeck][] = [
    ['11 slides, 5 PNG photos', photoDeck(11, 5, (i) => png[i]!)],
    ['60 slides, 30 PNG photos', photoDeck(60, PHOTOS, (i) => png[i]!)],
    ['60 slides, 30 JPEG photos', photoDeck(60, PHOTOS, (i) => jpeg[i]!)],
  ];
  let met = true;
  for (const [label, deck] of decks) {
    const before = await photoExport(deck, false);
    const after = await photoExport(deck, true);
    console.log(`${label}: median of 3 runs`);
    console.log(`  ${'as they came (before)'.padEnd(36)} ${before.ms.toFixed(0).padStart(8)} ms  ${mb(before.bytes).padStart(10)}`);
    console.log(`  ${'picture encoder (slot size, JPEG/PNG)'.padEnd(36)} ${after.ms.toFixed(0).padStart(8)} ms  ${mb(after.bytes).padStart(10)}`);
    if (label.startsWith('60')) met &&= after.bytes < PHOTO_DECK_TARGET;
  }
  console.log(`  target: 60 slides with 30 photos under ${mb(PHOTO_DECK_TARGET)}: ${met ? 'met' : 'NOT MET'}`);
}

/** Prints export and floor times and sizes for the text deck and the picture deck, then the photo decks' sizes. */
export async function run(): Promise<void> {
  const ratios = [await benchDeck('text deck', textDeck(), 7), await benchDeck('picture deck (20 PNG, 50-200 KB)', imageDeck(), 5)];
  const verdict = ratios.every((r) => r <= TARGET_RATIO) ? 'met' : 'NOT MET';
  console.log(`  target <= ${TARGET_RATIO}x of the floor on both decks: ${verdict}\n`);
  await photoDecks();
}
