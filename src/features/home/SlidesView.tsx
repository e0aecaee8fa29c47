/** The slides view: toolbar, then the list of slide cards, or the seed's text when there are none. */
import { NO_SLIDES_AVAILABLE } from '../../core/errors';
import type { DeckStore } from '../../state/deck';
import { useSnapshot } from 'valtio';
import { SlideList } from './SlideList';
import { SlidesToolbar } from './Toolbar';

export interface SlidesViewProps {
  store: DeckStore;
  live: boolean;
  autoAdvance: boolean;
}

export function SlidesView({ store, live, autoAdvance }: SlidesViewProps) {
  const snap = useSnapshot(store.state);
  const count = snap.slides.length;
  return (
    <section aria-label="Presentation">
      <SlidesToolbar store={store} live={live} />
      {count === 0 ? <p className="mt-6 text-slate-600">{NO_SLIDES_AVAILABLE}</p> : <div className="mt-6"><SlideList key={snap.deckId ?? ''} store={store} live={live} autoAdvance={autoAdvance} /></div>}
    </section>
  );
}
