import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RenderSlide } from '../../core/slide/geometry';
import { slideLook } from './slide-look';
import { SlideEditContext, type SlideEditContextValue } from './edit-context';
import { SlideRenderer } from './SlideRenderer';
import { TitlePictureContext } from './TitleSlide';

const look = slideLook({ selectedTheme: 'classic-dark', selectedTitleFont: 'font-lora', selectedBodyFont: 'font-inter' });
const render = (slide: RenderSlide) => renderToStaticMarkup(<SlideRenderer slide={slide} slideIndex={0} look={look} measure={false} />);

describe('the title slide on screen', () => {
  it('shows the presenter, organisation and date, and no slide count', () => {
    const html = render({ type: 'title', title: 'Q3 results', description: 'Bakery chain', byline: { presenter: 'Ada Lovelace', organisation: 'Crumb & Co', date: '1 May 2026' } });
    expect(html).toContain('data-text-box="byline"');
    expect(html).toContain('Ada Lovelace  ·  Crumb &amp; Co  ·  1\u00a0May\u00a02026');
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

  it('shows the deck picture beside left-aligned texts, and none in a thumbnail', () => {
    const slide: RenderSlide = { type: 'title', title: 'Q3 results', description: 'Bakery chain', byline: { presenter: 'Ada' } };
    const url = 'https://pictures.example/reef.png';
    const withPicture = (plain: boolean) =>
      renderToStaticMarkup(
        <TitlePictureContext.Provider value={url}>
          <SlideRenderer slide={slide} slideIndex={0} look={look} measure={false} plain={plain} />
        </TitlePictureContext.Provider>,
      );
    const html = withPicture(false);
    expect(html).toContain(`src="${url}"`);
    expect(html).toMatch(/data-text-box="title"[^>]*text-align:left/);
    expect(withPicture(true)).not.toContain(url);
    expect(render(slide)).not.toContain(url);
  });

  it('names the builtin art for what it is; the first topic photo shown there is left unnamed', () => {
    const art = 'data:image/svg+xml;base64,PHN2Zy8+';
    const draw = (slide: RenderSlide & { picture?: { source?: 'builtin' | 'upload'; url?: string } }, shown: string) =>
      renderToStaticMarkup(
        <TitlePictureContext.Provider value={shown}>
          <SlideRenderer slide={slide} slideIndex={0} look={look} measure={false} />
        </TitlePictureContext.Provider>,
      );
    const slide = { type: 'title' as const, title: 'Coral reefs', description: '', picture: { source: 'builtin' as const, url: art } };
    expect(draw(slide, art)).toContain(`<img src="${art}" alt="Abstract artwork in the theme&#x27;s colours"`);
    // A photo found later takes the art's place, and is named on its own slide.
    const photo = 'https://pictures.example/reef.png';
    expect(draw(slide, photo)).toContain(`<img src="${photo}" alt=""`);
  });

  it('draws the byline through the edit context, so it is edited in place like the title', () => {
    const edited: string[] = [];
    const ctx: SlideEditContextValue = { renderText: ({ field, value }) => (edited.push(`${field}=${value}`), null) };
    renderToStaticMarkup(
      <SlideEditContext.Provider value={ctx}>
        <SlideRenderer slide={{ type: 'title', title: 'Q3', description: '', byline: { presenter: 'Ada', organisation: 'Crumb' } }} slideIndex={0} look={look} measure={false} />
      </SlideEditContext.Provider>,
    );
    expect(edited).toContain('byline=Ada  ·  Crumb');
  });
});
