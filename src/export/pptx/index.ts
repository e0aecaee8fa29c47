/**
 * The PowerPoint exporter: plan (pure, from the screen's layout) -> write
 * (pptxgenjs, imported on demand so it lands in its own chunk) -> repair
 * (the written zip cleaned of every known PowerPoint repair trigger). Runs in
 * the browser (the app imports this module lazily) and in Node (CLI, CI).
 * A slide that fails is skipped and an unreachable image left out; both are
 * listed in the report the user reads afterwards.
 */
import type PptxGenJS from 'pptxgenjs';
import { EXPORT_FAILED, exportFailedReason } from '../../core/errors';
import { getLayout } from '../../core/layouts';
import type { ExportDeck, ExportIssue, PictureEncoder, PptxExportOptions, PptxExportResult, SvgRasterizer } from '../types';
import { creditEntries, type CreditInput } from '../credits';
import { creditSlidePlans } from './credits-slide';
import { pictureRecords, type PictureRecords } from './picture-record';
import { pictureNote, pictureTally, tallyPicture, type PictureTally } from './picture-report';
import { pptxFileName } from './file-name';
import { fetchImage, imageCache, isAbort } from './images';
import { GRADIENT_ANGLE } from '../../core/themes';
import { exportLook, fontClasses, type ExportLook } from './look';
import { planSlide, type PlanContext } from './plan';
import { titlePicture } from '../../core/slide/title-slide';
import { repairPptx } from './postprocess';
import { xmlSafe } from './rich-text';
import { resolveSlideImages } from './slide-images';
import { writeSlide } from './writer';
import { encodePictureInBrowser, rasterizeSvgInBrowser } from './raster-browser';
import { masterNote, noteLayout, onMasterPage, templateMaster, type OnMaster } from './template-master';
import { resolveLook } from '../../core/themes';

export { pptxFileName } from './file-name';
export { repairPptx } from './postprocess';


function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new DOMException('The export was cancelled.', 'AbortError');
}


/** pptxgenjs keeps its slides in `_slides`; a slide whose writing threw half way is taken out again. */
function dropLastSlide(pres: PptxGenJS, countBefore: number): void {
  const slides = (pres as unknown as { _slides?: unknown[] })._slides;
  if (Array.isArray(slides) && slides.length > countBefore) slides.length = countBefore;
}

/** The browser draws SVG on a canvas; Node has no default and SVG images are skipped and reported. */
function defaultRasterizer(): SvgRasterizer | undefined {
  return typeof document !== 'undefined' && typeof Image !== 'undefined' ? rasterizeSvgInBrowser : undefined;
}

async function newPresentation(title: string, page?: { w: number; h: number }): Promise<PptxGenJS> {
  const { default: Pptx } = await import('pptxgenjs');
  const pres = new Pptx();
  if (page) {
    // A company template's own page (a 4:3 or 13.33 in wide master).
    pres.defineLayout({ name: 'TEMPLATE', width: page.w, height: page.h });
    pres.layout = 'TEMPLATE';
  } else pres.layout = 'LAYOUT_16x9';
  // Document properties are XML too: a control character from a PDF's text would make the file unreadable.
  pres.title = xmlSafe(title);
  pres.subject = xmlSafe(title);
  pres.author = 'Decksmith';
  return pres;
}

/** The browser decodes and re-encodes pictures on a canvas; Node has none unless the caller passes one. */
function defaultEncoder(): PictureEncoder | undefined {
  return typeof createImageBitmap === 'function' && (typeof OffscreenCanvas !== 'undefined' || typeof document !== 'undefined') ? encodePictureInBrowser : undefined;
}

interface Run {
  deck: ExportDeck;
  options: PptxExportOptions;
  pres: PptxGenJS;
  issues: ExportIssue[];
  records: PictureRecords;
  tally: PictureTally;
  /** Credited pictures that went into the file, with the slide they are on. */
  credited: { slide: number; url: string; credit: CreditInput }[];
  /** Slides whose SVG icons went in as PNG. */
  rasterisedIcons: Set<number>;
  /** The company template's own master the file is built on. */
  master?: OnMaster | undefined;
}

/** "slide 4", "slides 2-5, 7 and 9": slide numbers with runs shortened. */
export function slideList(numbers: Iterable<number>): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j += 1;
    runs.push(j - i >= 2 ? `${sorted[i]}-${sorted[j]}` : j > i ? `${sorted[i]}, ${sorted[j]}` : `${sorted[i]}`);
    i = j + 1;
  }
  const words = runs.join(', ').split(', ');
  const text = words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}` : words[0] ?? '';
  return `${sorted.length === 1 ? 'slide' : 'slides'} ${text}`;
}

/** Plans, loads and writes slide `index`; false when the slide was skipped. */
async function exportSlide(run: Run, index: number, ctx: PlanContext, load: ReturnType<typeof imageCache>): Promise<boolean> {
  const slide = run.deck.slides[index]!;
  const before = (run.pres as unknown as { _slides?: unknown[] })._slides?.length ?? index;
  try {
    const plan = onMasterPage(run.master, planSlide(slide, index, ctx));
    const images = await resolveSlideImages(plan, load, run.issues, (url, image, role) => {
      tallyPicture(run.tally, image, role);
      if (role === 'icon' && image.rasterised) run.rasterisedIcons.add(plan.number);
      const credit = run.records.credits.get(url);
      if (credit && role !== 'icon') run.credited.push({ slide: plan.number, url, credit });
    });
    writeSlide(run.pres, plan, images);
    noteLayout(run.master, plan);
    if (plan.layout !== 'title' && !getLayout(plan.layout).export.native) {
      run.issues.push({ slide: index + 1, kind: 'not-native', message: `Slide ${index + 1}: the ${getLayout(plan.layout).label} layout could not be made of editable shapes.` });
    }
    return true;
  } catch (error) {
    if (isAbort(error) && run.options.signal?.aborted) throw error;
    dropLastSlide(run.pres, before);
    const reason = error instanceof Error && error.message ? ` (${error.message})` : '';
    run.issues.push({ slide: index + 1, kind: 'slide-skipped', message: `Slide ${index + 1} could not be exported and was left out${reason}.` });
    return false;
  }
}

/** The deck-level note on fonts: they are named in the file, never embedded (pptxgenjs cannot embed them). */
export function fontNote(look: ExportLook): ExportIssue {
  const named = look.titleFont === look.bodyFont ? look.titleFont : `${look.titleFont} (titles) and ${look.bodyFont} (text)`;
  const fallbacks = [...new Set([look.titleFallback.family, look.bodyFallback.family])].join(' and ');
  return {
    kind: 'font-fallback',
    message: `Fonts: the file names ${named} but cannot embed them. On a computer without them PowerPoint draws a face like ${fallbacks}; other programs may pick another face, and text that no longer fits its box is drawn smaller.`,
  };
}

/** Closing slides crediting the found pictures in the file (../credits.ts); the note for the report. */
function writeCredits(run: Run, look: ExportLook): ExportIssue | undefined {
  const entries = creditEntries(run.credited);
  if (entries.length === 0) return undefined;
  const plans = creditSlidePlans(entries, look, run.deck.slides.length + 1);
  for (const planned of plans) {
    const plan = onMasterPage(run.master, planned, true);
    writeSlide(run.pres, plan, new Map());
    noteLayout(run.master, plan, true);
  }
  const pictures = entries.length === 1 ? 'the found picture' : `the ${entries.length} found pictures`;
  const slides = plans.length === 1 ? 'A closing slide' : `${plans.length} closing slides`;
  const ask = entries.length === 1 ? 'as its licence asks' : 'as their licences ask';
  return { kind: 'credits', message: `Credits: ${slides} name${plans.length === 1 ? 's' : ''} the author, licence and source of ${pictures}, ${ask}.` };
}

async function exportDeck(deck: ExportDeck, options: PptxExportOptions): Promise<PptxExportResult> {
  const { onProgress, signal } = options;
  const total = deck.slides.length;
  throwIfAborted(signal);
  const records = pictureRecords(deck.slides);
  const look = exportLook(deck.settings);
  const issues: ExportIssue[] = [];
  const master = await templateMaster(look, options.templatePackage, issues);
  const run: Run = { deck, options, pres: await newPresentation(deck.title, master?.transform.page), issues, records, tally: pictureTally(), credited: [], rasterisedIcons: new Set(), master };
  const photos = !deck.settings.disablePhotos;
  const ctx: PlanContext = { look, descriptionSize: deck.descriptionSize, photos, titlePicture: titlePicture(deck.slides, photos), onMaster: master !== undefined };
  // The theme's fonts (PowerPoint's "Headings" and "Body" in its font list) are the deck's.
  run.pres.theme = { headFontFace: ctx.look.titleFont, bodyFontFace: ctx.look.bodyFont };
  const load = imageCache({ loadImage: options.loadImage ?? fetchImage, rasterizeSvg: options.rasterizeSvg ?? defaultRasterizer(), encodePicture: options.encodePicture ?? defaultEncoder(), signal });
  let exported = 0;
  for (let i = 0; i < total; i += 1) {
    throwIfAborted(signal);
    onProgress?.({ done: i, total: total + 1, label: `Exporting slide ${i + 1} of ${total}` });
    if (await exportSlide(run, i, ctx, load)) exported += 1;
  }
  throwIfAborted(signal);
  onProgress?.({ done: total, total: total + 1, label: 'Writing file' });
  if (exported === 0) throw new Error(total === 0 ? 'the presentation has no slides' : 'no slide could be exported');
  const credits = writeCredits(run, ctx.look);
  const written = (await run.pres.write({ outputType: 'uint8array' })) as Uint8Array;
  const background = { color: ctx.look.background, stops: ctx.look.backgroundStops, angle: GRADIENT_ANGLE };
  let deduplicated = 0;
  const bytes = await repairPptx(written, {
    fontClass: fontClasses(ctx.look),
    ...(master ? { template: { pkg: master.pkg, kinds: master.kinds } } : { background }),
    onDeduplicated: (count) => (deduplicated = count),
    ...(options.deflateRaw ? { deflateRaw: options.deflateRaw } : {}),
  });
  throwIfAborted(signal);
  onProgress?.({ done: total + 1, total: total + 1, label: 'Done' });
  const icons: ExportIssue | undefined = run.rasterisedIcons.size === 0 ? undefined : {
    kind: 'rasterised',
    message: `Icons on ${slideList(run.rasterisedIcons)} came as vector drawings (SVG) and are embedded as PNG pictures, which PowerPoint cannot recolour.`,
  };
  const onMaster = master ? masterNote(master, resolveLook(deck.settings, () => undefined).theme.name) : undefined;
  const notes = [onMaster, icons, pictureNote(run.tally, deduplicated), credits, fontNote(ctx.look)].filter((n): n is ExportIssue => n !== undefined);
  return { bytes, fileName: pptxFileName(deck.title), report: { slidesExported: exported, slidesTotal: total, issues: [...run.issues, ...notes] } };
}

/**
 * Exports a deck to a .pptx file. A cancelled export rejects with the
 * signal's AbortError; any other failure rejects with 'Failed to generate
 * PowerPoint: <reason>', or 'Failed to generate PowerPoint
 * presentation' when there is no reason to give.
 */
export async function exportPptx(deck: ExportDeck, options: PptxExportOptions = {}): Promise<PptxExportResult> {
  try {
    return await exportDeck(deck, options);
  } catch (error) {
    if (isAbort(error)) throw error;
    const reason = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
    throw new Error(reason ? exportFailedReason(reason) : EXPORT_FAILED, { cause: error });
  }
}
