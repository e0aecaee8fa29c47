/** The presenter view's elapsed timer with Start/Pause and Reset (a presenter keeps time without a stopwatch). */
import { useEffect, useReducer, useState } from 'react';
import { elapsedAt, formatElapsed, STOPPED, timerReducer } from './timer';

export function PresenterTimer() {
  const [state, dispatch] = useReducer(timerReducer, STOPPED);
  const [now, setNow] = useState(() => Date.now());
  const running = state.startedAt !== null;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  const shown = formatElapsed(elapsedAt(state, running ? Math.max(now, state.startedAt ?? now) : now));
  return (
    <section aria-labelledby="presenter-timer" className="rounded-xl bg-slate-900 p-4">
      <h2 id="presenter-timer" className="m-0 text-sm font-semibold uppercase tracking-wide text-slate-300">
        Elapsed time
      </h2>
      <p className="m-0 mt-1 font-mono text-4xl tabular-nums text-white" role="timer" aria-live="off" data-testid="presenter-elapsed">
        {shown}
      </p>
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          className="btn bg-indigo-600 text-white hover:bg-indigo-500"
          onClick={() => {
            const at = Date.now();
            setNow(at);
            dispatch(running ? { type: 'pause', now: at } : { type: 'start', now: at });
          }}
        >
          {running ? 'Pause timer' : 'Start timer'}
        </button>
        <button type="button" className="btn bg-slate-700 text-white hover:bg-slate-600" onClick={() => dispatch({ type: 'reset' })}>
          Reset timer
        </button>
      </div>
    </section>
  );
}
