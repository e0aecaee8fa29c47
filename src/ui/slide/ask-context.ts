/**
 * How the Edit Slide modal gets its Ask section (asking the slide to be
 * rewritten) without the editor knowing the rewrite runner, as
 * picture-context.ts does for pictures: the studio provides it; with no
 * provider the modal has no Ask section.
 */
import { createContext, type ReactNode } from 'react';

/** The slide the modal edits. */
export interface AskSlideRef {
  /** Position in the deck (0-based). */
  index: number;
  /** `Slide.id`. */
  id: number;
}

export interface SlideAskSectionOptions {
  /** Called once a rewrite is asked (the modal closes: the rewrite shows on the slide's card). */
  onAsked(): void;
  /** Why asking waits (the form has unsaved changes), or null. */
  blocked: string | null;
}

export interface SlideAskContextValue {
  /** The Ask box of the slide in the Edit Slide modal. */
  renderSection(slide: AskSlideRef, options: SlideAskSectionOptions): ReactNode;
  /**
   * The modal's form, or, when the slide has a rewrite waiting for the
   * network, first the question whether to edit anyway (which cancels the
   * rewrite) or to leave (`onLeave`); the question's heading takes
   * `titleId`, the id that names the modal.
   */
  renderEditGate(slide: AskSlideRef, onLeave: () => void, form: ReactNode, titleId: string): ReactNode;
}

/** Null: no asking here. */
export const SlideAskContext = createContext<SlideAskContextValue | null>(null);
