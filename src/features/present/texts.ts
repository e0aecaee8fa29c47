/** Texts and timings of presentation mode, written once. */

export const LOADING_SLIDE_CONTENT = 'Loading slide content...';
export const AUTO_PLAY_BADGE = 'Auto-play';
/** Slide transition 0.5 s (the duration-500 class of the slide layers). */
export const TRANSITION_MS = 500;

/** 'N of total'. */
export function counterText(index: number, total: number): string {
  return `${total === 0 ? 0 : index + 1} of ${total}`;
}
