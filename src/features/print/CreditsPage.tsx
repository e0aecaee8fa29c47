/**
 * The closing credits page(s) of the printed deck: the same lines as the
 * .pptx's credits slides (export/credits.ts says why a closing slide), on
 * 1280 x 720 pages in the deck's colours and fonts. Nothing when no shown
 * picture has a credit. Credits are remote text: drawn as text, never
 * parsed as markup.
 */
import { creditEntries, creditLine, creditPages, licenceLines, pageLines, slidesLabel } from '../../export/credits';
import { shownCredits } from '../../export/pptx/picture-record';
import type { SlideLook } from '../../ui/slide/slide-look';
import type { PrintSlide } from './NotesPage';
import type { Slide } from '../../core/schemas/slide';

/** The credits heading, as on the .pptx's credits slide. */
export const CREDITS_HEADING = 'Picture credits';

export interface CreditsPagesProps {
  slides: readonly PrintSlide[];
  look: Pick<SlideLook, 'background' | 'title' | 'body' | 'titleFont' | 'bodyFont' | 'hidePhotos'>;
}

/** Canvas px, the .pptx's 14, 12 or 10 pt (pt = px x 0.5625). */
function linePx(lines: number): number {
  return lines <= 8 ? 25 : lines <= 13 ? 21 : 18;
}

export function CreditsPages({ slides, look }: CreditsPagesProps) {
  const entries = creditEntries(shownCredits(slides as readonly Slide[], look.hidePhotos !== true));
  const pages = creditPages(entries);
  return (
    <>
      {pages.map((page, i) => (
        <section
          key={i}
          className="ds-print-slide"
          data-print-page="credits"
          style={{ background: look.background, height: 720, boxSizing: 'border-box', padding: '45px 64px' }}
        >
          <h2 style={{ margin: 0, fontFamily: look.titleFont, color: look.title, fontSize: 43, lineHeight: 1.2 }}>
            {pages.length > 1 ? `${CREDITS_HEADING} (${i + 1} of ${pages.length})` : CREDITS_HEADING}
          </h2>
          <div style={{ marginTop: 28, fontFamily: look.bodyFont, color: look.body, fontSize: linePx(pageLines(page)), lineHeight: 1.25, overflowWrap: 'anywhere' }}>
            {page.map((entry, j) => (
              <p key={j} style={{ margin: 0 }}>
                <b>{slidesLabel(entry.slides)}. </b>
                {creditLine(entry.credit)}
              </p>
            ))}
            {licenceLines(page).map((line, j) => (
              <p key={`l${j}`} style={{ margin: j === 0 ? '1.2em 0 0' : 0 }}>{line}</p>
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
