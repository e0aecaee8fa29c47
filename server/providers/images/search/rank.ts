/**
 * Which candidate a slide gets: the one whose title and tags share most of
 * the query's words, then the one whose shape suits the slot, then the one
 * the service itself put first. A candidate sharing too few words is not
 * relevant at all: a content slide shows no picture rather than a wrong one.
 */
import type { PictureOrientation } from '../../../../src/protocol/pictures';
import { termOf, wordsOf } from './query';
import type { PictureCandidate } from './types';

/** Pictures smaller than this on their short side look blurred on a slide. */
export const MIN_SHORT_SIDE = 200;

export interface Ranked {
  candidate: PictureCandidate;
  /** Share of the query's terms found in the title and tags, 0..1. */
  relevance: number;
  /** Whether enough terms matched to show the picture on a content slide. */
  relevant: boolean;
  score: number;
}

/** How many of `n` query terms must match: all of one or two, half of more. */
export function termsNeeded(n: number): number {
  return n <= 2 ? n : Math.ceil(n / 2);
}

function stemsOf(candidate: PictureCandidate): Set<string> {
  const stems = new Set<string>();
  for (const text of [candidate.title, ...candidate.tags]) for (const word of wordsOf(text)) stems.add(termOf(word));
  return stems;
}

/** A term matches a stem equal to it, or a compound holding it ("honeybee" for "bee" does not; "bee" in "bees" does). */
function matches(term: string, stems: ReadonlySet<string>): boolean {
  if (stems.has(term)) return true;
  if (term.length < 5) return false;
  for (const stem of stems) if (stem.length >= 5 && (stem.startsWith(term) || term.startsWith(stem))) return true;
  return false;
}

/** 1 when the picture's shape suits the slot, 0 when it is the opposite shape, 0.5 when unknown. */
export function orientationFit(width: number, height: number, orientation: PictureOrientation | undefined): number {
  if (!width || !height) return 0.5;
  const aspect = width / height;
  switch (orientation ?? 'landscape') {
    case 'landscape':
      return aspect >= 1.2 ? 1 : aspect >= 0.9 ? 0.5 : 0;
    case 'portrait':
      return aspect <= 0.85 ? 1 : aspect <= 1.1 ? 0.5 : 0;
    case 'square':
      return aspect >= 0.8 && aspect <= 1.25 ? 1 : 0.4;
  }
}

function sizeFit(width: number, height: number): number {
  if (!width || !height) return 0.5;
  const short = Math.min(width, height);
  return short >= 700 ? 1 : short >= 400 ? 0.6 : 0.2;
}

/** Candidates best first; too-small pictures are left out. */
export function rankCandidates(candidates: readonly PictureCandidate[], terms: readonly string[], orientation?: PictureOrientation): Ranked[] {
  const needed = termsNeeded(terms.length);
  const ranked: Ranked[] = [];
  candidates.forEach((candidate, position) => {
    if (candidate.width && candidate.height && Math.min(candidate.width, candidate.height) < MIN_SHORT_SIDE) return;
    const stems = stemsOf(candidate);
    const matched = terms.filter((t) => matches(t, stems)).length;
    const relevance = terms.length ? matched / terms.length : 0;
    const score =
      relevance * 10 + orientationFit(candidate.width, candidate.height, orientation) * 2 + sizeFit(candidate.width, candidate.height) + (1 - position / Math.max(1, candidates.length)) * 1.5;
    ranked.push({ candidate, relevance, relevant: terms.length > 0 && matched >= needed, score });
  });
  return ranked.sort((a, b) => b.score - a.score);
}
