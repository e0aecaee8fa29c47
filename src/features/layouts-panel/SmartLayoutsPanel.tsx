/**
 * The Smart layouts panel (seed 001 §2.11, §4 "Selecting a layout updates
 * the current slide's layout"): every layout of the registry with a search
 * box and a category filter, marked by whether it fits the current slide's
 * points and which one the slide is drawn with. Choosing one is the
 * 'slide.setLayout' command (one undo step). Opened by studioState
 * .smartLayouts (a slide card's Layouts button, or the viewer's); beside
 * the slides on wide screens, a panel over them on narrow ones.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { LAYOUTS, chooseLayout, chooseSlideLayout, isAutomaticLayout, reasonLabel, slideContent } from '../../core/layouts';
import type { DeckStore } from '../../state/deck';
import { editor } from '../../state/editor';
import { studioState } from '../../state/studio';
import { filterLayouts, layoutCategories, type CategoryFilter } from './filter';
import { LayoutOption } from './LayoutOption';

const CATEGORIES = layoutCategories(LAYOUTS);
const PANEL_ID = 'smart-layouts-panel';
const FIELD = 'w-full rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm';

/**
 * The current slide as the panel needs it: the layout the user chose (none
 * while the layout is automatic), the one it is drawn with, and why the
 * automatic choice is what it is (the recorded reason while it still
 * describes the drawn layout, else the chooser's reason for the content).
 */
function useCurrentSlide(store: DeckStore) {
  const snap = useSnapshot(store.state);
  const index = snap.currentIndex;
  const slide = snap.slides[index];
  const count = slide?.topic?.subtopics.length ?? 0;
  if (slide?.type !== 'topic') return { index, slide, count, chosen: undefined, active: undefined, reason: undefined };
  const automatic = isAutomaticLayout(slide.layout);
  const content = slideContent(slide);
  const active = chooseLayout(content, slide.layout?.type);
  const recorded = automatic && slide.layout?.type === active ? slide.layout?.reason : undefined;
  const reason = recorded ?? chooseSlideLayout(content).reason;
  return { index, slide, count, chosen: automatic ? undefined : slide.layout?.type, active, reason };
}

export function SmartLayoutsPanel({ store }: { store: DeckStore }) {
  const { smartLayouts: open } = useSnapshot(studioState);
  // Mounted only while open: the search and filter start afresh each time.
  return open ? <PanelBody store={store} /> : null;
}

function PanelBody({ store }: { store: DeckStore }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const search = useRef<HTMLInputElement>(null);
  const { index, slide, count, chosen, active, reason } = useCurrentSlide(store);
  const editable = store === editor.store;

  // Opened from a slide card or the viewer: the search box is where the user goes on.
  useEffect(() => search.current?.focus({ preventScroll: true }), []);
  const choose = useCallback((type: string) => void editor.apply('slide.setLayout', { index, layout: { type, config: {} } }), [index]);

  const close = () => {
    studioState.smartLayouts = false;
    // The panel goes away with focus in it: hand focus to the button that opens it again.
    document.querySelector<HTMLElement>(`[aria-controls="${PANEL_ID}"]`)?.focus();
  };
  const shown = filterLayouts(LAYOUTS, query, category);
  const content = slide?.type === 'topic';
  return (
    <aside
      id={PANEL_ID}
      aria-labelledby={`${id}-title`}
      className="card fixed inset-y-4 right-4 z-40 flex w-72 max-w-[calc(100vw-2rem)] flex-col overflow-hidden shadow-xl xl:sticky xl:inset-y-auto xl:right-auto xl:top-44 xl:z-auto xl:max-h-[calc(100vh-12rem)] xl:w-64 xl:shrink-0 xl:shadow-sm"
      onKeyDown={(e) => e.key === 'Escape' && close()}
    >
      <div className="flex items-center gap-2 border-b border-slate-200 px-3 py-2">
        <h2 id={`${id}-title`} className="m-0 mr-auto text-sm font-semibold text-slate-900">
          Smart layouts
        </h2>
        <button type="button" aria-label="Close Smart layouts" className="rounded-md px-1.5 text-slate-600 hover:bg-slate-100" onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="grid gap-2 border-b border-slate-200 px-3 py-2">
        <p className="m-0 text-xs text-slate-600" data-testid="layouts-target">
          Slide {index + 1}
          {content ? ` · ${count} ${count === 1 ? 'point' : 'points'}` : ''}
        </p>
        <label className="sr-only" htmlFor={`${id}-search`}>
          Search layouts
        </label>
        <input ref={search} id={`${id}-search`} type="search" placeholder="Search layouts" className={FIELD} value={query} onChange={(e) => setQuery(e.currentTarget.value)} />
        <label className="sr-only" htmlFor={`${id}-category`}>
          Layout category
        </label>
        <select id={`${id}-category`} className={FIELD} value={category} onChange={(e) => setCategory(e.currentTarget.value as CategoryFilter)}>
          {CATEGORIES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      {!content ? (
        <p className="m-0 p-3 text-sm text-slate-600">Layouts apply to content slides</p>
      ) : (
        <div className="min-h-0 flex-1 overflow-y-auto p-2">
          <button
            type="button"
            aria-pressed={chosen === undefined}
            disabled={!editable}
            className={`mb-2 w-full rounded-lg border border-dashed px-2 py-1 text-left text-xs hover:border-indigo-300 disabled:opacity-50 ${
              chosen === undefined ? 'border-indigo-600 bg-indigo-50 font-semibold text-indigo-800' : 'border-slate-300 text-slate-700'
            }`}
            // Already automatic: nothing to change (and no empty undo step).
            onClick={() => chosen !== undefined && editor.apply('slide.setLayout', { index, layout: undefined })}
          >
            Automatic: {reasonLabel(reason)}
          </button>
          {shown.length === 0 && <p className="m-0 p-2 text-sm text-slate-600">No layouts match</p>}
          <ul className="m-0 grid list-none gap-1.5 p-0" aria-label="Layouts">
            {shown.map((layout) => (
              <LayoutOption key={layout.type} layout={layout} count={count} active={layout.type === active} chosen={layout.type === chosen} disabled={!editable} onChoose={choose} />
            ))}
          </ul>
        </div>
      )}
    </aside>
  );
}
