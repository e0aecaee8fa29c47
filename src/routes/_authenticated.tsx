import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireSession } from '../auth/guard';

// Protected layout (seed 001 §2.1): every child route needs a session.
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ context, location }) => requireSession(context, location.href),
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
