/**
 * The toolbar's 'Ask the deck': a menu of what the whole deck can be asked.
 * Write speaker notes runs at once (its price is written in the item);
 * Translate, Change tone and Add a slide about ask first in a dialog.
 * Arrow keys, Home and End move in the menu; Escape closes it. While a deck
 * action runs the items wait for it.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { Tone } from '../../core/schemas/catalog';
import type { DeckRewriteAction, Rewriter } from '../../state/rewrite/types';
import { useDismiss } from '../../ui/useDismiss';
import { creditsText } from './actions';
import { DeckAskDialog, type DeckQuestion, type LanguageOption } from './DeckAskDialog';
import { moveMenuFocus } from '../../ui/menu-focus';

export interface DeckAskMenuProps {
  rewriter: Rewriter;
  slideCount: number;
  languages: readonly LanguageOption[];
  language: string | undefined;
  tone: Tone;
  /** The deck is still streaming in: asking waits until it is all there. */
  streaming?: boolean;
}

const ITEM = 'flex w-full items-baseline gap-3 bg-transparent px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none aria-disabled:cursor-not-allowed aria-disabled:text-slate-400';

const ITEMS = [
  { id: 'speaker-notes', label: 'Write speaker notes' },
  { id: 'translate', label: 'Translate...' },
  { id: 'tone', label: 'Change tone...' },
  { id: 'add-slide', label: 'Add a slide about...' },
] as const;
type ItemId = (typeof ITEMS)[number]['id'];

export function DeckAskMenu({ rewriter, slideCount, languages, language, tone, streaming = false }: DeckAskMenuProps) {
  const { deck } = useSnapshot(rewriter.state);
  const [open, setOpen] = useState(false);
  const [question, setQuestion] = useState<DeckQuestion | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const dismiss = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, dismiss);
  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  const busy = deck !== null || streaming || slideCount === 0;
  const notesRefused = rewriter.unsupported('speaker-notes');
  const waits = (id: ItemId) => busy || (id === 'speaker-notes' && notesRefused !== null);
  const why = (id: ItemId): string | null => {
    if (deck !== null) return 'Another deck action is running.';
    if (streaming) return 'The deck is still being written.';
    if (slideCount === 0) return 'The deck has no slides yet.';
    return id === 'speaker-notes' ? notesRefused : null;
  };
  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  const ask = (action: DeckRewriteAction) => void rewriter.rewriteDeck(action);
  const choose = (id: ItemId) => {
    if (waits(id)) return;
    close();
    if (id === 'speaker-notes') ask({ kind: 'speaker-notes' });
    else setQuestion(id);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (menuRef.current && moveMenuFocus(menuRef.current, event.key)) event.preventDefault();
  };
  return (
    <div ref={rootRef} className="relative">
      <button ref={triggerRef} type="button" className="btn-ghost" aria-haspopup="menu" aria-expanded={open} aria-controls={open ? menuId : undefined} onClick={() => setOpen((o) => !o)}>
        Ask the deck
      </button>
      {open && (
        <div ref={menuRef} id={menuId} role="menu" aria-label="Ask the deck" onKeyDown={onKeyDown} className="absolute left-0 z-40 mt-2 w-72 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg">
          {ITEMS.map((item) => {
            const reason = why(item.id);
            const noteId = `${menuId}-${item.id}`;
            const note = reason ?? (item.id === 'speaker-notes' ? creditsText(rewriter.price({ kind: 'speaker-notes' })) : null);
            return (
              <button key={item.id} type="button" role="menuitem" tabIndex={-1} className={ITEM} aria-label={item.label} aria-disabled={waits(item.id) || undefined} aria-describedby={note ? noteId : undefined} onClick={() => choose(item.id)}>
                <span>{item.label}</span>
                {note && (
                  <span id={noteId} className="ml-auto text-xs text-slate-500">
                    {note}
                  </span>
                )}
              </button>
            );
          })}
        </div>
      )}
      <DeckAskDialog key={question ?? ''} rewriter={rewriter} question={question} languages={languages} language={language} tone={tone} onAsk={ask} onClose={() => setQuestion(null)} />
    </div>
  );
}
