import { createRouter } from '@tanstack/react-router';
import type { AuthClient } from './auth';
import { routeTree } from './routeTree.gen';

/** The router, with the auth client in its context for the sign-in guards. */
export function createAppRouter(auth: AuthClient) {
  const router = createRouter({
    routeTree,
    context: { auth },
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
  // A sign-in or sign-out (here, in another tab, or a session the service ended) re-runs the guards.
  auth.onChange(() => void router.invalidate());
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
