/**
 * A topic slide's picture in its image box on a screen that shows pictures
 * being made (the /home canvas, see media-context.ts): the image generator
 * widget while it is made or after it failed, 'loading' over the picture
 * that has just arrived until it has loaded, and the error with Retry when
 * its address fails to load. Elsewhere the picture is drawn
 * alone. Either way it is framed as the user cropped it, and where a
 * SlidePictureContext is given (the studio) its menu sits over its box.
 */
import { useContext, useState } from 'react';
import type { Box } from '../../core/layouts';
import { ImageGenerator } from './ImageGenerator';
import { pictureOverlay } from './image-progress';
import type { TopicImageMedia } from './media-context';
import { SlidePictureContext } from './picture-context';
import { SlideImage, type PictureFraming } from './SlideImage';
import type { SlideLook } from './slide-look';

/** A topic picture's address, place and state on a watching screen. */
export interface TopicPictureProps {
  /** The topic image's (safe) address, if it has one yet. */
  image: string | undefined;
  /** The picture's text alternative: the slide's heading. */
  alt: string;
  box: Box;
  look: SlideLook;
  /** The picture's state on a screen that shows pictures being made; null elsewhere. */
  media: TopicImageMedia | null;
  /** Position of the slide in the deck (for the menu). */
  slideIndex: number;
  framing?: PictureFraming | undefined;
}

/** The picture, its menu where the studio gives one, and nothing else. */
export function TopicPicture(props: TopicPictureProps) {
  const menu = useContext(SlidePictureContext);
  const { image, alt, box, media, slideIndex, framing } = props;
  return (
    <>
      {media ? <WatchedPicture {...props} media={media} /> : image && <SlideImage src={image} alt={alt} box={box} radius={16} framing={framing} />}
      {menu?.renderMenu({ slideIndex, box, url: image, name: alt })}
    </>
  );
}

/** The picture and, on a watching screen, the widget over it. */
function WatchedPicture({ image, alt, box, look, media, framing }: TopicPictureProps & { media: TopicImageMedia }) {
  const [pending, setPending] = useState(false);
  const [loaded, setLoaded] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { status } = media;
  // Remembered from an earlier render: the picture arriving later is 'just arrived'.
  if (status !== undefined && !pending) setPending(true);

  const overlay = pictureOverlay(image, status, { pending: pending || status !== undefined, loaded, failed });
  const retry = () => {
    if (failed !== null) {
      setFailed(null);
      setAttempt((n) => n + 1);
    }
    media.onRetry?.();
  };
  const onLoad = image === undefined ? undefined : () => {
    setLoaded(image);
    setFailed(null);
  };
  const onError = image === undefined ? undefined : () => setFailed(image);
  return (
    <>
      {image && <SlideImage key={attempt} src={image} alt={alt} box={box} radius={16} onLoad={onLoad} onError={onError} framing={framing} />}
      {overlay && (
        <ImageGenerator
          key={media.startedAt ?? 'settled'}
          state={overlay}
          name={alt}
          startedAt={media.startedAt}
          onRetry={retry}
          box={box}
          colors={{ surface: look.card, text: look.cardText, accent: look.accent }}
        />
      )}
    </>
  );
}
