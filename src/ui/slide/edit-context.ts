/**
 * How a slide's text becomes editable in place without the
 * renderer knowing about editing: the renderer draws every piece of text
 * through `SlideEditContext`; with no provider (thumbnails, presenting,
 * export views) text is plain text, and the editor provides a `renderText`
 * that draws an inline editor instead.
 */
import { createContext, type CSSProperties, type ReactNode } from 'react';
import type { SlideTextField } from '../../core/commands';
import type { FormattedText } from '../../core/text/rich';

export interface SlideTextProps {
  /** Index of the slide in the deck. */
  slideIndex: number;
  field: SlideTextField;
  /** The stored text: plain text, always. */
  value: string;
  /** The user's formatting of `value` (core/text/rich.ts), applied only while made for this very text. */
  rich?: FormattedText | undefined;
  /** Enter inserts a line break instead of committing. */
  multiline: boolean;
  className?: string;
  style?: CSSProperties;
}

/** One cell of a slide's data table: row -1 is the header row, 0.. the body rows. */
export interface SlideCellProps {
  slideIndex: number;
  row: number;
  column: number;
  /** The cell's text: plain text, always. */
  value: string;
}

export interface SlideEditContextValue {
  renderText(props: SlideTextProps): ReactNode;
  /** Draws a data table's cell editable in place; absent: cells are plain text. */
  renderCell?(props: SlideCellProps): ReactNode;
}

/** Null: text is not editable here. */
export const SlideEditContext = createContext<SlideEditContextValue | null>(null);
