/**
 * Whether a 'fullscreenchange' means the user left fullscreen another way than
 * the toggle (Escape, the browser's own UI), which ends the presentation.
 *
 * The toggle's own exit is announced beforehand (`expected`) and is consumed
 * only by an exit. An entry event does not consume it: the browser sets
 * document.fullscreenElement before it dispatches the entry's event (on the
 * next frame), so F pressed in between asks to leave before the entry is
 * announced, and the two events then arrive entry first, exit second.
 */
export interface FullscreenWatch {
  /** The overlay was fullscreen at the last event. */
  was: boolean;
  /** An exit is on its way that is not the user's (the toggle, a pop-up opening). */
  expected: boolean;
}

export function onFullscreenChange(watch: FullscreenWatch, now: boolean): { watch: FullscreenWatch; leftByUser: boolean } {
  if (watch.was && !now) return { watch: { was: false, expected: false }, leftByUser: !watch.expected };
  return { watch: { was: now, expected: watch.expected }, leftByUser: false };
}
