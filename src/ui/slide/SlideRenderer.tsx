/**
 * The one slide renderer: any slide of a deck drawn on the 1280 x 720 canvas
 * scaled to its container, in the deck's theme and fonts. A title slide is
 * its title and description; a topic slide is its heading and overview over
 * its items in the chosen layout's shapes (src/core/layouts). Every text goes
 * through SlideEditContext, so the editor can draw it editable; a topic
 * picture still being made shows the image generator widget where a
 * SlideMediaContext asks for it (its image box kept free meanwhile).
 *
 * Cheap by design: the layout is computed once per content change (useMemo),
 * shapes are one SVG, scaling is CSS, and the browser's fit check only
 * measures slides on screen (fit-check.ts).
 */
import { memo, useContext, useEffect, useMemo, useRef } from 'react';
import { IMAGE_BOX, type Box } from '../../core/layouts';
import { formattingFor } from '../../core/text/rich';
import { SlideEditContext } from './edit-context';
import { markFitDirty, watchFit } from './fit-check';
import { SlideMediaContext, useTopicImageMedia, type TopicImageMedia } from './media-context';
import { slideDrawing, topicTexts, type SlideDrawing } from '../../core/slide/drawing';
import { emptyOverviewPlace, HEADING_BLOCK, OVERVIEW_BLOCK, safeImageUrl, textRect, type FittedText, type RenderSlide } from '../../core/slide/geometry';
import { isTitleArt, TITLE_ART_LABEL } from '../../core/slide/title-slide';
import { LayoutItems } from './LayoutItems';
import { LayoutShapes } from './LayoutShapes';
import { ScaledCanvas } from './ScaledCanvas';
import { SlideChart } from './SlideChart';
import { SlideTable } from './SlideTable';
import type { SlidePicture } from '../../core/schemas/slide';
import { titleSlideLook } from '../../core/themes/projections';
import { TemplateMarks, TemplateRegion } from './TemplateLayer';
import { SlideImage, type PictureFraming } from './SlideImage';
import type { SlideLook } from './slide-look';
import { PlainText, SlideTextBox, type TypingStage } from './SlideTextBox';
import { TitlePictureContext, TitleSlideDecor } from './TitleSlide';
import { TopicPicture } from './TopicPicture';

/** A slide as drawn, with its picture record (crop and focal point; schemas/slide.ts). */
export type PictureRenderSlide = RenderSlide & { readonly picture?: SlidePicture | undefined };

export interface SlideRendererProps {
  slide: PictureRenderSlide;
  /** Position of the slide in the deck (what the edit context edits). */
  slideIndex: number;
  look: SlideLook;
  /** Typewriter staging; without it every text shows at once. */
  typing?: TypingStage | undefined;
  fit?: 'width' | 'contain';
  /** `content-visibility: auto` on the canvas box (long lists). */
  lazy?: boolean;
  /** Measure text in the browser after fonts load (off for tiny thumbnails). */
  measure?: boolean;
  /** Text without its formatting (thumbnails): markup is dropped, never parsed. Ignores any edit context. */
  plain?: boolean;
  /** Show topic pictures being made when a SlideMediaContext is there (the /home canvas); never in plain mode. */
  media?: boolean;
  className?: string;
}

/** The shown part of a slide's items while typing: items whose heading block has started. */
function shownItems(drawing: SlideDrawing, typing: TypingStage | undefined): number {
  if (drawing.kind !== 'topic') return 0;
  const count = drawing.frame.items.length;
  return typing ? Math.max(0, Math.min(count, Math.floor((typing.stage - 2) / 2) + 1)) : count;
}

interface HeaderProps {
  slide: RenderSlide;
  drawing: SlideDrawing;
  slideIndex: number;
  look: SlideLook;
  typing?: TypingStage | undefined;
  /** The text is edited here: a topic slide with no overview and no items (a new blank slide) offers its overview's place. */
  editing: boolean;
}

/** The overview's place: the drawing's, or on a blank topic slide being edited the place its first words will take. */
function overviewPlace(drawing: SlideDrawing, editing: boolean): FittedText | undefined {
  if (drawing.kind === 'title') return drawing.description;
  if (drawing.overview || !editing || drawing.frame.items.length > 0) return drawing.overview;
  return emptyOverviewPlace(drawing.frame);
}

/** Heading and overview (topic slide) or title and description (title slide). */
function Header({ slide, drawing, slideIndex, look, typing, editing }: HeaderProps) {
  const title = drawing.kind === 'title';
  const texts = title ? { heading: slide.title, overview: slide.description } : topicTexts(slide);
  const main = title ? drawing.title : drawing.heading;
  const sub = overviewPlace(drawing, editing);
  const common = { slideIndex, typing, align: drawing.kind === 'title' ? drawing.align : ('left' as const), middle: title };
  // A two-line title slide title is drawn as its two balanced lines (title-slide.ts), as the export writes it; formatted titles keep their formatting.
  const balanced = drawing.kind === 'title' && drawing.titleLines && formattingFor(texts.heading, slide.rich?.title) === undefined ? drawing.titleLines.join('\n') : undefined;
  return (
    <>
      <SlideTextBox
        {...common}
        field={title ? 'title' : 'heading'}
        value={texts.heading}
        rich={slide.rich?.title}
        shown={main.shown ?? balanced}
        multiline={false}
        rect={textRect(main.box)}
        size={main.size}
        font={look.titleFont}
        color={look.title}
        bold
        balance
        block={HEADING_BLOCK}
        marks={{ 'data-slide-heading': '' }}
      />
      {sub && (
        <SlideTextBox
          {...common}
          field={title ? 'description' : 'overview'}
          value={texts.overview}
          rich={slide.rich?.description}
          shown={sub.shown}
          multiline
          rect={textRect(sub.box)}
          size={sub.size}
          font={look.bodyFont}
          color={look.body}
          balance
          block={OVERVIEW_BLOCK}
        />
      )}
    </>
  );
}

function Background({ src, look }: { src: string; look: SlideLook }) {
  return (
    <>
      <SlideImage src={src} alt="" box={{ x: 0, y: 0, w: 1280, h: 720 }} />
      {/* The theme over the photo keeps the theme's text colours readable. */}
      <div aria-hidden="true" style={{ position: 'absolute', inset: 0, background: look.background, opacity: 0.72 }} />
    </>
  );
}

/** The framing the user gave a slide's picture (its crop, focal point and size), from its picture record. */
export function framingOf(picture: SlidePicture | undefined): PictureFraming | undefined {
  if (picture === undefined || (picture.crop === undefined && picture.focus === undefined)) return undefined;
  const natural = picture.width && picture.height ? { width: picture.width, height: picture.height } : undefined;
  return { crop: picture.crop, focus: picture.focus, natural };
}

/**
 * What the title slide's picture is when it is the slide's own (framed as
 * the user cropped it, and named when it is the builtin art); the deck's
 * first topic photo shown there is drawn centred and unnamed, as it is named
 * on its own slide.
 */
function titlePictureOf(picture: SlidePicture | undefined, shown: string | undefined): { framing?: PictureFraming; alt?: string } {
  if (picture?.url === undefined || shown === undefined || safeImageUrl(picture.url) !== shown) return {};
  const framing = framingOf(picture);
  return { ...(framing ? { framing } : {}), ...(isTitleArt(picture) ? { alt: TITLE_ART_LABEL } : {}) };
}

/** The topic image: with the widget where pictures being made are shown, else the image alone; framed as the user cropped it. */
function Picture({ slide, slideIndex, image, box, look, media }: { slide: PictureRenderSlide; slideIndex: number; image: string | undefined; box: Box; look: SlideLook; media: TopicImageMedia | null }) {
  const alt = topicTexts(slide).heading;
  return <TopicPicture image={image} alt={alt} box={box} look={look} media={media} slideIndex={slideIndex} framing={framingOf(slide.picture)} />;
}

export const SlideRenderer = memo(function SlideRenderer(props: SlideRendererProps) {
  const { slide, slideIndex, look, typing, fit = 'width', lazy = false, measure = true, plain = false, media = false, className } = props;
  const ctx = useContext(SlideEditContext);
  const mediaCtx = useContext(SlideMediaContext);
  const deckPicture = useContext(TitlePictureContext);
  // Only the drawn fields count: a streaming flag flipping on the slide does not lay it out again.
  const { type, title, description, topic: topicData, backgroundImage, byline, data } = slide;
  const picture = useTopicImageMedia(media && !plain ? mediaCtx : null, type === 'topic' ? topicData : undefined);
  // A picture on its way keeps its box free, so the items do not jump when it arrives.
  const reserveImage = picture?.status !== undefined;
  const layoutType = slide.layout?.type;
  const layoutAuto = slide.layout?.auto;
  const drawing = useMemo(
    () =>
      slideDrawing(
        { type, title, description, topic: topicData, backgroundImage, byline, data, layout: layoutType ? { type: layoutType, auto: layoutAuto } : undefined },
        { descriptionSize: look.descriptionSize, widths: look.widths, reserveImage, photos: look.hidePhotos !== true, titlePicture: plain ? undefined : deckPicture },
      ),
    [type, title, description, topicData, backgroundImage, byline, data, layoutType, layoutAuto, look.descriptionSize, look.widths, reserveImage, look.hidePhotos, plain, deckPicture],
  );
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    return measure && el ? watchFit(el) : undefined;
  }, [measure]);
  const stage = typing?.stage;
  useEffect(() => {
    if (ref.current) markFitDirty(ref.current);
  }, [drawing, stage, ctx]);

  // A company template's title layout may have a background (and text colours) of its own.
  const shown = drawing.kind === 'title' ? titleSlideLook(look) : look;
  const topic = drawing.kind === 'topic' ? drawing : undefined;
  const items = topic?.frame.items.length ?? 0;
  const canvas = (
    <ScaledCanvas
      ref={ref}
      background={shown.background}
      fit={fit}
      lazy={lazy}
      className={className}
      canvasProps={{ 'data-layout': topic?.layout ?? 'title', 'data-item-count': items }}
    >
      {drawing.background && <Background src={drawing.background} look={shown} />}
      <TemplateMarks look={shown} />
      <TemplateRegion look={shown}>
        {topic && <LayoutShapes frame={topic.frame} look={shown} shownItems={shownItems(drawing, typing)} />}
        {topic && (typing === undefined || typing.stage >= OVERVIEW_BLOCK) && <Picture slide={slide} slideIndex={slideIndex} image={topic.image} box={topic.frame.image ?? IMAGE_BOX} look={shown} media={picture} />}
        {drawing.kind === 'title' && <TitleSlideDecor drawing={drawing} look={shown} slideIndex={slideIndex} title={slide.title} {...titlePictureOf(slide.picture, drawing.picture?.url)} />}
        <Header slide={slide} drawing={drawing} slideIndex={slideIndex} look={shown} typing={typing} editing={ctx !== null && !plain && typing === undefined} />
        {topic?.frame.table && <SlideTable table={topic.frame.table} look={shown} label={topicTexts(slide).heading} cellsOf={data?.table && !plain && typing === undefined ? slideIndex : undefined} />}
        {topic?.frame.chart && <SlideChart chart={topic.frame.chart} look={shown} label={topicTexts(slide).heading} />}
        {topic && topic.frame.items.length > 0 && (
          <LayoutItems frame={topic.frame} subtopics={slide.topic?.subtopics ?? []} slideIndex={slideIndex} look={shown} typing={typing} />
        )}
      </TemplateRegion>
    </ScaledCanvas>
  );
  return plain ? <PlainText.Provider value>{canvas}</PlainText.Provider> : canvas;
});
