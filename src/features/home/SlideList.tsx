/**
 * The vertical list of slide cards. It reads which slide proxies the deck
 * has (their count and identity, not their text) and hands each card its
 * own proxy, so a typed or streamed change re-renders one card.
 */
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { DeckStore } from '../../state/deck';
import { slideLook } from './look';
import { SlideCard } from './SlideCard';

export interface SlideListProps {
  store: DeckStore;
  live: boolean;
  autoAdvance: boolean;
}

export function SlideList({ store, live, autoAdvance }: SlideListProps) {
  const snap = useSnapshot(store.state);
  // Touching each element (not its fields) re-renders the list when the store swaps a slide's proxy.
  const present = snap.slides.map((s) => s !== undefined);
  const { selectedTheme, selectedTitleFont, selectedBodyFont } = snap.settings;
  const look = useMemo(() => slideLook({ selectedTheme, selectedTitleFont, selectedBodyFont }), [selectedTheme, selectedTitleFont, selectedBodyFont]);
  const count = present.length;
  return (
    <ol className="m-0 list-none space-y-6 p-0" aria-label="Slides">
      {present.map((_, i) => {
        const slide = store.state.slides[i];
        if (!slide) return null;
        return (
          <li key={slide.id}>
            <SlideCard store={store} slide={slide} index={i} isLast={i === count - 1} current={i === snap.currentIndex} live={live} look={look} autoAdvance={autoAdvance} />
          </li>
        );
      })}
    </ol>
  );
}
