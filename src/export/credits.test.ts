import { describe, expect, it } from 'vitest';
import { creditEntries, creditLine, creditPages, licenceLines, slidesLabel, type CreditInput } from './credits';

const COMMONS: CreditInput = {
  title: 'Gutenberg press replica',
  author: 'Jane Doe',
  license: 'CC BY 2.0',
  licenseUrl: 'https://creativecommons.org/licenses/by/2.0/',
  sourceUrl: 'https://commons.wikimedia.org/wiki/File:Press.jpg',
  provider: 'wikimedia',
};

describe('picture credits', () => {
  it('names title, author, licence, source service and address', () => {
    expect(creditLine(COMMONS)).toBe('Photo: Gutenberg press replica by Jane Doe, CC BY 2.0, via Wikimedia Commons, https://commons.wikimedia.org/wiki/File:Press.jpg');
  });

  it('reads well without a title or an author, and never writes an address that is not http(s)', () => {
    expect(creditLine({ ...COMMONS, title: '', sourceUrl: 'javascript:alert(1)' })).toBe('Photo by Jane Doe, CC BY 2.0, via Wikimedia Commons');
    expect(creditLine({ ...COMMONS, author: '  ', provider: 'pexels', license: 'Pexels License' })).toBe(
      'Photo: Gutenberg press replica, Pexels License, via Pexels, https://commons.wikimedia.org/wiki/File:Press.jpg',
    );
  });

  it('cuts an overlong remote title', () => {
    const line = creditLine({ ...COMMONS, title: 'x'.repeat(300) });
    expect(line.length).toBeLessThan(250);
    expect(line).toContain('…');
  });

  it('lists a picture once with every slide it is on, in slide order', () => {
    const other = { ...COMMONS, title: 'Type case' };
    const entries = creditEntries([
      { slide: 5, url: 'a', credit: COMMONS },
      { slide: 2, url: 'b', credit: other },
      { slide: 1, url: 'a', credit: COMMONS },
    ]);
    expect(entries.map((e) => [e.credit.title, slidesLabel(e.slides)])).toEqual([
      ['Gutenberg press replica', 'Slides 1, 5'],
      ['Type case', 'Slide 2'],
    ]);
  });

  it('gives each licence address once', () => {
    const entries = creditEntries([
      { slide: 1, url: 'a', credit: COMMONS },
      { slide: 2, url: 'b', credit: { ...COMMONS, title: 'Other' } },
      { slide: 3, url: 'c', credit: { ...COMMONS, license: 'CC0 1.0', licenseUrl: undefined } },
    ]);
    expect(licenceLines(entries)).toEqual(['CC BY 2.0: https://creativecommons.org/licenses/by/2.0/']);
  });

  it('spreads many credits over several slides, none lost', () => {
    const uses = Array.from({ length: 30 }, (_, i) => ({ slide: i + 2, url: `u${i}`, credit: { ...COMMONS, title: `Photo number ${i}` } }));
    const pages = creditPages(creditEntries(uses));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.flat()).toHaveLength(30);
  });
});
