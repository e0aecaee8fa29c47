/**
 * The presenter's elapsed-time clock: it starts with the presentation
 * (counting from when presentation mode began), pauses when it ends, and
 * the presenter can pause, resume and reset it. Pure state and a
 * formatter, so the arithmetic is tested with plain numbers; the hook in
 * PresenterTimer only re-renders it each second.
 */

export interface TimerState {
  /** When the running stretch began (epoch ms); null while paused. */
  startedAt: number | null;
  /** Time counted by the stretches before it. */
  banked: number;
}

export type TimerAction =
  | { type: 'start'; now: number }
  | { type: 'pause'; now: number }
  /** Back to zero; a running timer goes on counting from `now`. */
  | { type: 'reset'; now: number }
  /** A presentation began at `at`: counting from then, whatever was counted before. */
  | { type: 'presentation'; at: number };

export const STOPPED: TimerState = { startedAt: null, banked: 0 };

export function timerReducer(state: TimerState, action: TimerAction): TimerState {
  switch (action.type) {
    case 'start':
      return state.startedAt === null ? { ...state, startedAt: action.now } : state;
    case 'pause':
      return state.startedAt === null ? state : { startedAt: null, banked: elapsedAt(state, action.now) };
    case 'reset':
      return state.startedAt === null ? STOPPED : { startedAt: action.now, banked: 0 };
    case 'presentation':
      return { startedAt: action.at, banked: 0 };
  }
}

/** Milliseconds counted at `now` (a clock moved back counts nothing). */
export function elapsedAt(state: TimerState, now: number): number {
  return state.banked + (state.startedAt === null ? 0 : Math.max(0, now - state.startedAt));
}

/** '04:07', or '1:02:03' past an hour. */
export function formatElapsed(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
