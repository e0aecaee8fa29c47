/**
 * The presenter view's elapsed timer (a presenter keeps time without a
 * stopwatch): it starts with the presentation, counting from when
 * presentation mode began, and stops when it ends; Pause/Resume and Reset
 * are the presenter's.
 */
import { useEffect, useReducer, useState } from 'react';
import { elapsedAt, formatElapsed, STOPPED, timerReducer } from './timer';

export interface PresenterTimerProps {
  /** When the presentation followed began (epoch ms); null before a presenting tab said so. */
  startedAt: number | null;
  /** A presentation is running in the other window. */
  presenting: boolean;
}

export function PresenterTimer({ startedAt, presenting }: PresenterTimerProps) {
  const [state, dispatch] = useReducer(timerReducer, STOPPED);
  const [now, setNow] = useState(() => Date.now());
  const running = state.startedAt !== null;
  useEffect(() => {
    // Shown from the next tick: until then the count reads from the last one, never below zero.
    if (startedAt !== null) dispatch({ type: 'presentation', at: startedAt });
  }, [startedAt]);
  useEffect(() => {
    // The presentation ended: the time it took stays on screen.
    if (!presenting) dispatch({ type: 'pause', now: Date.now() });
  }, [presenting]);
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  const elapsed = elapsedAt(state, running ? Math.max(now, state.startedAt ?? now) : now);
  const toggle = () => {
    const at = Date.now();
    setNow(at);
    dispatch(running ? { type: 'pause', now: at } : { type: 'start', now: at });
  };
  const reset = () => {
    const at = Date.now();
    setNow(at);
    dispatch({ type: 'reset', now: at });
  };
  return (
    <section aria-labelledby="presenter-timer" className="rounded-xl bg-slate-900 p-4">
      <h2 id="presenter-timer" className="m-0 text-sm font-semibold uppercase tracking-wide text-slate-300">
        Elapsed time
      </h2>
      <p className="m-0 mt-1 font-mono text-4xl tabular-nums text-white" role="timer" aria-live="off" data-testid="presenter-elapsed">
        {formatElapsed(elapsed)}
      </p>
      <div className="mt-3 flex gap-2">
        <button type="button" className="btn bg-indigo-600 text-white hover:bg-indigo-500" onClick={toggle}>
          {running ? 'Pause timer' : elapsed > 0 ? 'Resume timer' : 'Start timer'}
        </button>
        <button type="button" className="btn bg-slate-700 text-white hover:bg-slate-600" onClick={reset}>
          Reset timer
        </button>
      </div>
    </section>
  );
}
