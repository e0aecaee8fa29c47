/**
 * Runs auto-play on a deck store while `playing`: each slide shown (by
 * auto-play or by hand) gets its full 5 s, and the last slide turns
 * auto-play off through `onStop`.
 */
import { useEffect, useRef } from 'react';
import type { DeckStore } from '../../state/deck';
import { createAutoPlayTimer } from './autoplay';

export function useAutoPlay(store: DeckStore, playing: boolean, index: number, onStop: () => void): void {
  const stopRef = useRef(onStop);
  useEffect(() => {
    stopRef.current = onStop;
  });
  useEffect(() => {
    if (!playing) return undefined;
    const timer = createAutoPlayTimer({
      read: () => ({ index: store.state.currentIndex, slides: store.state.slides }),
      advance: () => store.next(),
      stop: () => stopRef.current(),
    });
    timer.restart();
    return () => timer.dispose();
  }, [store, playing, index]);
}
