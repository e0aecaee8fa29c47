import { useRouter } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import type { AuthResult } from '../../auth';
import { UNEXPECTED_ERROR } from '../../core/errors';

interface ActionState {
  busy: boolean;
  error: string | null;
  notice: string | null;
}

const IDLE: ActionState = { busy: false, error: null, notice: null };

/**
 * Runs one auth request at a time and keeps its outcome for the form.
 * After a success without a notice the page is about to leave (signed in,
 * or off to a provider), so the buttons stay disabled.
 */
export function useAuthAction() {
  const [state, setState] = useState<ActionState>(IDLE);

  const run = useCallback(async (action: () => Promise<AuthResult>): Promise<AuthResult> => {
    setState({ busy: true, error: null, notice: null });
    let result: AuthResult;
    try {
      result = await action();
    } catch (error) {
      console.error('[auth] request failed', error);
      result = { ok: false, error: UNEXPECTED_ERROR };
    }
    setState(
      result.ok
        ? { busy: result.notice === undefined, error: null, notice: result.notice ?? null }
        : { busy: false, error: result.error, notice: null },
    );
    return result;
  }, []);

  const fail = useCallback((error: string) => setState({ busy: false, error, notice: null }), []);
  const reset = useCallback(() => setState(IDLE), []);
  return { ...state, run, fail, reset };
}

export type AuthAction = ReturnType<typeof useAuthAction>;

/** After a sign-in: re-run the guards with the new session, then go where the user was going. */
export function useFinishSignIn(redirectTo: string) {
  const router = useRouter();
  return useCallback(async () => {
    await router.invalidate();
    await router.navigate({ href: redirectTo, replace: true });
  }, [router, redirectTo]);
}
