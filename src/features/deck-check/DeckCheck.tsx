/**
 * The studio's deck check: a 'Check deck' button among the presentation
 * actions (with the number of problems once the deck has been checked,
 * which happens by itself when a generation finishes) and the panel of
 * findings. A finding's text brings its slide into view; a fix is one
 * editing command, so Ctrl+Z undoes it. Escape closes the panel and gives
 * the focus back to the button.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Finding, FixAction } from '../../core/deck-check';
import type { DeckStore } from '../../state/deck';
import { useEditor } from '../../state/services';
import { DeckCheckPanelView } from './DeckCheckPanelView';
import { useDeckCheck } from './useDeckCheck';

export interface DeckCheckProps {
  store: DeckStore;
  /** The deck is being generated: it is checked when that ends. */
  live: boolean;
}

function buttonText(findings: readonly Finding[] | undefined): string {
  if (findings === undefined) return 'Check deck';
  return findings.length === 0 ? 'Check deck: no problems' : `Check deck: ${findings.length} ${findings.length === 1 ? 'problem' : 'problems'}`;
}

export function DeckCheck({ store, live }: DeckCheckProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const { findings, run } = useDeckCheck(store, live, open);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editor = useEditor();
  const editable = store === editor.store;

  useEffect(() => {
    if (open) headingRef.current?.focus();
  }, [open]);

  const close = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);
  const show = useCallback((f: Finding) => store.goTo(f.slideIndex), [store]);
  const fix = useCallback(
    (f: Finding, action: FixAction) => {
      if (!editor.applyAll([action.command])) return;
      store.goTo(f.slideIndex);
      setStatus(`${action.label}: done. Undo with Ctrl+Z.`);
      // The finding's row goes away with the fix; the focus stays in the panel.
      headingRef.current?.focus();
    },
    [editor, store],
  );

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="btn-ghost"
        aria-expanded={open}
        aria-controls={id}
        data-testid="deck-check-button"
        onClick={() => {
          run();
          setStatus('');
          setOpen(!open);
        }}
      >
        {buttonText(findings)}
      </button>
      {open &&
        findings !== undefined &&
        createPortal(
          <div
            onKeyDown={(e) => {
              if (e.key !== 'Escape') return;
              e.stopPropagation();
              close();
            }}
          >
            <DeckCheckPanelView id={id} findings={findings} editable={editable} onShow={show} onFix={fix} onClose={close} status={status} headingRef={headingRef} />
          </div>,
          document.body,
        )}
    </>
  );
}
