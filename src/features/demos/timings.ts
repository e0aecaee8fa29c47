/** Typewriter timings of the seed's demo pages (seed 001, section 9). */
export const DEMO_TITLE_MS = 4_000;
export const DEMO_DESCRIPTION_MS = 6_000;
/** Pause before the next slide starts typing. */
export const AUTO_ADVANCE_MS = 1_200;
