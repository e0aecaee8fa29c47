/**
 * The layout chooser: which layout shows a slide's meaning (rules.ts, one
 * predicate per meaning), the deck-level pass against repeats (deck.ts), and
 * the record of the choice on the slide (slides.ts).
 */
export { chooseLayout, chooseSlideLayout, hintFits, layoutCandidates, meaningsOf, type LayoutChoice } from './choose';
export { readSlide, shortWords, type ReadItem, type ReadSlide, type SlideContent } from './content';
export { MAX_RUN, chooseDeckLayouts, type DeckSlot } from './deck';
export { frameSlide } from './frame';
export { REASON_CODES, isReasonCode, reasonLabel, type ReasonCode } from './reasons';
export { CLAIMS, MEANING_RULES, countRule, type CandidateId, type LayoutRule } from './rules';
export { autoLayoutRecord, isAutomaticLayout, slideContent, withAutoLayouts, type ChooserSlide } from './slides';
