/**
 * The layout of a picture, shared by the scenic styles: where the horizon
 * and the light sit, a far ridge, and the motifs (trees, waves, towers...)
 * as plain polygons. Each style then paints the same scene its own way
 * (gradients, flat fills, strokes, pencil), which keeps the styles distinct
 * while the prompt still decides what is in the picture.
 */
import type { Motif, PromptFeatures } from './prompt';
import { HEIGHT, WIDTH } from './svg';

export type Point = [number, number];
export type Rng = () => number;

/** A number in [min, max) from `rng`. */
export function range(rng: Rng, min: number, max: number): number {
  return min + rng() * (max - min);
}

export interface Item {
  x: number;
  /** Base line (ground items) or centre (sky items). */
  y: number;
  w: number;
  h: number;
  /** 0 far .. 1 near: styles fade and blur far items. */
  depth: number;
}

export interface Scene {
  horizonY: number;
  sun: { x: number; y: number; r: number };
  /** Far silhouette along the horizon, closed polygon. */
  ridge: Point[];
  items: Item[];
  /** Tiny star positions, only for night skies and space. */
  stars: Point[];
}

const SKY_MOTIFS: ReadonlySet<Motif> = new Set(['planets', 'nodes']);

function ridgeOf(motif: Motif, horizonY: number, rng: Rng): Point[] {
  const points: Point[] = [[0, horizonY]];
  if (motif === 'buildings') {
    for (let x = 0; x < WIDTH; ) {
      const w = range(rng, 30, 80);
      const top = horizonY - range(rng, 40, 150);
      points.push([x, top], [Math.min(WIDTH, x + w), top]);
      x += w;
    }
  } else {
    const amp = motif === 'peaks' ? 170 : motif === 'waves' ? 18 : 80;
    const phase = range(rng, 0, 6.28);
    for (let x = 0; x <= WIDTH; x += 32) {
      const n = Math.sin(x / 140 + phase) * 0.5 + Math.sin(x / 53 + phase * 2) * 0.25 + 0.75;
      points.push([x, horizonY - amp * n * (motif === 'peaks' ? Math.abs(Math.sin(x / 200 + phase)) : 1)]);
    }
  }
  points.push([WIDTH, horizonY]);
  return points;
}

function placeItems(f: PromptFeatures, horizonY: number, rng: Rng): Item[] {
  const sky = SKY_MOTIFS.has(f.subject.motif);
  const items: Item[] = [];
  const slots = Array.from({ length: f.count }, (_, i) => i);
  for (let i = slots.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [slots[i], slots[j]] = [slots[j] ?? 0, slots[i] ?? 0];
  }
  for (let i = 0; i < f.count; i++) {
    const depth = f.count === 1 ? 1 : i / (f.count - 1);
    // Evenly spread slots, pulled a third of the way towards the focus.
    const slot = (((slots[i] ?? i) + range(rng, 0.2, 0.8)) / f.count) * WIDTH;
    const x = Math.min(WIDTH - 60, Math.max(60, slot + (f.focusX * WIDTH - slot) * 0.35));
    const scale = 0.45 + depth * 0.75;
    const y = sky ? range(rng, 90, horizonY + 80) : horizonY + 10 + depth * (HEIGHT - horizonY - 40);
    const size = sky ? range(rng, 40, 120) * scale : range(rng, 90, 170) * scale;
    items.push({ x, y, w: size * (f.subject.motif === 'buildings' ? 0.6 : 1), h: size * range(rng, 1, 1.6), depth });
  }
  return items.sort((a, b) => a.depth - b.depth);
}

/** Lays out the scene for `f`; draws the same scene for the same prompt. */
export function buildScene(f: PromptFeatures, rng: Rng): Scene {
  const horizonY = Math.round(f.horizon * HEIGHT);
  const sunX = (1 - f.focusX) * WIDTH * 0.8 + WIDTH * 0.1;
  const sun = { x: sunX, y: horizonY * range(rng, 0.25, 0.55), r: range(rng, 45, 80) };
  const ridge = ridgeOf(f.subject.motif, horizonY, rng);
  const items = placeItems(f, horizonY, rng);
  const starCount = f.time === 'night' || f.subject.id === 'space' || f.subject.id === 'tech' ? 50 : 0;
  const stars: Point[] = Array.from({ length: starCount }, () => [range(rng, 0, WIDTH), range(rng, 0, horizonY * 0.9)]);
  return { horizonY, sun, ridge, items, stars };
}

function ring(cx: number, cy: number, r: number, n = 32): Point[] {
  return Array.from({ length: n }, (_, i) => [cx + r * Math.cos((i / n) * 6.2832), cy + r * Math.sin((i / n) * 6.2832)] as Point);
}

function hump(item: Item, power: number): Point[] {
  const pts: Point[] = [];
  for (let i = 0; i <= 16; i++) {
    const t = i / 16;
    pts.push([item.x - item.w + t * item.w * 2, item.y - item.h * 0.6 * Math.sin(Math.PI * t) ** power]);
  }
  return pts;
}

function flame({ x, y, w, h }: Item): Point[] {
  return Array.from({ length: 28 }, (_, i) => {
    const t = (i / 28) * 2 * Math.PI;
    return [x + (w / 2) * 1.3 * Math.sin(t) * Math.abs(Math.sin(t / 2)) ** 1.5, y - (h * (Math.cos(t) + 1)) / 2] as Point;
  });
}

function wave({ x, y, w, h }: Item): Point[] {
  const pts: Point[] = [];
  for (let i = 0; i <= 20; i++) {
    const t = i / 20;
    pts.push([x - w + t * 2 * w, y - h * 0.18 * Math.sin(t * 4 * Math.PI) - h * 0.1]);
  }
  pts.push([x + w, y + h * 0.08], [x - w, y + h * 0.08]);
  return pts;
}

function tree({ x, y, w, h }: Item): Point[] {
  const t = w * 0.08;
  return [
    [x - t, y], [x - t, y - h * 0.15], [x - w / 2, y - h * 0.15], [x - w * 0.22, y - h * 0.45], [x - w * 0.4, y - h * 0.45],
    [x - w * 0.12, y - h * 0.75], [x - w * 0.26, y - h * 0.75], [x, y - h], [x + w * 0.26, y - h * 0.75], [x + w * 0.12, y - h * 0.75],
    [x + w * 0.4, y - h * 0.45], [x + w * 0.22, y - h * 0.45], [x + w / 2, y - h * 0.15], [x + t, y - h * 0.15], [x + t, y],
  ];
}

/** The outline of one motif as a closed polygon. */
export function motifShape(motif: Motif, item: Item): Point[] {
  const { x, y, w, h } = item;
  switch (motif) {
    case 'trees':
      return tree(item);
    case 'buildings':
      return [[x - w / 2, y], [x - w / 2, y - h * 1.4], [x - w * 0.1, y - h * 1.4], [x - w * 0.1, y - h * 1.55], [x + w / 2, y - h * 1.55], [x + w / 2, y]];
    case 'flames':
      return flame(item);
    case 'waves':
      return wave(item);
    case 'dunes':
      return hump(item, 0.8);
    case 'hills':
      return hump({ ...item, w: item.w * 1.4 }, 1.5);
    case 'peaks':
      return [[x - w * 0.7, y], [x - w * 0.15, y - h * 0.85], [x, y - h], [x + w * 0.2, y - h * 0.78], [x + w * 0.7, y]];
    case 'planets':
      return ring(x, y, w / 2);
    case 'nodes':
      return ring(x, y, w / 4, 6);
  }
}
