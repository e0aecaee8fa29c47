/**
 * The builtin artist's pictures: abstract compositions (soft colour fields,
 * layered waves, dot grids, bands, arcs, orbs) in the theme's colours. They
 * depict nothing, on purpose: they are for decorative places (the title
 * slide, section breaks), where a shape and colour that belong to the deck
 * help, and a false picture of the subject would not. The prompt's hash
 * picks the composition and its variations; the image style picks how it is
 * drawn (soft and blurred for photorealistic, flat for illustration, strokes
 * only for line art, shaded for 3D, hatched for sketch).
 */
import type { ImageStyle } from '../../../../src/core/schemas/catalog';
import type { PictureOrientation } from '../../../../src/protocol/pictures';
import type { ArtPalette } from './palette';
import { blend } from './palette';
import { el, num, polyPath, stops } from './svg';

export type Rng = () => number;
export interface Canvas {
  w: number;
  h: number;
}
export interface Artwork {
  defs: string[];
  body: string[];
}

/** Canvas sizes by slot shape. */
export const CANVAS: Record<PictureOrientation, Canvas> = {
  landscape: { w: 1024, h: 768 },
  portrait: { w: 768, h: 1024 },
  square: { w: 896, h: 896 },
};

const range = (rng: Rng, lo: number, hi: number) => lo + (hi - lo) * rng();

/** The forms of a composition, as shapes to fill (drawn by the style). */
interface Form {
  d: string;
  colour: string;
  /** Orbs are drawn as spheres in 3D. */
  orb?: { cx: number; cy: number; r: number };
}

type Composition = (c: Canvas, p: ArtPalette, rng: Rng) => Form[];

function circle(cx: number, cy: number, r: number): string {
  return `M${num(cx - r)} ${num(cy)}a${num(r)} ${num(r)} 0 1 0 ${num(2 * r)} 0a${num(r)} ${num(r)} 0 1 0 ${num(-2 * r)} 0Z`;
}

const orbs: Composition = ({ w, h }, p, rng) =>
  Array.from({ length: 5 + Math.floor(rng() * 3) }, (_, i) => {
    const r = range(rng, 0.12, 0.32) * Math.min(w, h);
    const cx = range(rng, 0.1, 0.9) * w;
    const cy = range(rng, 0.15, 0.85) * h;
    return { d: circle(cx, cy, r), colour: p.accents[i % 4] as string, orb: { cx, cy, r } };
  });

const waves: Composition = ({ w, h }, p, rng) => {
  const layers = 4 + Math.floor(rng() * 2);
  return Array.from({ length: layers }, (_, i) => {
    const base = h * (0.35 + (0.55 * i) / layers);
    const amp = range(rng, 0.03, 0.09) * h;
    const phase = rng() * Math.PI * 2;
    const points: Array<[number, number]> = [];
    for (let x = 0; x <= w; x += w / 24) points.push([x, base + Math.sin((x / w) * Math.PI * 2 * range(rng, 0.9, 1.1) + phase) * amp]);
    return { d: `${polyPath([[0, h], ...points, [w, h]])}Z`, colour: blend(p.accents[i % 4] as string, p.ground[0], 0.15 * (layers - i - 1)) };
  });
};

const grid: Composition = ({ w, h }, p, rng) => {
  const step = Math.round(Math.min(w, h) / range(rng, 7, 11));
  const forms: Form[] = [];
  for (let y = step / 2; y < h; y += step) {
    for (let x = step / 2; x < w; x += step) {
      const pick = rng();
      if (pick < 0.55) forms.push({ d: circle(x, y, step * 0.12), colour: p.ink });
      else if (pick < 0.8) forms.push({ d: circle(x, y, step * range(rng, 0.2, 0.42)), colour: p.accents[Math.floor(rng() * 3)] as string });
      else forms.push({ d: polyPath([[x - step * 0.4, y - step * 0.4], [x + step * 0.4, y - step * 0.4], [x + step * 0.4, y + step * 0.4], [x - step * 0.4, y + step * 0.4]], true), colour: p.accents[Math.floor(rng() * 4)] as string });
    }
  }
  return forms;
};

const bands: Composition = ({ w, h }, p, rng) => {
  const n = 5 + Math.floor(rng() * 4);
  const tilt = range(rng, 0.25, 0.6) * h;
  const width = (w + tilt) / n;
  return Array.from({ length: n }, (_, i) => {
    const x = i * width - tilt;
    return { d: polyPath([[x, h], [x + tilt, 0], [x + tilt + width * range(rng, 0.5, 0.95), 0], [x + width * range(rng, 0.5, 0.95), h]], true), colour: p.accents[i % 4] as string };
  });
};

const arcs: Composition = ({ w, h }, p, rng) => {
  const forms: Form[] = [];
  const corners: Array<[number, number]> = [[0, h], [w, 0], [w, h], [0, 0]];
  const used = corners.slice(0, 2 + Math.floor(rng() * 2));
  used.forEach(([cx, cy], k) => {
    for (let i = 4; i >= 1; i--) forms.push({ d: circle(cx, cy, (Math.min(w, h) * 0.22 * i) / 1.4 + range(rng, 0, 30)), colour: p.accents[(i + k) % 4] as string });
  });
  return forms;
};

const COMPOSITIONS: readonly Composition[] = [orbs, waves, grid, bands, arcs];

/** Hatching lines across a form's box, clipped to the form: the sketch look. */
function hatched(form: Form, i: number, c: Canvas, ink: string): { defs: string[]; body: string[] } {
  const id = `h${i}`;
  const lines: string[] = [];
  const gap = 9 + (i % 3) * 3;
  for (let x = -c.h; x < c.w; x += gap) lines.push(`M${num(x)} ${num(c.h)}L${num(x + c.h)} 0`);
  return {
    defs: [el('clipPath', { id }, el('path', { d: form.d }))],
    body: [el('path', { d: lines.join(''), stroke: blend(form.colour, ink, 0.5), 'stroke-width': 1.6, fill: 'none', 'clip-path': `url(#${id})`, opacity: 0.8 }), el('path', { d: form.d, fill: 'none', stroke: ink, 'stroke-width': 2.2, opacity: 0.7 })],
  };
}

/** Draws `forms` in `style` over the ground. */
function draw(style: ImageStyle, forms: readonly Form[], c: Canvas, p: ArtPalette): Artwork {
  const defs: string[] = [];
  const body: string[] = [];
  const ground = (fill: string) => body.push(el('rect', { width: c.w, height: c.h, fill }));
  switch (style) {
    case 'photorealistic': {
      defs.push(el('linearGradient', { id: 'g', x1: 0, y1: 0, x2: 1, y2: 1 }, stops([p.ground[0], p.ground[1]])));
      defs.push(el('filter', { id: 'soft', x: '-30%', y: '-30%', width: '160%', height: '160%' }, el('feGaussianBlur', { stdDeviation: Math.round(Math.min(c.w, c.h) / 18) })));
      ground('url(#g)');
      body.push(el('g', { filter: 'url(#soft)', opacity: 0.85 }, forms.map((f) => el('path', { d: f.d, fill: f.colour }))));
      break;
    }
    case 'illustration':
      ground(p.ground[0]);
      for (const f of forms) body.push(el('path', { d: f.d, fill: f.colour }));
      break;
    case 'abstract':
      defs.push(el('linearGradient', { id: 'g', x1: 0, y1: 0, x2: 0, y2: 1 }, stops([p.ground[0], p.ground[1]])));
      ground('url(#g)');
      for (const f of forms) body.push(el('path', { d: f.d, fill: f.colour, opacity: 0.78 }));
      break;
    case 'line_art':
      ground('#fbfaf6');
      body.push(el('g', { fill: 'none', stroke: p.ink, 'stroke-width': 2.5, 'stroke-linejoin': 'round' }, forms.map((f) => el('path', { d: f.d }))));
      break;
    case '3d_render': {
      defs.push(el('linearGradient', { id: 'g', x1: 0, y1: 0, x2: 0, y2: 1 }, stops([blend(p.ground[0], '#ffffff', 0.4), p.ground[1]])));
      defs.push(el('filter', { id: 'shadow', x: '-50%', y: '-50%', width: '200%', height: '200%' }, el('feGaussianBlur', { stdDeviation: 12 })));
      ground('url(#g)');
      forms.forEach((f, i) => {
        const fill = `s${i}`;
        defs.push(el('radialGradient', { id: fill, cx: 0.35, cy: 0.3, r: 0.8 }, stops(['#ffffff', f.colour, blend(f.colour, '#000000', 0.55)], [0, 0.4, 1])));
        body.push(el('path', { d: f.d, fill: '#000', opacity: 0.22, filter: 'url(#shadow)', transform: 'translate(14 18)' }));
        body.push(el('path', { d: f.d, fill: `url(#${fill})` }));
      });
      break;
    }
    case 'sketch':
      ground('#f4eee1');
      forms.forEach((f, i) => {
        const h = hatched(f, i, c, p.ink);
        defs.push(...h.defs);
        body.push(...h.body);
      });
      break;
  }
  return { defs, body };
}

/** The artwork for a seed (from the prompt), a style, a slot shape and a palette. */
export function compose(seed: number, style: ImageStyle, orientation: PictureOrientation, palette: ArtPalette, rng: Rng): Artwork & Canvas {
  const canvas = CANVAS[orientation];
  const composition = COMPOSITIONS[seed % COMPOSITIONS.length] ?? orbs;
  // Line art and sketches of a dense grid turn to noise: those styles get the calmer compositions.
  const sparse = (style === 'line_art' || style === 'sketch') && composition === grid ? arcs : composition;
  const forms = sparse(canvas, palette, rng);
  return { ...draw(style, forms, canvas, palette), ...canvas };
}
