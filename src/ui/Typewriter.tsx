import { useEffect, useEffectEvent, useMemo, useState, useSyncExternalStore } from 'react';

/** Named speeds and their delay per word. */
export const SPEED_MS_PER_WORD = { slow: 200, normal: 100, fast: 50 } as const;
export type TypewriterSpeed = keyof typeof SPEED_MS_PER_WORD;

/** A named speed, a custom rate, or a total time for the whole block. */
export type TypewriterTiming = TypewriterSpeed | { wordsPerSecond: number } | { durationMs: number };

/** The hook's default: the whole block in 6 s. */
export const DEFAULT_BLOCK_MS = 6_000;
/** Blocks on slides take 8 s each. */
export const SLIDE_BLOCK_MS = 8_000;
/** Range the demos let the user pick from. */
export const DEMO_DURATION_RANGE = { min: 2_000, max: 15_000 } as const;

const DEFAULT_TIMING: TypewriterTiming = { durationMs: DEFAULT_BLOCK_MS };

/**
 * Cuts text into words, each keeping the spaces after it (leading spaces ride
 * on the first word), so joining any prefix gives back the text as written.
 */
export function splitWords(text: string): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  const lead = /^\s*/.exec(text)?.[0] ?? '';
  if (words.length === 0) return text ? [text] : [];
  words[0] = lead + words[0];
  return words;
}

/** Milliseconds between two words for a timing; a bad rate falls back to normal speed. */
export function msPerWord(timing: TypewriterTiming, wordCount: number): number {
  if (typeof timing === 'string') return SPEED_MS_PER_WORD[timing];
  if ('wordsPerSecond' in timing) {
    return timing.wordsPerSecond > 0 && Number.isFinite(timing.wordsPerSecond) ? 1000 / timing.wordsPerSecond : SPEED_MS_PER_WORD.normal;
  }
  if (!(timing.durationMs >= 0) || wordCount === 0) return SPEED_MS_PER_WORD.normal;
  return timing.durationMs / wordCount;
}

export interface TypewriterRun {
  wordCount: number;
  delayMs: number;
  /** Called with the number of words now visible. */
  onProgress: (count: number) => void;
  onDone?: () => void;
}

/**
 * Reveals words on a timer until all are shown. Word n appears at n * delay
 * after the start, measured from the clock rather than by chaining delays, so
 * a busy main thread catches up instead of stretching the total time.
 * Returns a function that stops it.
 */
export function startTypewriter({ wordCount, delayMs, onProgress, onDone }: TypewriterRun): () => void {
  const start = Date.now();
  let shown = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    // The epsilon keeps float rounding (8000 / 3 ms ...) from holding a word back a tick.
    const due = Math.min(wordCount, Math.floor((Date.now() - start) / delayMs + 1e-9));
    if (due > shown) {
      shown = due;
      onProgress(shown);
    }
    if (shown >= wordCount) {
      timer = undefined;
      onDone?.();
      return;
    }
    timer = setTimeout(tick, Math.max(0, Math.ceil(start + (shown + 1) * delayMs - Date.now())));
  };
  if (wordCount === 0 || delayMs <= 0) {
    onProgress(wordCount);
    onDone?.();
    return () => undefined;
  }
  timer = setTimeout(tick, Math.ceil(delayMs));
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

// One MediaQueryList for every typewriter (its `matches` is live): a deck types dozens of
// blocks at once, and each render reads it. Made again if `window.matchMedia` is replaced.
let reducedMotionQuery: { matchMedia: Window['matchMedia']; list: MediaQueryList } | undefined;

function reducedMotionList(): MediaQueryList | undefined {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
  if (reducedMotionQuery?.matchMedia !== window.matchMedia) reducedMotionQuery = { matchMedia: window.matchMedia, list: window.matchMedia(REDUCED_MOTION) };
  return reducedMotionQuery.list;
}

/** True when the user asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return reducedMotionList()?.matches === true;
}

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = reducedMotionList();
  if (query === undefined) return () => undefined;
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export interface UseTypewriterOptions {
  timing?: TypewriterTiming;
  onDone?: () => void;
  /** Show the whole text at once (also forced by prefers-reduced-motion). */
  instant?: boolean;
}

/** The part of `text` typed so far; restarts when the text or the timing changes. */
export function useTypewriter(text: string, { timing = DEFAULT_TIMING, onDone, instant = false }: UseTypewriterOptions = {}) {
  const reduced = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, prefersReducedMotion);
  const words = useMemo(() => splitWords(text), [text]);
  const delayMs = msPerWord(timing, words.length);
  const immediate = instant || reduced;
  // Progress is tagged with the run it belongs to, so a new text starts from zero
  // without resetting state inside the effect.
  const run = `${delayMs}|${text}`;
  const [progress, setProgress] = useState({ run, count: 0 });
  const finish = useEffectEvent(() => onDone?.());

  useEffect(() => {
    if (immediate) {
      finish();
      return undefined;
    }
    return startTypewriter({
      wordCount: words.length,
      delayMs,
      onProgress: (count) => setProgress({ run, count }),
      onDone: finish,
    });
  }, [immediate, words, delayMs, run]);

  const count = immediate ? words.length : progress.run === run ? progress.count : 0;
  return { shown: words.slice(0, count).join(''), done: count >= words.length };
}

type TypewriterTag = 'span' | 'p' | 'div' | 'h1' | 'h2' | 'h3';

export interface TypewriterProps extends UseTypewriterOptions {
  text: string;
  as?: TypewriterTag;
  className?: string;
  /** Blinking caret while typing (default on). */
  cursor?: boolean;
}

/**
 * Types `text` word by word. Screen readers get the whole text at once (the
 * moving part is hidden from them); the text is rendered as text, never HTML.
 */
export function Typewriter({ text, as: Tag = 'span', className, cursor = true, ...options }: TypewriterProps) {
  const { shown, done } = useTypewriter(text, options);
  return (
    <Tag className={className} data-typing={done ? 'done' : 'typing'}>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true">
        {shown}
        {cursor && !done && <span className="ml-0.5 inline-block h-[1em] w-[2px] translate-y-[0.15em] animate-pulse bg-current" />}
      </span>
    </Tag>
  );
}
