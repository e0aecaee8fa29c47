/**
 * The second step: slide plans fed to pptxgenjs, one native object per plan
 * item (text boxes with no inner margin in the screen's text rects, preset
 * shapes with an empty text body, lines, embedded pictures). pptxgenjs is
 * handed in by the caller, which imports it on demand (its own chunk).
 */
import type PptxGenJS from 'pptxgenjs';
import type { EmbeddedImage } from './images';
import { cropPlacement, sourceRect } from './picture-fit';
import { BODY_SHAPE, ROUNDED_PICTURE, TITLE_SHAPE } from './slide-parts';
import type { PlanImage, PlanItem, PlanLine, PlanShape, PlanText, SlidePlan } from './plan-types';
import type { InchBox } from './units';
import { addChart, addTable } from './writer-data';

type Slide = PptxGenJS.Slide;
type TextProps = PptxGenJS.TextProps;

/** The loaded images of a slide, by address (an address missing here was skipped). */
export type SlideImages = ReadonlyMap<string, EmbeddedImage>;

const NO_MARGIN: [number, number, number, number] = [0, 0, 0, 0];

function runs(item: PlanText): TextProps[] {
  return item.paragraphs.flatMap((paragraph, p) =>
    paragraph.map((run, r) => {
      const options: PptxGenJS.TextPropsOptions = {};
      if (run.bold) options.bold = true;
      if (run.italic) options.italic = true;
      if (run.underline) options.underline = { style: 'sng' };
      if (run.strike) options.strike = 'sngStrike';
      if (run.lineBreakBefore) options.softBreakBefore = true;
      if (r === paragraph.length - 1 && p < item.paragraphs.length - 1) options.breakLine = true;
      return { text: run.text, options };
    }),
  );
}

function addTextBox(slide: Slide, item: PlanText): void {
  slide.addText(runs(item), {
    ...item.box,
    fontFace: item.font,
    fontSize: item.size,
    color: item.color,
    bold: item.bold,
    align: item.align,
    valign: item.valign,
    margin: NO_MARGIN,
    // The size was fitted for the named font; a substitute font that runs wider may shrink on overflow.
    fit: 'shrink',
    paraSpaceBefore: 0,
    paraSpaceAfter: 0,
    ...(item.role === 'title' ? { objectName: TITLE_SHAPE } : item.role === 'body' ? { objectName: BODY_SHAPE } : item.name !== undefined ? { objectName: item.name } : {}),
  });
}

function addShape(slide: Slide, item: PlanShape): void {
  const options: PptxGenJS.TextPropsOptions = { ...item.box, shape: item.shape as PptxGenJS.SHAPE_NAME, margin: NO_MARGIN };
  if (item.fill) options.fill = { color: item.fill.color, ...(item.fill.transparency ? { transparency: item.fill.transparency } : {}) };
  if (item.line) {
    options.line = { color: item.line.color, width: item.line.width, ...(item.line.transparency ? { transparency: item.line.transparency } : {}) };
    if (item.line.dash) options.line.dashType = item.line.dash;
  }
  if (item.rotate) options.rotate = item.rotate;
  if (item.name !== undefined) options.objectName = item.name;
  // pptxgenjs writes `rectRadius` as the preset's adj = length / min(w, h) * 100000, for any preset.
  if (item.adjust !== undefined && item.adjust > 0) options.rectRadius = item.adjust;
  slide.addText('', options);
}

/** The box of a line and the flips that make it run from `from` to `to` (a preset line runs top left to bottom right). */
export function lineGeometry(line: Pick<PlanLine, 'from' | 'to'>): InchBox & { flipH: boolean; flipV: boolean } {
  const { from, to } = line;
  return {
    x: Math.min(from.x, to.x),
    y: Math.min(from.y, to.y),
    w: Math.abs(to.x - from.x),
    h: Math.abs(to.y - from.y),
    flipH: to.x < from.x,
    flipV: to.y < from.y,
  };
}

function addLine(slide: Slide, item: PlanLine): void {
  const { flipH, flipV, ...box } = lineGeometry(item);
  const line: PptxGenJS.ShapeLineProps = { color: item.stroke.color, width: item.stroke.width };
  if (item.stroke.transparency) line.transparency = item.stroke.transparency;
  if (item.arrowEnd) line.endArrowType = 'triangle';
  slide.addText('', { ...box, shape: 'line' as PptxGenJS.SHAPE_NAME, line, flipH, flipV, margin: NO_MARGIN });
}

/**
 * A picture in its box: cropped to cover it, or fitted inside it and
 * centred. A picture the encoder already cut to the box (`fitted`) fills it
 * as it is; an uncut one with the user's framing is cropped in the file.
 */
export function imagePlacement(item: Pick<PlanImage, 'box' | 'fit' | 'framing'>, image: Pick<EmbeddedImage, 'width' | 'height' | 'fitted'>): PptxGenJS.ImageProps {
  const { box } = item;
  if (!image.width || !image.height || (image.fitted && item.fit === 'cover')) return { ...box };
  const ratio = image.width / image.height;
  if (item.fit === 'cover' && item.framing && box.h > 0) {
    return cropPlacement(box, image.width, image.height, sourceRect(image.width, image.height, box.w / box.h, item.framing));
  }
  if (item.fit === 'cover') {
    // pptxgenjs crops from the image's size (w, h: only their ratio counts) to the sizing box.
    return { x: box.x, y: box.y, w: box.w, h: box.w / ratio, sizing: { type: 'cover', w: box.w, h: box.h } };
  }
  const w = Math.min(box.w, box.h * ratio);
  const h = w / ratio;
  return { x: box.x + (box.w - w) / 2, y: box.y + (box.h - h) / 2, w, h };
}

function addPicture(slide: Slide, item: PlanImage, images: SlideImages): void {
  const image = images.get(item.url);
  if (!image) return;
  slide.addImage({
    data: image.data,
    ...imagePlacement(item, image),
    altText: item.alt,
    ...(item.role === 'topic image' ? { objectName: ROUNDED_PICTURE } : {}),
    ...(item.transparency ? { transparency: item.transparency } : {}),
  });
}

function addItem(slide: Slide, item: PlanItem, images: SlideImages): void {
  if (item.kind === 'text') addTextBox(slide, item);
  else if (item.kind === 'shape') addShape(slide, item);
  else if (item.kind === 'line') addLine(slide, item);
  else if (item.kind === 'table') addTable(slide, item);
  else if (item.kind === 'chart') addChart(slide, item);
  else addPicture(slide, item, images);
}

/** Adds one planned slide to the presentation. */
export function writeSlide(pres: PptxGenJS, plan: SlidePlan, images: SlideImages): void {
  const slide = pres.addSlide();
  if (!plan.masterBackground) slide.background = { color: plan.background };
  const background = plan.backgroundImage === undefined ? undefined : images.get(plan.backgroundImage);
  if (plan.backgroundImage !== undefined && background) {
    const full: PlanImage = { kind: 'image', url: plan.backgroundImage, box: { x: 0, y: 0, w: plan.page?.w ?? 10, h: plan.page?.h ?? 5.625 }, fit: 'cover', role: 'background image', alt: '' };
    addPicture(slide, full, images);
  }
  for (const item of plan.items) addItem(slide, item, images);
  if (plan.notes !== '') slide.addNotes(plan.notes);
}
