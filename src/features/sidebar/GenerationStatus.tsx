/**
 * The open deck's generation status in the sidebar: slides received while
 * it streams (against the outline's count when the app's own stream runs
 * it), complete or not afterwards. Reads only the slides' flags, not their
 * text, so streamed text does not re-render it.
 */
import { useSnapshot } from 'valtio';
import type { DeckStore } from '../../state/deck';
import { useGeneration } from '../../state/services';
import { generationStatus } from './status';

const TONES = { busy: 'bg-indigo-50 text-indigo-800', done: 'bg-emerald-50 text-emerald-800', warn: 'bg-amber-50 text-amber-900' } as const;

export function GenerationStatus({ store, live, appLive }: { store: DeckStore; live: boolean; appLive: boolean }) {
  const snap = useSnapshot(store.state);
  const gen = useSnapshot(useGeneration().state);
  const slides = snap.slides.length;
  const complete = snap.slides.filter((s) => s.isComplete).length;
  const expected = appLive && gen.expectedTopics > 0 ? gen.expectedTopics + 1 : 0;
  const status = generationStatus({ live, slides, complete, expected, message: appLive ? gen.statusMessage : undefined });
  return (
    <section aria-label="Generation status" className={`rounded-xl px-3 py-2 text-sm ${TONES[status.tone]}`}>
      <p className="m-0 font-semibold" role="status">
        {status.label}
      </p>
      <p className="m-0 text-xs" data-testid="generation-status">
        {status.detail}
      </p>
    </section>
  );
}
