/**
 * Ranked or layered levels: a pyramid says "this rests on that", so it is
 * chosen only when the slide says so: a pyramid or a hierarchy of needs in
 * its heading or lead, levels, tiers or layers in its heading, or points
 * labelled as levels ("Level 1", "Base", "Top").
 */
import type { ReadSlide } from './content';
import { most, wordsMatcher } from './text';

/** Words that make a pyramid wherever they stand in the heading or lead sentence. */
const PYRAMID_WORDS = wordsMatcher([
  'pyramids?', 'hierarchy of needs', 'maturity model', 'from the ground up', 'broad (?:at the )?base', 'narrow at the top',
  'pyramiden?', '\\p{L}*pyramide', 'bedurfnishierarchie', 'reifegradmodell', 'von der basis bis zur spitze',
  'pyramides?', 'hierarchie des besoins', 'modele de maturite', 'de la base au sommet',
  'piramides?', 'jerarquia de (?:las )?necesidades', 'modelo de madurez', 'de la base a la cima',
]);

/** Words that make a pyramid only in the heading: in running text "level" is too common. */
const LEVEL_WORDS = wordsMatcher([
  'levels', 'tiers', 'layers', 'ranking', 'foundations?',
  'ebenen', 'stufen', 'schichten', 'stufenmodell', 'rangfolge', 'fundament',
  'niveaux', 'paliers', 'couches', 'echelons', 'classement', 'fondations?',
  'niveles', 'capas', 'escalones', 'clasificacion', 'cimientos',
]);

/** Point labels that name a level: "Level 1", "Tier 2", "Stufe 3", "Base", "Top". */
const LEVEL_LABEL = /^(?:(?:level|tier|layer|stufe|ebene|schicht|niveau|palier|couche|nivel|capa)\s*\d|(?:base|top|foundation|basis|spitze|fundament|sommet|socle|cima|cuspide|cimientos)(?![\p{L}\p{N}]))/u;

/** True when the slide's points are levels of a pyramid: 3 to 6 of them, and the slide or most points say so. */
export function isRankedLevels(slide: ReadSlide): boolean {
  if (slide.count < 3 || slide.count > 6) return false;
  return PYRAMID_WORDS(slide.lead) || LEVEL_WORDS(slide.heading) || most(slide.items, (item) => LEVEL_LABEL.test(item.heading), 0.6, 2);
}

/** A level number a point's heading starts with ("Level 2", "Stufe 3", "Niveau 1"). */
const LEVEL_NUMBER = /^(?:level|tier|layer|stufe|ebene|schicht|niveau|palier|couche|nivel|capa)\s*(\d+)/u;
/** Point labels that name the base. */
const BASE_LABEL = /^(?:base|foundation|basis|fundament|socle|cimientos|fondations?)(?![\p{L}\p{N}])/u;
/** Point labels that name the top. */
const TOP_LABEL = /^(?:top|peak|spitze|sommet|cima|cuspide)(?![\p{L}\p{N}])/u;
/** Words in the heading or lead that say the levels are listed from the bottom up. */
const UPWARDS = wordsMatcher([
  'from the ground up', 'upwards', 'bottom up', 'from the (?:base|bottom|foundation)',
  'von der basis', 'von unten nach oben', 'aufwarts', 'de la base', 'de bas en haut', 'desde la base', 'de abajo arriba',
]);

/**
 * True when the points are listed foundation first ("Level 1" to "Level 4",
 * "Base ... Top", "from the ground up"), so a pyramid draws the first point
 * as its base; otherwise the first point is its top (a ranking, best first).
 */
export function isBaseFirst(slide: ReadSlide): boolean {
  const first = slide.items[0]?.heading ?? '';
  const last = slide.items[slide.count - 1]?.heading ?? '';
  const numbers = slide.items.map((item) => LEVEL_NUMBER.exec(item.heading)?.[1]).map(Number);
  if (numbers.length >= 2 && numbers.every((n) => Number.isFinite(n))) return numbers[0]! < numbers[numbers.length - 1]!;
  if (BASE_LABEL.test(first) || TOP_LABEL.test(last)) return true;
  if (TOP_LABEL.test(first) || BASE_LABEL.test(last)) return false;
  return UPWARDS(slide.lead);
}
