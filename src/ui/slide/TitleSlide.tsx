/**
 * What the title slide draws besides its title and description (which the
 * renderer's header draws for every slide): the deck's picture in its band
 * beside the texts, the accent rule, and the byline (presenter, organisation
 * and date), editable in place like any other slide text. The boxes come
 * from core/slide/title-slide.ts, which the PowerPoint export draws too.
 */
import { createContext, useContext } from 'react';
import type { SlideDrawing } from '../../core/slide/drawing';
import { textRect } from '../../core/slide/geometry';
import { SlidePictureContext } from './picture-context';
import { SlideImage, type PictureFraming } from './SlideImage';
import type { SlideLook } from './slide-look';
import { SlideTextBox } from './SlideTextBox';

/**
 * The deck's picture for its title slide (title-slide.ts titlePicture of the
 * deck's slides). A slide is drawn alone, so whoever draws a deck provides
 * it; undefined (no provider): the title slide is drawn without a picture.
 */
export const TitlePictureContext = createContext<string | undefined>(undefined);

type TitleDrawing = Extract<SlideDrawing, { kind: 'title' }>;

export interface TitleSlideDecorProps {
  drawing: TitleDrawing;
  look: SlideLook;
  slideIndex: number;
  /** The deck's title, naming the picture in its menu. */
  title?: string | undefined;
  /** How the user framed the title slide's own picture. */
  framing?: PictureFraming | undefined;
  /** The picture's name for a screen reader: empty for the deck's first topic photo (named on its own slide). */
  alt?: string | undefined;
}

/** The picture (with its menu in the studio), the rule and the byline of a title slide. */
export function TitleSlideDecor({ drawing, look, slideIndex, title = '', framing, alt = '' }: TitleSlideDecorProps) {
  const { picture, description, rule, byline } = drawing;
  const menu = useContext(SlidePictureContext);
  return (
    <>
      {picture && <SlideImage src={picture.url} alt={alt} box={picture.box} framing={framing} />}
      {picture && menu?.renderMenu({ slideIndex, box: picture.box, url: picture.url, name: title })}
      {description && (
        <div aria-hidden="true" data-title-rule="" style={{ position: 'absolute', left: rule.x, top: rule.y, width: rule.w, height: rule.h, borderRadius: 3, background: look.accent }} />
      )}
      {byline && (
        <SlideTextBox
          slideIndex={slideIndex}
          field="byline"
          value={byline.text}
          shown={byline.shown}
          multiline={false}
          rect={textRect(byline.box)}
          size={byline.size}
          font={look.bodyFont}
          color={look.body}
          align={drawing.align}
          middle
          block={Number.POSITIVE_INFINITY}
        />
      )}
    </>
  );
}
