import { useEffect, useState } from 'react';
import type { LocalAuthClient, LocalProfileSummary } from '../../auth';
import { LocalCreateForm } from './LocalCreateForm';
import { LocalSignInForm } from './LocalSignInForm';
import { type LoginMode, ModeToggle } from './ModeToggle';
import { useAuthAction, useFinishSignIn } from './useAuthAction';

/**
 * Sign-in without an account service: accounts live in this browser's
 * storage. Opens on 'create' when the device has no account yet.
 */
export function LocalLoginForm({ auth, redirectTo }: { auth: LocalAuthClient; redirectTo: string }) {
  const [profiles, setProfiles] = useState<LocalProfileSummary[] | undefined>(undefined);
  const [chosen, setChosen] = useState<LoginMode | undefined>(undefined);
  const finish = useFinishSignIn(redirectTo);
  const action = useAuthAction();

  useEffect(() => {
    let live = true;
    auth.listLocalProfiles().then(
      (list) => live && setProfiles(list),
      (error: unknown) => {
        console.error('[auth] could not list local accounts', error);
        if (live) setProfiles([]);
      },
    );
    return () => {
      live = false;
    };
  }, [auth]);

  const toggle = (from: LoginMode) => {
    setChosen(from === 'signin' ? 'create' : 'signin');
    action.reset();
  };

  if (profiles === undefined) return <p className="m-0 text-center text-sm text-slate-500">Loading...</p>;
  const mode = chosen ?? (profiles.length > 0 ? 'signin' : 'create');
  return (
    <div className="space-y-5">
      <h1 className="m-0 text-center text-2xl font-semibold text-slate-900">{mode === 'signin' ? 'Sign in to Decksmith' : 'Create your account'}</h1>
      <p className="m-0 rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-900" data-testid="local-accounts-note">
        Accounts are kept on this device. Your name, email and presentations stay in this browser and are not sent anywhere.
      </p>
      {mode === 'signin' ? (
        <LocalSignInForm auth={auth} profiles={profiles} action={action} onSignedIn={finish} />
      ) : (
        <LocalCreateForm auth={auth} action={action} onSignedIn={finish} />
      )}
      <ModeToggle mode={mode} disabled={action.busy} onToggle={() => toggle(mode)} />
    </div>
  );
}
