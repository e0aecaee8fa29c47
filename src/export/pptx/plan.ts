/**
 * The pure first step of the export: a deck as per-slide plans of native
 * PowerPoint parts (plan-types.ts). Slides are laid out by `slideDrawing`,
 * the function the screen draws with, so boxes, layouts and fitted text
 * sizes are the screen's; px become inches (/128) and font px points
 * (x 0.5625), which keeps every fitted text fitted.
 */
import { IMAGE_BOX } from '../../core/layouts';
import type { DescriptionSize } from '../../core/schemas/catalog';
import type { Slide } from '../../core/schemas/slide';
import { slideDrawing, topicTexts, type SlideDrawing } from '../../core/slide/drawing';
import { isTitleArt, TITLE_ART_LABEL } from '../../core/slide/title-slide';
import type { ExportLook } from './look';
import { chartItems, tableItems } from './plan-data';
import { frameShapes, frameTexts, textIn } from './plan-frame';
import type { PlanImage, PlanItem, SlidePlan } from './plan-types';
import type { PictureFramingInput } from '../types';
import { oneLine, xmlSafe } from './rich-text';
import { formattingFor } from '../../core/text/rich';
import { VEIL_SHAPE } from './slide-parts';
import { templateShapeItems } from './template-shapes';
import { inchBox } from './units';

export interface PlanContext {
  look: ExportLook;
  descriptionSize?: DescriptionSize | undefined;
  /** False when the deck's photos are off: topic images are left out, as on screen. */
  photos?: boolean;
  /** The deck's picture for its title slide (title-slide.ts titlePicture), as the screen's TitlePictureContext gives it. */
  titlePicture?: string | undefined;
  /** The slide goes on a company template's own master, which draws the template's background and logo itself. */
  onMaster?: boolean;
}

/**
 * A picture item with the framing the screen gives it (SlideRenderer
 * framingOf): a topic slide's picture is framed by its slide's record; the
 * title slide's only when it is the title slide's own picture (the deck's
 * first topic picture shown there is drawn centred, as on screen).
 */
function picture(item: PlanImage, slide: Slide): PlanImage {
  const record = slide.picture;
  if (!record || (record.crop === undefined && record.focus === undefined)) return item;
  if (slide.type === 'title' && record.url !== item.url) return item;
  const framing: PictureFramingInput = { crop: record.crop, focus: record.focus };
  return { ...item, framing };
}

/** The veil's opacity, the screen's (SlideRenderer's Background). */
const VEIL_OPACITY = 0.72;

function titleSlideItems(slide: Slide, drawing: Extract<SlideDrawing, { kind: 'title' }>, ctx: PlanContext): PlanItem[] {
  const { look } = ctx;
  const centred = { align: drawing.align, valign: 'middle' as const };
  const title = textIn(drawing.title.box, slide.title, drawing.title.size, { ...centred, font: look.titleFont, color: look.title, bold: true, role: 'title' }, drawing.title.shown, slide.rich?.title);
  // The screen draws a long title as two balanced lines (title-slide.ts); so does the file, with a line break inside the one paragraph.
  if (drawing.titleLines && formattingFor(slide.title, slide.rich?.title) === undefined) {
    const [first, second] = drawing.titleLines;
    title.paragraphs = [[{ text: xmlSafe(first) }, { text: xmlSafe(second), lineBreakBefore: true }]];
  }
  const items: PlanItem[] = [];
  if (drawing.picture) {
    // The builtin art is named for what it is; the first topic photo shown here is named on its own slide.
    const alt = slide.picture?.url === drawing.picture.url && isTitleArt(slide.picture) ? TITLE_ART_LABEL : '';
    items.push(picture({ kind: 'image', url: drawing.picture.url, box: inchBox(drawing.picture.box), fit: 'cover', role: 'title picture', alt }, slide));
  }
  items.push(title);
  if (drawing.description) {
    items.push({ kind: 'shape', shape: 'roundRect', box: inchBox(drawing.rule), fill: { color: look.accent }, adjust: 3 / 128 });
    items.push(textIn(drawing.description.box, slide.description, drawing.description.size, { ...centred, font: look.bodyFont, color: look.body, bold: false, role: 'body' }, drawing.description.shown, slide.rich?.description));
  }
  if (drawing.byline) {
    const { box, size, text, shown } = drawing.byline;
    items.push(textIn(box, text, size, { ...centred, font: look.bodyFont, color: look.body, bold: false }, shown));
  }
  return items;
}

function topicSlideItems(slide: Slide, drawing: Extract<SlideDrawing, { kind: 'topic' }>, ctx: PlanContext): PlanItem[] {
  const { look } = ctx;
  const texts = topicTexts(slide);
  const items: PlanItem[] = frameShapes(drawing.frame, look);
  if (drawing.image) {
    const box = inchBox(drawing.frame.image ?? IMAGE_BOX);
    items.push(picture({ kind: 'image', url: drawing.image, box, fit: 'cover', role: 'topic image', alt: xmlSafe(texts.heading) }, slide));
  }
  const header = { align: 'left' as const, valign: 'top' as const };
  items.push(textIn(drawing.heading.box, texts.heading, drawing.heading.size, { ...header, font: look.titleFont, color: look.title, bold: true, role: 'title' }, drawing.heading.shown, slide.rich?.title));
  if (drawing.overview) {
    items.push(textIn(drawing.overview.box, texts.overview, drawing.overview.size, { ...header, font: look.bodyFont, color: look.body, bold: false, role: 'body' }, drawing.overview.shown, slide.rich?.description));
  }
  items.push(...frameTexts(drawing.frame, slide.topic?.subtopics ?? [], look));
  if (drawing.frame.table) items.push(...tableItems(drawing.frame.table, look));
  if (drawing.frame.chart) items.push(...chartItems(drawing.frame.chart, look));
  return items;
}

/**
 * A company template's marks (logo...) under the slide's content, and its
 * background picture where the slide has none of its own (its text colours
 * were chosen for that picture, so no veil). On the template's own master
 * neither: the master draws them, and the slide leaves its background to it.
 */
function addTemplate(plan: SlidePlan, ctx: PlanContext): void {
  if (ctx.onMaster) {
    plan.masterBackground = true;
    return;
  }
  const template = ctx.look.template;
  if (!template) return;
  const title = plan.layout === 'title' ? template.titleSlide : undefined;
  const marks: PlanImage[] = template.pictures.map((p) => ({ kind: 'image', url: p.src, box: inchBox(p.box), fit: 'contain', role: 'logo', alt: '' }));
  // The master's shapes under its pictures, as on screen; none on a title layout that hides them.
  if (!title?.hideMaster) plan.items.unshift(...templateShapeItems(template.shapes ?? [], { title: ctx.look.titleFont, body: ctx.look.bodyFont }), ...marks);
  const picture = title ? title.backgroundPicture : template.backgroundPicture;
  if (picture !== undefined) plan.backgroundImage = picture;
}

/** The look a title slide is written in: a template title layout's own background and text colours, else the deck's. */
function titleLook(look: ExportLook): ExportLook {
  const slide = look.template?.titleSlide;
  return slide ? { ...look, background: slide.background, backgroundStops: [], title: slide.title, body: slide.body } : look;
}

/**
 * The plan of one slide (`index` 0-based). Throws on a slide it cannot lay
 * out; the caller skips that slide and reports it.
 */
export function planSlide(slide: Slide, index: number, deck: PlanContext): SlidePlan {
  const ctx = slide.type === 'title' && !deck.onMaster ? { ...deck, look: titleLook(deck.look) } : deck;
  const drawing = slideDrawing(slide, { descriptionSize: ctx.descriptionSize ?? 'concise', widths: ctx.look.widths, photos: ctx.photos !== false, titlePicture: ctx.titlePicture });
  const title = oneLine(drawing.kind === 'title' ? slide.title : topicTexts(slide).heading);
  const plan: SlidePlan = {
    number: index + 1,
    title,
    layout: drawing.kind === 'title' ? 'title' : drawing.layout,
    background: ctx.look.background,
    items: drawing.kind === 'title' ? titleSlideItems(slide, drawing, ctx) : topicSlideItems(slide, drawing, ctx),
    notes: xmlSafe(slide.notes ?? '').trim(),
  };
  addTemplate(plan, ctx);
  if (drawing.background) {
    plan.backgroundImage = drawing.background;
    // The theme's background over the photo at 72 % keeps the theme's text colours readable, as SlideRenderer's veil;
    // for a gradient theme the repair step makes it the gradient (slide-parts.ts veilGradient), as the screen's is.
    const fill = { color: ctx.look.background, transparency: Math.round((1 - VEIL_OPACITY) * 100) };
    plan.items.unshift({ kind: 'shape', shape: 'rect', box: inchBox({ x: 0, y: 0, w: 1280, h: 720 }), fill, name: VEIL_SHAPE });
  }
  return plan;
}
