/**
 * Runs `fn` once the browser has drawn the next frame: work split into
 * steps this way gets a frame's style and layout each, where steps a task
 * apart (setTimeout 0) run back to back and leave all their layout to the
 * same frame, as one long task. A hidden page draws no frames, so `fn`
 * runs after `fallbackMs` at the latest. Returns the cancel.
 */
export function afterNextFrame(fn: () => void, fallbackMs = 100): () => void {
  const timers: Array<ReturnType<typeof setTimeout>> = [];
  let frame: number | undefined;
  let done = false;
  const stop = (): void => {
    done = true;
    timers.forEach(clearTimeout);
    if (frame !== undefined) cancelAnimationFrame(frame);
  };
  const run = (): void => {
    if (done) return;
    stop();
    fn();
  };
  if (typeof requestAnimationFrame !== 'function') {
    timers.push(setTimeout(run, 0));
    return stop;
  }
  // A frame's callbacks run before its style and layout: a task queued from one runs once the frame is drawn.
  frame = requestAnimationFrame(() => {
    frame = undefined;
    timers.push(setTimeout(run, 0));
  });
  timers.push(setTimeout(run, fallbackMs));
  return stop;
}
