import { createFileRoute } from '@tanstack/react-router';
import { GeneratePage } from '../../screens/generate/GeneratePage';
import { validateGenerateSearch } from '../../features/generate/search';

export const Route = createFileRoute('/_authenticated/generate')({
  validateSearch: validateGenerateSearch,
  component: GenerateRoute,
});

function GenerateRoute() {
  return <GeneratePage search={Route.useSearch()} />;
}
