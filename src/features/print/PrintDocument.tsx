/**
 * The pages the print layer prints: every slide drawn by the shared DOM
 * renderer (src/ui/slide) on its own 1280 x 720 page, with no edit context
 * (the text is plain text, not an editor) and no typing, then, when asked,
 * its notes page. The DOM renderer keeps every word as text in the PDF;
 * nothing is drawn on a canvas.
 */
import type { Ref } from 'react';
import { SlideEditContext } from '../../ui/slide/edit-context';
import type { SlideLook } from '../../ui/slide/slide-look';
import { SlideRenderer } from '../../ui/slide/SlideRenderer';
import { TitlePictureContext } from '../../ui/slide/TitleSlide';
import { titlePicture } from '../../core/slide/title-slide';
import { CreditsPages } from './CreditsPage';
import { NotesPage, type PrintSlide } from './NotesPage';

export interface PrintDocumentProps {
  slides: readonly PrintSlide[];
  look: SlideLook;
  /** A notes page after each slide. */
  notes: boolean;
  ref?: Ref<HTMLDivElement>;
}

export function PrintDocument({ slides, look, notes, ref }: PrintDocumentProps) {
  return (
    <SlideEditContext.Provider value={null}>
      <TitlePictureContext.Provider value={titlePicture(slides, look.hidePhotos !== true)}>
        <div ref={ref} className="ds-print-pages" data-testid="print-pages">
          {slides.map((slide, index) => (
            // The pages are a snapshot taken when printing started: their order never changes while mounted.
            <PrintPages key={index} slide={slide} index={index} total={slides.length} look={look} notes={notes} />
          ))}
          <CreditsPages slides={slides} look={look} />
        </div>
      </TitlePictureContext.Provider>
    </SlideEditContext.Provider>
  );
}

interface PrintPagesProps {
  slide: PrintSlide;
  index: number;
  total: number;
  look: SlideLook;
  notes: boolean;
}

function PrintPages({ slide, index, total, look, notes }: PrintPagesProps) {
  return (
    <>
      <section className="ds-print-slide" data-print-page="slide">
        <SlideRenderer slide={slide} slideIndex={index} look={look} />
      </section>
      {notes && <NotesPage slide={slide} position={index + 1} total={total} look={look} />}
    </>
  );
}
