/**
 * The SlideEditContext value that makes a slide's text editable in place:
 * the renderer (SlideCanvas) draws each text through `renderText`, and this
 * one draws an InlineEditable whose commit is a `slide.editText` command, so
 * an inline edit is one undo step like any other.
 */
import { useMemo } from 'react';
import type { SlideCellProps, SlideEditContextValue, SlideTextProps } from '../../ui/slide/edit-context';
import type { SlideTextField } from '../../core/commands';
import { gridOfTable, setCell } from '../../core/data/grid';
import { dataWithGrid } from '../../core/data/grid-data';
import type { Editor } from '../../state/editor';
import { useEditor } from '../../state/services';
import { InlineCell } from './InlineCell';
import { InlineEditable } from './InlineEditable';
import type { EditedText } from './richtext';

export type CommitText = (index: number, field: SlideTextField, edit: EditedText, session: number) => void;
/** A data table's cell edited in place: row -1 is the header. */
export type CommitCell = (cell: Omit<SlideCellProps, 'value'>, text: string) => void;

/**
 * A context whose editors report commits to `commit`, the text while it is typed to `draft` when
 * given, and to `typing` whether typed text is still waiting for its draft.
 */
export function createInlineEditContext(commit: CommitText, draft?: CommitText, typing?: (pending: boolean) => void, commitCell?: CommitCell): SlideEditContextValue {
  return {
    ...(commitCell && {
      renderCell: (props: SlideCellProps) => (
        <InlineCell key={`${props.slideIndex}:${props.row}:${props.column}:${props.value}`} {...props} onCommit={(text) => commitCell(props, text)} />
      ),
    }),
    renderText: (props: SlideTextProps) => (
      <InlineEditable
        key={`${props.slideIndex}:${props.field}`}
        {...props}
        onCommit={(edit, session) => commit(props.slideIndex, props.field, edit, session)}
        onDraft={draft && ((edit, session) => draft(props.slideIndex, props.field, edit, session))}
        onTyping={typing}
      />
    ),
  };
}

// Each edit its own key: two edits of one field are two undo steps, while the text typed in one
// (kept as it is typed, so a closed tab loses at most the last second) and its commit are one.
const applyTextWith = (editor: Editor): CommitText => (index, field, edit, session) => {
  editor.apply('slide.editText', { index, field, value: edit.text, html: edit.html, mergeKey: `inline-${session}` });
};

/** A table cell's edit as the slide's new data (slide.setData): one undo step; a text the table refuses (too long) changes nothing. */
export const applyCellWith = (editor: Editor): CommitCell => ({ slideIndex, row, column }, text) => {
  const data = editor.store.slides()[slideIndex]?.data;
  if (!data?.table) return;
  const read = dataWithGrid(data, 'table', setCell(gridOfTable(data.table), row, column, text));
  if (read.ok) editor.apply('slide.setData', { index: slideIndex, data: read.data });
};

/** Inline editing of the app's open deck, through its editor; one value per editor, so the slides' texts do not re-render. */
export function useInlineEditing(): SlideEditContextValue {
  const editor = useEditor();
  return useMemo(() => {
    const applyText = applyTextWith(editor);
    return createInlineEditContext(applyText, applyText, (pending) => editor.setTyping(pending), applyCellWith(editor));
  }, [editor]);
}
