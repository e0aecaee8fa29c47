import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Unit tests run without a DOM, where DOMPurify cannot sanitize; this stand-in
 * records what RichText asks of it. The real sanitizer is checked in a browser
 * by tests/e2e/layouts.spec.ts.
 */
const purify = vi.hoisted(() => ({
  isSupported: true,
  sanitize: vi.fn((value: string, _config?: { ALLOWED_TAGS?: string[]; ALLOWED_ATTR?: string[] }) => value.replace(/<img[^>]*>|<script>.*?<\/script>/g, '')),
}));
vi.mock('dompurify', () => ({ default: purify }));

const { RichText, looksLikeHtml, sanitizeSlideHtml } = await import('./RichText');

afterEach(() => {
  purify.isSupported = true;
  purify.sanitize.mockClear();
});

describe('RichText', () => {
  it('renders plain text as text, without asking the sanitizer', () => {
    const html = renderToStaticMarkup(<RichText value={'Tides & currents\nsecond line'} />);
    expect(html).toBe('<p style="white-space:pre-line">Tides &amp; currents\nsecond line</p>');
    expect(purify.sanitize).not.toHaveBeenCalled();
  });

  it('renders only the sanitized markup of an HTML value, allowing formatting and no images, scripts or handlers', () => {
    const html = renderToStaticMarkup(<RichText value={'<b>Bold</b><img src=x onerror="alert(1)"><script>alert(2)</script>'} />);
    expect(html).toBe('<p><b>Bold</b></p>');
    const config = purify.sanitize.mock.calls[0]![1]!;
    expect(config.ALLOWED_TAGS).toEqual(expect.arrayContaining(['b', 'i', 'u', 'ul', 'li', 'span']));
    for (const tag of ['img', 'script', 'style', 'iframe', 'svg', 'form']) expect(config.ALLOWED_TAGS).not.toContain(tag);
    expect(config.ALLOWED_ATTR!.some((attr) => attr.startsWith('on'))).toBe(false);
  });

  it('falls back to text where HTML cannot be sanitized', () => {
    purify.isSupported = false;
    expect(sanitizeSlideHtml('<b>x</b>')).toBeUndefined();
    const html = renderToStaticMarkup(<RichText value={'<img src=x onerror=alert(1)>'} />);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<img/);
  });

  it('treats a value as HTML only when it has a tag opener', () => {
    expect(looksLikeHtml('a < b')).toBe(true);
    expect(looksLikeHtml('plain & simple')).toBe(false);
  });
});
