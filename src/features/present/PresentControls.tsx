/**
 * The controls of presentation mode: previous, next,
 * auto-play (A), fullscreen (F), exit (Escape), plus Edit (closes
 * presentation mode and opens the slide in the editor) and
 * the presenter view. Every control has a name and its key.
 */
import type { FocusEvent, ReactNode } from 'react';

export interface PresentControlsProps {
  visible: boolean;
  atFirst: boolean;
  atLast: boolean;
  empty: boolean;
  playing: boolean;
  fullscreen: boolean;
  /** False: the deck is not saved, so a presenter window could not read it. */
  canPresent: boolean;
  focus: { onFocus: (e: FocusEvent<HTMLElement>) => void; onBlur: (e: FocusEvent<HTMLElement>) => void };
  onPrevious: () => void;
  onNext: () => void;
  onAutoPlay: () => void;
  onFullscreen: () => void;
  onEdit: () => void;
  onPresenter: () => void;
  onExit: () => void;
}

interface ControlProps {
  label: string;
  keys?: string;
  hint?: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function Control({ label, keys, hint, disabled, onClick, children }: ControlProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-keyshortcuts={keys}
      title={hint ? `${label} (${hint})` : label}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-lg bg-white/10 px-3 text-sm font-medium text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-40"
    >
      {children}
    </button>
  );
}

/** Four corners: the usual fullscreen sign (no font has a reliable glyph for it). */
function FullscreenIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <path d="M2 6V2h4M10 2h4v4M14 10v4h-4M6 14H2v-4" />
    </svg>
  );
}

export function PresentControls(p: PresentControlsProps) {
  return (
    <div
      role="toolbar"
      aria-label="Presentation controls"
      {...p.focus}
      className={`absolute bottom-4 left-1/2 flex -translate-x-1/2 flex-wrap items-center justify-center gap-2 rounded-xl bg-black/80 p-2 transition-opacity duration-300 motion-reduce:transition-none ${
        p.visible ? 'opacity-100' : 'pointer-events-none opacity-0'
      }`}
    >
      <Control label="Previous slide" keys="ArrowLeft" hint="Left arrow" disabled={p.empty || p.atFirst} onClick={p.onPrevious}>
        <span aria-hidden="true">←</span>
      </Control>
      <Control label="Next slide" keys="ArrowRight" hint="Right arrow" disabled={p.empty || p.atLast} onClick={p.onNext}>
        <span aria-hidden="true">→</span>
      </Control>
      <Control label={p.playing ? 'Pause auto-play' : 'Start auto-play'} keys="A" hint="A" disabled={p.empty} onClick={p.onAutoPlay}>
        <span aria-hidden="true">{p.playing ? '❚❚' : '▶'}</span> <span aria-hidden="true">A</span>
      </Control>
      <Control label={p.fullscreen ? 'Exit fullscreen' : 'Enter fullscreen'} keys="F" hint="F" onClick={p.onFullscreen}>
        <FullscreenIcon /> <span aria-hidden="true">F</span>
      </Control>
      <Control label="Edit slide" disabled={p.empty} onClick={p.onEdit}>
        Edit
      </Control>
      <Control label="Presenter view" hint={p.canPresent ? undefined : 'save the deck first'} disabled={!p.canPresent} onClick={p.onPresenter}>
        Presenter view
      </Control>
      <Control label="Exit presentation" keys="Escape" hint="Esc" onClick={p.onExit}>
        <span aria-hidden="true">✕</span> <span aria-hidden="true">Esc</span>
      </Control>
    </div>
  );
}
