/**
 * Version 1 -> 2. A version 1 file kept the inline editor's HTML in the slide
 * text fields themselves; version 2 keeps every text field plain and the
 * user's formatting beside it (core/text/rich.ts). The slides are migrated
 * as stored decks are (core/text/legacy-markup.ts): a value made only of the
 * editor's tags becomes its text plus formatting, any other value, such as
 * a generated "Vec<T> & Option<T>", is plain text as it is.
 */
import { isDict, type Dict } from '../outline/shapes';
import { migrateOldSlide } from '../text/legacy-markup';

/** A version 1 document as a version 2 deck file (still to be validated). */
export function migrateV1(doc: Dict): Dict {
  const deck = isDict(doc.deck) ? doc.deck : undefined;
  if (deck === undefined || !Array.isArray(deck.slides)) return { ...doc, version: 2 };
  return { ...doc, version: 2, deck: { ...deck, slides: deck.slides.map(migrateOldSlide) } };
}
