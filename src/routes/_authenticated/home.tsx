import { createFileRoute } from '@tanstack/react-router';
import { AppPage } from '../../screens/frame/AppPage';
import { HomePage } from '../../screens/studio/HomePage';
import { validateHomeSearch } from '../../screens/studio/search';

// /home?deck=<id>: the deck being generated or reopened.
export const Route = createFileRoute('/_authenticated/home')({
  validateSearch: validateHomeSearch,
  component: HomeRoute,
});

function HomeRoute() {
  const { deck } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AppPage back="/app" heading="Your Presentation" wide compact>
      <HomePage deckId={deck} onOpenDeck={(id) => void navigate({ search: { deck: id } })} />
    </AppPage>
  );
}
