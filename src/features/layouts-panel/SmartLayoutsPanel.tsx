/**
 * The Smart layouts panel (selecting a layout updates the current slide's
 * layout): every layout of the registry with a search
 * box and a category filter, marked by whether it fits the current slide's
 * points and which one the slide is drawn with. Choosing one is the
 * 'slide.setLayout' command (one undo step). Opened by studioState
 * .smartLayouts (a slide card's Layouts button, or the icon rail's); it
 * sits in the studio's panel column, beside the slides on wide screens and
 * over them on narrow ones.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { LAYOUTS, chooseLayout, chooseSlideLayout, isAutomaticLayout, reasonLabel, slideContent } from '../../core/layouts';
import type { DeckStore } from '../../state/deck';
import { useEditor } from '../../state/services';
import { studioState } from '../../state/studio';
import { PANEL_IDS } from '../../ui/panel-focus';
import { filterLayouts, layoutCategories, type CategoryFilter } from './filter';
import { LayoutOption } from './LayoutOption';

const CATEGORIES = layoutCategories(LAYOUTS);
const PANEL_ID = PANEL_IDS.layouts;
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
  // Open when the studio came (as the user left it last time): nobody asked for it now, so it takes no focus.
  const [restored, setRestored] = useState(open);
  if (!open && restored) setRestored(false);
  // Mounted only while open: the search and filter start afresh each time.
  return open ? <PanelBody store={store} focusSearch={!restored} /> : null;
}

function PanelBody({ store, focusSearch }: { store: DeckStore; focusSearch: boolean }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const search = useRef<HTMLInputElement>(null);
  const focusOnOpen = useRef(focusSearch);
  const { index, slide, count, chosen, active, reason } = useCurrentSlide(store);
  const editor = useEditor();
  const editable = store === editor.store;

  // Opened from a slide card or the viewer: the search box is where the user goes on.
  useEffect(() => {
    if (focusOnOpen.current) search.current?.focus({ preventScroll: true });
  }, []);
  const choose = useCallback((type: string) => void editor.apply('slide.setLayout', { index, layout: { type, config: {} } }), [editor, index]);

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
      // Under the customise panel it takes what its content needs, up to a little over half the column; alone, all of it.
      className="card flex max-h-[55%] min-h-0 flex-[0_1_auto] flex-col overflow-hidden only:max-h-none only:flex-1"
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
