/**
 * The lucide icon set and the lookup tables built from it. The set is about
 * 1 MB of JSON, so it is read on first use rather than at start-up, and
 * indexed once: after that a prompt costs a few map lookups.
 */
import { createRequire } from 'node:module';
import type { getIconData } from '@iconify/utils';
import { stem } from './stem';
import { synonymEntries } from './synonyms';

/** An Iconify JSON icon set (the type @iconify/utils reads). */
export type IconSet = Parameters<typeof getIconData>[0];

/** Lookup tables over one icon set; all keys are stems (see stem.ts). */
export interface IconIndex {
  readonly set: IconSet;
  /** Icon name -> stems of its dash-separated parts ('trending-up' -> ['trend', 'up']). */
  readonly parts: ReadonlyMap<string, readonly string[]>;
  /** Part stem -> icons having that part. */
  readonly byPart: ReadonlyMap<string, readonly string[]>;
  /**
   * Whole name -> icon, keyed by stems joined by '-', by nothing ('light bulb'),
   * and sorted with '+' ('check circle' -> circle-check).
   */
  readonly whole: ReadonlyMap<string, string>;
  /** The same keys for old names (aliases), consulted after current names. */
  readonly oldNames: ReadonlyMap<string, string>;
  /** Synonym key (stems joined by ' ') -> icons, best first. */
  readonly synonyms: ReadonlyMap<string, readonly string[]>;
  /** Distinct part stems of four letters or more, for partial matches. */
  readonly longParts: readonly string[];
}

/** How many times an index was built in this process (it should be once). */
export const indexStats = { builds: 0 };

let cached: IconIndex | undefined;

function loadLucide(): IconSet {
  const require = createRequire(import.meta.url);
  return require('@iconify-json/lucide/icons.json') as IconSet;
}

/** The lucide index, built on the first call and shared after that. */
export function lucideIndex(): IconIndex {
  cached ??= buildIconIndex(loadLucide());
  return cached;
}

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
}

/** Whole-name keys of one name; the first icon to claim a key keeps it. */
export function wholeKeys(stems: readonly string[]): string[] {
  const keys = [stems.join('-'), stems.join('')];
  if (stems.length > 1) keys.push([...stems].sort().join('+'));
  return keys;
}

function addWhole(whole: Map<string, string>, stems: readonly string[], name: string): void {
  for (const key of wholeKeys(stems)) if (!whole.has(key)) whole.set(key, name);
}

/** Indexes any Iconify set's icon names (aliases are left out: they repeat icons). */
export function buildIconIndex(set: IconSet): IconIndex {
  indexStats.builds += 1;
  const parts = new Map<string, string[]>();
  const byPart = new Map<string, string[]>();
  const whole = new Map<string, string>();
  for (const name of Object.keys(set.icons).sort()) {
    const stems = name.split('-').map(stem);
    parts.set(name, stems);
    for (const s of stems) push(byPart, s, name);
    addWhole(whole, stems, name);
  }
  const oldNames = new Map<string, string>();
  for (const [alias, { parent }] of Object.entries(set.aliases ?? {})) {
    if (parts.has(parent)) addWhole(oldNames, alias.split('-').map(stem), parent);
  }
  const synonyms = new Map<string, string[]>();
  for (const [words, icons] of synonymEntries()) {
    const key = words.map(stem).join(' ');
    for (const icon of icons) if (parts.has(icon)) push(synonyms, key, icon);
  }
  const longParts = [...byPart.keys()].filter((p) => p.length >= 4 && !/\d/.test(p)).sort();
  return { set, parts, byPart, whole, oldNames, synonyms, longParts };
}
