import { createFileRoute } from '@tanstack/react-router';
import { safeRedirect } from '../auth';
import { skipLoginWhenSignedIn } from '../auth/guard';
import { validateLoginSearch } from '../auth/redirect';
import { LoginPage } from '../features/auth/LoginPage';

export const Route = createFileRoute('/login')({
  validateSearch: validateLoginSearch,
  beforeLoad: ({ context, search }) => skipLoginWhenSignedIn(context, search.redirect),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginPage redirectTo={safeRedirect(redirect)} />;
}
