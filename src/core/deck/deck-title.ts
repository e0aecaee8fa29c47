/**
 * A deck's title as the user types it on the dashboard (rename in place) and
 * the title of a copy. Pure, so the card and its tests share the rules.
 */

/** Longest title kept: a card shows one line of it, and the exports put it in a file name and a slide. */
export const MAX_DECK_TITLE_LENGTH = 200;

export const DECK_TITLE_EMPTY = 'A presentation needs a name. Escape keeps the old one.';
export const DECK_TITLE_TOO_LONG = `A name can be at most ${MAX_DECK_TITLE_LENGTH} characters.`;

export type DeckTitleCheck = { ok: true; title: string } | { ok: false; message: string };

/**
 * The title to store for what the user typed: trimmed, inner runs of white
 * space (a pasted line break included) made one space. Refused when nothing
 * is left or it is too long, with the message to show.
 */
export function checkDeckTitle(typed: string): DeckTitleCheck {
  const title = typed.replace(/\s+/gu, ' ').trim();
  if (title === '') return { ok: false, message: DECK_TITLE_EMPTY };
  if ([...title].length > MAX_DECK_TITLE_LENGTH) return { ok: false, message: DECK_TITLE_TOO_LONG };
  return { ok: true, title };
}

/** The title of a copy: "<title> (copy)", cut so it stays within the limit. */
export function copyTitle(title: string): string {
  const suffix = ' (copy)';
  const chars = [...title.trim()];
  const room = MAX_DECK_TITLE_LENGTH - suffix.length;
  return `${chars.length > room ? chars.slice(0, room).join('').trimEnd() : chars.join('')}${suffix}`;
}
