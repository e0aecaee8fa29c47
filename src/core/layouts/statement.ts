/**
 * Statement: a slide with one point says one thing, so it is drawn as one
 * sentence set large (a step under the title at most) with the point's
 * heading over it as a small label, in a card as tall as the text and as
 * wide as its balanced lines, centred in the free area. One huge card with
 * one line of body text is what this replaces.
 *
 * The sentence is the point's text, drawn in the item's body box; a point
 * with no text has its heading set large instead. It is display text: the
 * one place where a body is larger than its heading and the lead.
 */
import { CANVAS } from './canvas';
import { centredTop } from './cards';
import { TITLE_RATIO } from './header';
import { CARD_PAD, ICON_SIZE, finishFrame, slideArea, widthsOf } from './sizing';
import { FLOOR_PX, TYPE_SCALE, balancedWidth, blockHeight, lineCount, stepAtMost, textWidthEm } from './text-fit';
import { defineLayout, type Box, type FrameOverflow, type ItemBox } from './types';

/** Lines a statement may take before it steps down the scale. */
const MAX_LINES = 4;
/** Label sizes, px: a caption over the sentence. */
const LABEL_SIZES = [22, 19] as const;
const LABEL_GAP = 12;
/** A statement's lines stay readable: at most about 60 characters (this many ems at its size). */
const MEASURE_EM = 32;
/** Narrowest card, so a short sentence does not sit in a sliver. */
const MIN_CARD = 420;
const ICON_GAP = 16;

const hasText = (text: string | undefined): boolean => (text ?? '').trim() !== '';

/** Display sizes of the statement, largest first: a step under the title down to the floor. */
export function statementSizes(titleSize: number): number[] {
  const top = stepAtMost(titleSize - 1);
  return TYPE_SCALE.filter((s) => s <= top).reverse();
}

export const statementLayout = defineLayout({
  type: 'statement',
  label: 'Statement',
  category: 'boxes',
  description: 'One point set large, its heading as a label.',
  minItems: 1,
  maxItems: 1,
  typicalItems: 1,
  frame(all, options) {
    const item = all[0] ?? { heading: '', overview: '' };
    const { header, area } = slideArea(options);
    const widths = widthsOf(options);
    // Without a text the heading is the statement; with one the heading is its label.
    const headingIsSentence = !hasText(item.overview);
    const withLabel = !headingIsSentence && hasText(item.heading);
    const sentence = headingIsSentence ? item.heading.trim() : item.overview.trim();
    const charWidth = headingIsSentence ? widths.title : widths.body;
    // An icon stands at the card's top left, the text beside it.
    const iconRoom = item.icon === true ? ICON_SIZE + ICON_GAP : 0;
    const maxText = area.w - 2 * CARD_PAD.x - iconRoom;
    const labelSize = LABEL_SIZES.find((s) => s <= header.titleSize / TITLE_RATIO) ?? FLOOR_PX;
    const labelLines = withLabel ? lineCount(item.heading, maxText, labelSize, { charWidth: widths.title }) : 0;
    const labelH = withLabel ? blockHeight(labelLines, labelSize) + LABEL_GAP : 0;
    const sizes = statementSizes(header.titleSize);
    const fits = (size: number): boolean => {
      const width = Math.min(maxText, MEASURE_EM * size);
      const lines = lineCount(sentence, width, size, { charWidth });
      return Number.isFinite(lines) && lines <= MAX_LINES && labelH + blockHeight(lines, size) + 2 * CARD_PAD.y <= area.h && Number.isFinite(labelLines);
    };
    const size = sizes.find(fits) ?? FLOOR_PX;
    const measure = Math.min(maxText, MEASURE_EM * size);
    // One line is as wide as its words; more are balanced so no word sits alone on the last.
    const oneLine = lineCount(sentence, measure, size, { charWidth }) <= 1;
    const textW = Math.min(measure, (oneLine ? textWidthEm(sentence, charWidth) * size : balancedWidth(sentence, measure, size, { charWidth })) * 1.04);
    const lines = lineCount(sentence, textW, size, { charWidth });
    const sentenceH = Number.isFinite(lines) ? blockHeight(lines, size) : area.h;
    const cardW = Math.min(area.w, Math.max(MIN_CARD, textW + iconRoom + 2 * CARD_PAD.x));
    const cardH = Math.min(area.h, Math.max(labelH + sentenceH, iconRoom > 0 ? ICON_SIZE : 0) + 2 * CARD_PAD.y);
    // Centred across the free area (beside the picture when there is one), never past the canvas.
    const card: Box = { x: area.x + (area.w - cardW) / 2, y: centredTop(area, cardH), w: cardW, h: cardH };
    const x = card.x + CARD_PAD.x + iconRoom;
    const w = card.w - 2 * CARD_PAD.x - iconRoom;
    const bottom = Math.min(card.y + card.h - CARD_PAD.y, CANVAS.height);
    const top = card.y + CARD_PAD.y;
    const sentenceBox: Box = { x, y: top + labelH, w, h: Math.max(0, Math.min(sentenceH, bottom - top - labelH)) };
    const box: ItemBox = {
      ...card, index: 0, shape: 'rounded', align: 'left',
      headingBox: headingIsSentence ? sentenceBox : { x, y: top, w, h: Math.max(0, labelH - LABEL_GAP) },
      bodyBox: headingIsSentence ? { ...sentenceBox, y: sentenceBox.y + sentenceBox.h, h: 0 } : sentenceBox,
      headingSize: headingIsSentence ? size : labelSize,
      bodySize: headingIsSentence ? Math.min(size, labelSize) : size,
    };
    if (iconRoom > 0) box.icon = { x: card.x + CARD_PAD.x, y: top, w: ICON_SIZE, h: ICON_SIZE };
    const overflow: FrameOverflow[] = [];
    if (!sizes.some(fits) && (hasText(item.heading) || hasText(item.overview))) overflow.push({ part: headingIsSentence ? 'heading' : 'body', index: 0 });
    return finishFrame(header, all.length > 0 ? [box] : [], options, { overflow });
  },
  export: { native: true, note: 'One card; its body text is drawn at display size, larger than its heading.' },
});
