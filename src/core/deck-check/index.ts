/**
 * The deck check: finds what keeps a deck from reading well (text that does
 * not fit, text under the floor, low contrast, near-empty slides, repeated
 * layouts, words broken in the middle) on the slides as the screen and the
 * export draw them, with the editing commands that fix each finding.
 */
export { checkDeck, type DeckCheckOptions } from './check';
export { CHECK_RULES } from './rules';
export { checkLook, measureSlide, type CheckLook } from './measure';
export { FINDING_KINDS, type Finding, type FindingKind, type FixAction, type FixKind, type MeasuredSlide, type PlacedText } from './types';
