/** Moving the text that does not fit a slide into its speaker notes (a deck check fix). */
import { measureSlide, checkLook } from '../deck-check/measure';
import { keepWhatFits, noteLabel } from '../deck-check/shorten';
import type { PlacedText } from '../deck-check/types';
import { deckView } from '../deck-check/view';
import { isIndex } from './deck-ops';
import { editSlideText } from './edit-slide-text';
import { TEXT_LIMITS, capText } from './limits';
import type { Command, DeckDoc, SlideTarget } from './types';

/** Rounds of trimming: a shorter text can change the layout's boxes, so the slide is measured again. */
const ROUNDS = 4;

/** Texts a user wrote in a field of the slide that run over; titles stay (cutting a title needs a person). */
function movable(t: PlacedText): t is PlacedText & { field: NonNullable<PlacedText['field']> } {
  // A point the layout does not draw at all is the layout's problem, not its text's.
  return t.overflows && t.field !== undefined && t.part !== 'title' && !(t.hidden === true && t.part === 'heading');
}

/**
 * Keeps on the slide at `index` what fits of every text that runs over its
 * box (whole sentences, else whole words) and appends the rest to the
 * speaker notes, each part under the name of the text it came from; an
 * overview the layout has no room for moves whole. The slide is measured
 * as the screen and the export draw it with the deck's theme and fonts.
 * Same doc when nothing runs over or nothing can move.
 */
export const moveOverflowToNotes = {
  id: 'slide.moveOverflowToNotes',
  label: 'Move extra text to the notes',
  perform(doc: DeckDoc, args: SlideTarget): DeckDoc {
    if (!isIndex(doc.slides, args.index)) return doc;
    const look = checkLook(doc.settings);
    let next = doc;
    const moved: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const slide = next.slides[args.index]!;
      const view = deckView(next.slides, look);
      const texts = measureSlide(slide, look).texts.filter(movable);
      let changed = false;
      for (const t of texts) {
        const split = t.hidden ? { kept: '', rest: t.text.trim() } : keepWhatFits(t.text, t.box, t.size, t.charWidth);
        if (split === undefined || split.rest === '') continue;
        moved.push(`${noteLabel(view, args.index, t)}: ${split.rest}`);
        next = editSlideText.perform(next, { index: args.index, field: t.field, value: split.kept });
        changed = true;
      }
      if (!changed) break;
    }
    if (moved.length === 0) return doc;
    const notes = next.slides[args.index]!.notes.trim();
    const value = [notes, moved.join('\n')].filter((part) => part !== '').join('\n\n');
    return editSlideText.perform(next, { index: args.index, field: 'notes', value: capText(value, TEXT_LIMITS.notes) });
  },
} as const satisfies Command<SlideTarget>;
