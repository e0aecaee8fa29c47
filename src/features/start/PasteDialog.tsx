/**
 * 'Paste in text': a real paste dialog, not a 'coming soon' alert. The text
 * goes to /generate in document mode, like an upload.
 */
import { useId, useState, type FormEvent } from 'react';
import { useNativeModal } from '../../ui/useNativeModal';

/** '1,234 characters' under the text area. */
export function characterCount(text: string): string {
  const n = text.length;
  return `${n.toLocaleString('en-US')} ${n === 1 ? 'character' : 'characters'}`;
}

/** The text to hand on, or undefined when there is nothing but white space. */
export function pastedContent(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
}

export interface PasteFormProps {
  text: string;
  onText: (text: string) => void;
  onSubmit: (content: string) => void;
  onCancel: () => void;
}

/** The dialog's form, separate so it renders in tests without a dialog element. */
export function PasteForm({ text, onText, onSubmit, onCancel }: PasteFormProps) {
  const fieldId = useId();
  const countId = useId();
  const content = pastedContent(text);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (content !== undefined) onSubmit(content);
  };
  return (
    <form onSubmit={submit} className="mt-4 flex flex-col gap-2">
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-700">Your content</label>
      <textarea
        id={fieldId}
        value={text}
        onChange={(event) => onText(event.target.value)}
        aria-describedby={countId}
        rows={12}
        data-autofocus
        placeholder="Paste notes, an article or an outline here"
        className="w-full resize-y rounded-lg border border-slate-300 p-3 text-sm text-slate-900 focus:border-indigo-500 focus:outline-none"
      />
      <p id={countId} data-testid="paste-count" aria-live="polite" className="m-0 text-right text-xs text-slate-500">{characterCount(text)}</p>
      <div className="mt-2 flex justify-end gap-2">
        <button type="button" className="btn-ghost border border-slate-300" onClick={onCancel}>Cancel</button>
        <button type="submit" className="btn-primary" disabled={content === undefined}>Continue</button>
      </div>
    </form>
  );
}

export interface PasteDialogProps {
  open: boolean;
  onClose: () => void;
  onSubmit: (content: string) => void;
}

export function PasteDialog({ open, onClose, onSubmit }: PasteDialogProps) {
  const ref = useNativeModal(open);
  const [text, setText] = useState('');
  // Escape or Cancel: the dialog closes and what was pasted is dropped with it.
  const onDialogClose = () => {
    setText('');
    onClose();
  };
  return (
    <dialog ref={ref} aria-labelledby="paste-dialog-title" onClose={onDialogClose} className="w-full max-w-2xl rounded-2xl border border-slate-200 p-6 shadow-xl backdrop:bg-slate-900/40">
      <h2 id="paste-dialog-title" className="m-0 text-lg font-semibold text-slate-900">Paste in text</h2>
      <p className="m-0 mt-1 text-sm text-slate-600">Decksmith builds the outline and the slides from what you paste.</p>
      <PasteForm text={text} onText={setText} onSubmit={onSubmit} onCancel={() => ref.current?.close()} />
    </dialog>
  );
}
