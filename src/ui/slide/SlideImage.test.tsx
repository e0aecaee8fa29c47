/** A slide picture framed as the user cropped it (markup from react-dom/server). */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SlideImage } from './SlideImage';

const box = { x: 100, y: 50, w: 400, h: 400 };
const src = 'data:image/png;base64,AAAA';

describe('SlideImage framing', () => {
  it('fills the box from the crop only, inside a clipping frame', () => {
    // The right half of an 800 x 400 picture is a square: drawn 800 px wide, shifted left by 400.
    const html = renderToStaticMarkup(<SlideImage src={src} alt="" box={box} radius={16} framing={{ crop: { x: 0.5, y: 0, w: 0.5, h: 1 }, natural: { width: 800, height: 400 } }} />);
    expect(html).toContain('data-picture-crop=""');
    expect(html).toContain('left:100px;top:50px;width:400px;height:400px;overflow:hidden;border-radius:16px');
    expect(html).toContain('left:-400px;top:0;width:800px;height:400px;max-width:none');
  });

  it('keeps a focal point in view with object-position, and draws plainly with no framing', () => {
    expect(renderToStaticMarkup(<SlideImage src={src} alt="" box={box} framing={{ focus: { x: 0.2, y: 0.75 } }} />)).toContain('object-position:20% 75%');
    const plain = renderToStaticMarkup(<SlideImage src={src} alt="" box={box} />);
    expect(plain).not.toContain('object-position');
    expect(plain).not.toContain('data-picture-crop');
  });
});
