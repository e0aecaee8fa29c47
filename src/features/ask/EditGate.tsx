/**
 * Editing a slide whose rewrite waits for the network would make the
 * rewrite run on a slide the user has changed since: the Edit Slide modal
 * asks first. 'Keep editing' cancels the queued rewrite and shows the form;
 * 'Keep the rewrite' leaves the slide alone.
 */
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { Rewriter } from '../../state/rewrite/types';
import { actionLabel } from './actions';

export interface EditGateProps {
  rewriter: Rewriter;
  slideId: number;
  number: number;
  onLeave: () => void;
  /** The id naming the modal the question stands in: its heading takes it. */
  titleId: string;
  children: ReactNode;
}

export function EditGate({ rewriter, slideId, number, onLeave, titleId, children }: EditGateProps) {
  const status = useSnapshot(rewriter.state).slides[slideId];
  if (status?.state !== 'queued') return children;
  return (
    <div className="flex flex-col gap-4 p-6" data-edit-gate="">
      <h2 id={titleId} className="m-0 text-lg font-semibold text-slate-900">
        Edit slide {number} now?
      </h2>
      <p role="alert" className="m-0 text-sm text-slate-700">
        Slide {number} has a rewrite waiting for the network ({actionLabel(status.action)}). Editing the slide now cancels that rewrite.
      </p>
      <footer className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-ghost border border-slate-300 px-3 py-1.5" onClick={onLeave}>
          Keep the rewrite
        </button>
        <button type="button" className="btn-primary px-4 py-1.5" data-autofocus onClick={() => rewriter.cancel(slideId)}>
          Keep editing
        </button>
      </footer>
    </div>
  );
}
