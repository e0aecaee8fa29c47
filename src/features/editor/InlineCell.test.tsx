// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tablePlan } from '../../core/layouts';
import { createDefaultPresentationSettings } from '../../core/schemas/config';
import { slideSchema } from '../../core/schemas/slide';
import { createDeckStore } from '../../state/deck';
import { createEditor } from '../../state/editor';
import { SlideEditContext } from '../../ui/slide/edit-context';
import { SlideTable } from '../../ui/slide/SlideTable';
import { slideLook } from '../../ui/slide/slide-look';
import { applyCellWith, createInlineEditContext } from './inline-context';

afterEach(cleanup);

const TABLE = { columns: ['Region', 'Q1'], rows: [['North', '1.2 M€'], ['South', '0.9 M€']] };

function renderTable(commitCell = vi.fn()) {
  const { table } = tablePlan(TABLE, { x: 0, y: 0, w: 1000, h: 500 });
  render(
    <SlideEditContext.Provider value={createInlineEditContext(vi.fn(), undefined, undefined, commitCell)}>
      <SlideTable table={table} look={slideLook(createDefaultPresentationSettings())} label="Sales" cellsOf={2} />
    </SlideEditContext.Provider>,
  );
  return commitCell;
}

describe('a data table\'s cells in place', () => {
  it('keep their text as their name, and commit an edit with Enter', () => {
    const commit = renderTable();
    expect(screen.getByRole('cell', { name: '1.2 M€' })).toBeTruthy();
    const cell = screen.getByRole('button', { name: '0.9 M€' });
    fireEvent.mouseDown(cell);
    const box = screen.getByRole('textbox', { name: 'Edit row 2, cell 2 of slide 3' });
    box.textContent = '1.0 M€';
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(commit).toHaveBeenCalledWith(expect.objectContaining({ slideIndex: 2, row: 1, column: 1 }), '1.0 M€');
  });

  it('restore the text on Escape and commit nothing', () => {
    const commit = renderTable();
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Region' }));
    const box = screen.getByRole('textbox', { name: 'Edit header cell 1 of slide 3' });
    box.textContent = 'Area';
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(commit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Region' })).toBeTruthy();
  });

  it('write the slide\'s table through slide.setData, one undo step', () => {
    const store = createDeckStore();
    const slides = [slideSchema.parse({ id: 0, type: 'title', title: 'Sales' }), slideSchema.parse({ id: 1, type: 'topic', title: 'By region', layout: { type: 'table', config: {} }, data: { table: TABLE } })];
    store.load({ title: 'Sales', slides, settings: createDefaultPresentationSettings() });
    const editor = createEditor(store);
    applyCellWith(editor)({ slideIndex: 1, row: -1, column: 0 }, 'Area');
    expect(store.slides()[1]?.data?.table?.columns).toEqual(['Area', 'Q1']);
    editor.undo();
    expect(store.slides()[1]?.data?.table?.columns).toEqual(['Region', 'Q1']);
  });
});
