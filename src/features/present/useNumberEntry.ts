/**
 * The slide number being typed with digit keys, in presentation mode and in
 * the presenter window: digits within a second make one number (keys.ts
 * typeDigit); any other key or move starts over.
 */
import { useCallback, useMemo, useRef } from 'react';
import { NO_ENTRY, typeDigit } from './keys';

export interface NumberEntryKeys {
  /** A digit typed in a deck of `total` slides: the slide index it asks for, or null. */
  digit(digit: number, total: number): number | null;
  /** Another key or a move: the next digit starts a new number. */
  clear(): void;
}

export function useNumberEntry(): NumberEntryKeys {
  const entry = useRef(NO_ENTRY);
  const digit = useCallback((d: number, total: number) => {
    // performance.now: monotonic, unlike Date.now when the system clock is set.
    const next = typeDigit(entry.current, d, performance.now(), total);
    entry.current = next.entry;
    return next.index;
  }, []);
  const clear = useCallback(() => {
    entry.current = NO_ENTRY;
  }, []);
  return useMemo(() => ({ digit, clear }), [digit, clear]);
}
