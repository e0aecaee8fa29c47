/**
 * The vertical list of slide cards. It reads only the slides' ids (their
 * count and order), so a slide's text streaming or typing re-renders that
 * slide's card and not the list; each card reads its
 * own slide from the store.
 *
 * A long deck is not mounted in one go: the first card comes a frame after
 * the list, the rest one per frame (a 60- or a 1,000-slide deck never makes
 * one long task), and cards off screen skip style and layout.
 * The current slide's card and, while the deck streams, the last one (it
 * carries the LIVE marker) are always there.
 *
 * Scrolling the list makes the slide in view the current one (scroll-follow.ts).
 */
import { useEffect, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { countRender } from '../../ui/render-probe';
import type { DeckStore } from '../../state/deck';
import { useDeckFonts } from '../../ui/fonts';
import { titlePicture } from '../../core/slide/title-slide';
import { TitlePictureContext } from '../../ui/slide/TitleSlide';
import { useGrowingCount } from '../../ui/useGrowingCount';
import { slideLook } from '../../ui/slide/slide-look';
import { SlideCard } from './SlideCard';
import { followScroll, SLIDE_INDEX_ATTR } from './scroll-follow';

/**
 * Cards mounted first (a frame after the list): the first, which fills most
 * of the screen (a card is about 600 px high on a wide screen).
 */
export const FIRST_CARDS = 1;
/** Cards mounted per frame after that (each card's layout is a frame's own). */
export const CARDS_PER_STEP = 1;

/**
 * Cards off screen skip style, layout and paint (their DOM, text included, is
 * all there). Until a card has been laid out once it counts as about the
 * height of a card at this width (a 16:9 slide plus its header, 604 px on a
 * wide screen); then the browser remembers its real height.
 */
const CARD_HEIGHT = 'min(604px, calc(56.25vw + 40px))';
const CARD_VISIBILITY = { contentVisibility: 'auto', containIntrinsicSize: `auto ${CARD_HEIGHT}` } as const;
const FIRST_CARD_ROOM = { height: CARD_HEIGHT } as const;

export interface SlideListProps {
  store: DeckStore;
  live: boolean;
  autoAdvance: boolean;
}

export function SlideList({ store, live, autoAdvance }: SlideListProps) {
  const snap = useSnapshot(store.state);
  countRender('slide-list', 'all');
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => (listRef.current ? followScroll(store, listRef.current) : undefined), [store]);
  // Only the ids are read: proxy-compare then re-renders the list when slides come, go or move, not when their text changes.
  const ids = snap.slides.map((s) => s.id);
  const { selectedTheme, selectedTitleFont, selectedBodyFont, disablePhotos, language } = snap.settings;
  const look = useMemo(
    () => slideLook({ selectedTheme, selectedTitleFont, selectedBodyFont, disablePhotos, language }),
    [selectedTheme, selectedTitleFont, selectedBodyFont, disablePhotos, language],
  );
  // The deck's own faces, self-hosted and fetched on demand (kept by the service worker for offline use).
  useDeckFonts({ selectedTitleFont, selectedBodyFont, selectedTheme });
  // The title slide's picture: reads the slides' pictures, not their text.
  const picture = titlePicture(snap.slides, !disablePhotos);
  const count = ids.length;
  const current = snap.currentIndex;
  // The first card comes a frame after the list: /home is drawn first, then its cards.
  const shown = useGrowingCount(count, { first: FIRST_CARDS, step: CARDS_PER_STEP, atLeast: current + 1, deferred: true });
  const indices = ids.slice(0, shown).map((_, i) => i);
  if (live && shown > 0 && shown < count) indices.push(count - 1);
  return (
    <TitlePictureContext.Provider value={picture}>
      <ol ref={listRef} className="m-0 list-none space-y-6 p-0" aria-label="Slides">
        {/* Until then, the first card's room. */}
        {shown === 0 && count > 0 && <li aria-hidden="true" style={FIRST_CARD_ROOM} />}
        {indices.map((i) => (
          <li key={ids[i]} style={CARD_VISIBILITY} {...{ [SLIDE_INDEX_ATTR]: i }}>
            <SlideCard store={store} index={i} isLast={i === count - 1} current={i === current} live={live} look={look} autoAdvance={autoAdvance} />
          </li>
        ))}
      </ol>
    </TitlePictureContext.Provider>
  );
}
