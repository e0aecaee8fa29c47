/**
 * The closing credits slides of a .pptx (../credits.ts says why a slide and
 * not the speaker notes): planned like any other slide, in the deck's look,
 * as a title and a text box of credit lines, then the licences' addresses.
 */
import { creditLine, creditPages, licenceLines, pageLines, slidesLabel, type CreditEntry } from '../credits';
import type { ExportLook } from './look';
import type { PlanText, SlidePlan } from './plan-types';
import { xmlSafe } from './rich-text';

/** Title of the credits slide(s). */
export const CREDITS_TITLE = 'Picture credits';

/** Points. */
const TITLE_SIZE = 24;

/** A few credits are set large enough to read from the back of a room; a full page at 10 pt, the size creditPages counts with. */
function lineSize(lines: number): number {
  return lines <= 8 ? 14 : lines <= 13 ? 12 : 10;
}

/** The plans of the credits slides for `entries`, numbered from `firstNumber`. */
export function creditSlidePlans(entries: readonly CreditEntry[], look: ExportLook, firstNumber: number): SlidePlan[] {
  const pages = creditPages(entries);
  return pages.map((page, i) => {
    const title = pages.length > 1 ? `${CREDITS_TITLE} (${i + 1} of ${pages.length})` : CREDITS_TITLE;
    const lines = page.map((entry) => [{ text: xmlSafe(`${slidesLabel(entry.slides)}. `), bold: true }, { text: xmlSafe(creditLine(entry.credit)) }]);
    const licences = licenceLines(page).map((line) => [{ text: xmlSafe(line) }]);
    const heading: PlanText = {
      kind: 'text', box: { x: 0.5, y: 0.35, w: 9, h: 0.6 }, paragraphs: [[{ text: title }]],
      font: look.titleFont, size: TITLE_SIZE, color: look.title, bold: true, align: 'left', valign: 'top', role: 'title',
    };
    const body: PlanText = {
      kind: 'text', box: { x: 0.5, y: 1.1, w: 9, h: 4.2 }, paragraphs: licences.length > 0 ? [...lines, [{ text: '' }], ...licences] : lines,
      font: look.bodyFont, size: lineSize(pageLines(page)), color: look.body, bold: false, align: 'left', valign: 'top', role: 'body',
    };
    return { number: firstNumber + i, title, layout: 'title', background: look.background, items: [heading, body], notes: '' };
  });
}
