/** The built-in artist: abstract theme art, distinct styles, determinism, no reflected text, safe size. */
import { describe, expect, it } from 'vitest';
import { IMAGE_STYLE_VALUES } from '../../../../src/core/schemas/catalog';
import { createBuiltinImageProvider, normalisePrompt, renderArtwork } from './index';

const decode = (url: string) => Buffer.from(url.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');

describe('renderArtwork', () => {
  const prompt = 'The printing press in Europe';

  it('draws six clearly different pictures for the six styles', () => {
    const svgs = IMAGE_STYLE_VALUES.map((style) => renderArtwork({ prompt, style }));
    expect(new Set(svgs).size).toBe(6);
    const [photo, flat, , line, render, sketch] = svgs as [string, string, string, string, string, string];
    expect(photo).toContain('feGaussianBlur');
    expect(flat).not.toMatch(/Gradient|filter/);
    expect(render).toContain('radialGradient');
    expect(sketch).toContain('#f4eee1');
    expect(line).toContain('<g fill="none"');
  });

  it('depicts nothing: no landscape, sun or skyline, whatever the prompt names', () => {
    for (const p of ['city skyline at sunset', 'ocean waves on a beach', 'a forest of pine trees']) {
      for (const style of IMAGE_STYLE_VALUES) expect(renderArtwork({ prompt: p, style })).toMatch(/aria-label="(Soft abstract|Flat abstract|Abstract|Abstract line|Abstract shaded|Abstract pencil)/);
    }
  });

  it('paints in the theme colours it is given', () => {
    const svg = renderArtwork({ prompt, style: 'illustration', palette: ['#0f172a', '#38bdf8', '#f59e0b'] });
    expect(svg).toContain('#0f172a');
    expect(svg).toMatch(/#38bdf8|#f59e0b/);
    expect(renderArtwork({ prompt, style: 'illustration' })).not.toContain('#38bdf8');
  });

  it('takes the slot shape', () => {
    expect(renderArtwork({ prompt, style: 'abstract', orientation: 'portrait' })).toMatch(/width="768" height="1024"/);
    expect(renderArtwork({ prompt, style: 'abstract', orientation: 'square' })).toMatch(/width="896" height="896"/);
    expect(renderArtwork({ prompt, style: 'abstract' })).toMatch(/width="1024" height="768"/);
  });

  it('is deterministic, and different prompts vary the composition', () => {
    for (const style of IMAGE_STYLE_VALUES) expect(renderArtwork({ prompt, style })).toBe(renderArtwork({ prompt, style }));
    expect(renderArtwork({ prompt: '  THE printing   press in Europe', style: 'sketch' })).toBe(renderArtwork({ prompt, style: 'sketch' }));
    const many = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((p) => renderArtwork({ prompt: `deck ${p}`, style: 'abstract' })));
    expect(many.size).toBe(6);
  });

  it('never reflects the prompt as text, even hostile markup', () => {
    const hostile = '</svg><script>alert("x")</script><text>SECRETWORD</text> & "quotes"';
    for (const style of IMAGE_STYLE_VALUES) {
      const svg = renderArtwork({ prompt: hostile, style, palette: ['#000000', '#ffffff'] });
      expect(svg).not.toMatch(/SECRETWORD|script|alert|<text/i);
      expect(svg.match(/<svg/g)).toHaveLength(1);
      expect(svg.endsWith('</svg>')).toBe(true);
    }
  });

  it('keeps every picture small', () => {
    for (const p of ['a', 'b', 'c', 'd', 'e']) for (const style of IMAGE_STYLE_VALUES) expect(renderArtwork({ prompt: p, style }).length).toBeLessThan(120_000);
  });
});

describe('createBuiltinImageProvider', () => {
  it('returns one SVG data URL per call', async () => {
    const images = await createBuiltinImageProvider().generate({ prompt: 'mountain summit', style: 'photorealistic' });
    expect(images).toHaveLength(1);
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
