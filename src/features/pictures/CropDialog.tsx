/**
 * Crop and focal point: the picture whole, a box of the slot's shape over it
 * (drag it, or move it with the arrow keys; zoom with the slider), and a
 * focal point (click the picture, or Shift + arrow keys) that stays in view
 * whatever the slot cuts. A preview shows the slot as the slide will. Saved
 * on the slide's picture record, which the screen and the exports follow.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useSnapshot } from 'valtio';
import { slidePictureUrl, type CommandStep } from '../../core/commands';
import { placePicture } from '../../core/deck/picture-crop';
import type { PictureCrop, PictureFocus, Slide } from '../../core/schemas/slide';
import { titlePicture } from '../../core/slide/title-slide';
import { useEditor } from '../../state/services';
import { useCachedImageSrc } from '../../ui/slide/useCachedImageSrc';
import { useNativeModal } from '../../ui/useNativeModal';
import { cropAt, isWholePicture, MAX_ZOOM, moveFocus, zoomOf, type Size } from './crop-math';
import { pictureUi } from './ui-state';

const VIEW = { width: 560, height: 360 };
const PREVIEW_H = 160;

interface CropState {
  zoom: number;
  cx: number;
  cy: number;
  focus: PictureFocus | undefined;
}

function initial(slide: Slide, natural: Size, aspect: number): CropState {
  const crop = slide.picture?.crop;
  const zoom = zoomOf(crop, natural, aspect);
  return { zoom, cx: crop ? crop.x + crop.w / 2 : 0.5, cy: crop ? crop.y + crop.h / 2 : 0.5, focus: slide.picture?.focus };
}

function Editor({ slide, index, url, aspect, onDone }: { slide: Slide; index: number; url: string; aspect: number; onDone: () => void }) {
  const editor = useEditor();
  const src = useCachedImageSrc(url);
  const [natural, setNatural] = useState<Size | null>(slide.picture?.width && slide.picture.height ? { width: slide.picture.width, height: slide.picture.height } : null);
  const [state, setState] = useState<CropState | null>(natural ? initial(slide, natural, aspect) : null);
  const drag = useRef<{ x: number; y: number; cx: number; cy: number } | null>(null);
  if (natural && state === null) setState(initial(slide, natural, aspect));
  if (!natural || !state) {
    return <img src={src} alt="" onLoad={(e) => setNatural({ width: e.currentTarget.naturalWidth || 1, height: e.currentTarget.naturalHeight || 1 })} className="block max-h-80 max-w-full opacity-0" />;
  }
  const scale = Math.min(VIEW.width / natural.width, VIEW.height / natural.height);
  const shown = { width: natural.width * scale, height: natural.height * scale };
  const crop = cropAt(natural, aspect, state.zoom, state.cx, state.cy);
  const focus = state.focus;
  const set = (patch: Partial<CropState>) => setState({ ...state, ...patch });
  const onKey = (event: KeyboardEvent) => {
    const step = 0.02;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    if (event.shiftKey) set({ focus: moveFocus(focus ?? { x: crop.x + crop.w / 2, y: crop.y + crop.h / 2 }, move[0], move[1]) });
    else set({ cx: crop.x + crop.w / 2 + move[0], cy: crop.y + crop.h / 2 + move[1] });
  };
  const onPointerDown = (event: PointerEvent) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, cx: crop.x + crop.w / 2, cy: crop.y + crop.h / 2 };
  };
  const onPointerMove = (event: PointerEvent) => {
    const d = drag.current;
    if (d) set({ cx: d.cx + (event.clientX - d.x) / shown.width, cy: d.cy + (event.clientY - d.y) / shown.height });
  };
  const save = () => {
    const stored: PictureCrop | undefined = isWholePicture(crop, natural, aspect) ? undefined : crop;
    const steps: CommandStep[] = [];
    // The title slide's picture may be the deck's first one: cropping it here makes it the title slide's own.
    if (slide.type === 'title' && !slide.picture?.url) steps.push({ id: 'slide.setPicture', args: { index, url, info: { source: slide.picture?.source ?? 'generated' } } });
    steps.push({ id: 'slide.cropPicture', args: { index, crop: stored, focus, size: natural } });
    editor.applyAll(steps);
    onDone();
  };
  const previewW = PREVIEW_H * aspect;
  const p = placePicture({ width: previewW, height: PREVIEW_H }, natural, crop, focus);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start gap-4">
        <div className="relative select-none overflow-hidden" style={{ width: shown.width, height: shown.height }}>
          <img
            src={src}
            alt=""
            draggable={false}
            style={{ width: shown.width, height: shown.height, display: 'block', cursor: 'crosshair' }}
            onClick={(e) => {
              const r = e.currentTarget.getBoundingClientRect();
              set({ focus: { x: Math.min(1, Math.max(0, (e.clientX - r.left) / r.width)), y: Math.min(1, Math.max(0, (e.clientY - r.top) / r.height)) } });
            }}
          />
          <div
            role="slider"
            tabIndex={0}
            aria-label="Crop box: arrow keys move it, Shift and arrow keys move the focal point"
            aria-valuetext={`Showing ${Math.round(crop.w * 100)}% of the width from ${Math.round(crop.x * 100)}%`}
            data-autofocus
            onKeyDown={onKey}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => (drag.current = null)}
            style={{ position: 'absolute', left: crop.x * shown.width, top: crop.y * shown.height, width: crop.w * shown.width, height: crop.h * shown.height, outline: '3px solid #6366f1', boxShadow: '0 0 0 9999px rgba(15,23,42,0.55)', cursor: 'move' }}
          />
          {focus && <span aria-hidden="true" style={{ position: 'absolute', left: focus.x * shown.width - 8, top: focus.y * shown.height - 8, width: 16, height: 16, borderRadius: 8, border: '3px solid #fff', background: '#f43f5e', pointerEvents: 'none' }} />}
        </div>
        <figure className="m-0">
          <figcaption className="mb-1 text-xs text-slate-600">On the slide</figcaption>
          <div data-crop-preview="" style={{ position: 'relative', width: previewW, height: PREVIEW_H, overflow: 'hidden', borderRadius: 8 }}>
            <img src={src} alt="" style={{ position: 'absolute', left: p.left, top: p.top, width: p.width, height: p.height, maxWidth: 'none' }} />
          </div>
        </figure>
      </div>
      <label className="flex items-center gap-3 text-sm text-slate-700">
        Zoom
        <input type="range" min={1} max={MAX_ZOOM} step={0.05} value={state.zoom} onChange={(e) => set({ zoom: Number(e.target.value) })} className="flex-1" />
      </label>
      <p className="m-0 text-xs text-slate-500">Click the picture to set the focal point: it stays in view however the slide cuts the picture.</p>
      <footer className="flex justify-end gap-2">
        <button type="button" className="btn-ghost px-3 py-1.5" onClick={() => setState({ zoom: 1, cx: 0.5, cy: 0.5, focus: undefined })}>
          Reset
        </button>
        <button type="button" className="btn-ghost px-3 py-1.5" onClick={onDone}>
          Cancel
        </button>
        <button type="button" className="btn-primary px-4 py-1.5" onClick={save}>
          Save crop
        </button>
      </footer>
    </div>
  );
}

export function CropDialog() {
  const editor = useEditor();
  const { crop: index, cropAspect } = useSnapshot(pictureUi);
  const deck = useSnapshot(editor.store.state);
  const slide = index === null ? undefined : (deck.slides[index] as Slide | undefined);
  const url = slide === undefined ? undefined : slide.type === 'title' ? titlePicture(deck.slides as readonly Slide[]) : slidePictureUrl(slide);
  const open = index !== null && url !== undefined;
  const ref = useNativeModal(open);
  const titleId = useId();
  const close = () => {
    pictureUi.crop = null;
  };
  useEffect(() => {
    if (index !== null && url === undefined) close();
  }, [index, url]);
  return (
    <dialog ref={ref} aria-labelledby={titleId} onClose={close} className="w-full max-w-4xl rounded-2xl border border-slate-200 p-0 shadow-xl backdrop:bg-slate-900/40" style={{ maxHeight: '90vh' }}>
      {open && slide && (
        <div className="flex flex-col gap-4 overflow-y-auto p-6" data-crop-dialog="">
          <h2 id={titleId} className="m-0 text-lg font-semibold text-slate-900">
            Crop and focal point
          </h2>
          <Editor key={`${index}:${url}`} slide={slide} index={index} url={url} aspect={cropAspect} onDone={() => ref.current?.close()} />
        </div>
      )}
    </dialog>
  );
}
