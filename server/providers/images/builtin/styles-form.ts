/**
 * The form styles: abstract (overlapping geometric forms), line_art (clean
 * strokes only, no fill) and 3d_render (shaded spheres and cubes with
 * highlights and soft shadows). The prompt still decides their palette, how
 * many forms there are and where the weight of the picture sits.
 */
import type { PromptFeatures } from './prompt';
import { accent, litPalette } from './prompt';
import { buildScene, motifShape, range, type Rng } from './scene';
import type { Artwork } from './styles-scenic';
import { el, HEIGHT, mix, num, polyPath, stops, WIDTH } from './svg';

function abstractForm(kind: number, x: number, y: number, r: number, rng: Rng): { name: string; attrs: Record<string, number | string> } {
  const turn = `rotate(${num(range(rng, -40, 40))} ${num(x)} ${num(y)})`;
  if (kind === 0) return { name: 'circle', attrs: { cx: x, cy: y, r } };
  if (kind === 1) return { name: 'rect', attrs: { x: x - r, y: y - r * 0.6, width: r * 2, height: r * 1.2, transform: turn } };
  if (kind === 2) return { name: 'path', attrs: { d: polyPath([[x, y - r], [x + r, y + r * 0.8], [x - r, y + r * 0.8]], true), transform: turn } };
  return { name: 'path', attrs: { d: `M${num(x - r)} ${num(y)}A${num(r)} ${num(r)} 0 0 1 ${num(x + r)} ${num(y)}Z`, transform: turn } };
}

/** Abstract: overlapping translucent geometric forms around the prompt's focus. */
export function abstract(f: PromptFeatures, rng: Rng): Artwork {
  const p = f.subject.palette;
  const body = [el('rect', { width: WIDTH, height: HEIGHT, fill: mix(p.sky[1], '#ffffff', 0.4) })];
  const n = f.count * 2;
  for (let i = 0; i < n; i++) {
    const x = f.focusX * WIDTH + range(rng, -380, 380);
    const y = HEIGHT / 2 + range(rng, -300, 300);
    const { name, attrs } = abstractForm(Math.floor(rng() * 4), x, y, range(rng, 60, 220), rng);
    body.push(el(name, { ...attrs, fill: accent(p, i), opacity: num(range(rng, 0.55, 0.85)) }));
  }
  for (let i = 0; i < 5; i++) {
    const y = range(rng, 40, HEIGHT - 40);
    body.push(el('path', { d: polyPath([[0, y], [WIDTH, y + range(rng, -200, 200)]]), stroke: accent(p, i + 2), 'stroke-width': num(range(rng, 2, 8)), fill: 'none' }));
  }
  return { defs: [], body };
}

/** Line art: one or two ink colours, strokes only, no filled shape on a plain ground. */
export function lineArt(f: PromptFeatures, rng: Rng): Artwork {
  const p = f.subject.palette;
  const ink = mix(p.accents[0], '#000000', 0.35);
  const s = buildScene(f, rng);
  const lines: string[] = [
    el('circle', { cx: s.sun.x, cy: s.sun.y, r: s.sun.r }),
    el('circle', { cx: s.sun.x, cy: s.sun.y, r: s.sun.r * 1.35, 'stroke-dasharray': '6 10' }),
    el('path', { d: polyPath([[40, s.horizonY], [WIDTH - 40, s.horizonY]]) }),
    el('path', { d: polyPath(s.ridge.slice(1, -1)), 'stroke-width': 2, stroke: p.accents[1] }),
  ];
  for (const [x, y] of s.stars.slice(0, 16)) lines.push(el('path', { d: `M${num(x - 4)} ${num(y)}h8M${num(x)} ${num(y - 4)}v8`, 'stroke-width': 1.5 }));
  for (const item of s.items) lines.push(el('path', { d: polyPath(motifShape(f.subject.motif, item), true) }));
  for (let i = 1; i <= 3; i++) {
    const y = s.horizonY + ((HEIGHT - s.horizonY) * i) / 4;
    const x0 = range(rng, 60, 300);
    lines.push(el('path', { d: polyPath([[x0, y], [x0 + range(rng, 200, 500), y]]), 'stroke-width': 1.5, stroke: p.accents[1] }));
  }
  const body = [
    el('rect', { width: WIDTH, height: HEIGHT, fill: '#fbfaf6' }),
    el('g', { fill: 'none', stroke: ink, 'stroke-width': 3, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }, lines),
  ];
  return { defs: [], body };
}

function sphere(id: string, x: number, y: number, r: number, colour: string): { defs: string[]; body: string[] } {
  const gradient = el('radialGradient', { id, cx: 0.35, cy: 0.3, r: 0.75 }, stops(['#ffffff', colour, mix(colour, '#000000', 0.6)], [0, 0.35, 1]));
  return {
    defs: [gradient],
    body: [
      el('ellipse', { cx: x + r * 0.25, cy: y + r * 0.95, rx: r * 1.1, ry: r * 0.25, fill: '#000', opacity: 0.35, filter: 'url(#shadow)' }),
      el('circle', { cx: x, cy: y, r, fill: `url(#${id})` }),
      el('ellipse', { cx: x - r * 0.35, cy: y - r * 0.42, rx: r * 0.18, ry: r * 0.1, fill: '#fff', opacity: 0.8, filter: 'url(#gloss)' }),
    ],
  };
}

function cube(x: number, y: number, s: number, colour: string): string[] {
  const d = s * 0.5;
  const face = (pts: Array<[number, number]>, fill: string) => el('path', { d: polyPath(pts, true), fill });
  return [
    el('ellipse', { cx: x + d * 0.6, cy: y + s * 0.5 + d * 0.55, rx: s * 0.95, ry: s * 0.2, fill: '#000', opacity: 0.35, filter: 'url(#shadow)' }),
    face([[x - s / 2, y - s / 2], [x - s / 2 + d, y - s / 2 - d * 0.6], [x + s / 2 + d, y - s / 2 - d * 0.6], [x + s / 2, y - s / 2]], mix(colour, '#ffffff', 0.45)),
    face([[x - s / 2, y - s / 2], [x + s / 2, y - s / 2], [x + s / 2, y + s / 2], [x - s / 2, y + s / 2]], colour),
    face([[x + s / 2, y - s / 2], [x + s / 2 + d, y - s / 2 - d * 0.6], [x + s / 2 + d, y + s / 2 - d * 0.6], [x + s / 2, y + s / 2]], mix(colour, '#000000', 0.4)),
  ];
}

/** 3D render: a studio floor and wall, shaded spheres and cubes with highlights and shadows. */
export function render3d(f: PromptFeatures, rng: Rng): Artwork {
  const p = litPalette(f);
  const floorY = Math.round(f.horizon * HEIGHT);
  const defs = [
    el('linearGradient', { id: 'wall', x1: 0, y1: 0, x2: 0, y2: 1 }, stops([mix(p.sky[0], '#ffffff', 0.3), mix(p.sky[1], '#ffffff', 0.5)])),
    el('linearGradient', { id: 'floor', x1: 0, y1: 0, x2: 0, y2: 1 }, stops([mix(p.ground[0], '#ffffff', 0.45), mix(p.ground[1], '#ffffff', 0.1)])),
    el('filter', { id: 'shadow', x: '-50%', y: '-50%', width: '200%', height: '200%' }, el('feGaussianBlur', { stdDeviation: 10 })),
    el('filter', { id: 'gloss' }, el('feGaussianBlur', { stdDeviation: 3 })),
  ];
  const body = [
    el('rect', { width: WIDTH, height: floorY, fill: 'url(#wall)' }),
    el('rect', { y: floorY, width: WIDTH, height: HEIGHT - floorY, fill: 'url(#floor)' }),
  ];
  const n = Math.min(6, Math.max(3, f.count - 1));
  for (let i = 0; i < n; i++) {
    const depth = i / (n - 1);
    const size = 70 + depth * 90;
    const slot = ((((i * 3) % n) + range(rng, 0.3, 0.7)) / n) * WIDTH;
    const x = Math.min(WIDTH - 120, Math.max(120, slot + (f.focusX * WIDTH - slot) * 0.3));
    const y = floorY + 10 + depth * (HEIGHT - floorY - 60) - size / 2;
    const colour = accent(p, i);
    if (rng() < 0.55) {
      const ball = sphere(`s${i}`, x, y, size / 2, colour);
      defs.push(...ball.defs);
      body.push(...ball.body);
    } else body.push(...cube(x, y, size * 0.8, colour));
  }
  return { defs, body };
}
