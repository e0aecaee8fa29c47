import { createRouter } from '@tanstack/react-router';
import type { AuthClient } from './auth';
import { routeTree } from './routeTree.gen';
import type { Lazy, Services } from './state/services';

/** The router, with the auth client in its context for the sign-in guards and the services for the signed-in routes to wait for. */
export function createAppRouter(auth: AuthClient, services: Lazy<Services>) {
  const router = createRouter({
    routeTree,
    context: { auth, services },
    defaultPreload: 'intent',
    // Off: restoring means reading every scrolled element's position as each navigation begins, which
    // forces a layout of the page being left (a long task when leaving /generate's step 3).
    // A new page still opens at its top (the router resets the window's scroll either way).
    scrollRestoration: false,
  });
  // The browser's own restoration saves the scroll position at every pushState, which lays the page
  // being left out first. Pages open at their top instead.
  if (typeof history !== 'undefined') history.scrollRestoration = 'manual';
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
