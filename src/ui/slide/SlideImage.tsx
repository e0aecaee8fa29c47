/**
 * An image on a slide (topic image, subtopic icon, background): only
 * http(s), data:image and blob: addresses reach it (see safeImageUrl), and
 * one that fails to load removes itself so the slide around it still shows.
 */
import { memo, useState } from 'react';
import type { Box } from '../../core/layouts';

export interface SlideImageProps {
  src: string;
  /** '' for a decorative image. */
  alt: string;
  box: Box;
  fit?: 'cover' | 'contain';
  opacity?: number;
  radius?: number;
}

export const SlideImage = memo(function SlideImage({ src, alt, box, fit = 'cover', opacity, radius = 0 }: SlideImageProps) {
  // Keyed by address: a new address gets its own try.
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return null;
  return (
    <img
      src={src}
      alt={alt}
      data-slide-image=""
      loading="lazy"
      decoding="async"
      draggable={false}
      referrerPolicy="no-referrer"
      onError={() => setFailed(src)}
      style={{ position: 'absolute', left: box.x, top: box.y, width: box.w, height: box.h, objectFit: fit, opacity, borderRadius: radius }}
    />
  );
});
