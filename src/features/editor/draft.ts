/**
 * The Edit Slide modal's draft: a copy of the
 * slide's text, notes and background that the form edits freely; Save turns
 * what differs from the slide into editor commands, so nothing reaches the
 * deck before Save and Cancel has nothing to undo.
 */
import { normalizeImageUrl, type CommandStep, type SlideTextField } from '../../core/commands';
import type { Slide } from '../../core/schemas/slide';

export interface SubtopicDraft {
  heading: string;
  overview: string;
}

export interface SlideDraft {
  /** Title (title slide) or heading (content slide). */
  main: string;
  /** Description (title slide) or overview (content slide). */
  body: string;
  subtopics: SubtopicDraft[];
  notes: string;
  backgroundImage: string;
}

export const BACKGROUND_URL_INVALID = 'Enter an image address that starts with http:// or https://, or leave the field empty for the theme background.';

/** Whether the slide is the title slide (its fields are Title and Description). */
export function isTitleSlide(slide: Pick<Slide, 'type' | 'topic'>): boolean {
  return slide.type === 'title' || slide.topic === undefined;
}

/** The draft of `slide`: its texts (plain text, as stored), as the form's fields show them. */
export function draftOf(slide: Slide): SlideDraft {
  const topic = isTitleSlide(slide) ? undefined : slide.topic;
  return {
    main: topic?.heading ?? slide.title,
    body: topic?.overview ?? slide.description,
    subtopics: (topic?.subtopics ?? []).map((s) => ({ heading: s.heading, overview: s.overview })),
    notes: slide.notes,
    backgroundImage: slide.backgroundImage ?? '',
  };
}

/** The error to show for the Background Image URL field, or null when it may be saved. */
export function backgroundError(draft: SlideDraft, initial: SlideDraft): string | null {
  const url = draft.backgroundImage.trim();
  // An address the slide already had (a generated data: image) is not the user's to fix.
  if (url === '' || url === initial.backgroundImage.trim()) return null;
  return /^https?:\/\//i.test(url) && normalizeImageUrl(url) !== undefined ? null : BACKGROUND_URL_INVALID;
}

/**
 * The commands that turn `initial` into `draft` on the slide at `index`:
 * one `slide.editText` per changed text, one `slide.setBackgroundImage`
 * when the address changed. Unchanged fields keep their stored value (and
 * any formatting it has); a changed one is stored as the plain text typed,
 * without formatting. Call {@link backgroundError} first.
 */
export function saveSteps(index: number, slide: Slide, initial: SlideDraft, draft: SlideDraft): CommandStep[] {
  const steps: CommandStep[] = [];
  const text = (field: SlideTextField, before: string, after: string) => {
    if (after !== before) steps.push({ id: 'slide.editText', args: { index, field, value: after } });
  };
  const title = isTitleSlide(slide);
  text(title ? 'title' : 'heading', initial.main, draft.main);
  text(title ? 'description' : 'overview', initial.body, draft.body);
  draft.subtopics.forEach((sub, i) => {
    const was = initial.subtopics[i];
    if (!was) return;
    text(`subtopics.${i}.heading`, was.heading, sub.heading);
    text(`subtopics.${i}.overview`, was.overview, sub.overview);
  });
  text('notes', initial.notes, draft.notes);
  if (draft.backgroundImage.trim() !== initial.backgroundImage.trim()) {
    steps.push({ id: 'slide.setBackgroundImage', args: { index, url: draft.backgroundImage } });
  }
  return steps;
}
