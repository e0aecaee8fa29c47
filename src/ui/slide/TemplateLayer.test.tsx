import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { RenderSlide } from '../../core/slide/geometry';
import { themeFromTemplate } from '../../core/templates/derive';
import type { TemplateFacts } from '../../core/templates/types';
import { setImportedThemes } from '../../core/themes/catalogue';
import { slideLook } from './slide-look';
import { SlideRenderer } from './SlideRenderer';

const FACTS: TemplateFacts = {
  name: 'Acme', kind: 'potx', slideSize: { cx: 12_192_000, cy: 6_858_000 },
  palette: { dk1: '#000000', lt1: '#ffffff', dk2: '#003b5c', lt2: '#e7e6e6', accent1: '#008080', accent2: '#f2a900', accent3: '#a5a5a5', accent4: '#ffc000', accent5: '#5b9bd5', accent6: '#70ad47' },
  fonts: { major: 'Georgia', minor: 'Verdana' }, layoutBackgrounds: [], masterBackground: { kind: 'solid', color: '#ffffff' },
  pictures: [{ part: 'ppt/media/logo.png', name: 'Logo', box: { x: 0.86, y: 0.044, w: 0.11, h: 0.196 } }],
  placeholders: { title: { x: 0.05, y: 0.05, w: 0.76, h: 0.18 }, body: { x: 0.05, y: 0.27, w: 0.9, h: 0.66 } },
  textColors: {}, notes: [],
};

const slide: RenderSlide = {
  id: 1, type: 'topic', title: 'Quarterly results', description: 'Where we stand',
  topic: { heading: 'Quarterly results', overview: 'Where we stand', subtopics: [{ heading: 'Revenue', overview: 'Up four percent.' }, { heading: 'Costs', overview: 'Down two percent.' }] },
};

afterEach(() => setImportedThemes([]));

describe('a slide in a template theme', () => {
  it('draws the logo and moves the slide into the region clear of it', () => {
    const theme = themeFromTemplate(FACTS, { id: 'template-acme', fileName: 'acme.potx' });
    if (!theme.template) throw new Error('no template look');
    theme.template.pictures = theme.template.pictures.map((p) => ({ ...p, src: 'blob:http://app/logo' }));
    setImportedThemes([theme]);
    const html = renderToStaticMarkup(<SlideRenderer slide={slide} slideIndex={1} look={slideLook({ selectedTheme: 'template-acme', selectedTitleFont: 'font-inter', selectedBodyFont: 'font-inter' })} />);
    expect(html).toContain('src="blob:http://app/logo"');
    const transform = /data-template-region="" style="[^"]*transform:translate\(([\d.]+)px, ([\d.]+)px\) scale\(([\d.]+)\)/.exec(html);
    expect(Number(transform?.[3])).toBeLessThan(1);
    expect(html).toContain('Quarterly results');
    expect(html).toContain("font-family:&#x27;Georgia&#x27;");
  });

  it('leaves a built-in theme\'s slide as it was', () => {
    const html = renderToStaticMarkup(<SlideRenderer slide={slide} slideIndex={1} look={slideLook({ selectedTheme: 'classic-dark', selectedTitleFont: 'font-inter', selectedBodyFont: 'font-inter' })} />);
    expect(html).not.toContain('data-template-region');
    expect(html).not.toContain('data-template-mark');
  });

  it('draws the master\'s band and footer as shapes and text, and the title slide on its own background without them', () => {
    const footer = {
      name: 'Footer', box: { x: 0.25, y: 0.92, w: 0.5, h: 0.06 }, geometry: 'rect' as const, rotation: 0, flipH: false, flipV: false,
      text: { paragraphs: ['Confidential <b>& internal</b>'], color: '#595959', size: 0.025, bold: true, italic: false, align: 'center' as const, anchor: 'middle' as const, font: 'minor', inset: [0, 0, 0, 0] as [number, number, number, number], wrap: true },
    };
    const band = { name: 'Band', box: { x: 0, y: 0, w: 1, h: 0.06 }, geometry: 'rect' as const, rotation: 0, flipH: false, flipV: false, fill: '#00807f' };
    const theme = themeFromTemplate(
      { ...FACTS, shapes: [band, footer], titleHidesMaster: true, layoutBackgrounds: [{ type: 'title', name: 'Title Slide', fill: { kind: 'solid', color: '#1b2a41' } }] },
      { id: 'template-acme', fileName: 'acme.potx' },
    );
    setImportedThemes([theme]);
    const look = slideLook({ selectedTheme: 'template-acme', selectedTitleFont: 'font-inter', selectedBodyFont: 'font-inter' });
    const html = renderToStaticMarkup(<SlideRenderer slide={slide} slideIndex={1} look={look} />);
    expect(html.match(/data-template-shape=""/g)).toHaveLength(2);
    expect(html).toContain('background:#00807f');
    // The template's text is text: its angle brackets are escaped, never markup.
    expect(html).toContain('Confidential &lt;b&gt;&amp; internal&lt;/b&gt;');
    const title: RenderSlide = { id: 0, type: 'title', title: 'Annual review', description: 'Where we stand' };
    const titleHtml = renderToStaticMarkup(<SlideRenderer slide={title} slideIndex={0} look={look} />);
    expect(titleHtml).toContain('background:#1b2a41');
    expect(titleHtml).not.toContain('data-template-shape');
    expect(titleHtml).toContain(`color:${theme.template?.titleSlide?.title}`);
  });
});
