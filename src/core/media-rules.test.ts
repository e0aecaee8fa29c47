import { describe, it, expect } from 'vitest';
import { isUrlPrompt, pickIconUrl, pickImageAnswer, pickImageUrl, shouldGenerateMedia } from './media-rules';

describe('media rules', () => {
  it('recognises prompts that are already image addresses', () => {
    expect(isUrlPrompt('https://x.test/a.png')).toBe(true);
    expect(isUrlPrompt(' HTTP://x.test/a.png')).toBe(true);
    expect(isUrlPrompt('data:image/svg+xml;base64,AAA')).toBe(true);
    expect(isUrlPrompt('a sunny http meadow')).toBe(false);
  });

  it('generates only with photos on and a real text prompt', () => {
    expect(shouldGenerateMedia('a forest', { disablePhotos: false })).toBe(true);
    expect(shouldGenerateMedia('a forest', { disablePhotos: true })).toBe(false);
    expect(shouldGenerateMedia('https://x.test/a.png', { disablePhotos: false })).toBe(false);
    expect(shouldGenerateMedia('  ', { disablePhotos: false })).toBe(false);
    expect(shouldGenerateMedia(undefined, { disablePhotos: false })).toBe(false);
  });

  it('takes the first image of an image answer', () => {
    expect(pickImageUrl({ images: ['a', 'b'] })).toBe('a');
  });

  it.each([{}, { images: [] }, { images: [''] }, { images: 'a' }, null])('rejects image answer %j', (response) => {
    expect(() => pickImageUrl(response)).toThrow('Image generation response missing images array or array is empty.');
  });

  it('reads an image answer with its credit; an empty one as "no picture fits"', () => {
    const credit = { title: 'Press', author: 'Jo', license: 'CC BY 2.0', sourceUrl: 'https://commons.test/Press.jpg', provider: 'wikimedia' };
    expect(pickImageAnswer({ images: ['a', 'b'], credits: [credit, credit] })).toEqual({ url: 'a', credit });
    expect(pickImageAnswer({ images: ['a'], credits: [{ title: 'no source' }] })).toEqual({ url: 'a' });
    expect(pickImageAnswer({ images: [] })).toBeNull();
    expect(() => pickImageAnswer({})).toThrow('Image generation response missing images array or array is empty.');
  });

  it('takes iconurl, else url', () => {
    expect(pickIconUrl({ iconurl: 'i', url: 'u' })).toBe('i');
    expect(pickIconUrl({ iconurl: '', url: 'u' })).toBe('u');
    expect(() => pickIconUrl({})).toThrow('Icon generation response missing iconurl/url field.');
  });

  it('reads iconurl null as "no icon fits", not as a broken answer', () => {
    expect(pickIconUrl({ iconurl: null })).toBeNull();
    expect(pickIconUrl({ iconurl: null, url: 'u' })).toBe('u');
    expect(() => pickIconUrl({ url: null })).toThrow('Icon generation response missing iconurl/url field.');
    expect(() => pickIconUrl(null)).toThrow('Icon generation response missing iconurl/url field.');
  });
});
