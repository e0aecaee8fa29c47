/**
 * The picture menu's logic and markup: which items a picture offers, that
 * the slide canvas gets a menu only where a picture is shown, and what the
 * Edit Slide modal's section says about a picture's origin. (No DOM here:
 * markup from react-dom/server over an editor store of the test's own.)
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { picturedDoc } from '../../core/commands/picture-fixtures';
import { removeSlidePicture, setSlidePicture } from '../../core/commands/slide-picture';
import type { DeckDoc } from '../../core/commands';
import type { ReactNode } from 'react';
import { ServicesProvider } from '../../state/services';
import { testServices } from '../../state/services-testing';
import { PICTURE_MENU } from './index';
import { PictureSection } from './PictureSection';
import { defaultAspect, pictureItems } from './usePictureActions';

const services = testServices();
const { editor } = services;
const inApp = (node: ReactNode) => <ServicesProvider services={services}>{node}</ServicesProvider>;

const credit = { title: 'Harbour at dusk', author: 'Ann Lee', license: 'CC BY 2.0', sourceUrl: 'https://commons.test/H.jpg', provider: 'wikimedia' };

function load(doc: DeckDoc): void {
  editor.store.load({ deckId: null, title: doc.title, slides: doc.slides, settings: doc.settings });
}

afterEach(() => editor.store.load({ deckId: null, title: '', slides: [], settings: picturedDoc(1).settings }));

describe('pictureItems', () => {
  it('offers every item for a generated picture, Regenerate priced', () => {
    const ids = pictureItems(picturedDoc(2).slides[1], true).map((i) => i.label);
    expect(ids).toEqual(['Replace…', 'Upload from device…', 'Paste from clipboard', 'Crop and focal point…', 'Regenerate (1 credit)', 'Remove picture']);
  });

  it('offers no Regenerate for a found photo or an upload, and only adding where there is no picture', () => {
    const doc = setSlidePicture.perform(picturedDoc(2), { index: 1, url: 'data:image/png;base64,AAAA', info: { source: 'search', credit } });
    expect(pictureItems(doc.slides[1], true).map((i) => i.id)).toEqual(['replace', 'upload', 'paste', 'crop', 'remove']);
    const removed = removeSlidePicture.perform(picturedDoc(2), { index: 2 });
    expect(pictureItems(removed.slides[2], false).map((i) => i.label)).toEqual(['Add a picture…', 'Upload from device…', 'Paste from clipboard']);
    expect(pictureItems(undefined, false)).toEqual([]);
  });

  it('crops to the shape of the standard slots when the slot is not known', () => {
    expect(defaultAspect(picturedDoc(1).slides[0])).toBeCloseTo(512 / 720);
    expect(defaultAspect(picturedDoc(1).slides[1])).toBeLessThan(1);
  });
});

describe('picture menu markup', () => {
  it('puts a menu over a shown picture only, named after the slide and hidden until hover or focus', () => {
    load(picturedDoc(2));
    const box = { x: 800, y: 100, w: 400, h: 500 };
    expect(PICTURE_MENU.renderMenu({ slideIndex: 1, box, url: undefined, name: 'Topic 1' })).toBeNull();
    const html = renderToStaticMarkup(inApp(PICTURE_MENU.renderMenu({ slideIndex: 1, box, url: 'https://img.test/1.png', name: 'Topic 1' })));
    expect(html).toContain('aria-label="Picture options for Topic 1"');
    expect(html).toContain('aria-haspopup="menu"');
    expect(html).toContain('group-hover:opacity-100 focus:opacity-100');
    expect(html).toContain('left:800px;top:100px;width:400px;height:500px');
    expect(html).toContain('accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml"');
  });

  it("names a found photo's credit in the Edit Slide modal, and an upload by its file name", () => {
    load(setSlidePicture.perform(picturedDoc(2), { index: 1, url: 'data:image/png;base64,AAAA', info: { source: 'search', credit } }));
    expect(renderToStaticMarkup(inApp(<PictureSection index={1} />))).toContain('Photo: Harbour at dusk by Ann Lee, CC BY 2.0, Wikimedia Commons');
    load(setSlidePicture.perform(picturedDoc(2), { index: 2, url: 'data:image/png;base64,AAAA', info: { source: 'upload', name: 'mould.png' } }));
    const html = renderToStaticMarkup(inApp(<PictureSection index={2} />));
    expect(html).toContain('Your picture: mould.png');
    expect(html).not.toContain('Regenerate');
  });

  it("says the title slide shows the deck's first picture until it has its own", () => {
    load(picturedDoc(2));
    expect(renderToStaticMarkup(inApp(<PictureSection index={0} />))).toContain('The deck&#x27;s first picture');
  });
});
