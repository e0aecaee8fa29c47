import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText, sanitizeSlideHtml } from './RichText';
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

  it('renders a text with "<" as exactly that text: no words lost, nothing read as markup', () => {
    for (const text of ['Vec<T> & Option<T>', 'if a<b then x', '<b>typed, not bold</b>', '<img src=x onerror=alert(1)>']) {
      const html = renderToStaticMarkup(<RichText value={text} />);
      const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      expect(html).toBe(`<p style="white-space:pre-line">${escaped}</p>`);
    }
  });

  it('falls back to the plain text where formatting cannot be sanitized', () => {
    expect(sanitizeSlideHtml('<b>x</b>')).toBeUndefined();
    const html = renderToStaticMarkup(<RichText value="Bold move" rich={{ text: 'Bold move', html: '<b>Bold</b> move<img src=x onerror=alert(1)>' }} />);
    expect(html).toBe('<p style="white-space:pre-line">Bold move</p>');
  });

  it('shares the editor gate: formatting only, no images, scripts, frames or links', () => {
    expect(ALLOWED_TAGS).toEqual(expect.arrayContaining(['b', 'i', 'u', 'ul', 'li', 'span']));
    for (const tag of ['img', 'script', 'style', 'iframe', 'svg', 'form', 'a']) expect(ALLOWED_TAGS).not.toContain(tag);
  });
});
