/**
 * Two sides: a slide that sets one thing against another. "Before / after",
 * "old / new", "then / now" are a change over time (drawn as before-after,
 * whose columns read as before and after); "A vs B", pros and cons, do and
 * don't are a comparison (side-by-side).
 */
import type { ReadSlide } from './content';
import { wordsMatcher } from './text';

/** How two sides relate: a change over time, or a comparison. */
export type Sides = 'change' | 'contrast';

type Pairs = readonly (readonly [readonly string[], readonly string[]])[];

/** Pairs of side labels, each side a list of folded word fragments in English, German, French and Spanish. */
const CHANGE_PAIRS: Pairs = [
  [['before', 'vorher', 'davor', 'avant', 'antes'], ['after', 'nachher', 'danach', 'apres', 'despues']],
  [['old', 'alt', 'ancien(?:ne)?', 'antiguo', 'viejo'], ['new', 'neu', 'nouveau', 'nouvelle', 'nuevo']],
  [['then', 'damals', 'fruher', 'autrefois', 'hier', 'entonces', 'antano'], ['now', 'today', 'heute', 'jetzt', "aujourd'hui", 'maintenant', 'ahora', 'hoy']],
  [['problem', 'challenge', 'problem', 'herausforderung', 'probleme', 'defi', 'problema', 'reto', 'desafio'], ['solution', 'losung', 'solution', 'solucion']],
  [['manual', 'manuell', 'manuel', 'manual'], ['automated', 'automatic', 'automatisch', 'automatise', 'automatico', 'automatizado']],
  [['as is', 'ist-zustand', 'ist', 'situation actuelle', 'situacion actual'], ['to be', 'soll-zustand', 'soll', 'situation cible', 'situacion deseada']],
];
const CONTRAST_PAIRS: Pairs = [
  [['do', "do's", 'dos', 'tun', 'richtig', 'a faire', 'hacer', 'si'], ["don't", 'dont', "don'ts", 'donts', 'lassen', 'falsch', 'a eviter', 'a ne pas faire', 'no hacer', 'evitar', 'no']],
  [['pros?', 'advantages?', 'strengths?', 'vorteile?', 'starken', 'pro', 'avantages?', 'forces?', 'ventajas?', 'fortalezas?'], ['cons?', 'disadvantages?', 'weaknesses?', 'nachteile?', 'schwachen', 'contra', 'inconvenients?', 'faiblesses?', 'desventajas?', 'inconvenientes?', 'debilidades?', 'contras?']],
  [['myths?', 'mythos', 'mythen', 'mythes?', 'mitos?'], ['facts?', 'reality', 'fakten', 'realitat', 'faits?', 'realite', 'hechos?', 'realidad']],
  [['us', 'wir', 'nous', 'nosotros'], ['them', 'competitors?', 'die anderen', 'konkurrenz', 'concurrents?', 'competencia']],
];

/** " vs ", "versus", "gegenüber", "contre", "frente a": one thing set against another in a heading. */
const VERSUS = wordsMatcher(['vs\\.?', 'versus', 'v\\.', 'gegenuber', 'im vergleich', 'contre', 'face a', 'frente a', 'comparado con', 'compare(?:d)? (?:to|with)', 'comparison', 'vergleich', 'comparaison', 'comparacion']);
const CHANGE_WORDS = wordsMatcher(['before', 'after', 'then and now', 'vorher', 'nachher', 'damals', 'heute', 'avant', 'apres', 'antes', 'despues', 'ahora', 'from .+ to', 'von .+ zu', 'de .+ a']);

/** Per pair, a test for a heading starting with each side's label. */
type PairTests = readonly (readonly [RegExp, RegExp])[];

function startTests(pairs: Pairs): PairTests {
  const starts = (labels: readonly string[]) => new RegExp(`^(?:${labels.join('|')})(?![\\p{L}\\p{N}'])`, 'u');
  return pairs.map(([a, b]) => [starts(a), starts(b)] as const);
}

const CHANGE_TESTS = startTests(CHANGE_PAIRS);
const CONTRAST_TESTS = startTests(CONTRAST_PAIRS);

/** The side label a heading starts with: "Before:", "Do –", "Pros", "Vorteile". */
function leadingSide(heading: string, pairs: PairTests): { pair: number; side: 0 | 1 } | undefined {
  for (const [pair, sides] of pairs.entries()) {
    for (const side of [0, 1] as const) if (sides[side].test(heading)) return { pair, side };
  }
  return undefined;
}

/** True when every point starts with a label of one pair, and both sides of it are there. */
function labelledSides(slide: ReadSlide, pairs: PairTests): boolean {
  const sides = slide.items.map((item) => leadingSide(item.heading, pairs));
  if (sides.some((s) => s === undefined)) return false;
  const found = sides as { pair: number; side: 0 | 1 }[];
  return found.every((s) => s.pair === found[0]!.pair) && new Set(found.map((s) => s.side)).size === 2;
}

/**
 * How the points stand against each other, if they do: every point labelled
 * with one side of a pair (before/after, do/don't...), both sides present;
 * or a heading setting two things against each other ("Manuscript vs
 * print") over an even number of points, at most eight.
 */
export function twoSides(slide: ReadSlide): Sides | undefined {
  if (slide.count < 2 || slide.count > 8) return undefined;
  if (labelledSides(slide, CHANGE_TESTS)) return 'change';
  if (labelledSides(slide, CONTRAST_TESTS)) return 'contrast';
  if (slide.count % 2 !== 0 || !VERSUS(slide.heading)) return undefined;
  return CHANGE_WORDS(slide.lead) ? 'change' : 'contrast';
}
