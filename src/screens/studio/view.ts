/**
 * Which /home screen to show, decided from plain inputs so
 * the rules are tested without a browser.
 */
import type { SavedPresentation } from '../../core/schemas/presentation';
import { resumePlan } from '../../state/deck-resume';
import type { SlideText } from '../../ui/slide/SlideCanvas';

export type { SlideText };

export type HomeView = 'spinner' | 'slides' | 'loading' | 'missing' | 'start';

export interface HomeViewInput {
  /** The `deck` search param. */
  deckId: string | undefined;
  /** A deck job runs for `deckId`. */
  live: boolean;
  /** A deck store on screen holds `deckId` (with no deck id: the app's open deck). */
  showing: boolean;
  /** Slides in that store. */
  slideCount: number;
  /** The app's generation store is streaming. */
  generating: boolean;
  /** The saved row of `deckId`. */
  saved: 'loading' | 'missing' | 'found';
}

/**
 * With a deck id: its live stream (spinner until the first slide), the
 * open deck when it is that one, else the saved deck once loaded. Without
 * one: the open deck if it has slides, the spinner while generating, else
 * the start form.
 */
export function chooseHomeView(input: HomeViewInput): HomeView {
  if (input.deckId === undefined) {
    if (input.slideCount > 0) return 'slides';
    return input.generating ? 'spinner' : 'start';
  }
  if (input.live) return input.showing && input.slideCount > 0 ? 'slides' : 'spinner';
  if (input.showing) return 'slides';
  return input.saved === 'missing' ? 'missing' : 'loading';
}

/** 'This deck stopped before it was finished (N of M slides).' */
export function stoppedText(received: number, expected: number): string {
  return `This deck stopped before it was finished (${received} of ${expected} slides).`;
}

/** The resume offer of a saved deck: shown when it is incomplete, not kept as is, and not streaming. */
export function resumeOffer(saved: SavedPresentation | undefined, live: boolean): string | null {
  if (saved === undefined || live || saved.isComplete || saved.keptIncomplete === true) return null;
  const { received, expected } = resumePlan(saved);
  return stoppedText(received, Math.max(expected, received));
}


export type BlockRole = 'title' | 'body' | 'subheading' | 'subbody';

/**
 * The text blocks of a slide in typewriter order: heading,
 * overview, then each subtopic's heading and overview. Block n of a topic
 * slide is always the same field, so a block typed stays typed as more
 * subtopics stream in.
 */
export function slideBlocks(slide: SlideText): { text: string; role: BlockRole }[] {
  const topic = slide.type === 'topic' ? slide.topic : undefined;
  return [
    { text: topic?.heading || slide.title, role: 'title' },
    { text: topic?.overview || slide.description, role: 'body' },
    ...(topic?.subtopics ?? []).flatMap((s) => [
      { text: s.heading, role: 'subheading' as const },
      { text: s.overview, role: 'subbody' as const },
    ]),
  ];
}
