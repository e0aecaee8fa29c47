/**
 * The slide navigator: a left panel 48 units wide listing
 * every slide as a thumbnail or a numbered title. Clicking jumps to a
 * slide; slides are also reordered by drag and drop or
 * Alt+Arrow keys, and added, duplicated or deleted, each one undoable
 * editor command announced in a polite live region. The panel reads only
 * the slide count, the current index and the theme; each item reads its
 * own slide.
 */
import { useCallback, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { useSnapshot } from 'valtio';
import { resolveTheme, themeBackgroundCss } from '../../core/themes';
import type { DeckStore } from '../../state/deck';
import { useEditor } from '../../state/services';
import { studioState } from '../../state/studio';
import { editAccess } from './deck-edit';
import { NavigatorActions, type Notice } from './NavigatorActions';
import { NavigatorHeader } from './NavigatorHeader';
import { NavigatorItem, type ThumbLook } from './NavigatorItem';
import { showScrollHint, showScrollTop, slidesFooter } from './thumbnail';
import { useItemHandlers } from './useItemHandlers';
import { useGrowingCount } from '../../ui/useGrowingCount';
import { useFocusAfterToggle } from '../../ui/panel-focus';
import { NavigatorIcon } from '../../ui/panel-icons';

export interface SlideNavigatorProps {
  store: DeckStore;
  /** A job is streaming this deck: its order must not change under the stream. */
  live: boolean;
}

/** Items mounted with the panel (a panel's height of thumbnails), then per step. */
const ITEMS_FIRST = 8;
const ITEMS_PER_STEP = 8;

/** What shows while the navigator is collapsed: a rail with the button that expands it again. */
function CollapsedRail({ controls, buttonRef }: { controls: string; buttonRef: RefObject<HTMLButtonElement | null> }) {
  return (
    <div className="card sticky top-44 hidden w-11 shrink-0 flex-col items-center p-1 md:flex">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded="false"
        aria-controls={controls}
        aria-label="Slide navigator"
        title="Show the slide navigator"
        className="flex h-9 w-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
        onClick={() => (studioState.navigatorOpen = true)}
      >
        <NavigatorIcon />
      </button>
    </div>
  );
}

export function SlideNavigator({ store, live }: SlideNavigatorProps) {
  const id = useId();
  const studio = useSnapshot(studioState);
  const snap = useSnapshot(store.state);
  const count = snap.slides.length;
  const current = snap.currentIndex;
  const { selectedTheme } = snap.settings;
  const look = useMemo<ThumbLook>(() => {
    const theme = resolveTheme(selectedTheme, () => undefined);
    return { background: themeBackgroundCss(theme), title: theme.colors.title, body: theme.colors.body };
  }, [selectedTheme]);
  const editor = useEditor();
  const access = editAccess(editor, store, live);
  const listRef = useRef<HTMLOListElement>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const announce = useCallback((text: string) => setNotice({ text, undo: false }), []);
  const { handlers, dropAt } = useItemHandlers(store, listRef, access.structure, announce);
  const [scrolled, setScrolled] = useState(false);
  const firstMovable = snap.slides[0]?.type === 'title' ? 1 : 0;
  // A long deck's items come a few per step (the panel opens on /home while the deck streams); the current one is always there.
  const shown = useGrowingCount(count, { first: ITEMS_FIRST, step: ITEMS_PER_STEP, atLeast: current + 1 });

  const railButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  // Collapsing or expanding takes the pressed button away: the focus goes to the one that undoes it.
  useFocusAfterToggle(studio.navigatorOpen, (open) => (open ? panel.current?.querySelector<HTMLElement>('button[aria-expanded]') : railButton.current));

  if (!studio.navigatorOpen) return <CollapsedRail controls={id} buttonRef={railButton} />;
  const undo = () => {
    if (editor.undo()) setNotice({ text: 'Undone.', undo: false });
  };
  // The button goes away once the list is back at the top: focus moves to the first slide instead of the page.
  const scrollToTop = () => {
    listRef.current?.querySelector<HTMLElement>('[data-nav-index]')?.focus({ preventScroll: true });
    listRef.current?.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const view = studio.navigatorView;
  return (
    <nav ref={panel} id={id} aria-label="Slide navigator" className="card sticky top-44 hidden max-h-[calc(100vh-14rem)] w-48 shrink-0 flex-col overflow-hidden md:flex">
      <NavigatorHeader />
      <NavigatorActions store={store} access={access} onNotice={setNotice} />
      <div className="relative flex min-h-0 flex-1 flex-col">
        <ol
          ref={listRef}
          aria-label={view === 'list' ? 'List view' : 'Filmstrip view'}
          className={`m-0 min-h-0 flex-1 list-none overflow-y-auto p-2 ${view === 'list' ? 'space-y-0.5' : 'space-y-2'}`}
          onScroll={(e) => setScrolled(showScrollTop(e.currentTarget.scrollTop))}
        >
          {Array.from({ length: shown }, (_, i) => (
            <NavigatorItem
              key={i}
              store={store}
              index={i}
              current={i === current}
              view={view}
              look={look}
              movable={access.structure && i >= firstMovable}
              dropTarget={dropAt === i}
              handlers={handlers}
            />
          ))}
        </ol>
        {scrolled && (
          <button
            type="button"
            aria-label="Scroll to top"
            title="Scroll to top"
            className="absolute bottom-2 right-3 rounded-full bg-slate-900/80 px-2 py-1 text-xs text-white shadow hover:bg-slate-900"
            onClick={scrollToTop}
          >
            <span aria-hidden="true">↑</span>
          </button>
        )}
      </div>
      {showScrollHint(count) && <p className="m-0 px-2 pt-1 text-center text-[11px] text-slate-500">Scroll to see more</p>}
      <div role="status" aria-live="polite" className="px-2 text-xs text-slate-700" data-testid="navigator-status">
        {notice && (
          <p className="m-0 flex items-center gap-2 py-1">
            <span className="min-w-0 flex-1">{notice.text}</span>
            {notice.undo && (
              <button type="button" className="rounded px-1.5 py-0.5 font-semibold text-indigo-700 hover:bg-indigo-50" onClick={undo}>
                Undo
              </button>
            )}
          </p>
        )}
      </div>
      <footer className="border-t border-slate-200 px-2 py-1.5 text-xs text-slate-600">{slidesFooter(count)}</footer>
    </nav>
  );
}
