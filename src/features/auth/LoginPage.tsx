import { useAuth } from '../../auth/react';
import { AuthCard } from './AuthCard';
import { LocalLoginForm } from './LocalLoginForm';
import { SupabaseLoginForm } from './SupabaseLoginForm';

/** /login. `redirectTo` is already checked to be a same-origin path. */
export function LoginPage({ redirectTo }: { redirectTo: string }) {
  const auth = useAuth();
  return (
    <AuthCard>
      {auth.mode === 'supabase' ? (
        <SupabaseLoginForm auth={auth} redirectTo={redirectTo} />
      ) : (
        <LocalLoginForm auth={auth} redirectTo={redirectTo} />
      )}
    </AuthCard>
  );
}
