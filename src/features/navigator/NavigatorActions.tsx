/**
 * Add (after the current slide), duplicate and delete, acting on the
 * current slide through the registered commands. Delete asks nothing: it
 * is one undo step, and the navigator offers Undo right after it.
 */
import { useSnapshot } from 'valtio';
import type { DeckStore } from '../../state/deck';
import { useEditor } from '../../state/services';
import { canApply, type EditAccess } from './deck-edit';
import { navigatorTitle } from './thumbnail';

export interface Notice {
  text: string;
  /** Offer an Undo button with it. */
  undo: boolean;
}

interface NavigatorActionsProps {
  store: DeckStore;
  access: EditAccess;
  onNotice(notice: Notice): void;
}

const BUTTON = 'rounded-md px-1.5 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-indigo-500';

export function NavigatorActions({ store, access, onNotice }: NavigatorActionsProps) {
  const editor = useEditor();
  const snap = useSnapshot(store.state);
  const index = snap.currentIndex;
  const count = snap.slides.length;
  const number = index + 1;
  const allowed = access.structure;
  const canDuplicate = allowed && count > 0 && canApply(store, 'slide.duplicate', index);
  const canDelete = allowed && count > 0 && canApply(store, 'slide.delete', index);

  const add = () => {
    if (!editor.apply('slide.add', { after: index })) return;
    const at = Math.max(index + 1, store.state.slides[0]?.type === 'title' ? 1 : 0);
    store.goTo(at);
    onNotice({ text: `Added slide ${at + 1}.`, undo: false });
  };
  const duplicate = () => {
    if (!editor.apply('slide.duplicate', { index })) return;
    store.goTo(index + 1);
    onNotice({ text: `Duplicated slide ${number} as slide ${number + 1}.`, undo: false });
  };
  const remove = () => {
    const slide = store.slides()[index];
    if (!slide || !editor.apply('slide.delete', { index })) return;
    onNotice({ text: `Deleted slide ${number} “${navigatorTitle(slide)}”.`, undo: true });
  };

  return (
    <div className="flex flex-wrap gap-1 border-b border-slate-200 px-2 py-1.5" role="group" aria-label="Slide actions">
      <button type="button" className={BUTTON} disabled={!allowed || count === 0} title={access.reason || undefined} aria-label={`Add slide after slide ${number}`} onClick={add}>
        + Add
      </button>
      <button type="button" className={BUTTON} disabled={!canDuplicate} title={access.reason || undefined} aria-label={`Duplicate slide ${number}`} onClick={duplicate}>
        Duplicate
      </button>
      <button type="button" className={BUTTON} disabled={!canDelete} title={access.reason || undefined} aria-label={`Delete slide ${number}`} onClick={remove}>
        Delete
      </button>
    </div>
  );
}
