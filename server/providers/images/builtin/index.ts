/**
 * The built-in artist: original vector artwork drawn from the prompt and the
 * image style, offline and deterministic (same prompt and style, the same
 * bytes), returned as an SVG data URL that an <img> and the exporter can use.
 */
import { mulberry32 } from '../../../../src/core/random';
import type { ImageStyle } from '../../../../src/core/schemas/catalog';
import { hash32 } from '../../../builtin/hash';
import type { ImageParams, ImageProvider } from '../types';
import { readPrompt, type PromptFeatures } from './prompt';
import type { Rng } from './scene';
import { abstract, lineArt, render3d } from './styles-form';
import { illustration, photorealistic, sketch, type Artwork } from './styles-scenic';
import { svgDataUrl, svgDocument } from './svg';

const STYLES: Record<ImageStyle, { label: string; draw: (f: PromptFeatures, rng: Rng) => Artwork }> = {
  photorealistic: { label: 'Photorealistic scene', draw: photorealistic },
  illustration: { label: 'Flat illustration', draw: illustration },
  abstract: { label: 'Abstract composition', draw: abstract },
  line_art: { label: 'Line drawing', draw: lineArt },
  '3d_render': { label: '3D render', draw: render3d },
  sketch: { label: 'Pencil sketch', draw: sketch },
};

/** The SVG markup for `params`. The prompt shapes the picture but never appears in it. */
export function renderArtwork({ prompt, style }: ImageParams): string {
  const features = readPrompt(prompt);
  const { label, draw } = STYLES[style];
  // The style joins the seed so each style gets its own sequence from one prompt.
  const art = draw(features, mulberry32((features.seed ^ hash32(style)) >>> 0));
  return svgDocument(label, art.defs, art.body);
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
