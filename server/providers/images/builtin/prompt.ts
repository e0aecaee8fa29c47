/**
 * What the built-in artist reads from a prompt: a subject (ocean, forest,
 * city...), a time of day, how busy the picture is and where its focus sits.
 * Only these derived values reach the drawing code, never the words
 * themselves, so the picture follows the prompt without reflecting it.
 */
import { hash32 } from '../../../builtin/hash';

export type Motif = 'waves' | 'trees' | 'flames' | 'buildings' | 'dunes' | 'peaks' | 'planets' | 'nodes' | 'hills';

export interface Palette {
  /** Sky gradient, top to bottom. */
  sky: [string, string];
  /** Ground gradient, near the horizon to the bottom. */
  ground: [string, string];
  /** Bold colours for motifs and forms. */
  accents: [string, string, string, string];
  /** The light source (sun, moon, glow). */
  light: string;
}

export interface Subject {
  id: string;
  motif: Motif;
  palette: Palette;
}

export interface PromptFeatures {
  subject: Subject;
  /** night, sunset or day: changes the sky and the light. */
  time: 'day' | 'sunset' | 'night';
  /** How many motifs to draw, 3..9. */
  count: number;
  /** Horizontal focus as a share of the width. */
  focusX: number;
  /** Horizon height as a share of the height. */
  horizon: number;
  /** Seed for every other choice (from the normalised prompt). */
  seed: number;
}

const SUBJECTS: ReadonlyArray<Subject & { words: readonly string[] }> = [
  { id: 'ocean', motif: 'waves', words: ['ocean', 'sea', 'wave', 'beach', 'coast', 'water', 'marine', 'sail', 'island', 'lake', 'river', 'surf', 'harbo'],
    palette: { sky: ['#7ec8f2', '#d8f1fb'], ground: ['#1b7fb5', '#0b3c66'], accents: ['#0e6ba8', '#19a7ce', '#f6c667', '#ffffff'], light: '#fff4cf' } },
  { id: 'forest', motif: 'trees', words: ['forest', 'tree', 'wood', 'jungle', 'nature', 'leaf', 'green', 'garden', 'plant', 'park', 'eco', 'sustainab', 'environment'],
    palette: { sky: ['#a9d8c8', '#eef6dc'], ground: ['#3f7d3a', '#1e4020'], accents: ['#2d6a4f', '#52b788', '#95d5b2', '#d4a373'], light: '#fff7d6' } },
  { id: 'fire', motif: 'flames', words: ['fire', 'flame', 'burn', 'heat', 'hot', 'volcano', 'energy', 'passion', 'lava', 'blaze', 'spark'],
    palette: { sky: ['#3b0d0c', '#c2410c'], ground: ['#7c1d0b', '#2a0a05'], accents: ['#f97316', '#facc15', '#dc2626', '#fde68a'], light: '#ffd27a' } },
  { id: 'city', motif: 'buildings', words: ['city', 'urban', 'building', 'skyline', 'street', 'office', 'town', 'architect', 'tower', 'business', 'company', 'market', 'finance', 'bank'],
    palette: { sky: ['#8fb8de', '#e4eef7'], ground: ['#4b5563', '#1f2937'], accents: ['#334155', '#64748b', '#f59e0b', '#38bdf8'], light: '#fff1c1' } },
  { id: 'desert', motif: 'dunes', words: ['desert', 'sand', 'dune', 'sahara', 'dry', 'arid', 'cactus', 'canyon', 'camel'],
    palette: { sky: ['#f6c27a', '#fde9c4'], ground: ['#d9a05b', '#9c5f2a'], accents: ['#c2703d', '#e9b872', '#7a4a26', '#2f855a'], light: '#fff6dc' } },
  { id: 'snow', motif: 'peaks', words: ['snow', 'winter', 'ice', 'mountain', 'alpine', 'glacier', 'peak', 'cold', 'frost', 'summit', 'climb'],
    palette: { sky: ['#9cc3e6', '#eef5fb'], ground: ['#e8f0f7', '#a9bfd6'], accents: ['#5b7ea6', '#ffffff', '#2c4a6e', '#a5d8ff'], light: '#ffffff' } },
  { id: 'space', motif: 'planets', words: ['space', 'star', 'planet', 'galaxy', 'cosmos', 'cosmic', 'universe', 'rocket', 'astro', 'orbit', 'moon', 'mars'],
    palette: { sky: ['#05061a', '#2a1b5c'], ground: ['#1a1240', '#05061a'], accents: ['#8b5cf6', '#ec4899', '#38bdf8', '#facc15'], light: '#f5f3ff' } },
  { id: 'tech', motif: 'nodes', words: ['tech', 'data', 'ai', 'digital', 'computer', 'network', 'software', 'cloud', 'code', 'robot', 'cyber', 'internet', 'machine', 'algorithm'],
    palette: { sky: ['#0f172a', '#1e3a8a'], ground: ['#172554', '#020617'], accents: ['#22d3ee', '#6366f1', '#a78bfa', '#34d399'], light: '#cffafe' } },
];

const NIGHT = ['night', 'midnight', 'dark', 'evening', 'moonlight', 'nocturnal'];
const SUNSET = ['sunset', 'sunrise', 'dawn', 'dusk', 'golden', 'twilight'];
const BUSY = ['crowd', 'busy', 'many', 'growth', 'team', 'together', 'community', 'scale', 'network', 'abundan'];
const CALM = ['calm', 'quiet', 'peace', 'minimal', 'simple', 'alone', 'single', 'focus', 'serene'];

/** Lower case, Unicode-normalised, single-spaced: 'Ocean  Waves' and 'ocean waves' draw alike. */
export function normalisePrompt(prompt: string): string {
  return prompt.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

function wordsOf(normalised: string): string[] {
  return normalised.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** A word matches a keyword exactly, or by prefix for keywords of 4+ letters (waves, forests, burning). */
function matches(word: string, keyword: string): boolean {
  return word === keyword || (keyword.length >= 4 && word.startsWith(keyword));
}

function hits(words: readonly string[], keywords: readonly string[]): number {
  return words.filter((w) => keywords.some((k) => matches(w, k))).length;
}

function hex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255).toString(16).padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** A rolling-hills subject whose colours come from the prompt's hash, for prompts naming no known subject. */
function hueSubject(seed: number): Subject {
  const h = seed % 360;
  const palette: Palette = {
    sky: [hex(h, 0.55, 0.72), hex((h + 30) % 360, 0.6, 0.9)],
    ground: [hex((h + 150) % 360, 0.35, 0.45), hex((h + 170) % 360, 0.4, 0.22)],
    accents: [hex(h, 0.65, 0.5), hex((h + 120) % 360, 0.6, 0.55), hex((h + 210) % 360, 0.7, 0.6), hex((h + 45) % 360, 0.85, 0.65)],
    light: hex((h + 40) % 360, 1, 0.92),
  };
  return { id: 'hills', motif: 'hills', palette };
}

function pickSubject(words: readonly string[], seed: number): Subject {
  let best: Subject | undefined;
  let bestHits = 0;
  for (const subject of SUBJECTS) {
    const n = hits(words, subject.words);
    if (n > bestHits) [best, bestHits] = [subject, n];
  }
  return best ?? hueSubject(seed);
}

/** Everything the artist needs from `prompt`; the same prompt always gives the same features. */
export function readPrompt(prompt: string): PromptFeatures {
  const normalised = normalisePrompt(prompt);
  const words = wordsOf(normalised);
  const seed = hash32(normalised);
  const time = hits(words, NIGHT) > 0 ? 'night' : hits(words, SUNSET) > 0 ? 'sunset' : 'day';
  const busy = hits(words, BUSY) - hits(words, CALM);
  const count = Math.max(3, Math.min(9, 4 + (words.length % 3) + 2 * Math.sign(busy) + ((seed >>> 8) % 2)));
  return {
    subject: pickSubject(words, seed),
    time,
    count,
    focusX: [0.3, 0.5, 0.7][(seed >>> 4) % 3] ?? 0.5,
    horizon: 0.55 + ((seed >>> 12) % 18) / 100,
    seed,
  };
}

/** The palette after the time of day: night darkens the sky, sunset warms it. */
export function litPalette(f: PromptFeatures): Palette {
  const p = f.subject.palette;
  if (f.time === 'night' && f.subject.id !== 'space' && f.subject.id !== 'tech') {
    return { ...p, sky: ['#070b24', '#27306b'], ground: [p.ground[1], '#05060f'], light: '#f1f5ff' };
  }
  if (f.time === 'sunset') return { ...p, sky: ['#5b2a86', '#f59e6b'], light: '#ffd08a' };
  return p;
}

/** Accent colour `i`, cycling through the four. */
export function accent(p: Palette, i: number): string {
  return p.accents[((i % 4) + 4) % 4] ?? p.accents[0];
}
