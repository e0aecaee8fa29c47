/**
 * An image on a slide (topic image, subtopic icon, background): only
 * http(s), data:image and blob: addresses reach it (see safeImageUrl), and
 * one that fails to load removes itself so the slide around it still shows.
 * A remote picture the media cache holds is shown from the cache, so it
 * shows offline (useCachedImageSrc). The slide canvas may listen for the
 * load or the failure (the image generator widget waits for them).
 *
 * A crop and a focal point the user set (the slide's picture record) are
 * honoured: the cropped part covers the box, centred on the focal point
 * (core/deck/picture-crop.ts, which the exports follow too).
 */
import { memo, useState, type CSSProperties } from 'react';
import { objectPosition, placePicture, type Size } from '../../core/deck/picture-crop';
import type { Box } from '../../core/layouts';
import type { PictureCrop, PictureFocus } from '../../core/schemas/slide';
import { useCachedImageSrc } from './useCachedImageSrc';

/** How the user framed a picture: the crop needs the picture's own size to be drawn undistorted. */
export interface PictureFraming {
  crop?: PictureCrop | undefined;
  focus?: PictureFocus | undefined;
  natural?: Size | undefined;
}

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
  framing?: PictureFraming | undefined;
}

/** The <img> style: a crop places the whole picture inside a clipping frame; a focal point alone is object-position. */
function imageStyle(box: Box, fit: 'cover' | 'contain', framing: PictureFraming | undefined, opacity: number | undefined, radius: number): { frame?: CSSProperties; img: CSSProperties } {
  const { crop, focus, natural } = framing ?? {};
  if (crop && natural && fit === 'cover') {
    const p = placePicture({ width: box.w, height: box.h }, natural, crop, focus);
    return {
      frame: { position: 'absolute', left: box.x, top: box.y, width: box.w, height: box.h, overflow: 'hidden', borderRadius: radius, opacity },
      img: { position: 'absolute', left: p.left, top: p.top, width: p.width, height: p.height, maxWidth: 'none' },
    };
  }
  // A crop of a picture whose size is unknown: its centre is kept in view at least.
  const point = focus ?? (crop ? { x: crop.x + crop.w / 2, y: crop.y + crop.h / 2 } : undefined);
  return { img: { position: 'absolute', left: box.x, top: box.y, width: box.w, height: box.h, objectFit: fit, objectPosition: objectPosition(point), opacity, borderRadius: radius } };
}

export const SlideImage = memo(function SlideImage({ src, alt, box, fit = 'cover', opacity, radius = 0, onLoad, onError, framing }: SlideImageProps) {
  const shown = useCachedImageSrc(src);
  // Keyed by address: a new address gets its own try.
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === shown) return null;
  const style = imageStyle(box, fit, framing, opacity, radius);
  const img = (
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
      style={style.img}
    />
  );
  return style.frame ? <div data-picture-crop="" style={style.frame}>{img}</div> : img;
});
