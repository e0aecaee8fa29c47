/**
 * The rewritten slide typing itself in before it takes the slide's place,
 * on generation's clock: each answer slide appears streaming (the slide
 * renderer types streaming text in) and is done 2-3 s later, a split's
 * second slide one topic step after the first.
 */
import { playbackPlan, startPlayback } from '../../core/outline/playback';
import { mergeAnswer } from '../../core/rewrite/merge';
import type { Clock } from '../../lib/clock';
import type { EditAction } from '../../protocol/edit';
import type { TopicLine } from '../../protocol/lines';
import type { Slide } from '../../core/schemas/slide';

export interface PreviewOptions {
  clock: Clock;
  random: () => number;
  signal: AbortSignal;
  /** Shows the preview (undefined: none). */
  show(preview: Slide): void;
}

/**
 * Plays the answer as previews of `slide`; resolves true when it played to
 * the end, false when the signal stopped it.
 */
export async function playPreview(slide: Slide, action: EditAction, answer: readonly TopicLine[], options: PreviewOptions): Promise<boolean> {
  if (options.signal.aborted) return false;
  const merged = mergeAnswer(slide, action, answer);
  const plan = playbackPlan(answer, options.random);
  // Generation's plan starts topics after the title slide; a rewrite has no title slide to wait for.
  const start = plan[0]?.appearAt ?? 0;
  const steps = plan.map((step) => ({ ...step, appearAt: step.appearAt - start, doneAt: step.doneAt - start }));
  const at = (line: TopicLine): Slide | undefined => merged[answer.indexOf(line)];
  const playback = startPlayback(steps, options.clock, {
    onAppear: (step) => {
      const preview = at(step.line as TopicLine);
      if (preview) options.show({ ...preview, isStreaming: true, isComplete: false });
    },
    onDone: (step) => {
      const preview = at(step.line as TopicLine);
      if (preview) options.show({ ...preview, isStreaming: false, isComplete: true });
    },
  });
  const stop = (): void => playback.cancel();
  options.signal.addEventListener('abort', stop, { once: true });
  await playback.done;
  options.signal.removeEventListener('abort', stop);
  return !options.signal.aborted;
}
