import { useSnapshot } from 'valtio';
import type { CreateFormState } from '../../state/create-form';
import type { DeckState } from '../../state/deck';
import type { DeckJobsState } from '../../state/deck-job';

interface StreamingIndicatorProps {
  form: CreateFormState;
  jobs: DeckJobsState;
  deck: DeckState;
}

/**
 * The deck job started at Continue to Visuals (step 3): the
 * 'Background streaming active' indicator with the slides received so far,
 * then ready, or the job's error.
 */
export function StreamingIndicator({ form, jobs, deck }: StreamingIndicatorProps) {
  const { job } = useSnapshot(form);
  const active = useSnapshot(jobs).active;
  const deckSnap = useSnapshot(deck);
  if (job === null) {
    return (
      <p role="status" className="m-0 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-600">
        Preparing your deck…
      </p>
    );
  }
  // The app's deck store shows the job only while it holds this deck.
  const slides = deckSnap.deckId === job.deckId ? deckSnap.slides.length : 0;
  if (job.status === 'failed') {
    return (
      <p role="alert" className="m-0 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        The deck could not be generated: {job.error}
      </p>
    );
  }
  if (job.status === 'done') {
    return (
      <p role="status" className="m-0 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
        Your deck is ready{slides > 0 ? `: ${slides} ${slides === 1 ? 'slide' : 'slides'}` : ''}.
      </p>
    );
  }
  const phase = active[job.deckId]?.phase;
  return (
    <p role="status" data-testid="background-streaming" className="m-0 flex items-center gap-2 rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-sm text-indigo-900">
      <span aria-hidden="true" className="inline-block h-2.5 w-2.5 animate-pulse rounded-full bg-indigo-600" />
      <span>
        <strong>Background streaming active</strong>
        {' · '}
        {phase === 'outline' ? 'writing the outline' : `${slides} ${slides === 1 ? 'slide' : 'slides'} received`}
      </span>
    </p>
  );
}
