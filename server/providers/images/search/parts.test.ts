/** The small parts: picture sniffing, address checks, HTML to text, the query builder. */
import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text';
import { pictureAddressAllowed, sniffImage } from './http';
import { buildQuery } from './query';

const bytes = (...parts: Array<number[] | string>) => Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffImage', () => {
  it('knows JPEG, PNG, WebP and GIF by their first bytes, and nothing else', () => {
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImage(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffImage(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffImage(bytes('GIF89a', [0]))).toBe('image/gif');
    expect(sniffImage(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeUndefined();
    expect(sniffImage(bytes('<!doctype html>'))).toBeUndefined();
    expect(sniffImage(bytes([0xff, 0xd8]))).toBeUndefined();
  });
});

describe('pictureAddressAllowed', () => {
  it('takes public https addresses and the configured service origins only', () => {
    expect(pictureAddressAllowed('https://live.staticflickr.com/1/2.jpg')).toBe(true);
    expect(pictureAddressAllowed('http://live.staticflickr.com/1/2.jpg')).toBe(false);
    for (const host of ['127.0.0.1', 'localhost', '10.0.0.5', '192.168.1.2', '172.20.0.1', '169.254.169.254', '[::1]', '[fd00::1]']) {
      expect(pictureAddressAllowed(`https://${host}/x.jpg`), host).toBe(false);
    }
    expect(pictureAddressAllowed('http://127.0.0.1:5000/img/1.jpg', ['http://127.0.0.1:5000'])).toBe(true);
    expect(pictureAddressAllowed('https://user:pw@example.org/x.jpg')).toBe(false);
    expect(pictureAddressAllowed('javascript:alert(1)')).toBe(false);
  });
});

describe('htmlToText', () => {
  it('keeps the words, drops tags, scripts and comments, decodes entities', () => {
    expect(htmlToText('<a href="//commons.wikimedia.org/wiki/User:X">Jane &amp; John</a>')).toBe('Jane & John');
    expect(htmlToText('<p>One</p><p>Two&#160;&#x41;</p><script>alert(1)</script><!-- hidden -->')).toBe('One Two A');
    expect(htmlToText('<style>p{}</style>Text <b>bold')).toBe('Text bold');
    expect(htmlToText('a &bogus; b &')).toBe('a &bogus; b &');
    expect(htmlToText('x'.repeat(500), 20)).toHaveLength(20);
  });

  it('reads hostile markup in linear time (no closing brackets, deep nesting)', () => {
    const hostile = '<'.repeat(200_000) + '<script>'.repeat(20_000) + '&'.repeat(100_000);
    expect(typeof htmlToText(hostile)).toBe('string');
  });
});

describe('buildQuery', () => {
  it('keeps the subject words and drops picture talk', () => {
    expect(buildQuery({ prompt: 'A photorealistic close-up photo of a honey bee on a sunflower, soft natural light, high detail' }).text).toBe('honey bee sunflower');
  });

  it('weighs words the heading shares, and fills in from the heading when the prompt says little', () => {
    expect(buildQuery({ prompt: 'An illustration', heading: 'Coral Reefs at Risk' }).text).toBe('coral reefs risk');
    expect(buildQuery({ prompt: 'wide shot, cinematic lighting, bees', heading: 'Why Bees Matter' }).terms).toEqual(['bee']);
  });

  it('leaves a heading in another language out of the English query', () => {
    expect(buildQuery({ prompt: 'illustration', heading: 'Les récifs coralliens', language: 'fr-FR' }).text).toBe('');
    expect(buildQuery({ prompt: 'illustration', heading: 'Coral reefs', language: 'en-GB' }).text).toBe('coral reefs');
  });
});
