/**
 * An image on a slide (topic image, subtopic icon, background): only
 * http(s), data:image and blob: addresses reach it (see safeImageUrl), and
 * one that fails to load removes itself so the slide around it still shows.
 * A remote picture the media cache holds is shown from the cache, so it
 * shows offline (useCachedImageSrc). The slide canvas may listen for the
 * load or the failure (the image generator widget waits for them).
 */
import { memo, useState } from 'react';
import type { Box } from '../../core/layouts';
import { useCachedImageSrc } from './useCachedImageSrc';

export interface SlideImageProps {
  src: string;
  /** '' for a decorative image. */
  alt: string;
  box: Box;
  fit?: 'cover' | 'contain';
  opacity?: number;
  radius?: number;
  /** The picture has loaded. */
  onLoad?: (() => void) | undefined;
  /** The picture failed to load (it is then removed). */
  onError?: (() => void) | undefined;
}

export const SlideImage = memo(function SlideImage({ src, alt, box, fit = 'cover', opacity, radius = 0, onLoad, onError }: SlideImageProps) {
  const shown = useCachedImageSrc(src);
  // Keyed by address: a new address gets its own try.
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === shown) return null;
  return (
    <img
      src={shown}
      alt={alt}
      data-slide-image=""
      loading="lazy"
      decoding="async"
      draggable={false}
      referrerPolicy="no-referrer"
      onLoad={onLoad}
      onError={() => {
        setFailed(shown);
        onError?.();
      }}
      style={{ position: 'absolute', left: box.x, top: box.y, width: box.w, height: box.h, objectFit: fit, opacity, borderRadius: radius }}
    />
  );
});
