import { type FormEvent, useRef, useState } from 'react';
import type { LocalAuthClient, LocalProfileSummary } from '../../auth';
import { FormStatus } from './FormStatus';
import { PasswordField } from './PasswordField';
import { TextField } from './TextField';
import type { AuthAction } from './useAuthAction';

interface LocalSignInFormProps {
  auth: LocalAuthClient;
  profiles: LocalProfileSummary[];
  action: AuthAction;
  onSignedIn: () => Promise<void>;
}

/** Signs in to an account on this device: pick it from the list or type its e-mail. */
export function LocalSignInForm({ auth, profiles, action, onSignedIn }: LocalSignInFormProps) {
  const [email, setEmail] = useState('');
  const [passcode, setPasscode] = useState('');
  const formRef = useRef<HTMLFormElement>(null);

  const signIn = async (address: string, code: string) => {
    const result = await action.run(() => auth.signInLocal(address, code));
    if (result.ok && result.signedIn) await onSignedIn();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signIn(email, passcode);
  };
  // A profile without a passcode opens at once; one with a passcode asks for it.
  const pick = (profile: LocalProfileSummary) => {
    setEmail(profile.email);
    if (!profile.hasPasscode) void signIn(profile.email, '');
    else {
      action.reset();
      formRef.current?.querySelector<HTMLInputElement>('#local-signin-passcode')?.focus();
    }
  };

  return (
    <div className="space-y-4">
      <ProfileList profiles={profiles} disabled={action.busy} onPick={pick} />
      <form ref={formRef} className="space-y-4" onSubmit={submit} aria-busy={action.busy}>
        <TextField id="local-signin-email" label="Email" type="email" value={email} onChange={setEmail} autoComplete="email" required disabled={action.busy} />
        <PasswordField
          id="local-signin-passcode"
          label="Passcode (if you set one)"
          noun="passcode"
          value={passcode}
          onChange={setPasscode}
          autoComplete="current-password"
          disabled={action.busy}
        />
        <FormStatus error={action.error} notice={action.notice} />
        <button type="submit" className="btn-primary w-full" disabled={action.busy}>
          Sign In
        </button>
      </form>
    </div>
  );
}

function ProfileList({ profiles, disabled, onPick }: { profiles: LocalProfileSummary[]; disabled: boolean; onPick: (p: LocalProfileSummary) => void }) {
  if (profiles.length === 0) return null;
  return (
    <section aria-labelledby="local-profiles-heading" className="space-y-2">
      <h2 id="local-profiles-heading" className="m-0 text-sm font-medium text-slate-700">Accounts on this device</h2>
      <ul className="m-0 list-none space-y-2 p-0">
        {profiles.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              className="btn-ghost w-full justify-start border border-slate-200 text-left"
              disabled={disabled}
              aria-label={`Continue as ${p.fullName} (${p.email})`}
              onClick={() => onPick(p)}
            >
              <span className="font-medium text-slate-900">{p.fullName}</span>
              <span className="truncate text-slate-500">{p.email}</span>
              {p.hasPasscode && <span className="ml-auto text-xs text-slate-400">passcode</span>}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
