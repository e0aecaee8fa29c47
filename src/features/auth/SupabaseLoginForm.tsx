import { type FormEvent, useState } from 'react';
import type { AuthResult, OAuthProvider, SupabaseAuthClient } from '../../auth';
import { EMAIL_REQUIRED } from '../../core/errors';
import { FormStatus } from './FormStatus';
import { type LoginMode, ModeToggle } from './ModeToggle';
import { OAuthButtons } from './OAuthButtons';
import { PasswordField } from './PasswordField';
import { LINK_BUTTON_CLASS } from './styles';
import { TextField } from './TextField';
import { useAuthAction, useFinishSignIn } from './useAuthAction';

/** State and requests of the Supabase login form. */
function useSupabaseLogin(auth: SupabaseAuthClient, redirectTo: string) {
  const [mode, setMode] = useState<LoginMode>('signin');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const action = useAuthAction();
  const finish = useFinishSignIn(redirectTo);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = mode === 'signin' ? () => auth.signInWithPassword(email, password) : () => auth.signUp(email, password);
    const result: AuthResult = await action.run(request);
    if (result.ok && result.signedIn) await finish();
  };
  const toggle = () => {
    setMode((m) => (m === 'signin' ? 'create' : 'signin'));
    action.reset();
  };
  return {
    mode, email, setEmail, password, setPassword, action, submit, toggle,
    magicLink: () => void action.run(() => auth.signInWithMagicLink(email)),
    forgot: () => void action.run(() => auth.resetPassword(email)),
    oauth: (provider: OAuthProvider) => void action.run(() => auth.signInWithOAuth(provider)),
  };
}

/**
 * Sign-in and sign-up against Supabase: e-mail and
 * password, magic link (sign-in only), password reset, third-party providers.
 * Every button is disabled while a request runs.
 */
export function SupabaseLoginForm({ auth, redirectTo }: { auth: SupabaseAuthClient; redirectTo: string }) {
  const login = useSupabaseLogin(auth, redirectTo);
  const { mode, action } = login;
  const busy = action.busy;
  const forgot = (
    <button type="button" className={LINK_BUTTON_CLASS} disabled={busy} onClick={login.forgot}>
      Forgot password?
    </button>
  );
  return (
    <div className="space-y-5">
      <h1 className="m-0 text-center text-2xl font-semibold text-slate-900">{mode === 'signin' ? 'Sign in to Decksmith' : 'Create your account'}</h1>
      <form className="space-y-4" onSubmit={(e) => void login.submit(e)} aria-busy={busy}>
        <TextField id="login-email" label="Email" type="email" value={login.email} onChange={login.setEmail} autoComplete="email" required disabled={busy} />
        <PasswordField
          id="login-password"
          label="Password"
          value={login.password}
          onChange={login.setPassword}
          autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
          required
          disabled={busy}
          aside={mode === 'signin' ? forgot : undefined}
        />
        <FormStatus error={action.error} notice={action.notice} />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {mode === 'signin' ? 'Sign In' : 'Create Account'}
        </button>
        {mode === 'signin' && <MagicLinkButton email={login.email} busy={busy} onSend={login.magicLink} onMissing={() => action.fail(EMAIL_REQUIRED)} />}
      </form>
      <OAuthButtons disabled={busy} onSelect={login.oauth} />
      <ModeToggle mode={mode} disabled={busy} onToggle={login.toggle} />
    </div>
  );
}

interface MagicLinkButtonProps {
  email: string;
  busy: boolean;
  onSend: () => void;
  onMissing: () => void;
}

/**
 * 'Send Magic Link' (sign-in mode only). Without an e-mail it is shown
 * disabled but stays focusable (aria-disabled), so pressing it can say why:
 * 'Please enter your email address'.
 */
function MagicLinkButton({ email, busy, onSend, onMissing }: MagicLinkButtonProps) {
  const missing = email.trim() === '';
  return (
    <button
      type="button"
      className={`btn-ghost w-full border border-slate-300 ${missing ? 'cursor-not-allowed opacity-50' : ''}`}
      disabled={busy}
      aria-disabled={missing || undefined}
      onClick={missing ? onMissing : onSend}
    >
      Send Magic Link
    </button>
  );
}
