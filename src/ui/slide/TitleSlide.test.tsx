import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RenderSlide } from '../../core/slide/geometry';
import { slideLook } from './slide-look';
import { SlideRenderer } from './SlideRenderer';

const look = slideLook({ selectedTheme: 'classic-dark', selectedTitleFont: 'font-lora', selectedBodyFont: 'font-inter' });
const render = (slide: RenderSlide) => renderToStaticMarkup(<SlideRenderer slide={slide} slideIndex={0} look={look} measure={false} />);

describe('the title slide on screen', () => {
  it('shows the presenter, organisation and date, and no slide count', () => {
    const html = render({ type: 'title', title: 'Q3 results', description: 'Bakery chain', byline: { presenter: 'Ada Lovelace', organisation: 'Crumb & Co', date: '1 May 2026' } });
    expect(html).toContain('data-text-box="byline"');
    expect(html).toContain('Ada Lovelace  ·  Crumb &amp; Co  ·  1 May 2026');
    expect(html).not.toMatch(/\d+ slides/);
    expect(render({ type: 'title', title: 'Q3 results', description: 'Bakery chain' })).not.toContain('data-text-box="byline"');
  });

  it('draws a long title as two balanced lines instead of leaving a word alone on the second', () => {
    const html = render({ type: 'title', title: 'Stash the changes in a dirty working directory away for good', description: 'Git' });
    const shown = /<p class="m-0 w-full" title="[^"]*" style="white-space:pre-line">([^<]*)<\/p>/.exec(html)?.[1];
    expect(shown).toBeDefined();
    const [first, second] = shown!.split('\n');
    expect(second!.split(' ').length).toBeGreaterThan(1);
    expect(Math.abs(first!.length - second!.length)).toBeLessThanOrEqual(12);
  });
});
