/**
 * Structures: a team, an organisation, a parent with the parts under it.
 * The tree layouts put the first point at the top (or root), so a slide is
 * a structure only when its first point is the head: a role that leads, or
 * the whole the other points belong to.
 */
import type { ReadItem, ReadSlide } from './content';
import { most, wordsMatcher } from './text';

const STRUCTURE_WORDS = wordsMatcher([
  'team', 'teams', 'org chart', 'organi[sz]ation(?:al)? (?:chart|structure)', 'structure', 'hierarchy', 'reporting lines?', 'who reports to whom', 'leadership', 'departments?', 'divisions?', 'subsidiaries', 'family of', 'who is who',
  '\\p{L}*team', 'organigramm', '\\p{L}*struktur', 'aufbau', 'hierarchie', 'abteilungen', 'fuhrung', 'wer ist wer', 'tochtergesellschaften',
  'equipe', 'organigramme', 'structure', 'hierarchie', 'departements?', 'direction', 'filiales', 'qui fait quoi',
  'equipo', 'organigrama', 'estructura', 'jerarquia', 'departamentos?', 'direccion', 'filiales', 'quien es quien',
]);

/** Roles at the top of an organisation. */
const TOP_ROLES = wordsMatcher([
  'ceo', 'coo', 'founders?', 'co-founders?', 'owners?', 'president', 'chair(?:man|woman|person)?', 'board', 'managing director', 'general manager', 'headquarters', 'parent company', 'holding',
  'geschaftsfuhr(?:er|erin|ung)', 'vorstand', 'inhaber(?:in)?', 'grunder(?:in)?', 'vorsitzende[rn]?', 'zentrale', 'mutterkonzern',
  'pdg', 'directeur general', 'directrice generale', 'direction generale', 'president(?:e)?', 'fondat(?:eur|rice)s?', 'proprietaire', 'siege', 'maison mere',
  'director general', 'directora general', 'presidente', 'fundador(?:a|es)?', 'propietari[oa]', 'sede central', 'casa matriz', 'consejero delegado', 'consejera delegada',
]);

/** Roles that head a part of it. */
const HEAD_ROLES = wordsMatcher([
  'cfo', 'cto', 'cmo', 'cio', 'director', 'head(?: of)?', 'vp', 'vice president', 'executive', 'principal', 'chief',
  '\\p{L}*leiter(?:in)?', '\\p{L}*leitung', 'direktor(?:in)?', 'chef(?:in)?',
  'directeur', 'directrice', 'direction', 'chef', 'responsable',
  'director(?:a)?', 'jef[ea]', 'gerente', 'direccion',
]);

/** Roles that report to a head. */
const MEMBER_ROLES = wordsMatcher([
  'lead', 'manager', 'team', 'staff', 'engineers?', 'developers?', 'designers?', 'analysts?', 'assistants?', 'specialists?', 'officer', 'coordinator', 'reports? to', 'branch(?:es)?', 'unit',
  '\\p{L}*team', '\\p{L}*leiter(?:in)?', 'mitarbeiter(?:innen)?', 'referent(?:in)?', 'sachbearbeiter(?:in)?', 'berichtet an', 'filiale', 'abteilung',
  'equipe', 'charge(?:e)? de', 'ingenieurs?', 'assistant(?:e)?', 'rattache(?:e)? a', 'filiale', 'service',
  'equipo', 'encargad[oa]', 'ingenieros?', 'asistente', 'depende de', 'sucursal', 'area',
]);

/** The first point is a whole made of the others: "consists of", "besteht aus", "se compose de", "consta de". */
const PARENT_WORDS = wordsMatcher([
  'consists of', 'is made up of', 'comprises', 'is divided into', 'is split into', 'oversees', 'umbrella',
  'besteht aus', 'umfasst', 'gliedert sich in', 'unterteilt in', 'dach',
  'se compose de', 'comprend', 'est divise(?:e)? en', 'regroupe', 'supervise',
  'consta de', 'se compone de', 'comprende', 'se divide en', 'agrupa', 'supervisa',
]);

/** 3 for the top of an organisation, 2 for the head of a part, 1 for a member, 0 for no role. */
function rank(item: ReadItem): number {
  if (TOP_ROLES(item.heading)) return 3;
  if (HEAD_ROLES(item.heading)) return 2;
  return MEMBER_ROLES(item.all) || HEAD_ROLES(item.overview) ? 1 : 0;
}

/**
 * True when the slide shows a structure headed by its first point: a slide
 * about a team, organisation or structure whose first point is a head role
 * no other point outranks; without such a word, the first must outrank
 * every other point, and the others must
 * mostly be roles too. Or a first point that is the whole the others make
 * up ("consists of..."). Three to ten points.
 */
export function isHierarchy(slide: ReadSlide): boolean {
  if (slide.count < 3 || slide.count > 10) return false;
  const [first, ...rest] = slide.items;
  if (first === undefined) return false;
  const top = rank(first);
  // The first point outranks the others: a CEO over heads, a head over a team.
  const headed = top >= 2 && rest.every((item) => rank(item) < top);
  if (PARENT_WORDS(first.overview) && !rest.some((item) => PARENT_WORDS(item.overview))) return true;
  const members = most(rest, (item) => rank(item) > 0, 0.75, 2);
  // An org chart named as one lists its head first; peers of the head may
  // follow it ("Schichtleitung" under "Filialleitung"), as long as someone ranks lower.
  if (STRUCTURE_WORDS(slide.lead)) return top >= 2 && rest.every((item) => rank(item) <= top) && rest.some((item) => rank(item) < top);
  // No structure word: a head over people with roles is still an org chart.
  return headed && members;
}
