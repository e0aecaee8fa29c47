import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import type { AuthClient } from '../../auth';
import { PASSWORD_UPDATED, PASSWORDS_DIFFER, RESET_LINK_INVALID } from '../../auth/messages';
import { useAuth, useSession } from '../../auth/react';
import { showToast } from '../../state/toast';
import { AuthCard } from './AuthCard';
import { FormStatus } from './FormStatus';
import { PasswordField } from './PasswordField';
import { useAuthAction } from './useAuthAction';

/**
 * /reset-password, where a reset e-mail's link returns. supabase-js turns
 * the link into a session; the form then sets the new password.
 */
export function ResetPasswordPage() {
  const auth = useAuth();
  return (
    <AuthCard>
      <h1 className="m-0 text-center text-2xl font-semibold text-slate-900">Set a new password</h1>
      {auth.mode === 'local' ? <LocalExplanation /> : <UpdatePasswordForm auth={auth} />}
    </AuthCard>
  );
}

function LocalExplanation() {
  return (
    <div className="space-y-3 text-sm text-slate-700">
      <p className="m-0">
        Accounts are kept on this device, so there is no password to reset by e-mail. A passcode, if you set one, is stored only as a one-way hash and
        cannot be recovered.
      </p>
      <p className="m-0">
        <Link to="/login" className="font-medium text-indigo-600">Go to sign in</Link>
      </p>
    </div>
  );
}

function UpdatePasswordForm({ auth }: { auth: AuthClient }) {
  const session = useSession();
  const [resolved, setResolved] = useState(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const action = useAuthAction();
  const navigate = useNavigate();

  useEffect(() => {
    void auth.ready().then(() => setResolved(true));
  }, [auth]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) return action.fail(PASSWORDS_DIFFER);
    const result = await action.run(() => auth.updatePassword(password));
    if (!result.ok) return;
    showToast('success', result.notice ?? PASSWORD_UPDATED);
    await navigate({ to: '/app' });
  };

  if (!resolved) return <p className="m-0 text-center text-sm text-slate-500">Loading...</p>;
  if (!session) return <p role="alert" className="m-0 text-sm text-red-800">{RESET_LINK_INVALID}</p>;
  return (
    <form className="space-y-4" onSubmit={(e) => void submit(e)} aria-busy={action.busy}>
      <PasswordField id="new-password" label="New password" value={password} onChange={setPassword} autoComplete="new-password" required disabled={action.busy} />
      <PasswordField id="confirm-password" label="Confirm new password" value={confirm} onChange={setConfirm} autoComplete="new-password" required disabled={action.busy} />
      <FormStatus error={action.error} notice={action.notice} />
      <button type="submit" className="btn-primary w-full" disabled={action.busy}>
        Update Password
      </button>
    </form>
  );
}
