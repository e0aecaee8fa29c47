/**
 * Asking on a slide card: an Ask button in the card's header opens the
 * card's Ask box (the box stays closed until wanted, so cards stay clean);
 * `/` opens the selected card's box and puts the cursor in it; Escape in
 * the empty box closes it and gives the focus back to the Ask button.
 */
import { useEffect, useId, useState } from 'react';
import type { Rewriter } from '../../state/rewrite/types';
import { AskBox } from './AskBox';
import { isAskKey } from './ask-key';

export interface SlideAskOptions {
  /** The card's slide is the selected one: `/` is for its box. */
  current: boolean;
  /** The card can be asked (the app's open deck, the slide fully there). */
  enabled: boolean;
}

export interface SlideAsk {
  open: boolean;
  panelId: string;
  toggle(): void;
  close(): void;
  buttonId: string;
  inputId: string;
}

export function useSlideAsk({ current, enabled }: SlideAskOptions): SlideAsk {
  const [open, setOpen] = useState(false);
  // Bumped to ask for the focus once the box is drawn.
  const [focusAsked, setFocusAsked] = useState(0);
  const panelId = useId();
  const buttonId = `${panelId}-ask`;
  const inputId = `${panelId}-input`;
  useEffect(() => {
    if (focusAsked > 0) document.getElementById(inputId)?.focus();
  }, [focusAsked, inputId]);
  useEffect(() => {
    if (!current || !enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isAskKey(event)) return;
      event.preventDefault();
      setOpen(true);
      setFocusAsked((n) => n + 1);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [current, enabled]);
  return {
    open: open && enabled,
    panelId,
    buttonId,
    inputId,
    toggle: () => {
      setOpen((o) => !o);
      if (!open) setFocusAsked((n) => n + 1);
    },
    close: () => {
      setOpen(false);
      document.getElementById(buttonId)?.focus();
    },
  };
}

/** The card header's Ask button. */
export function AskToggle({ ask, number }: { ask: SlideAsk; number: number }) {
  return (
    <button
      id={ask.buttonId}
      type="button"
      className={`btn-ghost px-2 py-1 ${ask.open ? 'bg-indigo-50 text-indigo-700' : ''}`}
      aria-expanded={ask.open}
      aria-controls={ask.open ? ask.panelId : undefined}
      aria-keyshortcuts="/"
      title={`Ask to change slide ${number} (/)`}
      onClick={ask.toggle}
    >
      Ask
    </button>
  );
}

/** The card's Ask box, when open. */
export function AskPanel({ ask, rewriter, slideId, number }: { ask: SlideAsk; rewriter: Rewriter; slideId: number; number: number }) {
  if (!ask.open) return null;
  return (
    <div id={ask.panelId} className="mt-3">
      <AskBox rewriter={rewriter} slideId={slideId} number={number} inputId={ask.inputId} onClose={ask.close} />
    </div>
  );
}
