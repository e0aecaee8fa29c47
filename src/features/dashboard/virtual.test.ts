import { describe, expect, it } from 'vitest';
import { CARD_GAP, GRID_MIN_CARD_WIDTH, GRID_TEXT_HEIGHT, LIST_ROW_HEIGHT, OVERSCAN_ROWS, cardsOnScreen, rowLayout, visibleWindow } from './virtual';

describe('rowLayout', () => {
  it('puts one card per row in the list view, at a fixed height', () => {
    expect(rowLayout('list', 1200)).toEqual({ columns: 1, rowHeight: LIST_ROW_HEIGHT + CARD_GAP });
    expect(rowLayout('list', 0)).toEqual({ columns: 1, rowHeight: LIST_ROW_HEIGHT + CARD_GAP });
  });

  it('fits as many grid columns as the minimum card width allows, never fewer than one', () => {
    expect(rowLayout('grid', 0).columns).toBe(1);
    expect(rowLayout('grid', GRID_MIN_CARD_WIDTH - 1).columns).toBe(1);
    expect(rowLayout('grid', 2 * GRID_MIN_CARD_WIDTH + CARD_GAP).columns).toBe(2);
    expect(rowLayout('grid', 2 * GRID_MIN_CARD_WIDTH + CARD_GAP - 1).columns).toBe(1);
    expect(rowLayout('grid', 1100).columns).toBe(4);
  });

  it('sizes a grid row from a 16:9 thumbnail of the card width plus the text block and gap', () => {
    // 3 columns of (880 - 2*16)/3 = 282.67 px: thumbnail 159 px.
    const layout = rowLayout('grid', 880);
    expect(layout.columns).toBe(3);
    expect(layout.rowHeight).toBe(Math.round((((880 - 2 * CARD_GAP) / 3) * 9) / 16) + GRID_TEXT_HEIGHT + CARD_GAP);
  });
});

describe('visibleWindow', () => {
  const base = { itemCount: 1000, columns: 3, rowHeight: 100, viewportHeight: 450, overscan: 2 };

  it('renders the rows in view plus the overscan below at the top of the list', () => {
    // Rows 0..4 are in view (450 px), plus 2 below: rows 0..6 -> items 0..20.
    expect(visibleWindow({ ...base, scrollTop: 0 })).toEqual({ start: 0, end: 21, offsetTop: 0, totalHeight: 334 * 100 });
  });

  it('moves with the scroll position, whole rows at a time, with overscan on both sides', () => {
    // scrollTop 1050 + 450 px: rows 10..14 in view, 8..16 rendered.
    expect(visibleWindow({ ...base, scrollTop: 1050 })).toEqual({ start: 24, end: 51, offsetTop: 800, totalHeight: 33_400 });
  });

  it('ends at the last item, even in a short last row', () => {
    const end = visibleWindow({ ...base, scrollTop: 33_400 - 450 });
    expect(end.end).toBe(1000);
    expect(end.start).toBe(327 * 3);
    expect(end.offsetTop).toBe(327 * 100);
  });

  it('clamps a scroll position past the end or before the start', () => {
    expect(visibleWindow({ ...base, scrollTop: 1e9 }).end).toBe(1000);
    expect(visibleWindow({ ...base, scrollTop: -50 }).start).toBe(0);
  });

  it('keeps the DOM small: a thousand items render a few dozen', () => {
    const win = visibleWindow({ ...base, scrollTop: 12_345 });
    expect(win.end - win.start).toBeLessThanOrEqual(3 * (Math.ceil(450 / 100) + 1 + 4));
  });

  it('renders at least one row before the viewport has been measured', () => {
    expect(visibleWindow({ ...base, viewportHeight: 0, scrollTop: 0, overscan: 0 })).toMatchObject({ start: 0, end: 3 });
  });

  it('handles an empty list and odd inputs', () => {
    expect(visibleWindow({ ...base, itemCount: 0, scrollTop: 0 })).toEqual({ start: 0, end: 0, offsetTop: 0, totalHeight: 0 });
    expect(visibleWindow({ itemCount: 5, columns: 0, rowHeight: 0, scrollTop: 0, viewportHeight: 10, overscan: 0 })).toMatchObject({ start: 0, totalHeight: 5 });
  });
});

describe('cardsOnScreen', () => {
  it('covers the larger of the two views below the page top, with the overscan below', () => {
    // 1280x800: 560 px for cards; grid 4 columns of 287 px rows -> 2 rows + overscan = 16 cards; list: 5 rows + overscan = 7.
    const grid = rowLayout('grid', 1096);
    expect(grid.columns).toBe(4);
    expect(cardsOnScreen(1280, 800)).toBe(4 * (Math.ceil(560 / grid.rowHeight) + OVERSCAN_ROWS));
    expect(cardsOnScreen(1280, 800)).toBe(16);
    // A phone: one column, where the list view's shorter rows show more cards.
    expect(cardsOnScreen(390, 844)).toBe(Math.ceil((844 - 240) / (LIST_ROW_HEIGHT + CARD_GAP)) + OVERSCAN_ROWS);
  });

  it('never reads fewer than the overscan rows, even for a tiny window', () => {
    expect(cardsOnScreen(0, 0)).toBe(OVERSCAN_ROWS);
    expect(cardsOnScreen(300, 100)).toBe(OVERSCAN_ROWS);
  });
});
