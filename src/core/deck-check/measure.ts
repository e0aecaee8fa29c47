/**
 * A slide measured as the screen and the PowerPoint export draw it: both lay
 * a slide out through core/slide/drawing.ts (layout frame, fitted sizes),
 * and so does this, so a finding is about what the audience sees. The
 * colours are the ones the renderers paint each text with (titles and lead
 * in the theme's title and body colours on the slide background, card text
 * in the card text colour).
 */
import { contains, textFits, type Box, type ItemBox } from '../layouts';
import type { DescriptionSize } from '../schemas/catalog';
import type { PresentationSettings } from '../schemas/config';
import type { Slide } from '../schemas/slide';
import { slideDrawing, type SlideDrawing } from '../slide/drawing';
import type { FittedText, FontWidths } from '../slide/geometry';
import { resolveLook } from '../themes';
import type { ThemeColors } from '../themes/types';
import type { FormattedText } from '../text/rich';
import { pickedColors } from './colors';
import type { MeasuredSlide, PlacedText, TextPart } from './types';

/** What a deck is drawn with, resolved once per check from its settings. */
export interface CheckLook {
  colors: ThemeColors;
  widths: FontWidths;
  photos: boolean;
  descriptionSize: DescriptionSize;
}

/** The look of a deck's settings (an unknown theme or font falls back silently, as the renderers do). */
export function checkLook(settings: PresentationSettings, descriptionSize: DescriptionSize = 'concise'): CheckLook {
  const { colors, widths } = resolveLook(settings, () => undefined);
  return {
    colors,
    widths,
    photos: !settings.disablePhotos,
    descriptionSize,
  };
}

/** The slide background's colours: every stop of a gradient; none over a background picture. */
function slideBackgrounds(slide: Slide, colors: ThemeColors): string[] {
  if (slide.backgroundImage !== undefined && slide.backgroundImage.trim() !== '') return [];
  return colors.backgroundStops.length > 0 ? [...colors.backgroundStops] : [colors.background];
}

interface TextSpec {
  part: TextPart;
  index?: number;
  text: string;
  fit: { box: Box; size: number };
  charWidth: number;
  color: string;
  backgrounds: string[];
  field?: PlacedText['field'];
  rich?: FormattedText | undefined;
  shown?: string | undefined;
}

function placed(spec: TextSpec): PlacedText {
  const { box, size } = spec.fit;
  const fits = textFits(spec.text, box, size, { charWidth: spec.charWidth });
  const out: PlacedText = {
    part: spec.part,
    text: spec.text,
    box,
    size,
    charWidth: spec.charWidth,
    color: spec.color,
    picked: pickedColors(spec.text, spec.rich),
    backgrounds: spec.backgrounds,
    overflows: spec.shown !== undefined || !fits,
  };
  if (spec.index !== undefined) out.index = spec.index;
  if (spec.field !== undefined) out.field = spec.field;
  return out;
}

const hasText = (text: string | undefined): text is string => text !== undefined && text.trim() !== '';

function titleSlideTexts(slide: Slide, drawing: Extract<SlideDrawing, { kind: 'title' }>, look: CheckLook, bg: string[]): PlacedText[] {
  const { colors, widths } = look;
  const out: PlacedText[] = [];
  const add = (part: TextPart, text: string, fit: FittedText | undefined, color: string, charWidth: number, field?: PlacedText['field'], rich?: FormattedText) => {
    if (fit !== undefined && hasText(text)) out.push(placed({ part, text, fit, charWidth, color, backgrounds: bg, shown: fit.shown, rich, ...(field ? { field } : {}) }));
  };
  add('title', slide.title, drawing.title, colors.title, widths.title, 'title', slide.rich?.title);
  add('description', slide.description, drawing.description, colors.body, widths.body, 'description', slide.rich?.description);
  const byline = (drawing as { byline?: FittedText & { text: string } }).byline;
  if (byline !== undefined) add('byline', byline.text, byline, colors.body, widths.body);
  return out;
}

/** The texts drawn in or under one layout item (a process step writes its overview under its chevron). */
function itemTexts(slide: Slide, item: ItemBox, look: CheckLook, bg: string[]): PlacedText[] {
  const sub = slide.topic?.subtopics[item.index];
  if (sub === undefined) return [];
  const { colors, widths } = look;
  // Both renderers paint item text in the card text colour; it stands on the card only when its box lies in the card.
  const behind = (box: Box): string[] => (contains(item, box) ? [colors.card] : bg);
  const out: PlacedText[] = [];
  // A key-figure card draws the figure large and the heading and text without it: those drawn
  // texts are measured. They are not the texts the user edits, so no fix rewrites them.
  const figure = item.figure;
  const heading = figure ? figure.heading : sub.heading;
  const overview = figure ? figure.body : sub.overview;
  const editable = (field: NonNullable<PlacedText['field']>) => (figure ? {} : { field });
  if (figure) {
    out.push(placed({ part: 'heading', index: item.index, text: figure.text, fit: { box: figure.box, size: figure.size }, charWidth: widths.title, color: colors.cardText, backgrounds: behind(figure.box) }));
    const delta = figure.delta;
    if (delta) out.push(placed({ part: 'body', index: item.index, text: delta.text, fit: { box: delta.box, size: delta.size }, charWidth: widths.body, color: colors.cardText, backgrounds: behind(delta.box) }));
  }
  if (hasText(heading)) {
    out.push(placed({
      part: 'heading', index: item.index, text: heading, fit: { box: item.headingBox, size: item.headingSize },
      charWidth: widths.title, color: colors.cardText, backgrounds: behind(item.headingBox),
      ...editable(`subtopics.${item.index}.heading`), rich: figure ? undefined : sub.rich?.heading,
    }));
  }
  if (hasText(overview)) {
    const text = placed({
      part: 'body', index: item.index, text: overview, fit: { box: item.bodyBox, size: item.bodySize },
      charWidth: widths.body, color: colors.cardText, backgrounds: behind(item.bodyBox),
      ...editable(`subtopics.${item.index}.overview`), rich: figure ? undefined : sub.rich?.overview,
    });
    if (item.bodyBox.h <= 0) {
      text.hidden = true;
      text.overflows = true;
    }
    out.push(text);
  }
  return out;
}

function topicSlideTexts(slide: Slide, drawing: Extract<SlideDrawing, { kind: 'topic' }>, look: CheckLook, bg: string[]): MeasuredSlide {
  const { colors, widths } = look;
  const { frame } = drawing;
  const texts: PlacedText[] = [];
  const heading = slide.topic?.heading || slide.title;
  const overview = slide.topic?.overview || slide.description;
  if (hasText(heading)) {
    texts.push(placed({ part: 'title', text: heading, fit: drawing.heading, charWidth: widths.title, color: colors.title, backgrounds: bg, field: 'heading', rich: slide.rich?.title, shown: drawing.heading.shown }));
  }
  if (hasText(overview) && drawing.overview !== undefined) {
    texts.push(placed({ part: 'lead', text: overview, fit: drawing.overview, charWidth: widths.body, color: colors.body, backgrounds: bg, field: 'overview', rich: slide.rich?.description, shown: drawing.overview.shown }));
  }
  frame.decorations?.forEach((d, k) => {
    if (!hasText(d.text)) return;
    // Labels stand on the slide in the title colour; other decorations' words sit in their shape in the card text colour.
    const onSlide = d.kind === 'label';
    texts.push(placed({ part: 'label', index: k, text: d.text, fit: { box: d.box, size: d.textSize ?? 14 }, charWidth: widths.title, color: onSlide ? colors.title : colors.cardText, backgrounds: onSlide ? bg : [colors.card] }));
  });
  const cards = frame.items.map((item) => {
    const inItem = itemTexts(slide, item, look, bg);
    texts.push(...inItem);
    return { box: { x: item.x, y: item.y, w: item.w, h: item.h }, texts: inItem.filter((t) => !t.hidden && contains(item, t.box)) };
  });
  // Points the layout does not draw at all (more than it holds) are text nobody sees;
  // a table or chart made of the points (the slide has no data of its own) shows them all.
  const fromPoints = (frame.table !== undefined || frame.chart !== undefined) && slide.data?.table === undefined && slide.data?.chart === undefined;
  const drawn = new Set(fromPoints ? (slide.topic?.subtopics ?? []).map((_, i) => i) : frame.items.map((item) => item.index));
  slide.topic?.subtopics.forEach((sub, i) => {
    if (drawn.has(i) || !hasText(sub.heading || sub.overview)) return;
    const text = placed({ part: 'heading', index: i, text: sub.heading || sub.overview, fit: { box: { x: 0, y: 0, w: 0, h: 0 }, size: 0 }, charWidth: widths.title, color: colors.cardText, backgrounds: [], field: `subtopics.${i}.heading` });
    text.hidden = true;
    text.overflows = true;
    texts.push(text);
  });
  return { slide, layout: drawing.layout, texts, cards };
}

/** Lays `slide` out as it is drawn and lists every text with its box, size and colours. */
export function measureSlide(slide: Slide, look: CheckLook): MeasuredSlide {
  const drawing = slideDrawing(slide, { descriptionSize: look.descriptionSize, widths: look.widths, photos: look.photos });
  const bg = slideBackgrounds(slide, look.colors);
  if (drawing.kind === 'title') return { slide, texts: titleSlideTexts(slide, drawing, look, bg), cards: [] };
  return topicSlideTexts(slide, drawing, look, bg);
}
