/**
 * /app: the signed-in home. The saved decks as cards, with a
 * search, a grid/list toggle and the filter tabs; the page fills the window
 * and the cards scroll in their own (windowed) container. Each card can be
 * renamed, duplicated and deleted (useCardActions); the search also finds
 * words of the slides and notes (useSearchHits).
 */
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { DASHBOARD_FILTERS, emptyStateFor, type DashboardFilter } from '../../core/deck/dashboard';
import { presentationsRepository } from '../../data/presentations';
import { DeckFileDropZone, OpenDeckFileButton } from '../../features/deck-file';
import { AppHeader } from '../frame/AppHeader';
import { isMacPlatform } from '../../features/dashboard/card-actions';
import { DeleteDeckDialog } from '../../features/dashboard/DeleteDeckDialog';
import { DeckGrid } from '../../features/dashboard/DeckGrid';
import { FilterTabs, SearchBox, ViewToggle } from '../../features/dashboard/Filters';
import { useCardActions } from '../../features/dashboard/useCardActions';
import { useSearchIndexRepair } from '../../features/dashboard/useSearchHits';
import { useDashboardDecks, useDeckQuery, useNow } from '../../features/dashboard/useDeckQuery';
import { useOptimisticFavorites } from '../../features/dashboard/useFavorites';
import { useDeckView } from '../../features/dashboard/viewPreference';

// A module function: stable across renders, so the memoised cards do not re-render for it.
function openDeck(id: string): void {
  // The link navigates on its own; this only records the visit ('Recently viewed').
  void presentationsRepository()
    .markViewed(id)
    .catch(() => undefined);
}

export function DashboardPage() {
  const source = useDashboardDecks();
  const { decks: starred, setFavorite } = useOptimisticFavorites(source.decks);
  const cards = useCardActions(starred);
  const now = useNow();
  const [filter, setFilter] = useState<DashboardFilter>('all');
  const [query, setQuery] = useState('');
  const [view, setView] = useDeckView();
  const { visible, counts, total, appliedQuery, searchSettled } = useDeckQuery({ decks: cards.decks, complete: source.complete }, filter, query, now);
  const panelId = useId();
  const [mac] = useState(() => isMacPlatform(navigator.platform));
  useSearchIndexRepair();

  return (
    <div className="flex h-dvh flex-col bg-slate-50">
      <AppHeader />
      <main className="mx-auto flex min-h-0 w-full max-w-6xl flex-1 flex-col px-4 pt-8 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="m-0 text-2xl font-semibold text-slate-900">Your presentations</h1>
          <div className="flex flex-wrap items-center gap-2">
            <OpenDeckFileButton />
            <Link to="/start" className="btn-primary no-underline">
              <span aria-hidden="true">+</span> Create new PPT
            </Link>
          </div>
        </div>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <SearchBox value={query} onChange={setQuery} />
          <ViewToggle view={view} onChange={setView} />
        </div>
        <div className="mt-4">
          <FilterTabs filter={filter} counts={counts} panelId={panelId} onChange={setFilter} />
        </div>
        <SearchStatus query={appliedQuery} count={visible?.length} settled={searchSettled} />
        <div role="tabpanel" id={panelId} aria-labelledby={`${panelId}-tab-${filter}`} className="flex min-h-0 flex-1 flex-col pb-4 pt-3">
          {visible === undefined ? (
            <p role="status" className="m-0 p-4 text-sm text-slate-500">
              Loading your presentations...
            </p>
          ) : visible.length === 0 ? (
            <EmptyState filter={filter} query={appliedQuery} total={total} />
          ) : (
            <DeckGrid
              decks={visible}
              view={view}
              now={now}
              resetKey={`${filter}\u0000${appliedQuery}`}
              onOpen={openDeck}
              onToggleFavorite={setFavorite}
              renamingId={cards.renamingId}
              mac={mac}
              onAction={cards.onAction}
              onRenameEnd={cards.onRenameEnd}
            />
          )}
        </div>
      </main>
      <DeleteDeckDialog title={cards.pendingDelete?.title ?? null} onConfirm={() => cards.confirmDelete(visible ?? [])} onCancel={cards.cancelDelete} />
      <DeckFileDropZone />
    </div>
  );
}

/**
 * Says how many decks a search found, for screen readers (the cards change
 * silently otherwise); `data-search-settled` names the search once the
 * index has answered it too (the dashboard bench waits for it).
 */
function SearchStatus({ query, count, settled }: { query: string; count: number | undefined; settled: boolean }) {
  const searching = query.trim() !== '' && count !== undefined;
  return (
    <p role="status" className="sr-only" data-testid="search-status" data-search-settled={searching && settled ? query : undefined}>
      {searching && settled ? (count === 1 ? '1 presentation found' : `${count} presentations found`) : ''}
    </p>
  );
}

function EmptyState({ filter, query, total }: { filter: DashboardFilter; query: string; total: number }) {
  const state = emptyStateFor(filter, query, total);
  const tab = DASHBOARD_FILTERS.find((f) => f.id === filter)?.label ?? '';
  return (
    <div data-testid="empty-state" data-tab={tab} className="card mt-2 flex flex-col items-center gap-3 px-6 py-12 text-center">
      <p className="m-0 text-lg font-medium text-slate-900">{state.title}</p>
      {state.kind === 'no-decks' ? (
        <Link to="/start" className="btn-primary mt-2 no-underline">
          <span aria-hidden="true">+</span> Create your first presentation
        </Link>
      ) : (
        <p className="m-0 text-sm text-slate-600">{state.hint}</p>
      )}
    </div>
  );
}
