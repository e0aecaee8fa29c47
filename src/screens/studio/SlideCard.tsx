/**
 * One card of the slides list: number badge, LIVE marker on
 * the slide being streamed, completeness marker, previous/next arrows and
 * the slide itself, plus Edit (the Edit Slide modal) and Layouts (the Smart
 * layouts panel on this slide), and on a table or chart slide Data (the grid
 * of its figures, under the slide). It snapshots its own slide from the store,
 * so a change to another slide does not re-render it.
 * The slide's text is editable in place once it is fully there, when the
 * card shows the app's open deck (the one the editor edits).
 * Such a slide can be asked to change (the Ask button and `/` open its Ask
 * box); while it rewrites the card shows the new slide typing in, and while
 * it rewrites or waits for the network it is not edited in place.
 */
import { memo, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { countRender } from '../../ui/render-probe';
import type { Slide } from '../../core/schemas/slide';
import type { DeckStore } from '../../state/deck';
import { useEditor, useRewriter } from '../../state/services';
import { studioState } from '../../state/studio';
import { SlideEditContext } from '../../ui/slide/edit-context';
import { SlidePictureContext } from '../../ui/slide/picture-context';
import { PICTURE_MENU } from '../../features/pictures';
import { useInlineEditing } from '../../features/editor/inline-context';
import { AskPanel, AskToggle, RewritePreview, RewriteStatus, useSlideAsk } from '../../features/ask';
import { DataGridPanel, DataToggle } from '../../features/data-slides';
import { gridPartOf } from '../../core/data/grid';
import type { SlideLook } from '../../ui/slide/slide-look';
import { SlideCanvas } from '../../ui/slide/SlideCanvas';
import { slideBlocks } from './view';
import { useFarFromScreen } from '../../ui/useFarFromScreen';
import { cameFromScrolling, scrollingToCurrent } from './scroll-follow';

/** Auto-advance moves on this long after a slide is complete. */
export const AUTO_ADVANCE_MS = 1_200;

export interface SlideCardProps {
  store: DeckStore;
  /** Position of the slide in the deck; the card reads `store.state.slides[index]`. */
  index: number;
  isLast: boolean;
  current: boolean;
  /** A job is streaming this deck: a card that appears now types its text. */
  live: boolean;
  look: SlideLook;
  autoAdvance: boolean;
}

function useAutoAdvance(store: DeckStore, enabled: boolean, index: number): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const timer = setTimeout(() => store.goTo(index + 1), AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [store, enabled, index]);
}

/**
 * Brings the current card into view after the frame is laid out, not in the middle of React's commit, unless it is
 * in view already: not a card the user's scrolling made current, and, as the page opens, not a card whose top is
 * on screen (a new page opens at its top).
 */
function useScrollWhenCurrent(store: DeckStore, index: number, current: boolean) {
  const ref = useRef<HTMLElement>(null);
  const mounted = useRef(false);
  useEffect(() => {
    const opening = !mounted.current;
    mounted.current = true;
    if (!current || cameFromScrolling(store, index)) return undefined;
    const frame = requestAnimationFrame(() => {
      const card = ref.current;
      if (!card) return;
      const { top, bottom } = card.getBoundingClientRect();
      if (top >= 0 && (opening ? top < window.innerHeight : bottom <= window.innerHeight)) return;
      scrollingToCurrent(store);
      card.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    });
    return () => cancelAnimationFrame(frame);
  }, [store, index, current]);
  return ref;
}

function Marker({ slide, typing }: { slide: Pick<Slide, 'isComplete' | 'isStreaming'>; typing: boolean }) {
  if (slide.isComplete && !typing) return <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700">Complete</span>;
  if (slide.isStreaming || typing) return <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-700">Writing…</span>;
  return <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800">Incomplete</span>;
}

export const SlideCard = memo(function SlideCard({ store, index, isLast, current, live, look, autoAdvance }: SlideCardProps) {
  const editor = useEditor();
  const rewriter = useRewriter();
  const inlineEditing = useInlineEditing();
  const snap = useSnapshot(store.state).slides[index];
  const rewrite = useSnapshot(rewriter.state).slides[snap?.id ?? -1];
  countRender('slide-card', index);
  // Decided once: a slide that was already there when the page showed it is not typed again.
  const [stage, setStage] = useState(() => (live ? 0 : Number.POSITIVE_INFINITY));
  const typing = snap !== undefined && stage < slideBlocks(snap).length;
  const ready = !typing && snap?.isComplete === true;
  const ref = useScrollWhenCurrent(store, index, current);
  const onBlockDone = (i: number) => setStage((s) => Math.max(s, i + 1));
  // Typing is for the eyes: a card far from the screen shows its text at once, and each block as it comes (the
  // current card is on its way into view). A 60-slide deck would otherwise type some 400 blocks nobody sees.
  const far = useFarFromScreen(ref);
  // Derived state, set during render (React renders again at once); for good, so coming back does not type again.
  if (far && !current && typing) setStage(Number.POSITIVE_INFINITY);
  useAutoAdvance(store, autoAdvance && current && ready && !isLast, index);
  const editable = store === editor.store;
  const askable = editable && !typing && snap?.isStreaming !== true;
  const ask = useSlideAsk({ current, enabled: askable });
  const [dataOpen, setDataOpen] = useState(false);
  // The list re-renders with the new ids right after a slide goes away.
  if (snap === undefined) return null;

  const number = index + 1;
  const inPlace = askable && rewrite?.state !== 'rewriting' && rewrite?.state !== 'queued';
  // Notes change nothing on the slide: it is not typed again for them.
  const preview = rewrite?.state === 'rewriting' && rewrite.action !== 'speaker-notes' ? rewrite.preview : undefined;
  // The figures of a table or chart slide are edited in a grid under it, while it can be edited in place.
  const hasData = inPlace && gridPartOf(snap) !== undefined;
  const openLayouts = () => {
    store.goTo(index);
    studioState.smartLayouts = true;
  };
  return (
    <article
      ref={ref}
      aria-label={`Slide ${number}`}
      aria-current={current ? 'true' : undefined}
      data-testid="slide-card"
      className={`card p-4 ${current ? 'ring-2 ring-indigo-500' : ''}`}
    >
      <header className="mb-3 flex items-center gap-2">
        <span className="inline-flex h-7 min-w-7 items-center justify-center rounded-full bg-slate-900 px-2 text-sm font-semibold text-white">{number}</span>
        {live && (snap.isStreaming || isLast) && (
          <span className="rounded-full bg-rose-500 px-2 py-0.5 text-xs font-bold tracking-wider text-white" data-testid="live-marker">
            LIVE
          </span>
        )}
        <Marker slide={snap} typing={typing} />
        <span className="ml-auto flex gap-1">
          {askable && <AskToggle ask={ask} number={number} />}
          {editable && (
            <>
              <button type="button" className="btn-ghost px-2 py-1" aria-label={`Edit slide ${number}`} onClick={() => { studioState.editSlide = index; }}>
                Edit
              </button>
              <button type="button" className="btn-ghost px-2 py-1" aria-label={`Layouts for slide ${number}`} onClick={openLayouts}>
                Layouts
              </button>
              {hasData && <DataToggle open={dataOpen} onToggle={() => setDataOpen((o) => !o)} number={number} />}
            </>
          )}
          <button type="button" className="btn-ghost px-2 py-1" aria-label={`Go to slide ${number - 1}`} disabled={index === 0} onClick={() => store.goTo(index - 1)}>
            ‹
          </button>
          <button type="button" className="btn-ghost px-2 py-1" aria-label={`Go to slide ${number + 1}`} disabled={isLast} onClick={() => store.goTo(index + 1)}>
            ›
          </button>
        </span>
      </header>
      {rewrite && (
        <div className="mb-3">
          <RewriteStatus rewriter={rewriter} slideId={snap.id} />
        </div>
      )}
      {preview ? (
        <RewritePreview key={snap.id} preview={preview as Slide} index={index} look={look} />
      ) : (
        <SlideEditContext.Provider value={inPlace ? inlineEditing : null}>
          <SlidePictureContext.Provider value={inPlace ? PICTURE_MENU : null}>
            <SlideCanvas slide={snap} index={index} look={look} stage={stage} onBlockDone={onBlockDone} />
          </SlidePictureContext.Provider>
        </SlideEditContext.Provider>
      )}
      {hasData && dataOpen && <DataGridPanel index={index} slide={snap as Slide} onClose={() => setDataOpen(false)} />}
      {askable && <AskPanel ask={ask} rewriter={rewriter} slideId={snap.id} number={number} />}
    </article>
  );
});
