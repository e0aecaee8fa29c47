import { describe, expect, it } from 'vitest';
import { resolveTheme } from '../themes';
import { titleArtPalette, titleArtRequest } from './title-art';

const on = { selectedTheme: 'classic-dark', disablePhotos: false };
const title = (extra: object = {}) => ({ id: 0, type: 'title', title: 'Coral reefs', isComplete: true, ...extra });
const topic = (id: number, image_url?: string, isComplete = true) => ({ id, type: 'topic', title: `T${id}`, isComplete, topic: { image_url } });

describe('titleArtRequest', () => {
  it('asks for portrait art in the theme colours, seeded by the title, when the written deck shows no picture', () => {
    const { colors } = resolveTheme('classic-dark');
    // Classic Dark's white text colour would paint fog: its blue leads, with its mid-grey beside it.
    expect(titleArtPalette('classic-dark')).toEqual([colors.background, colors.accent, colors.secondary]);
    const corporate = resolveTheme('corporate-blue').colors;
    expect(titleArtPalette('corporate-blue')).toEqual([corporate.background, corporate.primary, corporate.secondary, corporate.accent]);
    const bw = resolveTheme('classic-bw').colors;
    expect(titleArtPalette('classic-bw')).toEqual([bw.background, bw.accent, bw.secondary]);
    expect(titleArtRequest([title(), topic(1), topic(2)], on)).toEqual({ slideId: 0, theme: 'classic-dark', prompt: 'Coral reefs', orientation: 'portrait', palette: titleArtPalette('classic-dark') });
  });

  it('asks again for art painted in another theme, never over art the user chose', () => {
    const art = (extra: object) => title({ picture: { source: 'builtin', url: 'data:image/svg+xml;base64,PHN2Zy8+', ...extra } });
    expect(titleArtRequest([art({ theme: 'classic-dark' }), topic(1)], on)).toBeUndefined();
    expect(titleArtRequest([art({ theme: 'corporate-blue' }), topic(1)], on)).toMatchObject({ theme: 'classic-dark' });
    expect(titleArtRequest([art({ theme: 'corporate-blue', chosen: true }), topic(1)], on)).toBeUndefined();
    // Art from before themes were noted stays.
    expect(titleArtRequest([art({}), topic(1)], on)).toBeUndefined();
  });

  it('asks for none while a slide is unwritten, with a topic photo, photos off, a picture of its own, a removal or a background', () => {
    expect(titleArtRequest([title(), topic(1, undefined, false)], on)).toBeUndefined();
    expect(titleArtRequest([title(), topic(1), topic(2, 'data:image/jpeg;base64,QQ==')], on)).toBeUndefined();
    expect(titleArtRequest([title(), topic(1)], { ...on, disablePhotos: true })).toBeUndefined();
    expect(titleArtRequest([title({ picture: { source: 'upload', url: 'data:image/png;base64,QQ==' } }), topic(1)], on)).toBeUndefined();
    expect(titleArtRequest([title({ picture: { removed: true } }), topic(1)], on)).toBeUndefined();
    expect(titleArtRequest([title({ backgroundImage: 'https://a.example/bg.jpg' }), topic(1)], on)).toBeUndefined();
    expect(titleArtRequest([topic(1), topic(2)], on)).toBeUndefined();
  });
});
