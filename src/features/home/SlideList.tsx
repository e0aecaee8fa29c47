/**
 * The vertical list of slide cards. It reads only the slides' ids (their
 * count and order), so a slide's text streaming or typing re-renders that
 * slide's card and not the list (FIELD-NOTES "valtio"); each card reads its
 * own slide from the store.
 *
 * A long deck is not mounted in one go: the first cards come at once, the
 * rest a few per task (a 60- or a 1,000-slide deck never makes one long
 * task), and the canvases of cards off screen skip layout (SlideCanvas).
 * The current slide's card and, while the deck streams, the last one (it
 * carries the LIVE marker) are always there.
 */
import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { countRender } from '../../ui/render-probe';
import type { DeckStore } from '../../state/deck';
import { useDeckFonts } from '../../ui/fonts';
import { slideLook } from './look';
import { SlideCard } from './SlideCard';

/** Cards mounted with the list: more than a screenful. */
export const FIRST_CARDS = 6;
/** Cards mounted per task after that; a few more arriving at once (a streamed batch) come in the same render. */
export const CARDS_PER_TASK = 6;

/**
 * How many of `total` items to show: `first`, then `step` more per task,
 * and never fewer than `atLeast` (clamped to `total`). It does not go back
 * while `total` does not, so a card once shown stays mounted, and a few
 * items more than shown (a streamed batch) are shown at once.
 */
export function useGrowingCount(total: number, atLeast: number, first = FIRST_CARDS, step = CARDS_PER_TASK): number {
  const [grown, setGrown] = useState(first);
  const shown = Math.min(total, Math.max(total - grown <= step ? total : grown, atLeast));
  // Derived state kept in step during render (React re-renders at once): the next jump counts from here.
  if (shown > grown) setGrown(shown);
  useEffect(() => {
    if (shown >= total) return undefined;
    const timer = setTimeout(() => setGrown((n) => n + step), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return shown;
}

/**
 * Cards off screen skip style, layout and paint (their DOM, text included, is
 * all there). Until a card has been laid out once it counts as about the
 * height of a card at this width (a 16:9 slide plus its header, 604 px on a
 * wide screen); then the browser remembers its real height.
 */
const CARD_VISIBILITY = { contentVisibility: 'auto', containIntrinsicSize: 'auto min(604px, calc(56.25vw + 40px))' } as const;

export interface SlideListProps {
  store: DeckStore;
  live: boolean;
  autoAdvance: boolean;
}

export function SlideList({ store, live, autoAdvance }: SlideListProps) {
  const snap = useSnapshot(store.state);
  countRender('slide-list', 'all');
  // Only the ids are read: proxy-compare then re-renders the list when slides come, go or move, not when their text changes.
  const ids = snap.slides.map((s) => s.id);
  const { selectedTheme, selectedTitleFont, selectedBodyFont, disablePhotos } = snap.settings;
  const look = useMemo(
    () => slideLook({ selectedTheme, selectedTitleFont, selectedBodyFont, disablePhotos }),
    [selectedTheme, selectedTitleFont, selectedBodyFont, disablePhotos],
  );
  // The deck's own faces, self-hosted and fetched on demand (kept by the service worker for offline use).
  useDeckFonts({ selectedTitleFont, selectedBodyFont });
  const count = ids.length;
  const current = snap.currentIndex;
  const shown = useGrowingCount(count, current + 1);
  const indices = ids.slice(0, shown).map((_, i) => i);
  if (live && shown < count) indices.push(count - 1);
  return (
    <ol className="m-0 list-none space-y-6 p-0" aria-label="Slides">
      {indices.map((i) => (
        <li key={ids[i]} style={CARD_VISIBILITY}>
          <SlideCard store={store} index={i} isLast={i === count - 1} current={i === current} live={live} look={look} autoAdvance={autoAdvance} />
        </li>
      ))}
    </ol>
  );
}
