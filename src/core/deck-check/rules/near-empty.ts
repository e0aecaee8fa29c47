/**
 * A content slide with less than two points (unless it is a statement: one
 * whole sentence drawn large, or a table or chart of its data), or whose
 * cards are mostly empty space.
 */
import type { CheckRule } from '../types';
import { textArea } from '../text-measure';
import { slideName } from '../words';

/** Fewest points with text a content slide should have. */
export const MIN_POINTS = 2;
/** Below this share of their area covered by text, cards look empty (a designer aims at 35-75%). */
export const EMPTY_CARD_SHARE = 0.2;
/** Cards smaller than this (px²) are small anyway and are not judged for empty space. */
const SMALL_CARD = 30_000;

/** Words a one-point statement slide needs to carry its idea (a full sentence, not a label). */
export const STATEMENT_WORDS = 8;

const hasText = (s: string | undefined): boolean => s !== undefined && s.trim() !== '';
const wordCount = (s: string | undefined): number => (s ?? '').split(/\s+/).filter((w) => w !== '').length;

export const nearEmptyRule: CheckRule = {
  kind: 'near-empty',
  description: 'A content slide with fewer than two points that have text, or whose cards have text on less than a fifth of their area.',
  check(view, index) {
    const slide = view.slides[index];
    const m = view.measured(index);
    if (slide?.type !== 'topic' || slide.topic === undefined || m === undefined) return [];
    // A table or chart of the slide's own data is its content, points or none.
    if ((m.layout === 'table' || m.layout === 'chart') && (slide.data?.table !== undefined || slide.data?.chart !== undefined)) return [];
    const points = slide.topic.subtopics.filter((s) => hasText(s.heading) || hasText(s.overview)).length;
    // One point drawn as a statement is a slide made for one idea, when the idea is a whole sentence.
    if (points === 1 && m.layout === 'statement' && slide.topic.subtopics.some((s) => wordCount(s.overview) >= STATEMENT_WORDS)) return [];
    if (points < MIN_POINTS) {
      const what = points === 0 ? 'has no points' : 'has only one point';
      return [{ kind: 'near-empty', message: `${slideName(index)} ${what}; add another point or merge it into a neighbouring slide.` }];
    }
    const cards = m.cards.filter((c) => c.box.w * c.box.h >= SMALL_CARD);
    const cardArea = cards.reduce((sum, c) => sum + c.box.w * c.box.h, 0);
    if (cardArea === 0) return [];
    const covered = cards.reduce((sum, c) => sum + c.texts.reduce((s, t) => s + textArea(t), 0), 0);
    const share = covered / cardArea;
    if (share >= EMPTY_CARD_SHARE) return [];
    return [{
      kind: 'near-empty',
      message: `${slideName(index)}: its cards are mostly empty (the text fills about ${Math.round(share * 100)}% of them); another layout uses the space better.`,
    }];
  },
};
