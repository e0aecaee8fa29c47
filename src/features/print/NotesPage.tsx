/**
 * A speaker-notes page (the named page `notes`, A4 portrait): which slide,
 * its title and its notes. Titles and notes are the user's (or a model's)
 * plain text: drawn as text, never parsed as markup.
 */
import { topicTexts } from '../../core/slide/drawing';
import type { RenderSlide } from '../../core/slide/geometry';
import type { SlideLook } from '../../ui/slide/slide-look';
import { PRINT_TEXTS, slideOf } from './texts';

/** The title a slide is known by: the title slide's title, a topic slide's heading. */
export function slideTitle(slide: RenderSlide): string {
  const raw = slide.type === 'title' ? slide.title : topicTexts(slide).heading;
  return raw.trim();
}

/** A slide as the print view reads it (a snapshot of the deck store's). */
export type PrintSlide = RenderSlide & { readonly notes: string };

export interface NotesPageProps {
  slide: PrintSlide;
  position: number;
  total: number;
  look: Pick<SlideLook, 'titleFont' | 'bodyFont'>;
}

export function NotesPage({ slide, position, total, look }: NotesPageProps) {
  const notes = slide.notes.trim();
  return (
    <section className="ds-print-notes" data-print-page="notes" aria-label={`${PRINT_TEXTS.notesHeading}, ${slideOf(position, total)}`}>
      <p className="ds-print-notes-label" style={{ fontFamily: look.bodyFont }}>{slideOf(position, total)}</p>
      <h2 style={{ fontFamily: look.titleFont }}>{slideTitle(slide)}</h2>
      <p className="ds-print-notes-label" style={{ fontFamily: look.bodyFont }}>{PRINT_TEXTS.notesHeading}</p>
      <p className="ds-print-notes-text" style={{ fontFamily: look.bodyFont }}>{notes === '' ? PRINT_TEXTS.noNotes : slide.notes}</p>
    </section>
  );
}
