import { describe, expect, it } from 'vitest';
import { creditText, pictureOrigin } from './credit';

describe('credit line', () => {
  it('names title, author, licence and source', () => {
    const credit = { title: 'Harbour at dusk', author: 'Ann Lee', license: 'CC BY 2.0', sourceUrl: 'https://commons.wikimedia.org/x', provider: 'wikimedia' };
    expect(creditText(credit)).toBe('Photo: Harbour at dusk by Ann Lee, CC BY 2.0, Wikimedia Commons');
    expect(creditText({ ...credit, author: ' ', license: '' })).toBe('Photo: Harbour at dusk, Wikimedia Commons');
  });

  it('says where a picture without a credit came from', () => {
    expect(pictureOrigin({ source: 'upload', name: 'mould.jpg' })).toBe('Your picture: mould.jpg');
    expect(pictureOrigin(undefined)).toBe('Generated picture');
    // The builtin art says what it is, and never names the app on a slide.
    expect(pictureOrigin({ source: 'builtin', url: 'data:image/svg+xml;base64,PHN2Zy8+' })).toBe('Abstract artwork');
  });
});
