/**
 * Shapes of the deck check: what a slide draws, measured once (a
 * {@link MeasuredSlide}), the rules that read it (one file each, behind
 * {@link CheckRule}) and what the studio shows (a {@link Finding} with the
 * fixes that remove it).
 */
import type { Box, LayoutType } from '../layouts';
import type { SlideTextField } from '../commands/edit-slide-text';
import type { SetSlideLayoutArgs } from '../commands/set-slide-layout';
import type { Slide } from '../schemas/slide';
import type { PickedColor } from './colors';

/** Which text of a slide a placed text is. */
export type TextPart = 'title' | 'lead' | 'heading' | 'body' | 'label' | 'description' | 'byline';

/** One text as the slide draws it: where, how large, in which colour, over which colours. */
export interface PlacedText {
  part: TextPart;
  /** The item's index for 'heading' and 'body', the decoration's for 'label'. */
  index?: number;
  /** The whole text (what the user wrote, not what is shown after shortening). */
  text: string;
  box: Box;
  /** Font size, canvas px. */
  size: number;
  /** Average glyph advance of the font it is drawn in, ems. */
  charWidth: number;
  /** The theme's colour for this text ('#rrggbb'). */
  color: string;
  /** Colours the user gave parts of it with the formatting toolbar. */
  picked: PickedColor[];
  /** The colours behind it ('#rrggbb'); empty when unknown (a photo background). */
  backgrounds: string[];
  /** The slide field that holds the text, when the user can edit it there. */
  field?: SlideTextField;
  /**
   * True when it does not fit its box at the size it is drawn (the renderers then
   * draw it shortened with '…'), or is not drawn at all.
   */
  overflows: boolean;
  /** The layout gives the text no room at all (an item overview on a layout that shows headings only). */
  hidden?: boolean;
}

/** A slide laid out as the screen and the export draw it, reduced to what the rules read. */
export interface MeasuredSlide {
  slide: Slide;
  /** The layout drawn (topic slides). */
  layout?: LayoutType;
  texts: PlacedText[];
  /** The cards of a topic slide's layout and the texts drawn inside each. */
  cards: { box: Box; texts: PlacedText[] }[];
}

/** What can be wrong with a slide. */
export const FINDING_KINDS = ['overflow', 'below-floor', 'low-contrast', 'near-empty', 'repeated-layout', 'mid-word-break'] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/** What a rule found, before the check works out which fixes remove it. */
export interface Problem {
  kind: FindingKind;
  /** Plain English for the user, starting with 'Slide N'. */
  message: string;
  /** The text the problem is about, when it is one text. */
  text?: PlacedText;
}

/** The slides a rule reads: measured lazily and once each. */
export interface DeckView {
  readonly slides: readonly Slide[];
  /** The slide at `index` as drawn; undefined out of range. */
  measured(index: number): MeasuredSlide | undefined;
  /** Any slide as drawn with this deck's look (a slide as a fix would change it). */
  measure(slide: Slide): MeasuredSlide;
}

/** One check, in a file of its own, registered in rules/index.ts. */
export interface CheckRule {
  readonly kind: FindingKind;
  /** What the rule looks for, for a maintainer and the tests. */
  readonly description: string;
  /** The problems of the slide at `index` (it may look at the neighbours). */
  check(view: DeckView, index: number): Problem[];
}

/** The fixes the studio offers in one click. */
export type FixKind = 'split' | 'shorten' | 'layout';

/** A one-click fix: the editing command that makes it, one undo step. */
export type FixAction =
  | { kind: 'split'; label: string; command: { id: 'slide.split'; args: { index: number } } }
  | { kind: 'shorten'; label: string; command: { id: 'slide.moveOverflowToNotes'; args: { index: number } } }
  | { kind: 'layout'; label: string; command: { id: 'slide.setLayout'; args: SetSlideLayoutArgs } };

/** A problem of one slide with the fixes that remove it. */
export interface Finding {
  /** Stable within one check: kind, slide and text. */
  key: string;
  slideId: number;
  /** Position of the slide in the deck (0 is the first). */
  slideIndex: number;
  kind: FindingKind;
  message: string;
  fixes: FixAction[];
}
