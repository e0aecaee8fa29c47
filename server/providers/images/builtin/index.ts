/**
 * The built-in artist: abstract artwork in the deck's theme colours, offline
 * and deterministic (same prompt, style, shape and colours, the same bytes),
 * as an SVG data URL an <img> and the exporter can use. It never pretends to
 * show the prompt's subject: it is used for decorative places only (the
 * title slide, section breaks); a content slide with no real picture found
 * has none.
 */
import { mulberry32 } from '../../../../src/core/random';
import type { ImageStyle } from '../../../../src/core/schemas/catalog';
import { hash32 } from '../../../builtin/hash';
import type { ImageParams, ImageProvider } from '../types';
import { compose } from './art';
import { artPalette } from './palette';
import { svgDataUrl, svgDocument } from './svg';

const LABELS: Record<ImageStyle, string> = {
  photorealistic: 'Soft abstract colour fields',
  illustration: 'Flat abstract shapes',
  abstract: 'Abstract composition',
  line_art: 'Abstract line drawing',
  '3d_render': 'Abstract shaded forms',
  sketch: 'Abstract pencil hatching',
};

/** Lower case, Unicode-normalised, single-spaced: 'Ocean  Waves' and 'ocean waves' draw alike. */
export function normalisePrompt(prompt: string): string {
  return prompt.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The SVG markup for `params`. Only the prompt's hash is used: no word of it appears in the picture. */
export function renderArtwork({ prompt, style, orientation = 'landscape', palette }: ImageParams): string {
  const seed = hash32(normalisePrompt(prompt));
  // The style joins the seed so each style gets its own variations of one prompt.
  const rng = mulberry32((seed ^ hash32(style)) >>> 0);
  const art = compose(seed, style, orientation, artPalette(palette, seed), rng);
  return svgDocument(LABELS[style], art.defs, art.body, art.w, art.h);
}

/** The builtin image provider: one SVG data URL per call. */
export function createBuiltinImageProvider(): ImageProvider {
  return {
    name: 'builtin',
    async generate(params, signal) {
      signal?.throwIfAborted();
      return [svgDataUrl(renderArtwork(params))];
    },
  };
}
