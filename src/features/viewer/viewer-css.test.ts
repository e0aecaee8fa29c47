import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DECK_ROW_ATTR, slidesAreaProps } from './viewer-css';

const css = readFileSync(new URL('../../ui/global.css', import.meta.url), 'utf8');

describe('slidesAreaProps', () => {
  it('carries the zoom for the stylesheet to scale the slides list with', () => {
    expect(slidesAreaProps(0.5).style).toEqual({ '--ds-zoom': '0.500' });
    expect(slidesAreaProps(3).style).toEqual({ '--ds-zoom': '3.000' });
    expect(css).toMatch(/\[data-slides-area\] > \* \{ width: calc\(var\(--ds-zoom, 1\) \* 100%\)/);
  });

  it('lets the slides area scroll sideways only when zoomed in', () => {
    expect(slidesAreaProps(1)).not.toHaveProperty('data-zoomed');
    expect(slidesAreaProps(1.2)).toHaveProperty('data-zoomed', '');
    expect(css).toMatch(/\[data-slides-area\]\[data-zoomed\] \{ overflow-x: auto;/);
  });

  it('has static rules for the fullscreen row, and no :has()', () => {
    expect(css).toContain(`[${DECK_ROW_ATTR}]:fullscreen {`);
    expect(css).not.toContain(':has(');
  });
});
