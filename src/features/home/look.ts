/**
 * The colours and fonts a slide is drawn with: the deck's theme and font
 * settings, resolved once per change. The look belongs to the shared slide
 * renderer (src/ui/slide); /home uses it from here.
 */
export { slideLook, type SlideLook } from '../../ui/slide/slide-look';
