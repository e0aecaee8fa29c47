/**
 * One saved deck on the dashboard: thumbnail, title,
 * description, last viewed, creator, slide count, an 'Incomplete' badge when
 * generation stopped half-way, and a real favourite star. The title is the
 * link (its box stretched over the card), so the card opens on a click
 * anywhere and on Enter, and the star stays a separate button.
 *
 * A deck streamed on /generate step 3 and never committed with Generate PPT
 * is no finished deck: its card says 'Not generated yet' and opens
 * /generate, where the kept form is back on step 3 and Generate PPT charges
 * the price shown.
 *
 * The "⋯" menu renames, duplicates and deletes; on a focused card the same
 * actions have keys (card-actions.ts: F2, Ctrl+D or ⌘D, Delete). Renaming
 * swaps the title for a text field in place.
 */
import { Link } from '@tanstack/react-router';
import { memo, useEffect, useRef, type KeyboardEvent } from 'react';
import { DECK_CREATOR_LABEL, slideCountText, type DashboardDeck } from '../../core/deck/dashboard';
import { relativeTime } from '../../core/format';
import { cardActionForKey, type CardActionId } from './card-actions';
import { CardMenu } from './CardMenu';
import { DeckThumbnail } from './DeckThumbnail';
import { RenameField } from './RenameField';
import type { DeckView } from './virtual';

export interface DeckCardProps {
  deck: DashboardDeck;
  view: DeckView;
  now: number;
  onOpen: (id: string) => void;
  /** Asks for the star to be set (true) or cleared (false). */
  onToggleFavorite: (id: string, favorite: boolean) => void;
  /** The title is being edited in place. */
  renaming: boolean;
  /** Shortcuts are labelled the Mac way (⌘D). */
  mac: boolean;
  /** A menu item or shortcut: rename, duplicate, delete. */
  onAction: (id: string, action: CardActionId) => void;
  /** The edited title, checked; undefined when the edit was cancelled. */
  onRenameEnd: (id: string, title: string | undefined) => void;
}

export const DeckCard = memo(function DeckCard({ deck, view, now, onOpen, onToggleFavorite, renaming, mac, onAction, onRenameEnd }: DeckCardProps) {
  const grid = view === 'grid';
  const linkRef = useRef<HTMLAnchorElement>(null);
  // Back from renaming: the focus returns to the title, where F2 was pressed or the menu was.
  const wasRenaming = useRef(renaming);
  useEffect(() => {
    if (wasRenaming.current && !renaming) linkRef.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (renaming || event.target instanceof HTMLInputElement) return;
    const action = cardActionForKey(event, mac);
    if (action === undefined) return;
    event.preventDefault();
    onAction(deck.id, action);
  };

  return (
    <article
      data-testid="deck-card"
      data-deck-id={deck.id}
      onKeyDown={onKeyDown}
      className={`card relative flex h-full overflow-hidden transition-shadow hover:shadow-md focus-within:ring-2 focus-within:ring-indigo-500 ${grid ? 'flex-col' : 'flex-row items-center gap-4 p-4'}`}
    >
      {/* The border keeps a white slide apart from the white card. */}
      <div className={`relative shrink-0 border-slate-200 ${grid ? 'border-b' : 'w-32 overflow-hidden rounded-lg border'}`}>
        <DeckThumbnail theme={deck.theme} titleFont={deck.titleFont} title={deck.coverTitle} />
        {grid && <StateBadge deck={deck} className="absolute left-2 top-2" />}
      </div>
      <div className={`flex min-w-0 flex-1 flex-col ${grid ? 'p-3' : 'pr-24'}`}>
        {renaming ? (
          <RenameField initial={deck.title} onSave={(title) => onRenameEnd(deck.id, title)} onCancel={() => onRenameEnd(deck.id, undefined)} />
        ) : (
          <h2 className="m-0 truncate text-base font-semibold leading-6 text-slate-900">
            <Link
              ref={linkRef}
              {...(deck.uncommitted ? { to: '/generate', search: {} } : { to: '/home', search: { deck: deck.id }, onClick: () => onOpen(deck.id) })}
              aria-keyshortcuts={`F2 ${mac ? 'Meta+D' : 'Control+D'} Delete`}
              className="text-inherit no-underline outline-none after:absolute after:inset-0 after:content-['']"
            >
              {deck.title}
            </Link>
          </h2>
        )}
        <p className={`m-0 mt-1 text-sm leading-5 text-slate-600 ${grid ? 'line-clamp-2 h-10' : 'truncate'}`}>{deck.description}</p>
        <p className="m-0 mt-2 flex flex-wrap items-center gap-x-2 text-xs leading-4 text-slate-500">
          <time dateTime={isoDate(deck.lastViewed)} title="Last viewed">
            {relativeTime(deck.lastViewed, now)}
          </time>
          <span aria-hidden="true">·</span>
          <span>by {DECK_CREATOR_LABEL}</span>
          <span aria-hidden="true">·</span>
          <span>{slideCountText(deck.slideCount)}</span>
          {!grid && <StateBadge deck={deck} />}
        </p>
      </div>
      <FavoriteStar id={deck.id} favorite={deck.favorite} grid={grid} onToggle={onToggleFavorite} />
      <CardMenu
        title={deck.title}
        mac={mac}
        onAction={(action) => onAction(deck.id, action)}
        className={`absolute z-10 flex h-8 w-8 items-center justify-center rounded-full bg-white/90 text-lg leading-none text-slate-600 shadow-sm hover:bg-white hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 ${
          grid ? 'right-12 top-2' : 'right-14 top-1/2 -translate-y-1/2'
        }`}
      />
    </article>
  );
});

/** The machine-readable date; none for a stored time beyond what a Date can hold (toISOString would throw). */
function isoDate(time: number): string | undefined {
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * 'Not generated yet': the user never committed with Generate PPT (the link opens /generate).
 * 'Incomplete': generation stopped before the last slide; /home offers to resume it.
 */
function StateBadge({ deck, className = '' }: { deck: Pick<DashboardDeck, 'isComplete' | 'uncommitted'>; className?: string }) {
  if (deck.uncommitted) {
    return <span className={`rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800 ring-1 ring-slate-300 ${className}`}>Not generated yet</span>;
  }
  if (deck.isComplete) return null;
  return <span className={`rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-300 ${className}`}>Incomplete</span>;
}

function FavoriteStar({ id, favorite, grid, onToggle }: { id: string; favorite: boolean; grid: boolean; onToggle: (id: string, favorite: boolean) => void }) {
  return (
    <button
      type="button"
      aria-pressed={favorite}
      aria-label={favorite ? 'Remove from favorites' : 'Add to favorites'}
      title={favorite ? 'Remove from favorites' : 'Add to favorites'}
      onClick={() => onToggle(id, !favorite)}
      // Above the stretched link, so a click on the star never opens the deck.
      className={`absolute z-10 flex h-8 w-8 items-center justify-center rounded-full bg-white/90 text-lg leading-none shadow-sm hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 ${
        grid ? 'right-2 top-2' : 'right-4 top-1/2 -translate-y-1/2'
      } ${favorite ? 'text-amber-500' : 'text-slate-400 hover:text-amber-500'}`}
    >
      <span aria-hidden="true">{favorite ? '★' : '☆'}</span>
    </button>
  );
}
