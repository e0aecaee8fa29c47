/**
 * Where a slide's rewrite stands, on its card: 'Rewriting...' with Cancel
 * rewrite while it runs; waiting for the network with Cancel rewrite while
 * it is queued; the error with Dismiss when it failed (the slide is as it
 * was). Nothing when the slide has no rewrite.
 */
import { useSnapshot } from 'valtio';
import type { Rewriter } from '../../state/rewrite/types';
import { actionLabel } from './actions';

export interface RewriteStatusProps {
  rewriter: Rewriter;
  slideId: number;
}

const BAR = 'flex flex-wrap items-center gap-2 rounded-lg px-3 py-2 text-sm';

export function RewriteStatus({ rewriter, slideId }: RewriteStatusProps) {
  const status = useSnapshot(rewriter.state).slides[slideId];
  if (!status) return null;
  const cancel = (
    <button type="button" className="btn-ghost ml-auto px-2 py-1" onClick={() => rewriter.cancel(slideId)}>
      Cancel rewrite
    </button>
  );
  if (status.state === 'rewriting') {
    return (
      <div className={`${BAR} bg-indigo-50 text-indigo-900`} data-rewrite="rewriting">
        <span aria-hidden="true" className="h-3 w-3 animate-spin rounded-full border-2 border-indigo-200 border-t-indigo-600" />
        <span role="status">Rewriting...</span>
        <span className="text-xs text-indigo-700">{actionLabel(status.action)}</span>
        {cancel}
      </div>
    );
  }
  if (status.state === 'queued') {
    return (
      <div className={`${BAR} bg-amber-50 text-amber-900`} data-rewrite="queued">
        <span role="status">Waiting for the network to rewrite this slide</span>
        <span className="text-xs text-amber-800">{actionLabel(status.action)}</span>
        {cancel}
      </div>
    );
  }
  return (
    <div className={`${BAR} bg-rose-50 text-rose-900`} data-rewrite="failed">
      <p role="alert" className="m-0 min-w-0 flex-1">
        {status.error}
      </p>
      <button type="button" className="btn-ghost px-2 py-1" onClick={() => rewriter.dismiss(slideId)}>
        Dismiss
      </button>
    </div>
  );
}
