import { redirect } from '@tanstack/react-router';
import { safeRedirect } from './redirect';
import type { AuthClient } from './types';

/** What the router context carries for the guards (set in src/router.tsx). */
export interface AuthRouterContext {
  auth: AuthClient;
}

/** The auth client of the router context; a router built without one is a programming error. */
export function authFromContext(context: unknown): AuthClient {
  const auth = (context as Partial<AuthRouterContext> | undefined)?.auth;
  if (!auth) throw new Error('The router context has no auth client (see createAppRouter in src/router.tsx)');
  return auth;
}

/**
 * Guard of the protected layout: lets a stored session in (also offline,
 * also with an expired token) and sends everyone else to /login, remembering
 * where they were going. Never asks the network, so a stored session gets in offline.
 */
export async function requireSession(context: unknown, href: string): Promise<void> {
  const auth = authFromContext(context);
  await auth.ready();
  if (!auth.getSession()) throw redirect({ to: '/login', search: { redirect: href } });
}

/** /login for someone already signed in goes straight on to where they were going. */
export async function skipLoginWhenSignedIn(context: unknown, redirectParam: string | undefined): Promise<void> {
  const auth = authFromContext(context);
  await auth.ready();
  if (auth.getSession()) throw redirect({ href: safeRedirect(redirectParam), replace: true });
}
