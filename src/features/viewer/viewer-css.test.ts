import { describe, expect, it } from 'vitest';
import { viewerCss } from './viewer-css';

describe('viewerCss', () => {
  it('scales the width of the slides list with the zoom', () => {
    expect(viewerCss(0.5)).toContain('> * { width: 50.000%');
    expect(viewerCss(3)).toContain('> * { width: 300.000%');
  });

  it('lets the slides area scroll sideways only when zoomed in', () => {
    expect(viewerCss(1)).not.toContain('overflow-x');
    expect(viewerCss(1.2)).toContain('overflow-x: auto');
  });
});
