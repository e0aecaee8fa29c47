/** 'x of y slides' with previous/next, clamped to the deck (seed 001 §2.7, §4). */
import { useSnapshot } from 'valtio';
import type { DeckStore } from '../../state/deck';

export function SlidesToolbar({ store, live }: { store: DeckStore; live: boolean }) {
  const snap = useSnapshot(store.state);
  const count = snap.slides.length;
  const position = count === 0 ? 0 : snap.currentIndex + 1;
  return (
    <div className="sticky top-16 z-10 mt-6 flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white/95 px-4 py-2 backdrop-blur">
      <span className="min-w-0 truncate font-semibold text-slate-900">{snap.title}</span>
      <span className="text-sm text-slate-600" data-testid="slide-position">
        {position} of {count} slides
      </span>
      {live && <span className="text-xs font-medium text-indigo-700">Streaming…</span>}
      <span className="ml-auto flex gap-1">
        <button type="button" className="btn-ghost" onClick={() => store.previous()} disabled={snap.currentIndex === 0}>
          <span aria-hidden="true">‹</span> Previous slide
        </button>
        <button type="button" className="btn-ghost" onClick={() => store.next()} disabled={count === 0 || snap.currentIndex >= count - 1}>
          Next slide <span aria-hidden="true">›</span>
        </button>
      </span>
    </div>
  );
}
