/**
 * The Media tab draws the slide's picture section only as the page provides
 * it, through SlidePictureContext: the editor knows nothing of the picture
 * menu. (Markup from react-dom/server: this suite has no DOM.)
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SlidePictureContext, type SlidePictureContextValue } from '../../ui/slide/picture-context';
import { MediaTab } from './MediaTab';
import type { SlideDraft } from './draft';

const draft = { backgroundImage: '' } as SlideDraft;
const tab = <MediaTab draft={draft} onChange={() => {}} imagePrompt="a harbour" error={null} urlRef={null} index={2} />;

const pictures: SlidePictureContextValue = {
  renderMenu: () => null,
  renderSection: (slideIndex) => <p data-section="">picture of slide {slideIndex}</p>,
};
const within = (node: ReactNode) => <SlidePictureContext.Provider value={pictures}>{node}</SlidePictureContext.Provider>;

describe('MediaTab', () => {
  it("shows the page's picture section for its slide", () => {
    expect(renderToStaticMarkup(within(tab))).toContain('<p data-section="">picture of slide 2</p>');
  });

  it('has no picture section where the page provides none, and still the background address and the prompt', () => {
    const html = renderToStaticMarkup(tab);
    expect(html).not.toContain('data-section');
    expect(html).toContain('Background Image URL');
    expect(html).toContain('a harbour');
  });
});
