/**
 * Saving rules: the proposed title, the newest-first order
 * and the cap on how many presentations are kept.
 */
import { DEFAULT_PRESENTATION_TITLE, savedPresentationSchema, type SavedPresentation, type SavedPresentationInput } from '../schemas/presentation';
import type { Slide } from '../schemas/slide';

/** The title a save proposes: the first slide's title, else 'Untitled Presentation'. */
export function defaultSaveTitle(slides: readonly Pick<Slide, 'title'>[]): string {
  const title = slides[0]?.title.trim() ?? '';
  return title === '' ? DEFAULT_PRESENTATION_TITLE : title;
}

/** The title the user confirmed, or undefined when it is empty or blank (the save is cancelled). */
export function confirmedSaveTitle(answer: string | null | undefined): string | undefined {
  const title = answer?.trim() ?? '';
  return title === '' ? undefined : title;
}

/** Presentations newest first by updatedAt (a new array). */
export function sortNewestFirst<T extends Pick<SavedPresentation, 'updatedAt'>>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => b.updatedAt - a.updatedAt);
}

/** The newest `max` presentations; the oldest beyond the cap are dropped. */
export function pruneSavedPresentations<T extends Pick<SavedPresentation, 'updatedAt'>>(list: readonly T[], max: number): T[] {
  return sortNewestFirst(list).slice(0, Math.max(0, Math.floor(max)));
}

/** A validated saved presentation with the defaults filled in. */
export function createSavedPresentation(input: SavedPresentationInput): SavedPresentation {
  return savedPresentationSchema.parse(input);
}
