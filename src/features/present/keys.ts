/**
 * What a key does in presentation mode: arrows and
 * PageUp/PageDown move, Space moves on, Home and End go to the first and
 * last slide, Escape exits, f toggles fullscreen, a toggles auto-play and
 * digits jump to that slide number (digits typed within a second make one
 * number: 1 then 2 is slide 12). Pure, so the presenter window shares the
 * same moves and the mapping is tested without a browser.
 */

export type PresentAction =
  | { type: 'previous' }
  | { type: 'next' }
  | { type: 'exit' }
  | { type: 'fullscreen' }
  | { type: 'autoplay' }
  | { type: 'first' }
  | { type: 'last' }
  | { type: 'digit'; digit: number };

export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** The key lands on a button or a field: Space and Enter are theirs. */
  onControl?: boolean;
}

const MOVES: Record<string, PresentAction> = {
  ArrowLeft: { type: 'previous' },
  ArrowUp: { type: 'previous' },
  PageUp: { type: 'previous' },
  ArrowRight: { type: 'next' },
  ArrowDown: { type: 'next' },
  PageDown: { type: 'next' },
  ' ': { type: 'next' },
  Spacebar: { type: 'next' },
  Home: { type: 'first' },
  End: { type: 'last' },
  Escape: { type: 'exit' },
  f: { type: 'fullscreen' },
  F: { type: 'fullscreen' },
  a: { type: 'autoplay' },
  A: { type: 'autoplay' },
};

/** The action of a key, or null when presentation mode leaves the key alone. */
export function presentKeyAction({ key, ctrlKey, metaKey, altKey, onControl }: KeyInput): PresentAction | null {
  // Browser and system shortcuts (Ctrl+F, Cmd+A...) stay theirs.
  if (ctrlKey || metaKey || altKey) return null;
  // A focused button is pressed with Space or Enter; moving as well would act twice.
  if (onControl && (key === ' ' || key === 'Spacebar' || key === 'Enter')) return null;
  if (/^[0-9]$/.test(key)) return { type: 'digit', digit: Number(key) };
  return MOVES[key] ?? null;
}

/** Digits typed this close together make one slide number. */
export const NUMBER_ENTRY_MS = 1_000;

/** The slide number being typed: its digits so far and when the last one came (ms, any clock). */
export interface NumberEntry {
  digits: string;
  at: number;
}

export const NO_ENTRY: NumberEntry = { digits: '', at: Number.NEGATIVE_INFINITY };

/**
 * A digit typed at `now` in a deck of `total` slides: the entry it leaves and
 * the slide index to show (null: no such slide). A digit within
 * {@link NUMBER_ENTRY_MS} of the last extends the number when the deck has
 * that slide ('1', '2' is slide 12); otherwise it starts a new number, so in
 * a 4-slide deck '1', '3' still goes to slide 3.
 */
export function typeDigit(entry: NumberEntry, digit: number, now: number, total: number): { entry: NumberEntry; index: number | null } {
  const slideOf = (digits: string): number | null => {
    const n = Number(digits);
    return n >= 1 && n <= total ? n - 1 : null;
  };
  if (entry.digits !== '' && now - entry.at <= NUMBER_ENTRY_MS) {
    const joined = `${entry.digits}${digit}`;
    const index = slideOf(joined);
    if (index !== null) return { entry: { digits: joined, at: now }, index };
  }
  const alone = String(digit);
  return { entry: { digits: alone, at: now }, index: slideOf(alone) };
}

/** Whether a key event's target takes Space and Enter itself. */
export function isControlTarget(target: EventTarget | null): boolean {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return false;
  return target.closest('button, a[href], input, select, textarea, [contenteditable="true"], [role="button"]') !== null;
}
