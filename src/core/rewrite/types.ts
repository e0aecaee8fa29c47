/** What a rewrite asks of a slide, and of the whole deck. */
import type { EditAction } from '../../protocol/edit';
import type { Tone } from '../schemas/catalog';
import type { PresentationSettings } from '../schemas/config';

/** What is asked of one slide. */
export interface SlideAsk {
  action: EditAction;
  /** The user's words; only with action 'instruction'. */
  instruction?: string;
  /** BCP 47 tag; only with action 'translate'. */
  targetLanguage?: string;
  /** A tone other than the deck's (the deck's Change tone). */
  tone?: Tone;
}

/** What the whole deck can be asked (the runner's contract has the same shape). */
export type DeckAsk =
  | { kind: 'speaker-notes' }
  | { kind: 'translate'; targetLanguage: string }
  | { kind: 'tone'; tone: Tone }
  | { kind: 'add-slide'; about: string };

/** One slide's part of a deck action. */
export interface PlannedRewrite {
  slideId: number;
  ask: SlideAsk;
}

export interface DeckPlan {
  rewrites: PlannedRewrite[];
  /** The settings the action sets with the slides. */
  settings?: Partial<PresentationSettings>;
}
