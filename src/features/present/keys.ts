/**
 * What a key does in presentation mode (seed 001 §2.13): arrows and
 * PageUp/PageDown move, Space moves on, Escape exits, f toggles fullscreen,
 * a toggles auto-play and a digit 1-9 jumps to that slide number. Pure, so
 * the presenter window shares the same moves and the mapping is tested
 * without a browser.
 */

export type PresentAction =
  | { type: 'previous' }
  | { type: 'next' }
  | { type: 'exit' }
  | { type: 'fullscreen' }
  | { type: 'autoplay' }
  | { type: 'goto'; index: number };

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
  if (/^[1-9]$/.test(key)) return { type: 'goto', index: Number(key) - 1 };
  return MOVES[key] ?? null;
}

/** Whether a key event's target takes Space and Enter itself. */
export function isControlTarget(target: EventTarget | null): boolean {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return false;
  return target.closest('button, a[href], input, select, textarea, [contenteditable="true"], [role="button"]') !== null;
}
