import { type ReactNode, createContext, useContext, useSyncExternalStore } from 'react';
import { outsideProvider } from '../core/errors';
import type { AuthClient, AuthSession } from './types';

const AuthContext = createContext<AuthClient | null>(null);

/** Makes the app's auth client available to components (the router gets it through its context). */
export function AuthProvider({ auth, children }: { auth: AuthClient; children: ReactNode }) {
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthClient {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error(outsideProvider('useAuth', 'AuthProvider'));
  return auth;
}

/** The current session; components re-render on sign-in, sign-out and profile changes. */
export function useSession(): AuthSession | null {
  const auth = useAuth();
  return useSyncExternalStore(
    (notify) => auth.onChange(notify),
    () => auth.getSession(),
  );
}
