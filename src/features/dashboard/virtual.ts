/**
 * Windowing by row for the deck list: with a thousand decks only the rows in
 * (and just around) the scroll container's viewport are in the DOM. Every
 * row of a view mode has the same height, so the maths is a division, not a
 * measurement of each card.
 */

export type DeckView = 'grid' | 'list';

/** Space between cards, in CSS pixels (gap-4). */
export const CARD_GAP = 16;
/** Narrowest a grid card gets before the grid drops a column. */
export const GRID_MIN_CARD_WIDTH = 260;
/** Height of a grid card's text block under the 16:9 thumbnail (title, two description lines, meta). */
export const GRID_TEXT_HEIGHT = 124;
/** Height of a list row's card: a 128x72 thumbnail or three text lines, plus padding. */
export const LIST_ROW_HEIGHT = 112;
/** Rows rendered beyond each edge of the viewport: Tab can always reach the next card, and a fast wheel shows no blank band. */
export const OVERSCAN_ROWS = 2;

export interface RowLayout {
  columns: number;
  /** Height of one row, gap included. */
  rowHeight: number;
}

/** Columns and row height of a view for a container `width` pixels wide. */
export function rowLayout(view: DeckView, width: number): RowLayout {
  if (view === 'list') return { columns: 1, rowHeight: LIST_ROW_HEIGHT + CARD_GAP };
  const usable = Math.max(0, width);
  const columns = Math.max(1, Math.floor((usable + CARD_GAP) / (GRID_MIN_CARD_WIDTH + CARD_GAP)));
  const cardWidth = Math.max(0, (usable - CARD_GAP * (columns - 1)) / columns);
  // The thumbnail keeps the slides' 16:9, so the row grows with the card's width.
  return { columns, rowHeight: Math.round((cardWidth * 9) / 16) + GRID_TEXT_HEIGHT + CARD_GAP };
}

/** Widest the card area gets: the page's max-w-6xl less its padding and the scroller's edge. */
export const CARD_AREA_MAX_WIDTH = 1096;
/** Page padding and the scroller's edge, which the card area loses on a narrow window. */
const CARD_AREA_INSET = 40;
/** What sits above the card area on the page (header, heading, search, tabs), at the least. */
const CARD_AREA_TOP = 240;

/**
 * How many cards either view can show at once, overscan below included, in
 * a window of this size: the first screen a long list has to read. The page
 * above the cards is taken at its shortest, so this errs on the generous side.
 */
export function cardsOnScreen(windowWidth: number, windowHeight: number): number {
  const width = Math.min(CARD_AREA_MAX_WIDTH, Math.max(0, windowWidth - CARD_AREA_INSET));
  const height = Math.max(0, windowHeight - CARD_AREA_TOP);
  return Math.max(
    ...(['grid', 'list'] as const).map((view) => {
      const { columns, rowHeight } = rowLayout(view, width);
      return columns * (Math.ceil(height / rowHeight) + OVERSCAN_ROWS);
    }),
  );
}

export interface WindowInput {
  itemCount: number;
  columns: number;
  rowHeight: number;
  scrollTop: number;
  viewportHeight: number;
  overscan?: number;
}

export interface RowWindow {
  /** First item index rendered. */
  start: number;
  /** One past the last item index rendered. */
  end: number;
  /** Pixels above the first rendered row. */
  offsetTop: number;
  /** Height of all rows (the scrollable extent). */
  totalHeight: number;
}

/**
 * The items to render for a scroll position: whole rows from the one at the
 * top of the viewport to the one at its bottom, plus `overscan` rows on each
 * side, clamped to the list.
 */
export function visibleWindow({ itemCount, columns, rowHeight, scrollTop, viewportHeight, overscan = OVERSCAN_ROWS }: WindowInput): RowWindow {
  const cols = Math.max(1, Math.floor(columns));
  const rows = Math.ceil(Math.max(0, itemCount) / cols);
  const height = Math.max(1, rowHeight);
  const totalHeight = rows * height;
  if (rows === 0) return { start: 0, end: 0, offsetTop: 0, totalHeight: 0 };
  const top = Math.min(Math.max(0, scrollTop), Math.max(0, totalHeight - 1));
  const firstRow = Math.max(0, Math.floor(top / height) - overscan);
  const lastRow = Math.min(rows, Math.ceil((top + Math.max(0, viewportHeight)) / height) + overscan);
  return {
    start: firstRow * cols,
    end: Math.min(itemCount, Math.max(lastRow, firstRow + 1) * cols),
    offsetTop: firstRow * height,
    totalHeight,
  };
}
