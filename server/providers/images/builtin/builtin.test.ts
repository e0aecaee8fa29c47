/** The built-in artist: distinct styles, determinism, prompt influence, no reflected text, safe size. */
import { describe, expect, it } from 'vitest';
import { IMAGE_STYLE_VALUES } from '../../../../src/core/schemas/catalog';
import { createBuiltinImageProvider, renderArtwork } from './index';
import { normalisePrompt, readPrompt } from './prompt';

const decode = (url: string) => Buffer.from(url.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
const tags = (svg: string) => new Set([...svg.matchAll(/<([a-zA-Z]+)/g)].map((m) => m[1]));

describe('renderArtwork', () => {
  const prompt = 'Ocean waves crashing on a rocky coast';

  it('draws six clearly different pictures for the six styles', () => {
    const svgs = IMAGE_STYLE_VALUES.map((style) => renderArtwork({ prompt, style }));
    expect(new Set(svgs).size).toBe(6);
    const [photo, flat, abstract, line, render, sketch] = svgs as [string, string, string, string, string, string];
    expect(photo).toContain('feGaussianBlur');
    expect(photo).toContain('linearGradient');
    expect(flat).not.toMatch(/Gradient|filter/);
    expect(abstract).toMatch(/transform="rotate/);
    expect(tags(render)).toContain('radialGradient');
    expect(sketch).toContain('#f4eee1');
    // Line art: strokes only; the only filled element is the plain ground.
    const filled = [...line.matchAll(/<(?!svg|g\b|stop)[a-z]+[^>]*\sfill="(?!none)[^"]*"/g)];
    expect(filled).toHaveLength(1);
    expect(line).toContain('<g fill="none"');
  });

  it('is deterministic: the same prompt and style give byte-identical SVG', () => {
    for (const style of IMAGE_STYLE_VALUES) {
      expect(renderArtwork({ prompt, style })).toBe(renderArtwork({ prompt, style }));
    }
    expect(renderArtwork({ prompt: '  OCEAN waves crashing on a rocky   coast', style: 'sketch' })).toBe(
      renderArtwork({ prompt: 'ocean waves crashing on a rocky coast', style: 'sketch' }),
    );
  });

  it('lets the prompt choose the subject, the palette and the picture', () => {
    expect(readPrompt('forest trail in autumn').subject.id).toBe('forest');
    expect(readPrompt('city skyline').subject.motif).toBe('buildings');
    expect(readPrompt('campfire flames burning').subject.id).toBe('fire');
    expect(readPrompt('desert dunes').subject.motif).toBe('dunes');
    expect(readPrompt('city at night').time).toBe('night');
    expect(readPrompt('quarterly results review').subject.id).toBe('hills');
    const ocean = renderArtwork({ prompt: 'ocean', style: 'illustration' });
    const forest = renderArtwork({ prompt: 'forest', style: 'illustration' });
    expect(ocean).toContain('#0e6ba8');
    expect(forest).toContain('#2d6a4f');
    expect(renderArtwork({ prompt: 'quarterly results review', style: 'abstract' })).not.toBe(
      renderArtwork({ prompt: 'annual strategy review', style: 'abstract' }),
    );
  });

  it('never reflects the prompt as text, even hostile markup', () => {
    const hostile = '</svg><script>alert("x")</script><text>SECRETWORD</text> & "quotes"';
    for (const style of IMAGE_STYLE_VALUES) {
      const svg = renderArtwork({ prompt: hostile, style });
      expect(svg).not.toMatch(/SECRETWORD|script|alert|<text/i);
      expect(svg.match(/<svg/g)).toHaveLength(1);
      expect(svg.endsWith('</svg>')).toBe(true);
    }
  });

  it('keeps every picture small, even for busy prompts', () => {
    const busy = 'busy crowd of many people, a growing community together at scale in the city';
    for (const style of IMAGE_STYLE_VALUES) {
      expect(renderArtwork({ prompt: busy, style }).length).toBeLessThan(60_000);
    }
  });
});

describe('createBuiltinImageProvider', () => {
  it('returns one SVG data URL of 1024x768 per call', async () => {
    const images = await createBuiltinImageProvider().generate({ prompt: 'mountain summit', style: 'photorealistic' });
    expect(images).toHaveLength(1);
    expect(images[0]).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(decode(images[0] ?? '')).toMatch(/^<svg [^>]*width="1024" height="768"/);
  });

  it('stops when the caller has aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(createBuiltinImageProvider().generate({ prompt: 'x', style: 'sketch' }, controller.signal)).rejects.toThrow();
  });

  it('normalises prompts (case, spacing, Unicode forms)', () => {
    expect(normalisePrompt('  Caf\u0065\u0301   AU  Lait ')).toBe(normalisePrompt('café au lait'));
  });
});
