/**
 * The slide on screen in presentation mode, with a 0.5 s
 * slide-in/slide-out: on a move the old slide slides out
 * one way while the new one slides in from the other, by CSS transitions
 * (none when the user prefers reduced motion). The leaving slide is
 * dropped once its transition is over and is hidden from assistive tech
 * meanwhile.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { DeckStore } from '../../state/deck';
import type { SlideLook } from '../../ui/slide/slide-look';
import { SlideCanvas } from '../../ui/slide/SlideCanvas';
import { titlePicture } from '../../core/slide/title-slide';
import { TitlePictureContext } from '../../ui/slide/TitleSlide';
import { isSlideLoading } from './autoplay';
import { LOADING_SLIDE_CONTENT, TRANSITION_MS } from './texts';

type Role = 'enter' | 'exit';
interface Layer {
  key: number;
  index: number;
  role: Role;
  /** 1: moving forward (new slide comes from the right), -1: back. */
  dir: 1 | -1;
}
interface Layers {
  shown: number;
  seq: number;
  layers: Layer[];
}

function useLayers(index: number): Layer[] {
  const [state, setState] = useState<Layers>(() => ({ shown: index, seq: 0, layers: [{ key: 0, index, role: 'enter', dir: 1 }] }));
  if (state.shown !== index) {
    // Derived from the index during render (React re-renders at once): the slide on screen leaves, the new one comes.
    const dir: 1 | -1 = index > state.shown ? 1 : -1;
    const leaving = state.layers.find((l) => l.role === 'enter');
    const seq = state.seq + 1;
    setState({ shown: index, seq, layers: [...(leaving ? [{ ...leaving, role: 'exit' as const, dir }] : []), { key: seq, index, role: 'enter', dir }] });
  }
  const hasExit = state.layers.some((l) => l.role === 'exit');
  useEffect(() => {
    if (!hasExit) return undefined;
    const timer = setTimeout(() => setState((s) => ({ ...s, layers: s.layers.filter((l) => l.role !== 'exit') })), TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [hasExit, state.seq]);
  return state.layers;
}

function SlideLayer({ layer, store, look, first }: { layer: Layer; store: DeckStore; look: SlideLook; first: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  // The first slide of a run is simply there; a later one starts off screen on its side and moves in.
  const from = useRef(first ? null : layer.dir);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || from.current === null) return;
    const end = { transform: el.style.transform, opacity: el.style.opacity };
    el.style.transition = 'none';
    el.style.transform = `translateX(${from.current * 100}%)`;
    el.style.opacity = '0';
    // Reading the layout applies the starting position, so going back to the end position is transitioned.
    void el.offsetWidth;
    el.style.transition = '';
    el.style.transform = end.transform;
    el.style.opacity = end.opacity;
  }, []);
  const slide = useSnapshot(store.state).slides[layer.index];
  const offset = layer.role === 'exit' ? -layer.dir * 100 : 0;
  const leaving = layer.role === 'exit';
  return (
    <div
      ref={ref}
      aria-hidden={leaving || undefined}
      inert={leaving}
      data-testid={leaving ? 'leaving-slide' : 'presented-slide'}
      className="absolute inset-0 flex items-center justify-center transition-[transform,opacity] duration-500 ease-out motion-reduce:transition-none"
      style={{ transform: `translateX(${offset}%)`, opacity: offset === 0 ? 1 : 0 }}
    >
      {slide === undefined ? null : isSlideLoading(slide) ? (
        <p role="status" className="m-0 text-lg text-slate-200">
          {LOADING_SLIDE_CONTENT}
        </p>
      ) : (
        <div style={{ width: 'min(100vw, calc(100vh * 16 / 9))' }}>
          <SlideCanvas slide={slide} index={layer.index} look={look} stage={Number.POSITIVE_INFINITY} onBlockDone={noop} media={false} />
        </div>
      )}
    </div>
  );
}

function noop(): void {}

export function SlideStage({ store, index, look }: { store: DeckStore; index: number; look: SlideLook }) {
  const layers = useLayers(index);
  const picture = titlePicture(useSnapshot(store.state).slides, look.hidePhotos !== true);
  return (
    <div className="absolute inset-0 overflow-hidden">
      <TitlePictureContext.Provider value={picture}>
        {layers.map((layer) => (
          <SlideLayer key={layer.key} layer={layer} store={store} look={look} first={layer.key === 0} />
        ))}
      </TitlePictureContext.Provider>
    </div>
  );
}
