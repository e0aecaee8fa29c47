/**
 * What a slide prompt says -> which lucide icons draw it. Icon names alone
 * miss most slide vocabulary ('budget', 'healthcare', 'sustainability'), and
 * the set ships no tags, so two tables carry them: each line is words or
 * phrases ('supply_chain'), then the icons a designer would reach for, best
 * first. A test checks that every icon named there exists in the set.
 */
import { BUSINESS_SYNONYMS } from './synonyms-business';
import { LIFE_SYNONYMS } from './synonyms-life';

/** Synonym key (a word, or a phrase written with '_' as 'supply_chain') -> icon names, best first. */
export function synonymEntries(): Array<[string[], string[]]> {
  const entries: Array<[string[], string[]]> = [];
  for (const line of `${BUSINESS_SYNONYMS}\n${LIFE_SYNONYMS}`.split('\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const icons = line.slice(colon + 1).trim().split(/\s+/).filter(Boolean);
    for (const key of line.slice(0, colon).trim().split(/\s+/)) entries.push([key.split('_'), icons]);
  }
  return entries;
}
