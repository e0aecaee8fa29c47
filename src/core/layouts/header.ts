/**
 * A topic slide's header: the title and the lead sentence under it, on the
 * type scale, both starting at the slide's left margin. The header takes the
 * height its text needs, and the content area starts under it.
 */
import { CANVAS, MARGIN_X, titleBox } from './canvas';
import { TEXT_FIT, balancedWidth, blockHeight, lineCount } from './text-fit';
import type { Box, FrameOptions, FrameOverflow } from './types';

/** Title sizes, px, largest first (44 px is 33 pt on a 13.33 in slide). */
export const TITLE_SIZES = [44, 36, 30] as const;
/** Lead sizes, px: one step under the card headings at most, never under the floor. */
export const LEAD_SIZES = [26, 22, 19] as const;
/** A title is at least this many times its card headings. */
export const TITLE_RATIO = 1.6;

const HEADER_TOP = 36;
const LEAD_GAP = 10;
/** Space between the header and the content. */
const CONTENT_GAP = 28;
/** Space kept under the content. */
export const BOTTOM_MARGIN = 32;
/** A little room beyond the balanced width, so a face a few per cent wider than the estimate keeps the line count. */
const BALANCE_SLACK = 1.04;

/** Where the header's texts go and where the content may start. */
export interface SlideHeader {
  title: Box;
  titleSize: number;
  lead?: Box;
  leadSize?: number;
  /** Top of the content area. */
  contentTop: number;
  overflow: FrameOverflow[];
}

interface Fit {
  size: number;
  lines: number;
  fits: boolean;
}

/** The largest size of `sizes` at which `text` takes at most `maxLines` lines of `width` (the last size with 3 lines allowed). */
function fitLines(text: string, width: number, sizes: readonly number[], maxLines: number, charWidth: number): Fit {
  for (const size of sizes) {
    const lines = lineCount(text, width, size, { charWidth });
    if (lines <= maxLines) return { size, lines: Math.max(1, lines), fits: true };
  }
  const size = sizes[sizes.length - 1]!;
  const lines = lineCount(text, width, size, { charWidth });
  return lines <= 3 ? { size, lines, fits: true } : { size, lines: 3, fits: false };
}

const lineBox = (x: number, y: number, w: number, size: number, lines: number): Box => ({ x, y, w, h: blockHeight(lines, size) });

/**
 * The header of a slide with `options.title` and `options.lead`: the title
 * on at most two lines (balanced, so no word sits alone on the second), the
 * lead under it at a size no card body exceeds.
 */
export function slideHeader(options: FrameOptions): SlideHeader {
  const full = titleBox(options.hasImage);
  const widths = options.widths ?? { title: TEXT_FIT.charWidth, body: TEXT_FIT.charWidth };
  const title = options.title?.trim() ?? '';
  const overflow: FrameOverflow[] = [];
  const t = title === '' ? { size: TITLE_SIZES[0], lines: 1, fits: true } : fitLines(title, full.w, TITLE_SIZES, 2, widths.title);
  if (!t.fits) overflow.push({ part: 'title' });
  const w = t.lines > 1 ? Math.min(full.w, balancedWidth(title, full.w, t.size, { charWidth: widths.title }) * BALANCE_SLACK) : full.w;
  const titleRect = lineBox(MARGIN_X, HEADER_TOP, w, t.size, t.lines);
  const header: SlideHeader = { title: titleRect, titleSize: t.size, contentTop: titleRect.y + titleRect.h + CONTENT_GAP, overflow };
  const lead = options.lead?.trim() ?? '';
  if (lead !== '') {
    const l = fitLines(lead, full.w, LEAD_SIZES, 2, widths.body);
    if (!l.fits) overflow.push({ part: 'lead' });
    const leadW = l.lines > 1 && l.fits ? Math.min(full.w, balancedWidth(lead, full.w, l.size, { charWidth: widths.body }) * BALANCE_SLACK) : full.w;
    header.lead = lineBox(MARGIN_X, titleRect.y + titleRect.h + LEAD_GAP, leadW, l.size, l.lines);
    header.leadSize = l.size;
    header.contentTop = header.lead.y + header.lead.h + CONTENT_GAP;
  }
  return header;
}

/** The area items may use under `header`: left of the image, above the bottom margin. */
export function areaUnder(header: SlideHeader, hasImage: boolean): Box {
  const right = titleBox(hasImage);
  const y = Math.min(header.contentTop, CANVAS.height / 2);
  return { x: MARGIN_X, y, w: right.w, h: CANVAS.height - BOTTOM_MARGIN - y };
}
