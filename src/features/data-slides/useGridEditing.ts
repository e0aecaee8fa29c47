/**
 * The data grid's state: the grid as the user typed it, and the slide it
 * writes to. A valid grid goes to the deck at once (slide.setData, the
 * keystrokes in one cell one undo step), so the slide follows as the user
 * types; an invalid one stays in the grid with its message and the slide
 * keeps its last good figures. An undo, redo or any other change of the
 * slide's data from outside shows in the grid.
 */
import { useEffect, useRef, useState } from 'react';
import { gridOfSlide, gridPartOf, type DataGrid, type GridPart } from '../../core/data/grid';
import { dataWithGrid } from '../../core/data/grid-data';
import type { Slide } from '../../core/schemas/slide';
import type { Editor } from '../../state/editor';

export interface GridEditing {
  part: GridPart;
  grid: DataGrid;
  error: string | null;
  /** Shows `next` and writes it to the slide when it is valid; `mergeKey` folds the writes of one cell's typing. */
  change(next: DataGrid, mergeKey?: string): void;
}

const keyOf = (grid: DataGrid | undefined): string => JSON.stringify(grid ?? null);

export function useGridEditing(editor: Editor, index: number, slide: Slide): GridEditing | null {
  const part = gridPartOf(slide);
  const derived = gridOfSlide(slide);
  const derivedKey = keyOf(derived);
  const [grid, setGrid] = useState<DataGrid | undefined>(derived);
  const [error, setError] = useState<string | null>(null);
  // The grid of the data last written from here: the slide coming back with it is no news.
  const written = useRef(derivedKey);

  useEffect(() => {
    if (derivedKey === written.current) return;
    written.current = derivedKey;
    setGrid(derivedKey === 'null' ? undefined : (JSON.parse(derivedKey) as DataGrid));
    setError(null);
  }, [derivedKey]);

  if (part === undefined || grid === undefined) return null;
  const change = (next: DataGrid, mergeKey?: string) => {
    setGrid(next);
    const read = dataWithGrid(slide.data, part, next);
    if (!read.ok) {
      setError(read.error);
      return;
    }
    setError(null);
    written.current = keyOf(gridOfSlide({ layout: slide.layout, data: read.data }));
    editor.apply('slide.setData', mergeKey === undefined ? { index, data: read.data } : { index, data: read.data, mergeKey });
  };
  return { part, grid, error, change };
}
