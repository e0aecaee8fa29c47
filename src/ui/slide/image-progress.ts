/**
 * The image generator widget's progress: it starts at 15,
 * rises by a random 5 to 15 every 250 ms while the picture is being made and
 * stops at 85; 90 while the finished picture loads, 100 once it shows.
 * Pure numbers, so the stepping is tested without timers or a browser.
 */

/** The widget's states. */
export type ImageGenState = 'idle' | 'generating' | 'loading' | 'completed' | 'error';

/** The widget's progress figures, in percent, and its step interval. */
export const IMAGE_PROGRESS = {
  start: 15,
  stepMin: 5,
  stepMax: 15,
  cap: 85,
  loading: 90,
  done: 100,
  /** How often the progress steps while generating, in ms. */
  tickMs: 250,
} as const;

/**
 * The step a random number in [0, 1) gives: a whole number from 5 to 15,
 * each equally likely. Out-of-range input is clamped.
 */
export function progressStep(random: number): number {
  const { stepMin, stepMax } = IMAGE_PROGRESS;
  const r = Math.min(Math.max(random, 0), 0.999_999);
  return stepMin + Math.floor(r * (stepMax - stepMin + 1));
}

/** The progress one tick later while generating: up by a random step, never past 85. */
export function nextProgress(progress: number, random: number): number {
  return Math.min(IMAGE_PROGRESS.cap, Math.max(progress, IMAGE_PROGRESS.start) + progressStep(random));
}

/**
 * Where a generating widget starts: 15, or, for a picture that started
 * `elapsedMs` ago (a card shown again mid-way), the progress an average step
 * of 10 per tick would have reached by then, still capped at 85.
 */
export function startProgress(elapsedMs = 0): number {
  const { start, stepMin, stepMax, cap, tickMs } = IMAGE_PROGRESS;
  const ticks = Math.floor(Math.max(0, elapsedMs) / tickMs);
  return Math.min(cap, start + ticks * ((stepMin + stepMax) / 2));
}

/** The progress a state shows when it is not stepping (generating steps from `generating`). */
export function progressFor(state: ImageGenState, generating: number): number {
  switch (state) {
    case 'idle':
      return 0;
    case 'generating':
      return generating;
    case 'loading':
      return IMAGE_PROGRESS.loading;
    case 'completed':
      return IMAGE_PROGRESS.done;
    case 'error':
      return generating;
  }
}

/** The state a widget shows: a supplied image URL is completed at once. */
export function widgetState(state: ImageGenState, src: string | undefined): ImageGenState {
  return src ? 'completed' : state;
}

/**
 * Steps a generating widget's progress: every 250 ms `onProgress` hears the
 * next value from `from`, until it reaches 85 (then the timer stops).
 * Returns the stop function (an effect's cleanup).
 */
export function startProgressTicker(from: number, onProgress: (progress: number) => void, random: () => number = Math.random): () => void {
  let progress = from;
  const timer = setInterval(() => {
    progress = nextProgress(progress, random());
    onProgress(progress);
    if (progress >= IMAGE_PROGRESS.cap) clearInterval(timer);
  }, IMAGE_PROGRESS.tickMs);
  return () => clearInterval(timer);
}

/** What a slide's image box has seen of its picture (the addresses it loaded or failed to load). */
export interface PictureSeen {
  /** The picture was being made (or had failed) while this slide was on screen. */
  pending: boolean;
  loaded: string | null;
  failed: string | null;
}

/**
 * The widget a topic's image box shows (null: none, the picture alone):
 * generating while it is made; error when it failed, or its address failed
 * to load; when it has just arrived, loading until it has loaded, then completed.
 * A picture that was already there when the slide showed gets no widget.
 */
export function pictureOverlay(image: string | undefined, status: 'generating' | 'error' | undefined, seen: PictureSeen): ImageGenState | null {
  if (status === 'generating') return 'generating';
  if (image === undefined) return status === 'error' ? 'error' : null;
  if (seen.failed === image) return 'error';
  if (!seen.pending) return null;
  return seen.loaded === image ? 'completed' : 'loading';
}
