/**
 * The studio's icon rail at the right edge: the toggles of the customise
 * and Smart layouts panels (each collapses to its icon here), then the
 * slide viewer's controls: zoom in, the zoom level (click:
 * back to 100%), zoom out, and fullscreen of the slides area. Previous/next
 * live in the toolbar. Zoom is studioState.zoom, applied to the slides area
 * by SlidesView (viewer-css.ts).
 */
import { useCallback, useRef, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { studioState } from '../../state/studio';
import { PANEL_IDS } from '../../ui/panel-focus';
import { CustomiseIcon, LayoutsIcon } from '../../ui/panel-icons';
import { useFullscreen } from './useFullscreen';
import { VIEWER_ATTR } from './viewer-css';
import { canZoomIn, canZoomOut, formatZoom, zoomIn, zoomOut } from './zoom';

const BUTTON =
  'flex h-9 w-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-indigo-500';

/** A panel's toggle: highlighted while its panel is open. */
function PanelToggle({ label, open, controls, onToggle, children }: { label: string; open: boolean; controls: string; onToggle: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className={`${BUTTON} ${open ? 'bg-indigo-50 text-indigo-700' : ''}`}
      aria-label={label}
      title={`${open ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {children}
    </button>
  );
}

export function ViewerControls() {
  const { zoom, smartLayouts, sidebarOpen } = useSnapshot(studioState);
  const root = useRef<HTMLDivElement>(null);
  // The row holding the navigator, the slides and the panels: what fullscreen shows.
  const target = useCallback(() => root.current?.parentElement ?? null, []);
  const fullscreen = useFullscreen(target);
  const percent = formatZoom(zoom);
  const fullscreenLabel = fullscreen.active ? 'Exit fullscreen' : 'Fullscreen';

  return (
    <div ref={root} {...{ [VIEWER_ATTR]: '' }} role="toolbar" aria-orientation="vertical" aria-label="Viewer" className="card sticky top-44 flex w-11 shrink-0 flex-col items-center gap-1 p-1">
      <PanelToggle label="Customise panel" open={sidebarOpen} controls={PANEL_IDS.customise} onToggle={() => (studioState.sidebarOpen = !studioState.sidebarOpen)}>
        <CustomiseIcon />
      </PanelToggle>
      <PanelToggle label="Smart layouts" open={smartLayouts} controls={PANEL_IDS.layouts} onToggle={() => (studioState.smartLayouts = !studioState.smartLayouts)}>
        <LayoutsIcon />
      </PanelToggle>
      <span aria-hidden="true" className="my-1 h-px w-6 bg-slate-200" />
      <button type="button" className={BUTTON} aria-label="Zoom in" title="Zoom in" disabled={!canZoomIn(zoom)} onClick={() => (studioState.zoom = zoomIn(studioState.zoom))}>
        <span aria-hidden="true" className="text-lg">+</span>
      </button>
      <button type="button" className={`${BUTTON} text-[10px] font-semibold tabular-nums`} aria-label={`Reset zoom (${percent})`} title="Reset zoom to 100%" onClick={() => (studioState.zoom = 1)} data-testid="zoom-level">
        {percent}
      </button>
      <button type="button" className={BUTTON} aria-label="Zoom out" title="Zoom out" disabled={!canZoomOut(zoom)} onClick={() => (studioState.zoom = zoomOut(studioState.zoom))}>
        <span aria-hidden="true" className="text-lg">−</span>
      </button>
      <button type="button" className={BUTTON} aria-label={fullscreenLabel} title={fullscreenLabel} aria-pressed={fullscreen.active} onClick={fullscreen.toggle}>
        <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.6">
          {fullscreen.active ? <path d="M6 2v4H2M10 2v4h4M6 14v-4H2M10 14v-4h4" /> : <path d="M2 6V2h4M14 6V2h-4M2 10v4h4M14 10v4h-4" />}
        </svg>
      </button>
    </div>
  );
}
