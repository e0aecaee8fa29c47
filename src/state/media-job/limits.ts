/** How many pictures the media job asks at once, and how long it waits to look, to ask again and to place. */

/** Pictures asked for at once, by kind (images are slow and costly, icons small). */
export const MEDIA_PARALLEL = { image: 2, icon: 4 } as const;
/**
 * And while the open deck is still being written: the text comes first. Each
 * picture is main-thread work (its answer, bytes, cache write and the card
 * drawn again), and with the stream's own work that left no idle moment.
 */
export const MEDIA_PARALLEL_STREAMING = { image: 1, icon: 2 } as const;
/** Between a deck change and the look for new wants. */
export const MEDIA_SCAN_MS = 150;
/** A picture that could not be had is asked again after this, when nothing better is known. */
export const MEDIA_LATER_MS = 30_000;
/**
 * Stored copies get their pictures at most this often: each write reads and
 * writes the whole deck, and a 60-slide deck brings some 300 pictures. (The
 * open deck gets them within MEDIA_PLACE_MS.)
 */
export const MEDIA_STORE_MS = 1_000;
/** Pictures that arrive within this of each other go on the open deck in one update (cache hits come a few ms apart). */
export const MEDIA_PLACE_MS = 50;
/** Slides that get their pictures in one task (each is a card drawn again, so one per task keeps tasks short); more wait for the next. */
export const MEDIA_PLACE_SLIDES = 1;
