import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText, looksLikeHtml, sanitizeSlideHtml } from './RichText';
import { ALLOWED_TAGS } from './sanitize';

/**
 * Unit tests run without a DOM, where DOMPurify cannot sanitize: RichText
 * must then show HTML values as text. The sanitizer itself is tested in
 * ./sanitize.test.ts and, in a real browser, by tests/e2e/editing.spec.ts
 * and layouts.spec.ts.
 */
describe('RichText', () => {
  it('renders plain text as text, keeping its line breaks', () => {
    const html = renderToStaticMarkup(<RichText value={'Tides & currents\nsecond line'} />);
    expect(html).toBe('<p style="white-space:pre-line">Tides &amp; currents\nsecond line</p>');
  });

  it('falls back to text where HTML cannot be sanitized', () => {
    expect(sanitizeSlideHtml('<b>x</b>')).toBeUndefined();
    const html = renderToStaticMarkup(<RichText value={'<img src=x onerror=alert(1)>'} />);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<img/);
  });

  it('shares the editor gate: formatting only, no images, scripts, frames or links', () => {
    expect(ALLOWED_TAGS).toEqual(expect.arrayContaining(['b', 'i', 'u', 'ul', 'li', 'span']));
    for (const tag of ['img', 'script', 'style', 'iframe', 'svg', 'form', 'a']) expect(ALLOWED_TAGS).not.toContain(tag);
  });

  it('treats a value as HTML only when it has a tag opener', () => {
    expect(looksLikeHtml('a < b')).toBe(true);
    expect(looksLikeHtml('plain & simple')).toBe(false);
  });
});
