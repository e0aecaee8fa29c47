import { useRouter } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useAuth } from '../../auth/react';
import { showToast } from '../../state/toast';
import { clearFirstScreen } from '../../features/dashboard/first-screen-cache';

/**
 * Signs out and goes to /login. A failed sign-out is logged
 * by the auth client, told to the user, and leaves them where they are.
 */
export function useSignOut() {
  const auth = useAuth();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const signOut = useCallback(async () => {
    setBusy(true);
    const result = await auth.signOut();
    setBusy(false);
    if (!result.ok) {
      showToast('error', result.error);
      return;
    }
    clearFirstScreen();
    await router.navigate({ to: '/login', replace: true });
  }, [auth, router]);
  return { signOut, busy };
}
