import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { slideLook } from '../../ui/slide/slide-look';
import type { PrintSlide } from './NotesPage';
import { PrintDocument } from './PrintDocument';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const CREDIT = {
  title: 'Vent <b>chimney</b>',
  author: 'R. Diver',
  license: 'CC BY 4.0',
  licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
  sourceUrl: 'https://commons.wikimedia.org/wiki/File:Vent.jpg',
  provider: 'wikimedia',
};
const title: PrintSlide = { id: 0, type: 'title', title: 'Deep Sea Vents', description: '', notes: '' };
function topic(credit?: typeof CREDIT): PrintSlide {
  const slide: PrintSlide = {
    id: 1, type: 'topic', title: 'Black Smokers', description: '', notes: '',
    topic: { heading: 'Black Smokers', overview: 'Why they matter.', image_url: PNG, subtopics: [{ heading: 'Heat', overview: 'Very hot.' }] },
  };
  return credit ? Object.assign(slide, { picture: { credit } }) : slide;
}

describe('the printed deck’s picture credits', () => {
  const look = slideLook({ selectedTheme: 'classic-dark', selectedTitleFont: 'font-playfair', selectedBodyFont: 'font-lato' });

  it('end the deck with a credits page for a credited picture, its text escaped', () => {
    const html = renderToStaticMarkup(<PrintDocument slides={[title, topic(CREDIT)]} look={look} notes={false} />);
    expect(html.match(/data-print-page="credits"/g)).toHaveLength(1);
    expect(html).toContain('Picture credits');
    // The title slide shows the deck's first picture too.
    expect(html).toContain('<b>Slides 1, 2. </b>Photo: Vent &lt;b&gt;chimney&lt;/b&gt; by R. Diver, CC BY 4.0, via Wikimedia Commons, https://commons.wikimedia.org/wiki/File:Vent.jpg');
    expect(html).toContain('CC BY 4.0: https://creativecommons.org/licenses/by/4.0/');
    expect(html.lastIndexOf('data-print-page="credits"')).toBeGreaterThan(html.lastIndexOf('data-print-page="slide"'));
  });

  it('are left out when nothing shown is credited or photos are off', () => {
    expect(renderToStaticMarkup(<PrintDocument slides={[title, topic()]} look={look} notes={false} />)).not.toContain('data-print-page="credits"');
    const off = slideLook({ selectedTheme: 'classic-dark', selectedTitleFont: 'font-playfair', selectedBodyFont: 'font-lato', disablePhotos: true });
    expect(renderToStaticMarkup(<PrintDocument slides={[title, topic(CREDIT)]} look={off} notes={false} />)).not.toContain('data-print-page="credits"');
  });
});
