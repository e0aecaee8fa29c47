/**
 * Auto-play of presentation mode: a slide every 5 s,
 * off at the last slide, and never onto a slide whose text is still
 * streaming: it waits (checking again shortly) until the slide is there.
 * The decision is a pure function and the timer takes injected timers'
 * globals, so both are tested with fake timers.
 */
import type { Slide } from '../../core/schemas/slide';

/** Auto-play moves on every 5 s. */
export const AUTO_PLAY_MS = 5_000;
/** How often a waiting auto-play looks again whether the slide has arrived. */
export const AUTO_PLAY_POLL_MS = 250;

export type SlideProgress = Pick<Slide, 'isStreaming' | 'isComplete'>;

/** A slide still streaming and incomplete: shown as 'Loading slide content...'. */
export function isSlideLoading(slide: SlideProgress | undefined): boolean {
  return slide !== undefined && slide.isStreaming && !slide.isComplete;
}

export type AutoPlayDecision = 'advance' | 'wait' | 'stop';

/**
 * What auto-play does when its 5 s are up on slide `index`: advance; wait
 * while the current or the next slide is still streaming (a last slide
 * still streaming may be followed by more); stop on the last slide.
 */
export function autoPlayDecision(index: number, slides: readonly SlideProgress[]): AutoPlayDecision {
  const current = slides[index];
  if (isSlideLoading(current)) return 'wait';
  if (index >= slides.length - 1) return 'stop';
  return isSlideLoading(slides[index + 1]) ? 'wait' : 'advance';
}

export interface AutoPlayTimerOptions {
  /** The slide on screen and the slides, read when the time is up. */
  read: () => { index: number; slides: readonly SlideProgress[] };
  advance: () => void;
  /** Auto-play turns itself off (the last slide). */
  stop: () => void;
  intervalMs?: number;
  pollMs?: number;
}

export interface AutoPlayTimer {
  /** Counts the full interval again from now (a slide was just shown). */
  restart(): void;
  dispose(): void;
}

/** The timer of one auto-play run. */
export function createAutoPlayTimer({ read, advance, stop, intervalMs = AUTO_PLAY_MS, pollMs = AUTO_PLAY_POLL_MS }: AutoPlayTimerOptions): AutoPlayTimer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const schedule = (ms: number) => {
    clear();
    timer = setTimeout(tick, ms);
  };
  function tick() {
    timer = undefined;
    const { index, slides } = read();
    const decision = autoPlayDecision(index, slides);
    if (decision === 'stop') return stop();
    if (decision === 'wait') return schedule(pollMs);
    advance();
    schedule(intervalMs);
  }
  return { restart: () => schedule(intervalMs), dispose: clear };
}
