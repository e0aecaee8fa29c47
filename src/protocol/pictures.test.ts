import { describe, expect, it } from 'vitest';
import {
  creditLine,
  imageRequestSchema,
  imageResponseSchema,
  pictureFetchRequestSchema,
  pictureFetchResponseSchema,
  pictureSearchRequestSchema,
  pictureSearchResponseSchema,
  type PictureCredit,
} from './pictures';

function problems(schema: { safeParse(v: unknown): { success: boolean; error?: { issues: Array<{ message: string }> } } }, body: unknown) {
  const result = schema.safeParse(body);
  return result.success ? 'ok' : (result.error?.issues.map((i) => i.message) ?? []);
}

const credit: PictureCredit = {
  title: 'Gutenberg press replica',
  author: 'Jane Doe',
  license: 'CC BY 4.0',
  licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
  sourceUrl: 'https://commons.wikimedia.org/wiki/File:Press.jpg',
  provider: 'wikimedia',
};
const DATA = 'data:image/jpeg;base64,/9j/4AAQ';

describe('image request', () => {
  it('takes the old body and the slot fields', () => {
    expect(problems(imageRequestSchema, { prompt: 'a printing press' })).toBe('ok');
    expect(problems(imageRequestSchema, { prompt: 'a press', style: 'photorealistic', heading: 'Gutenberg', orientation: 'portrait', purpose: 'decorative' })).toBe('ok');
  });

  it('names a wrong orientation or purpose with the allowed values', () => {
    expect(problems(imageRequestSchema, { prompt: 'a press', orientation: 'wide' })).toEqual(['orientation must be one of landscape, portrait, square']);
    expect(problems(imageRequestSchema, { prompt: 'a press', purpose: 'filler' })).toEqual(['purpose must be one of content, decorative']);
    expect(problems(imageRequestSchema, { prompt: '' })).toEqual(['prompt must not be empty']);
  });

  it('takes the photos the deck already shows, as web addresses, at most 100', () => {
    const pages = Array.from({ length: 100 }, (_, i) => `https://commons.wikimedia.org/wiki/File:P${i}.jpg`);
    expect(problems(imageRequestSchema, { prompt: 'a press', avoid: pages })).toBe('ok');
    expect(problems(imageRequestSchema, { prompt: 'a press', avoid: [...pages, 'https://example.org/one-more'] })).toEqual(['avoid has too many addresses: at most 100']);
    expect(problems(imageRequestSchema, { prompt: 'a press', avoid: ['javascript:alert(1)'] })).toEqual(['avoid must be an http(s) address']);
    expect(problems(imageRequestSchema, { prompt: 'a press', avoid: [`https://example.org/${'x'.repeat(2000)}`] })).toEqual(['avoid is too long: at most 2000 characters']);
    expect(problems(imageRequestSchema, { prompt: 'a press', avoid: 'https://example.org/a' })).toEqual(['avoid must be a list of http(s) addresses']);
  });
});

describe('image answer', () => {
  it('carries credits optionally, and an empty list means no picture', () => {
    expect(problems(imageResponseSchema, { images: [] })).toBe('ok');
    expect(problems(imageResponseSchema, { images: [DATA], credits: [credit] })).toBe('ok');
  });

  it('refuses a credit whose links are not web addresses', () => {
    expect(problems(imageResponseSchema, { images: [DATA], credits: [{ ...credit, sourceUrl: 'javascript:alert(1)' }] })).toEqual([
      'sourceUrl must be an http(s) address',
    ]);
    expect(problems(imageResponseSchema, { images: [DATA], credits: [{ ...credit, provider: 'flickr' }] })).toEqual([
      expect.stringMatching(/^provider must be one of openverse, wikimedia, pexels/),
    ]);
  });
});

describe('search and fetch', () => {
  it('validate the query, the page and the source', () => {
    expect(problems(pictureSearchRequestSchema, { query: 'coral reef', orientation: 'landscape', page: 2 })).toBe('ok');
    expect(problems(pictureSearchRequestSchema, { query: '   ' })).toEqual(['query must not be blank']);
    expect(problems(pictureSearchRequestSchema, { query: 'reef', page: 0 })).toEqual(['page must be at least 1']);
    expect(problems(pictureSearchRequestSchema, { query: 'reef', page: '2' })).toEqual(['page must be a number']);
    expect(problems(pictureSearchRequestSchema, { query: 'x'.repeat(201) })).toEqual(['query is too long: at most 200 characters']);
    expect(problems(pictureFetchRequestSchema, { provider: 'pexels', id: '2014422' })).toBe('ok');
    expect(problems(pictureFetchRequestSchema, { provider: 'pexels', id: 'a\nb' })).toEqual(['id must not hold control characters']);
    expect(problems(pictureFetchRequestSchema, { provider: 'builtin', id: '1' })).toEqual([expect.stringMatching(/^provider must be one of openverse/)]);
  });

  it('answer with data URLs only, so the page never loads a remote host', () => {
    const result = { id: '1', provider: 'openverse', thumbnail: DATA, width: 640, height: 480, title: 't', author: 'a', license: 'CC0 1.0', sourceUrl: 'https://x.org/1' };
    expect(problems(pictureSearchResponseSchema, { results: [result], unavailable: ['pexels'] })).toBe('ok');
    expect(problems(pictureSearchResponseSchema, { results: [{ ...result, thumbnail: 'https://x.org/t.jpg' }] })).toEqual([
      'thumbnail must be an image data URL',
    ]);
    expect(problems(pictureFetchResponseSchema, { image: 'data:image/svg+xml;base64,PHN2Zz4=', credit })).toEqual(['image must be an image data URL']);
    expect(problems(pictureFetchResponseSchema, { image: DATA, credit })).toBe('ok');
  });
});

describe('creditLine', () => {
  it('reads as one line and leaves out what is unknown', () => {
    expect(creditLine(credit)).toBe(
      '"Gutenberg press replica" by Jane Doe, CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/), https://commons.wikimedia.org/wiki/File:Press.jpg',
    );
    expect(creditLine({ ...credit, title: '', author: ' ', licenseUrl: undefined })).toBe('Picture, CC BY 4.0, https://commons.wikimedia.org/wiki/File:Press.jpg');
  });
});
