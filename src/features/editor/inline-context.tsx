/**
 * The SlideEditContext value that makes a slide's text editable in place:
 * the renderer (SlideCanvas) draws each text through `renderText`, and this
 * one draws an InlineEditable whose commit is a `slide.editText` command, so
 * an inline edit is one undo step like any other.
 */
import type { SlideEditContextValue, SlideTextProps } from '../../ui/slide/edit-context';
import type { SlideTextField } from '../../core/commands';
import { editor } from '../../state/editor';
import { InlineEditable } from './InlineEditable';
import type { EditedText } from './richtext';

export type CommitText = (index: number, field: SlideTextField, edit: EditedText) => void;

/** A context whose editors report commits to `commit`. */
export function createInlineEditContext(commit: CommitText): SlideEditContextValue {
  return {
    renderText: (props: SlideTextProps) => (
      <InlineEditable key={`${props.slideIndex}:${props.field}`} {...props} onCommit={(edit) => commit(props.slideIndex, props.field, edit)} />
    ),
  };
}

let commits = 0;

/** Inline editing of the app's open deck, through its editor. */
export const INLINE_EDITING: SlideEditContextValue = createInlineEditContext((index, field, edit) => {
  commits += 1;
  // Each commit its own key: two edits of one field are two undo steps, never merged.
  editor.apply('slide.editText', { index, field, value: edit.text, html: edit.html, mergeKey: `inline-${commits}` });
});
