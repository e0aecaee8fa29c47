/**
 * A translation of the topic skeleton. The English arcs (arcs/*.ts) keep the
 * structure every language shares: which stages a tone has, their order and
 * rank, the icons and photo scenes (asked for in English, since photo
 * libraries and icon names are English). A pack gives only the words a
 * reader sees, keyed by stage and theme, so a language cannot reorder or
 * drop a slide by mistake (locale.test.ts checks every key and count).
 *
 * Lists are written as one string joined by " | " to keep a pack readable
 * side by side with the English. Placeholders: {t} the topic as it reads in a
 * sentence (the composer capitalises a heading's first letter), {A} the label
 * of a deep-dive theme. No placeholder agrees a verb or an article with the
 * topic: a rule-based composer cannot know a word's gender or number.
 */
import type { Tone } from '../types';

export interface SkeletonPack {
  /** Per tone, per stage key: [headings, points], each a " | " list; as many points as the English stage. */
  stages: Record<Tone, Readonly<Record<string, readonly [headings: string, points: string]>>>;
  /** Per tone, the points of a deep-dive slide (" | " list, as many as the English frame). */
  frames: Record<Tone, string>;
  /** Deep-dive themes of the educational, motivational and casual arcs: key -> [noun in a sentence, short label, headings]. */
  general: Readonly<Record<string, readonly [noun: string, label: string, headings: string]>>;
  /** Deep-dive themes of the technical and formal arcs, same shape. */
  professional: Readonly<Record<string, readonly [noun: string, label: string, headings: string]>>;
}

/** Splits a " | " list of a pack. */
export function items(list: string): string[] {
  return list
    .split('|')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
