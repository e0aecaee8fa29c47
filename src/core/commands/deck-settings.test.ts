import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from './limits';
import { normalizeImageUrl, setBackgroundImage } from './set-background-image';
import { setDeckTitle } from './set-deck-title';
import { setFonts } from './set-fonts';
import { setImageStyle } from './set-image-style';
import { setTone } from './set-tone';
import { setSlideLayout } from './set-slide-layout';
import { setTheme } from './set-theme';
import { togglePhotos } from './toggle-photos';
import { makeDoc } from './test-fixtures';

describe('deck.setTheme', () => {
  it('stores the canonical id of a theme or alias', () => {
    const doc = makeDoc();
    expect(setTheme.perform(doc, { theme: 'cosmic-dream' }).settings.selectedTheme).toBe('cosmic-dream');
    expect(setTheme.perform(doc, { theme: 'cosmic' }).settings.selectedTheme).toBe('cosmic-dream');
  });

  it('ignores unknown ids and the theme already set (alias included)', () => {
    const doc = makeDoc();
    expect(doc.settings.selectedTheme).toBe('aurora-borealis');
    expect(setTheme.perform(doc, { theme: 'no-such-theme' })).toBe(doc);
    expect(setTheme.perform(doc, { theme: 'aurora' })).toBe(doc);
  });
});

describe('deck.setFonts', () => {
  it('sets either font, stored with the font- prefix', () => {
    const doc = makeDoc();
    const next = setFonts.perform(doc, { title: 'lora', body: 'font-roboto' });
    expect(next.settings).toMatchObject({ selectedTitleFont: 'font-lora', selectedBodyFont: 'font-roboto' });
    expect(setFonts.perform(doc, { body: 'lato' }).settings.selectedTitleFont).toBe(doc.settings.selectedTitleFont);
  });

  it('ignores fonts the picker does not offer for that role', () => {
    const doc = makeDoc();
    expect(setFonts.perform(doc, { title: 'comic-sans' })).toBe(doc);
    // Lora is a title (serif) face; body fonts are sans-serif or monospace.
    expect(setFonts.perform(doc, { body: 'lora' })).toBe(doc);
    expect(setFonts.perform(doc, {})).toBe(doc);
  });
});

describe('deck.setImageStyle', () => {
  it('sets a known style and reads realistic as photorealistic', () => {
    const doc = makeDoc();
    expect(setImageStyle.perform(doc, { style: 'sketch' }).settings.selectedImageStyle).toBe('sketch');
    expect(setImageStyle.perform(doc, { style: 'realistic' })).toBe(doc);
    expect(setImageStyle.perform(doc, { style: 'oil-painting' })).toBe(doc);
  });
});

describe('deck.togglePhotos', () => {
  it('flips without an argument and sets with one', () => {
    const doc = makeDoc();
    const off = togglePhotos.perform(doc, {});
    expect(off.settings.disablePhotos).toBe(true);
    expect(togglePhotos.perform(off, {}).settings.disablePhotos).toBe(false);
    expect(togglePhotos.perform(doc, { disabled: false })).toBe(doc);
    expect(togglePhotos.perform(doc, { disabled: true }).settings.disablePhotos).toBe(true);
  });
});

describe('deck.setTitle', () => {
  it('sets and caps the deck title', () => {
    const doc = makeDoc();
    expect(setDeckTitle.perform(doc, { title: 'Q3 review' }).title).toBe('Q3 review');
    expect(setDeckTitle.perform(doc, { title: 'y'.repeat(500) }).title).toHaveLength(TEXT_LIMITS.deckTitle);
    expect(setDeckTitle.perform(doc, { title: 'My deck' })).toBe(doc);
    expect(setDeckTitle.perform(doc, { title: 'Q3' }).slides).toBe(doc.slides);
  });
});

describe('slide.setLayout', () => {
  it('sets, replaces and clears a slide layout', () => {
    const doc = makeDoc();
    const grid = setSlideLayout.perform(doc, { index: 1, layout: { type: 'grid', config: { columns: 2 } } });
    expect(grid.slides[1]?.layout).toEqual({ type: 'grid', config: { columns: 2 } });
    expect(setSlideLayout.perform(grid, { index: 1, layout: { type: 'grid', config: { columns: 3 } } }).slides[1]?.layout?.config).toEqual({ columns: 3 });
    const cleared = setSlideLayout.perform(grid, { index: 1, layout: undefined });
    expect(cleared.slides[1]).not.toHaveProperty('layout');
  });

  it('returns the same doc for the same layout, a blank type or a missing slide', () => {
    const grid = setSlideLayout.perform(makeDoc(), { index: 1, layout: { type: 'grid', config: { columns: 2 } } });
    expect(setSlideLayout.perform(grid, { index: 1, layout: { type: 'grid', config: { columns: 2 } } })).toBe(grid);
    expect(setSlideLayout.perform(grid, { index: 1, layout: { type: ' ', config: {} } })).toBe(grid);
    expect(setSlideLayout.perform(grid, { index: 8, layout: { type: 'grid', config: {} } })).toBe(grid);
    expect(setSlideLayout.perform(grid, { index: 2, layout: undefined })).toBe(grid);
  });
});

describe('slide.setBackgroundImage', () => {
  it('sets a trimmed http(s) URL and clears with an empty one', () => {
    const doc = makeDoc();
    const set = setBackgroundImage.perform(doc, { index: 0, url: '  https://example.com/a.jpg ' });
    expect(set.slides[0]?.backgroundImage).toBe('https://example.com/a.jpg');
    const cleared = setBackgroundImage.perform(set, { index: 0, url: '' });
    expect(cleared.slides[0]).not.toHaveProperty('backgroundImage');
    expect(setBackgroundImage.perform(doc, { index: 0, url: '   ' })).toBe(doc);
  });

  it('refuses addresses that are not images Decksmith loads', () => {
    const doc = makeDoc();
    for (const url of ['javascript:alert(1)', 'file:///etc/passwd', 'example.com/a.jpg', 'http://', `https://e.com/${'a'.repeat(TEXT_LIMITS.url)}`]) {
      expect(setBackgroundImage.perform(doc, { index: 1, url }), url).toBe(doc);
    }
  });

  it('accepts data:image URLs (the builtin image provider makes them)', () => {
    expect(normalizeImageUrl('data:image/svg+xml;base64,PHN2Zy8+')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(normalizeImageUrl('data:text/html,<script>')).toBeUndefined();
  });
});

describe('deck.setTone', () => {
  it('sets a known tone and ignores an unknown one', () => {
    const doc = makeDoc(1);
    expect(setTone.perform(doc, { tone: 'formal' }).settings.selectedTone).toBe('formal');
    expect(setTone.perform(doc, { tone: 'sarcastic' })).toBe(doc);
    expect(setTone.perform(doc, { tone: doc.settings.selectedTone })).toBe(doc);
  });
});
