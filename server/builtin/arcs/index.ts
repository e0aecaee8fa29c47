/**
 * Picks the slides of a topic deck for a tone and a slide count. Short decks
 * keep the most essential stages (lowest rank) in arc order; long decks add
 * deep-dive slides on themes (history, security...) at the tone's insertion
 * point, so the arc still opens and closes the same way at 5 or 99 topics.
 */
import type { Tone } from '../types';
import { seedOf } from '../hash';
import type { Lang } from '../locale/language';
import { PACKS } from '../locale/packs';
import { items, type SkeletonPack } from '../locale/types';
import { GENERAL_ASPECTS } from './aspects-general';
import { CASUAL } from './casual';
import { EDUCATIONAL } from './educational';
import { FORMAL } from './formal';
import { MOTIVATIONAL } from './motivational';
import { TECHNICAL } from './technical';
import type { Aspect, Stage, ToneArc } from './types';

export const ARCS: Record<Tone, ToneArc> = {
  educational: EDUCATIONAL,
  technical: TECHNICAL,
  motivational: MOTIVATIONAL,
  formal: FORMAL,
  casual: CASUAL,
};

/** A list of a pack laid over the English one: the pack's labels, the English icons by position. */
function labelled(list: string | undefined, english: readonly (readonly [string, string])[]): (readonly [string, string])[] {
  const labels = list === undefined ? [] : items(list);
  return english.map(([label, icon], i) => [labels[i] ?? label, icon] as const);
}

function translate(arc: ToneArc, tone: Tone, pack: SkeletonPack): ToneArc {
  const themes = arc.aspects === GENERAL_ASPECTS ? pack.general : pack.professional;
  return {
    ...arc,
    // A key a pack lacks keeps its English words rather than losing a slide (locale.test.ts keeps packs complete).
    stages: arc.stages.map((stage) => {
      const own = pack.stages[tone][stage.key];
      return own === undefined ? stage : { ...stage, headings: items(own[0]), subtopics: labelled(own[1], stage.subtopics) };
    }),
    aspects: arc.aspects.map((aspect) => {
      const own = themes[aspect.key];
      return own === undefined ? aspect : { ...aspect, noun: own[0], label: own[1], headings: items(own[2]) };
    }),
    frame: { subtopics: labelled(pack.frames[tone], arc.frame.subtopics) },
  };
}

const translated = new Map<string, ToneArc>();

/** The arc of a tone with its words in `lang`; the structure (order, rank, icons, photo scenes) is the English arc's. */
export function arcOf(tone: Tone, lang: Lang): ToneArc {
  if (lang === 'en') return ARCS[tone];
  const key = `${tone}:${lang}`;
  let arc = translated.get(key);
  if (arc === undefined) {
    arc = translate(ARCS[tone], tone, PACKS[lang]);
    translated.set(key, arc);
  }
  return arc;
}

/** One planned slide: a stage of the arc, or a theme seen through the tone's frame. */
export type ArcSlide =
  | { kind: 'stage'; key: string; stage: Stage; headings: readonly string[]; variant: number }
  | { kind: 'aspect'; key: string; aspect: Aspect; headings: readonly string[]; variant: number };

function stageSlide(stage: Stage, seed: string): ArcSlide {
  return { kind: 'stage', key: stage.key, stage, headings: stage.headings, variant: seedOf(seed, stage.key) };
}

/**
 * Deep-dive slides, `count` of them: every theme once, then every theme again
 * with its next heading, and so on.
 */
function deepDives(arc: ToneArc, count: number, seed: string): ArcSlide[] {
  const stageKeys = new Set(arc.stages.map((s) => s.key));
  const themes = arc.aspects.filter((a) => !stageKeys.has(a.key));
  const out: ArcSlide[] = [];
  for (let round = 0; out.length < count && round < 3; round++) {
    for (const aspect of themes) {
      if (out.length >= count) break;
      const variant = seedOf(seed, aspect.key) + round;
      out.push({ kind: 'aspect', key: `${aspect.key}#${round}`, aspect, headings: aspect.headings, variant });
    }
  }
  // Past three rounds the headings run out; the composer numbers any repeats.
  for (let i = 0; out.length < count; i++) {
    const aspect = themes[i % themes.length];
    if (aspect === undefined) break;
    out.push({ kind: 'aspect', key: `${aspect.key}#x${i}`, aspect, headings: aspect.headings, variant: i });
  }
  return out;
}

/** The slides of a topic deck with `n` topics, in presentation order. */
export function planArc(tone: Tone, n: number, seed: string, lang: Lang = 'en'): ArcSlide[] {
  const arc = arcOf(tone, lang);
  if (n <= 0) return [];
  if (n <= arc.stages.length) {
    const kept = new Set([...arc.stages].sort((a, b) => a.rank - b.rank).slice(0, n));
    return arc.stages.filter((s) => kept.has(s)).map((s) => stageSlide(s, seed));
  }
  const at = arc.stages.findIndex((s) => s.key === arc.insertAfter) + 1;
  const slides = arc.stages.map((s) => stageSlide(s, seed));
  slides.splice(at, 0, ...deepDives(arc, n - arc.stages.length, seed));
  return slides;
}
