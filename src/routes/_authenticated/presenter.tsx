import { createFileRoute } from '@tanstack/react-router';
import { PresenterPage } from '../../features/present/PresenterPage';
import { validatePresenterSearch } from '../../features/present/presenter-search';

// /presenter?deck=<id>: the presenter view of a deck being presented, in a second window.
export const Route = createFileRoute('/_authenticated/presenter')({
  validateSearch: validatePresenterSearch,
  component: PresenterRoute,
});

function PresenterRoute() {
  const { deck } = Route.useSearch();
  return (
    <div className="min-h-screen bg-slate-950">
      <PresenterPage deckId={deck} />
    </div>
  );
}
