/** Adding a blank topic slide (other slides come from generation). */
import { MAX_SLIDES } from '../../protocol/requests';
import type { Slide } from '../schemas/slide';
import { firstMovableIndex, renumberSlides, withSlides } from './deck-ops';
import type { Command, DeckDoc } from './types';

/** Arguments of {@link addSlide}. */
export interface AddSlideArgs {
  /** Index of the slide the new one follows; omitted: at the end. Clamped so it never precedes the title slide. */
  readonly after?: number;
}

/**
 * A topic slide with no text yet. It is complete and not streaming: nothing
 * is coming for it, so the viewer must not wait ('Loading slide content...')
 * and a resume must not regenerate it. Empty headings are shown with the
 * UI's placeholder, as missing subtopic headings are ('Point N').
 */
export function blankTopicSlide(id: number): Slide {
  return {
    id,
    type: 'topic',
    title: '',
    description: '',
    topic: { heading: '', overview: '', visual_mode: 'icon', icon_prompt: '', image_prompt: '', subtopics: [] },
    isComplete: true,
    isStreaming: false,
    streamingText: { title: '', description: '' },
    hasImage: false,
    hasIcon: false,
    notes: '',
  };
}

/**
 * Inserts a blank topic slide after `after` and renumbers the ids so they
 * follow position (the new slide gets the id of its place). Refused (same
 * doc) once the deck holds {@link MAX_SLIDES} slides.
 */
export const addSlide = {
  id: 'slide.add',
  label: 'Add slide',
  shortcut: 'Mod+Enter',
  perform(doc: DeckDoc, args: AddSlideArgs): DeckDoc {
    const { slides } = doc;
    if (slides.length >= MAX_SLIDES) return doc;
    const wanted = args.after === undefined || Number.isNaN(args.after) ? slides.length : Math.trunc(args.after) + 1;
    const at = Math.min(Math.max(firstMovableIndex(slides), wanted), slides.length);
    const next = [...slides.slice(0, at), blankTopicSlide(at), ...slides.slice(at)];
    return withSlides(doc, renumberSlides(next));
  },
} as const satisfies Command<AddSlideArgs>;
