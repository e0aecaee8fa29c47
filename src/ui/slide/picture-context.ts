/**
 * How a slide's pictures get their menu (Replace, Upload, Crop, Remove...)
 * without the renderer or the slide editor knowing about the studio, as
 * edit-context.ts does for text: with no provider (thumbnails, presenting,
 * print, export views) a picture is only a picture; the studio provides
 * `renderMenu`, drawn over the picture's box on the canvas, and
 * `renderSection`, the picture's part of the Edit Slide modal.
 */
import { createContext, type ReactNode } from 'react';
import type { Box } from '../../core/layouts';

export interface SlidePictureMenuProps {
  /** Index of the slide in the deck. */
  slideIndex: number;
  /** The picture's box on the 1280 x 720 canvas. */
  box: Box;
  /** The address shown there now (undefined: the slot is empty). */
  url: string | undefined;
  /** What the picture shows, for labels: the slide's heading or title. */
  name: string;
}

export interface SlidePictureContextValue {
  renderMenu(props: SlidePictureMenuProps): ReactNode;
  /** The picture of slide `slideIndex` in the Edit Slide modal: what it shows, its credit and its menu as buttons. */
  renderSection(slideIndex: number): ReactNode;
}

/** Null: pictures have no menu here. */
export const SlidePictureContext = createContext<SlidePictureContextValue | null>(null);
