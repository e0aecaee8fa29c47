/**
 * The Ask box of one slide: a text box for the user's own instruction
 * (Enter sends it, Escape clears it, or closes the box when it is empty)
 * and the quick actions. Every action shows its price before it is pressed;
 * one the writer cannot do is disabled with the writer's reason beside it.
 * While the slide rewrites or waits for the network, asking again waits.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { EDIT_LIMITS, type EditAction } from '../../protocol/edit';
import type { Rewriter, SlideRewriteRequest } from '../../state/rewrite/types';
import { creditsText } from './actions';
import { QuickActions } from './QuickActions';

export interface AskBoxProps {
  rewriter: Rewriter;
  /** `Slide.id` of the slide. */
  slideId: number;
  /** 1-based position of the slide, for the names. */
  number: number;
  /** Id of the text box (the card focuses it by id). */
  inputId?: string;
  /** Escape in the empty box (the card collapses it). */
  onClose?: () => void;
  /** A rewrite was asked. */
  onAsked?: () => void;
  /** Why asking waits (unsaved changes in the editor), or null. */
  blocked?: string | null;
}

const INPUT =
  'min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-indigo-500 focus:outline-none disabled:bg-slate-50';

/** Why this slide cannot be asked now, or null. */
function busyReason(state: string | undefined): string | null {
  if (state === 'rewriting') return 'This slide is being rewritten: wait for it or cancel it first.';
  if (state === 'queued') return 'This slide has a rewrite waiting for the network: cancel it to ask something else.';
  return null;
}

export function AskBox({ rewriter, slideId, number, inputId, onClose, onAsked, blocked = null }: AskBoxProps) {
  const snap = useSnapshot(rewriter.state);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = useId();
  const hintId = `${ids}-hint`;
  const waitId = `${ids}-wait`;
  const errorId = `${ids}-error`;
  const wait = blocked ?? busyReason(snap.slides[slideId]?.state);
  // The box stays focusable (`/` puts the cursor there) when the writer takes no instructions; the reason is under it.
  const instructionRefused = rewriter.unsupported('instruction');

  const ask = (request: SlideRewriteRequest) => {
    setError(null);
    onAsked?.();
    void rewriter.rewrite(request).then((outcome) => {
      // The runner shows a failure on the slide; one it refused before starting (no slide status) shows here.
      if (!outcome.ok && !outcome.cancelled && !outcome.queued && rewriter.state.slides[slideId] === undefined) setError(outcome.error);
    });
  };
  const send = () => {
    const instruction = text.trim();
    if (instruction === '' || wait !== null || instructionRefused !== null) return;
    setText('');
    ask({ slideId, action: 'instruction', instruction });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      // Not a form of its own (the Edit Slide modal is one): Enter sends here and submits nothing around.
      event.preventDefault();
      send();
      return;
    }
    if (event.key !== 'Escape' || (text === '' && !onClose)) return;
    // The box's own Escape: it does not also close a dialog the box sits in.
    event.preventDefault();
    event.stopPropagation();
    if (text !== '') setText('');
    else onClose?.();
  };
  const instructionPrice = creditsText(rewriter.price({ slideId, action: 'instruction', instruction: text.trim() || 'x' }));
  const described = [hintId, wait ? waitId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div role="group" aria-label={`Ask slide ${number}`} className="flex flex-col gap-2 rounded-xl border border-indigo-100 bg-indigo-50/50 p-3">
      <div className="flex items-center gap-2">
        <input
          id={inputId}
          type="text"
          aria-label={`Ask to change slide ${number}`}
          aria-describedby={described}
          className={INPUT}
          placeholder="Ask to change this slide, e.g. focus on costs"
          maxLength={EDIT_LIMITS.instruction}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="btn-primary px-3 py-2" onClick={send} disabled={text.trim() === '' || wait !== null || instructionRefused !== null}>
          Send
        </button>
      </div>
      <p id={hintId} className="m-0 text-xs text-slate-600">
        {instructionRefused ?? `Enter sends (${instructionPrice}), Escape clears.`}
      </p>
      <QuickActions rewriter={rewriter} slideId={slideId} waitId={wait ? waitId : null} onAsk={(action: EditAction) => wait === null && ask({ slideId, action })} />
      {wait && (
        <p id={waitId} className="m-0 text-xs text-amber-800">
          {wait}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="m-0 text-sm text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}

