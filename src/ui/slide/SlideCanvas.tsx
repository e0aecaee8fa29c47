/**
 * One slide of the /home list, drawn by the shared
 * slide renderer: the 1280 x 720 canvas scaled to the card, the slide's
 * layout, theme and fonts. While the deck streams its text is typed block by
 * block in typewriter order (heading, overview, then each subtopic's heading
 * and overview); `stage` says which block is typing.
 *
 * The canvas box's size never depends on its content, so
 * `content-visibility: auto` lets the browser skip the style and layout of
 * every slide off screen (a long deck lays out only what is seen).
 *
 * Under the /home SlideMediaContext a topic picture still being made shows
 * the image generator widget in its image box (`media`, on by default).
 */
import { useEffect, useMemo, useRef } from 'react';
import { SlideRenderer } from './SlideRenderer';
import type { RenderSlide } from '../../core/slide/geometry';
import type { TypingStage } from './SlideTextBox';
import type { SlideLook } from './slide-look';
import type { Snapshot } from 'valtio';
import type { Slide } from '../../core/schemas/slide';

/** The text fields of a slide, as a store snapshot or plain data. */
export type SlideText = Snapshot<Pick<Slide, 'type' | 'title' | 'description' | 'topic'>>;

export interface SlideCanvasProps {
  /** The slide's text; a whole slide (layout, images, id) draws those too. */
  slide: SlideText & Partial<Pick<RenderSlide, 'id' | 'layout' | 'backgroundImage'>>;
  look: SlideLook;
  /** Index of the block being typed; Infinity shows all text at once. */
  stage: number;
  onBlockDone: (index: number) => void;
  /** Position of the slide in the deck (for editing); defaults to the slide's id. */
  index?: number;
  /** Show pictures being made (when a SlideMediaContext is there); false for views that must not (presenting). */
  media?: boolean;
}

export function SlideCanvas({ slide, look, stage, onBlockDone, index, media = true }: SlideCanvasProps) {
  // The latest callback without making the typing stage a new object on every render.
  const done = useRef(onBlockDone);
  useEffect(() => {
    done.current = onBlockDone;
  });
  const typing = useMemo<TypingStage | undefined>(
    () => (Number.isFinite(stage) ? { stage, onBlockDone: (block) => done.current(block) } : undefined),
    [stage],
  );
  return (
    <SlideRenderer
      slide={slide}
      slideIndex={index ?? slide.id ?? 0}
      look={look}
      typing={typing}
      media={media}
      lazy
      className="rounded-xl shadow-inner"
    />
  );
}
