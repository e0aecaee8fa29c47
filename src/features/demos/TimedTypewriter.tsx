import { useLayoutEffect, useRef, useState } from 'react';
import { Typewriter, type TypewriterTiming } from '../../ui/Typewriter';

export interface TimedTypewriterProps {
  text: string;
  timing: TypewriterTiming;
  className?: string;
  as?: 'p' | 'h2' | 'h3' | 'span';
  instant?: boolean;
  onDone?: () => void;
}

/**
 * A Typewriter with a stopwatch under it, so a demo shows the time the
 * component really took next to the time it was asked to take.
 * Remount it (change its key) to run it again.
 */
export function TimedTypewriter({ text, timing, className, as = 'p', instant, onDone }: TimedTypewriterProps) {
  const started = useRef(0);
  const [elapsed, setElapsed] = useState<number | null>(null);
  // A layout effect runs before the Typewriter's own effect starts its clock.
  useLayoutEffect(() => {
    started.current = performance.now();
  }, []);
  const finish = () => {
    setElapsed(performance.now() - started.current);
    onDone?.();
  };
  return (
    <div>
      <Typewriter as={as} text={text} timing={timing} instant={instant} onDone={finish} className={className} />
      <p className="mb-0 mt-2 text-xs font-medium text-slate-500" data-testid="typewriter-elapsed">
        {elapsed === null ? 'Typing…' : `Finished in ${(elapsed / 1000).toFixed(2)} s`}
      </p>
    </div>
  );
}
