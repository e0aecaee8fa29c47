/**
 * Deterministic variation. The builtin composer must give the same deck for the
 * same input on every machine and every run, so every "choice" comes from a
 * stable string hash instead of Math.random.
 */

/** FNV-1a, 32 bit: fast on long documents and stable across platforms. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Seed for one decision: the same parts always give the same number. */
export function seedOf(...parts: ReadonlyArray<string | number>): number {
  return hash32(parts.join('\u241f'));
}

/** Item at `seed` modulo the length; the list must not be empty. */
export function pick<T>(items: readonly T[], seed: number): T {
  const item = items[seed % items.length];
  if (item === undefined) throw new Error('pick() needs a non-empty list');
  return item;
}

/** A whole number in [min, max], chosen by `seed`. */
export function between(min: number, max: number, seed: number): number {
  return min + (seed % (max - min + 1));
}

/**
 * Keeps `count` items of `items` in their order, dropping others at positions
 * chosen by `seed`: the order of a template list carries meaning, so we thin it
 * instead of shuffling it.
 */
export function thin<T>(items: readonly T[], count: number, seed: number): T[] {
  const kept = [...items];
  let s = seed;
  while (kept.length > count && kept.length > 0) {
    // Never drop the first item: templates put the opening point there.
    const at = 1 + (s % Math.max(1, kept.length - 1));
    kept.splice(Math.min(at, kept.length - 1), 1);
    s = Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) >>> 0;
  }
  return kept;
}
