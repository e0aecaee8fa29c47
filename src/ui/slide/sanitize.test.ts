import { describe, expect, it } from 'vitest';
import { escapeHtml, filterStyle, sanitizeHtml } from './sanitize';

describe('filterStyle', () => {
  it('keeps colour, background, size and alignment', () => {
    expect(filterStyle('color: rgb(37, 99, 235); background-color:#fde047; font-size: 24px; text-align: center')).toBe(
      'color: rgb(37, 99, 235); background-color: #fde047; font-size: 24px; text-align: center',
    );
  });

  it('drops every other property and anything that loads or runs', () => {
    expect(filterStyle('position: fixed; top: 0; color: red')).toBe('color: red');
    expect(filterStyle('background-color: url(javascript:alert(1))')).toBe('');
    expect(filterStyle('color: expression(alert(1))')).toBe('');
    expect(filterStyle('font-size: var(--x)')).toBe('');
    expect(filterStyle('background-image: url(https://evil.test/x.png)')).toBe('');
    expect(filterStyle('text-align: left; behavior: url(x.htc)')).toBe('text-align: left');
  });
});

describe('sanitizeHtml without a DOM', () => {
  it('fails closed: markup is escaped, so nothing can run', () => {
    const out = sanitizeHtml('<img src=x onerror=alert(1)><script>alert(2)</script>');
    expect(out).not.toMatch(/<img|<script/i);
    expect(out).toBe(escapeHtml('<img src=x onerror=alert(1)><script>alert(2)</script>'));
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
