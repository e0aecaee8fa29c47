/**
 * The words of the PDF export (issue 6 "PDF"): the dialog, the status while
 * the pages are prepared and the notes pages. One place, so the tests and
 * the help articles can quote them.
 */
export const PRINT_TEXTS = {
  dialogTitle: 'Export PDF',
  dialogIntro: 'One 16:9 page per slide, in the deck’s own fonts and colours. In the print dialog, choose Save as PDF as the destination.',
  includeNotes: 'Include speaker notes',
  includeNotesHint: 'A page with the notes after each slide.',
  print: 'Print / Save as PDF',
  cancel: 'Cancel',
  preparing: 'Preparing the PDF…',
  noNotes: 'No notes for this slide.',
  notesHeading: 'Speaker notes',
} as const;

/** 'Slide 3 of 8' on a notes page. */
export function slideOf(position: number, total: number): string {
  return `Slide ${position} of ${total}`;
}
