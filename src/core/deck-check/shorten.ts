/**
 * Moving the part of a text that does not fit into the speaker notes: keep
 * the whole sentences that fit (else the whole words), and say in the notes
 * what the rest belonged to, so nothing the author wrote is lost.
 */
import { textFits, type Box } from '../layouts';
import type { DeckView, PlacedText } from './types';
import { quote } from './words';

/** A text split into what stays on the slide and what goes to the notes. */
export interface KeptText {
  kept: string;
  rest: string;
}

const SENTENCE_END = /(?<=[.!?…])\s+/u;

/** Longest prefix of `parts` (joined by `join`) that fits; 0 when not even the first does. */
function longestFitting(parts: readonly string[], join: string, fits: (t: string) => boolean): number {
  let lo = 0;
  let hi = parts.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(parts.slice(0, mid).join(join))) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * What of `text` fits `box` at `size`: whole sentences when at least one
 * fits, else whole words; undefined when it fits as it is, or when not even
 * its first word fits (moving words cannot help then).
 */
export function keepWhatFits(text: string, box: Box, size: number, charWidth: number): KeptText | undefined {
  const fits = (t: string): boolean => textFits(t, box, size, { charWidth });
  if (fits(text)) return undefined;
  const sentences = text.trim().split(SENTENCE_END);
  const s = longestFitting(sentences, ' ', fits);
  if (s > 0 && s < sentences.length) return { kept: sentences.slice(0, s).join(' '), rest: sentences.slice(s).join(' ') };
  const words = text.trim().split(/\s+/);
  const w = longestFitting(words, ' ', fits);
  if (w === 0) return undefined;
  return { kept: words.slice(0, w).join(' '), rest: words.slice(w).join(' ') };
}

/** How a note names the text its words came from: "Costs", "Under the title". */
export function noteLabel(view: DeckView, slideIndex: number, t: PlacedText): string {
  const sub = t.index === undefined ? undefined : view.slides[slideIndex]?.topic?.subtopics[t.index];
  switch (t.part) {
    case 'lead':
      return 'Under the title';
    case 'description':
      return 'Subtitle';
    case 'heading':
      return `Heading of point ${(t.index ?? 0) + 1}`;
    case 'body':
      return sub?.heading.trim() ? quote(sub.heading, 60).slice(1, -1) : `Point ${(t.index ?? 0) + 1}`;
    default:
      return 'Slide text';
  }
}
