/** Typewriter timings of the demo pages: titles 4 s, descriptions 6 s. */
export const DEMO_TITLE_MS = 4_000;
export const DEMO_DESCRIPTION_MS = 6_000;
/** Pause before the next slide starts typing. */
export const AUTO_ADVANCE_MS = 1_200;
