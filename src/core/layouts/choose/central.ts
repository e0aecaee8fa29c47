/**
 * A central idea with branches: aspects, facets, factors or dimensions of
 * one thing, each short enough to sit on a branch of a mind map (the map's
 * branches hold a few words, not paragraphs).
 */
import type { ReadSlide } from './content';
import { wordsMatcher } from './text';

const CENTRAL_WORDS = wordsMatcher([
  'aspects? of', 'facets? of', 'dimensions? of', 'factors?', 'drivers?', 'influences? on', 'ecosystem', 'around', 'at the heart', 'at the centre', 'at the center', 'pillars?', 'mind ?map', 'brainstorm(?:ing)?', 'components? of', 'elements? of',
  'aspekte', 'facetten', 'dimensionen', 'faktoren', 'einflusse', 'einflussfaktoren', 'okosystem', 'rund um', 'im mittelpunkt', 'im zentrum', 'saulen', 'bausteine',
  'aspects', 'facettes', 'dimensions', 'facteurs', 'influences', 'ecosysteme', 'autour de', 'au coeur', 'au centre', 'piliers', 'carte mentale',
  'aspectos', 'facetas', 'dimensiones', 'factores', 'influencias', 'ecosistema', 'en torno a', 'alrededor de', 'en el centro', 'pilares', 'mapa mental',
]);

/** Most words a point may have (heading and text together) to sit on a branch. */
export const BRANCH_WORDS = 22;

/** True when the slide is a central idea with 3 to 8 short branches. */
export function isCentralIdea(slide: ReadSlide): boolean {
  if (slide.count < 3 || slide.count > 8) return false;
  return CENTRAL_WORDS(slide.lead) && slide.items.every((item) => item.words <= BRANCH_WORDS);
}
