import { Outlet, createFileRoute } from '@tanstack/react-router';

// Protected layout: the sign-in guard (src/auth) wraps every child route.
export const Route = createFileRoute('/_authenticated')({
  component: () => <Outlet />,
});
