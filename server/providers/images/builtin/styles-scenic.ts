/**
 * The scenic styles: photorealistic (soft gradients, a glowing light, haze and
 * blur for depth), illustration (flat bold shapes and flat shadows) and
 * sketch (jittery graphite strokes and hatching on paper). All three paint
 * the same scene from scene.ts, so one prompt keeps its subject across styles.
 */
import type { PromptFeatures } from './prompt';
import { accent, litPalette } from './prompt';
import { buildScene, motifShape, range, type Point, type Rng } from './scene';
import { el, HEIGHT, mix, num, polyPath, stops, WIDTH } from './svg';

/** What a style draws: definitions (gradients, filters) and the body, in paint order. */
export interface Artwork {
  defs: string[];
  body: string[];
}

function photoDefs(f: PromptFeatures): string[] {
  const p = litPalette(f);
  return [
    el('linearGradient', { id: 'sky', x1: 0, y1: 0, x2: 0, y2: 1 }, stops([p.sky[0], p.sky[1], mix(p.sky[1], p.light, 0.5)], [0, 0.75, 1])),
    el('linearGradient', { id: 'ground', x1: 0, y1: 0, x2: 0, y2: 1 }, stops([mix(p.ground[0], p.sky[1], 0.35), p.ground[0], p.ground[1]], [0, 0.3, 1])),
    el('radialGradient', { id: 'glow' }, [
      el('stop', { offset: 0, 'stop-color': p.light, 'stop-opacity': 0.9 }),
      el('stop', { offset: 1, 'stop-color': p.light, 'stop-opacity': 0 }),
    ]),
    el('radialGradient', { id: 'vignette', r: 0.75 }, [
      el('stop', { offset: 0.6, 'stop-color': '#000', 'stop-opacity': 0 }),
      el('stop', { offset: 1, 'stop-color': '#000', 'stop-opacity': 0.45 }),
    ]),
    el('filter', { id: 'soft', x: '-20%', y: '-20%', width: '140%', height: '140%' }, el('feGaussianBlur', { stdDeviation: 5 })),
    el('filter', { id: 'haze', x: '-50%', y: '-50%', width: '200%', height: '200%' }, el('feGaussianBlur', { stdDeviation: 22 })),
  ];
}

/** Photorealistic: layered soft gradients, a horizon, a glowing light source, blurred depth. */
export function photorealistic(f: PromptFeatures, rng: Rng): Artwork {
  const p = litPalette(f);
  const s = buildScene(f, rng);
  const body = [el('rect', { width: WIDTH, height: HEIGHT, fill: 'url(#sky)' })];
  for (const [x, y] of s.stars) body.push(el('circle', { cx: x, cy: y, r: range(rng, 0.6, 1.8), fill: '#fff', opacity: range(rng, 0.4, 0.9) }));
  body.push(el('circle', { cx: s.sun.x, cy: s.sun.y, r: s.sun.r * 4, fill: 'url(#glow)' }));
  body.push(el('circle', { cx: s.sun.x, cy: s.sun.y, r: s.sun.r, fill: p.light, filter: 'url(#soft)' }));
  for (let i = 0; i < 4; i++) {
    const cloud = { cx: range(rng, 0, WIDTH), cy: range(rng, 60, s.horizonY * 0.6), rx: range(rng, 90, 200), ry: range(rng, 20, 45) };
    body.push(el('ellipse', { ...cloud, fill: '#fff', opacity: f.time === 'night' ? 0.08 : 0.35, filter: 'url(#haze)' }));
  }
  body.push(el('path', { d: polyPath(s.ridge, true), fill: mix(p.accents[0], p.sky[1], 0.55), opacity: 0.8, filter: 'url(#soft)' }));
  body.push(el('rect', { y: s.horizonY, width: WIDTH, height: HEIGHT - s.horizonY, fill: 'url(#ground)' }));
  s.items.forEach((item, i) => {
    const fill = mix(accent(p, i % 2), p.ground[1], 0.35 * item.depth);
    const attrs = { d: polyPath(motifShape(f.subject.motif, item), true), fill, opacity: 0.55 + 0.45 * item.depth };
    body.push(el('path', item.depth < 0.5 ? { ...attrs, filter: 'url(#soft)' } : attrs));
  });
  for (let i = 0; i < 6; i++) {
    body.push(el('circle', { cx: range(rng, 0, WIDTH), cy: range(rng, 0, HEIGHT), r: range(rng, 12, 40), fill: p.light, opacity: 0.18, filter: 'url(#haze)' }));
  }
  body.push(el('rect', { width: WIDTH, height: HEIGHT, fill: 'url(#vignette)' }));
  return { defs: photoDefs(f), body };
}

function shifted(points: Point[], dx: number, dy: number): Point[] {
  return points.map(([x, y]) => [x + dx, y + dy]);
}

/** Illustration: flat shapes, a bold palette, flat offset shadows; no gradients, no blur. */
export function illustration(f: PromptFeatures, rng: Rng): Artwork {
  const p = f.subject.palette;
  const lit = litPalette(f);
  const s = buildScene(f, rng);
  const body = [
    el('rect', { width: WIDTH, height: HEIGHT, fill: lit.sky[0] }),
    el('rect', { y: s.horizonY * 0.55, width: WIDTH, height: HEIGHT, fill: mix(lit.sky[0], lit.sky[1], 0.5) }),
    el('rect', { y: s.horizonY * 0.8, width: WIDTH, height: HEIGHT, fill: lit.sky[1] }),
    el('circle', { cx: s.sun.x, cy: s.sun.y, r: s.sun.r * 1.6, fill: p.accents[3] }),
    el('circle', { cx: s.sun.x, cy: s.sun.y, r: s.sun.r * 1.1, fill: lit.light }),
  ];
  for (const [x, y] of s.stars.slice(0, 20)) body.push(el('rect', { x, y, width: 4, height: 4, fill: '#fff' }));
  body.push(el('path', { d: polyPath(s.ridge, true), fill: p.accents[1] }));
  body.push(el('rect', { y: s.horizonY, width: WIDTH, height: HEIGHT - s.horizonY, fill: p.ground[0] }));
  body.push(el('rect', { y: s.horizonY + (HEIGHT - s.horizonY) * 0.5, width: WIDTH, height: HEIGHT, fill: p.ground[1] }));
  s.items.forEach((item, i) => {
    const shape = motifShape(f.subject.motif, item);
    body.push(el('path', { d: polyPath(shifted(shape, 10, 6), true), fill: mix(p.ground[1], '#000000', 0.35) }));
    body.push(el('path', { d: polyPath(shape, true), fill: accent(p, i + 1) }));
  });
  for (let i = 0; i < 8; i++) {
    body.push(el('circle', { cx: range(rng, 0, WIDTH), cy: range(rng, 0, s.horizonY), r: range(rng, 4, 10), fill: accent(p, i) }));
  }
  return { defs: [], body };
}

function jitter(points: Point[], rng: Rng, amount: number): Point[] {
  return points.map(([x, y]) => [x + range(rng, -amount, amount), y + range(rng, -amount, amount)]);
}

function pencil(points: Point[], rng: Rng, close: boolean, passes = 2): string[] {
  const ring = close && points[0] ? [...points, points[0]] : points;
  return Array.from({ length: passes }, (_, i) =>
    el('path', { d: polyPath(jitter(ring, rng, 2.5 + i)), 'stroke-width': num(range(rng, 1, 2.2)), opacity: num(range(rng, 0.55, 0.85)) }),
  );
}

function hatching(shape: Point[], id: string, rng: Rng): string[] {
  const xs = shape.map(([x]) => x);
  const ys = shape.map(([, y]) => y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const lines: string[] = [];
  for (let x = x0 - (y1 - y0); x < x1; x += range(rng, 7, 12)) {
    lines.push(polyPath(jitter([[x, y1], [x + (y1 - y0), y0]], rng, 1.5)));
  }
  return [
    el('clipPath', { id }, el('path', { d: polyPath(shape, true) })),
    el('path', { d: lines.join(''), 'clip-path': `url(#${id})`, 'stroke-width': 0.8, opacity: 0.5 }),
  ];
}

/** Sketch: jittery graphite strokes and hatching on paper colour. */
export function sketch(f: PromptFeatures, rng: Rng): Artwork {
  const s = buildScene(f, rng);
  const defs: string[] = [];
  const strokes: string[] = [];
  strokes.push(...pencil([[0, s.horizonY], [WIDTH, s.horizonY]], rng, false));
  strokes.push(...pencil(motifShape('planets', { x: s.sun.x, y: s.sun.y, w: s.sun.r * 2, h: 0, depth: 0 }), rng, true));
  strokes.push(...pencil(s.ridge.slice(1, -1), rng, false, 1));
  s.items.forEach((item, i) => {
    const shape = motifShape(f.subject.motif, item);
    strokes.push(...pencil(shape, rng, true));
    const [clip, hatch] = hatching(shape, `h${i}`, rng);
    if (clip && hatch && item.depth > 0.3) {
      defs.push(clip);
      strokes.push(hatch);
    }
  });
  const body = [
    el('rect', { width: WIDTH, height: HEIGHT, fill: '#f4eee1' }),
    el('rect', { x: 18, y: 18, width: WIDTH - 36, height: HEIGHT - 36, fill: 'none', stroke: '#d9cfb8', 'stroke-width': 2 }),
    el('g', { fill: 'none', stroke: '#3d3a36', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }, strokes),
  ];
  return { defs, body };
}
