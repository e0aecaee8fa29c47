/**
 * What the title slide draws besides its title and description (which the
 * renderer's header draws for every slide): the deck's picture in its band
 * beside the texts, the accent rule, and the byline (presenter, organisation
 * and date), editable in place like any other slide text. The boxes come
 * from core/slide/title-slide.ts, which the PowerPoint export draws too.
 */
import { createContext } from 'react';
import type { SlideDrawing } from '../../core/slide/drawing';
import { textRect } from '../../core/slide/geometry';
import { SlideImage } from './SlideImage';
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
}

/** The picture, the rule and the byline of a title slide. */
export function TitleSlideDecor({ drawing, look, slideIndex }: TitleSlideDecorProps) {
  const { picture, description, rule, byline } = drawing;
  return (
    <>
      {picture && <SlideImage src={picture.url} alt="" box={picture.box} />}
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
