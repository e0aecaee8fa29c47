import { Navigate, Outlet, createRootRoute } from '@tanstack/react-router';
import { Toaster } from '../ui/Toaster';
import { UpdatePrompt } from '../ui/UpdatePrompt';

export const Route = createRootRoute({
  component: RootLayout,
  // Unknown paths go to the landing page, replacing history.
  notFoundComponent: () => <Navigate to="/landing" replace />,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <UpdatePrompt />
      <Toaster />
    </>
  );
}
