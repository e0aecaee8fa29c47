/**
 * 'Insert table / chart': the user pastes CSV, TSV or cells copied from a
 * spreadsheet, sees what was read, picks a table or a chart kind and gets a
 * new slide after the current one, through one command (one Ctrl+Z takes it
 * away). Data that cannot make the slide shows core/data's message naming
 * the problem, and nothing is inserted. Escape or Cancel close it; focus
 * goes back to the button that opened it.
 */
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { chartView } from '../../core/data/columns';
import { planDataSlide, suggestChoice, suggestTitle, type DataChoice } from '../../core/data/insert-plan';
import { EMPTY_PASTE } from '../../core/data/messages';
import { parsePastedTable } from '../../core/data/paste';
import { MAX_SLIDES } from '../../protocol/requests';
import { useEditor } from '../../state/services';
import { useNativeModal } from '../../ui/useNativeModal';
import { ChoicePicker } from './ChoicePicker';
import { PastePreview } from './PastePreview';

const FIELD = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-indigo-500 focus:outline-none';
const DECK_FULL = `The deck already has ${MAX_SLIDES} slides, the most a deck holds: delete a slide first.`;

/** What the paste makes as `choice`: the table read, the plan, and the message when either is refused. */
function usePlan(text: string, choice: DataChoice | null) {
  const read = useMemo(() => (text.trim() === '' ? null : parsePastedTable(text)), [text]);
  const suggested: DataChoice = read?.ok ? suggestChoice(read.table, read.decimalHint) : 'table';
  const shown = choice ?? suggested;
  const plan = useMemo(() => (read?.ok ? planDataSlide(read.table, shown, read.decimalHint) : null), [read, shown]);
  const error = read !== null && !read.ok ? read.error : plan !== null && !plan.ok ? plan.error : null;
  // Shown as a table, data that would not make a chart says why, so the user knows what to fix for one.
  const view = useMemo(() => (read?.ok && shown === 'table' ? chartView(read.table, read.decimalHint) : null), [read, shown]);
  const chartNote = view && !view.ok ? view.error : null;
  return { read: read?.ok ? read : null, suggested, shown, plan: plan?.ok ? plan : null, error, chartNote };
}

function InsertDataForm({ titleId, onDone, onCancel }: { titleId: string; onDone: () => void; onCancel: () => void }) {
  const editor = useEditor();
  const ids = { data: useId(), title: useId(), error: useId() };
  const [text, setText] = useState('');
  const [title, setTitle] = useState('');
  const [choice, setChoice] = useState<DataChoice | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const { read, suggested, shown, plan, error, chartNote } = usePlan(text, choice);
  const message = error ?? problem;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!read || !plan) {
      if (!error) setProblem(EMPTY_PASTE);
      area.current?.focus();
      return;
    }
    const store = editor.store;
    const index = store.state.currentIndex;
    const args = { after: index, title: title.trim() || suggestTitle(read.table), layout: plan.layout, data: plan.data };
    if (!editor.apply('slide.insertData', args)) {
      setProblem(DECK_FULL);
      return;
    }
    store.goTo(Math.max(index + 1, store.state.slides[0]?.type === 'title' ? 1 : 0));
    onDone();
  };

  return (
    <form className="flex flex-col gap-4 p-6" onSubmit={submit} noValidate>
      <h2 id={titleId} className="m-0 text-lg font-semibold text-slate-900">Insert table / chart</h2>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.data} className="text-sm font-medium text-slate-700">Data</label>
        <textarea
          id={ids.data}
          ref={area}
          rows={7}
          data-autofocus
          spellCheck={false}
          value={text}
          placeholder={'Paste CSV, TSV or cells copied from a spreadsheet, the header row first:\nRegion\tQ1\tQ2\nNorth\t1.2\t1.4'}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? ids.error : undefined}
          className={`${FIELD} resize-y font-mono text-xs ${message ? 'border-rose-500' : ''}`}
          onChange={(e) => {
            setText(e.target.value);
            setProblem(null);
          }}
        />
      </div>
      {message && <p id={ids.error} role="alert" className="m-0 text-sm text-rose-700">{message}</p>}
      {read && <PastePreview table={read.table} notes={read.notes} />}
      <ChoicePicker value={shown} suggested={suggested} onChange={setChoice} />
      {chartNote && <p className="m-0 text-xs text-slate-600">Not as a chart: {chartNote}</p>}
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.title} className="text-sm font-medium text-slate-700">Slide title</label>
        <input id={ids.title} type="text" className={FIELD} value={title} maxLength={300} placeholder={read ? suggestTitle(read.table) : 'What the figures show'} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <footer className="flex justify-end gap-2">
        <button type="button" className="btn-ghost border border-slate-300" onClick={onCancel}>Cancel</button>
        <button type="submit" className="btn-primary">Insert slide</button>
      </footer>
    </form>
  );
}

export function InsertDataDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useNativeModal(open);
  const titleId = useId();
  const close = () => ref.current?.close();
  return (
    <dialog ref={ref} aria-labelledby={titleId} onClose={onClose} className="w-full max-w-2xl rounded-2xl border border-slate-200 p-0 shadow-xl backdrop:bg-slate-900/40" style={{ maxHeight: '90vh' }}>
      {open && <InsertDataForm titleId={titleId} onDone={close} onCancel={close} />}
    </dialog>
  );
}

/** The toolbar's button and its dialog. */
export function InsertDataButton({ disabled }: { disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn-ghost" disabled={disabled} title="A new slide after this one, from pasted data" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Insert table / chart
      </button>
      <InsertDataDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
