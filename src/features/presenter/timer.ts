/**
 * The presenter's elapsed-time clock: start, pause, reset. Pure state and
 * a formatter, so the arithmetic is tested with plain numbers; the hook in
 * PresenterTimer only re-renders it each second.
 */

export interface TimerState {
  /** When the running stretch began (epoch ms); null while paused. */
  startedAt: number | null;
  /** Time counted by the stretches before it. */
  banked: number;
}

export type TimerAction = { type: 'start'; now: number } | { type: 'pause'; now: number } | { type: 'reset' };

export const STOPPED: TimerState = { startedAt: null, banked: 0 };

export function timerReducer(state: TimerState, action: TimerAction): TimerState {
  switch (action.type) {
    case 'start':
      return state.startedAt === null ? { ...state, startedAt: action.now } : state;
    case 'pause':
      return state.startedAt === null ? state : { startedAt: null, banked: elapsedAt(state, action.now) };
    case 'reset':
      return STOPPED;
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
