import { type FormEvent, useState } from 'react';
import type { LocalAuthClient } from '../../auth';
import { FormStatus } from './FormStatus';
import { PasswordField } from './PasswordField';
import { TextField } from './TextField';
import type { AuthAction } from './useAuthAction';

interface LocalCreateFormProps {
  auth: LocalAuthClient;
  action: AuthAction;
  onSignedIn: () => Promise<void>;
}

/** Creates an account on this device: full name, e-mail and an optional passcode. */
export function LocalCreateForm({ auth, action, onSignedIn }: LocalCreateFormProps) {
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [passcode, setPasscode] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await action.run(() => auth.createLocalProfile({ fullName, email, passcode }));
    if (result.ok && result.signedIn) await onSignedIn();
  };

  return (
    <form className="space-y-4" onSubmit={(e) => void submit(e)} aria-busy={action.busy}>
      <TextField id="local-name" label="Full name" value={fullName} onChange={setFullName} autoComplete="name" required disabled={action.busy} />
      <TextField id="local-email" label="Email" type="email" value={email} onChange={setEmail} autoComplete="email" required disabled={action.busy} />
      <PasswordField
        id="local-passcode"
        label="Passcode (optional)"
        noun="passcode"
        value={passcode}
        onChange={setPasscode}
        autoComplete="new-password"
        disabled={action.busy}
      />
      <p className="m-0 text-xs text-slate-500">
        A passcode stops others using this device from opening your account. It cannot be recovered if you forget it.
      </p>
      <FormStatus error={action.error} notice={action.notice} />
      <button type="submit" className="btn-primary w-full" disabled={action.busy}>
        Create Account
      </button>
    </form>
  );
}
