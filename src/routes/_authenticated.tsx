import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireSession } from '../auth/guard';
import { loadServices } from '../state/services';

// Protected layout: every child route needs a session.
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ context, location }) => requireSession(context, location.href),
  // Every signed-in page uses the app's stores: their code loads beside the page's, before it renders.
  loader: ({ context }) => loadServices(context),
  // Shown while a sign-in link is being completed. A stored session resolves in
  // well under pendingMs, so a reload does not flash 'Loading...'.
  pendingComponent: AuthPending,
  pendingMs: 400,
  pendingMinMs: 200,
  component: () => <Outlet />,
});

function AuthPending() {
  return (
    <p role="status" className="flex min-h-screen items-center justify-center text-slate-600">
      Loading...
    </p>
  );
}
