import { describe, expect, it } from 'vitest';
import { SVG_UNREADABLE, sanitizeSvg } from './svg-sanitize';

const wrap = (body: string, attrs = '') => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attrs}>${body}</svg>`;

function clean(svg: string): string {
  const out = sanitizeSvg(svg);
  if (!out.ok) throw new Error(out.error);
  return out.svg;
}

describe('sanitizeSvg', () => {
  it('keeps the drawing', () => {
    const out = clean(wrap('<rect x="1" y="1" width="8" height="8" fill="#0a0"/><use href="#a"/>'));
    expect(out).toContain('<rect x="1" y="1" width="8" height="8" fill="#0a0"/>');
    expect(out).toContain('href="#a"');
  });

  it('removes scripts, event handlers and embedded HTML', () => {
    const result = sanitizeSvg(wrap('<script>alert(1)</script><rect onclick="alert(2)" width="1" height="1"/><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>', ' onload="alert(3)"'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.svg).not.toMatch(/script|alert|foreignObject|onload|onclick/i);
    expect(result.removed).toBe(4);
  });

  it('removes external and javascript links, external CSS and link animations', () => {
    const out = clean(
      wrap(
        '<a href="javascript:alert(1)"><text>x</text></a><image xlink:href="https://tracker.test/p.png"/><image href="data:image/png;base64,AAAA"/>' +
          '<style>@import url(https://evil.test/x.css);</style><rect style="fill:url(https://evil.test/f)"/><set attributeName="href" to="javascript:alert(1)"/>',
      ),
    );
    expect(out).not.toMatch(/javascript:|tracker\.test|evil\.test|@import/);
    expect(out).toContain('data:image/png;base64,AAAA');
  });

  it('refuses what is not well-formed SVG, and entity tricks', () => {
    expect(sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1></svg>')).toEqual({ ok: false, error: SVG_UNREADABLE });
    expect(sanitizeSvg('<html><body/></html>')).toEqual({ ok: false, error: SVG_UNREADABLE });
    expect(sanitizeSvg('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>').ok).toBe(false);
  });
});
