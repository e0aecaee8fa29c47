export type LoginMode = 'signin' | 'create';

/** Switches between signing in and creating an account. */
export function ModeToggle({ mode, disabled, onToggle }: { mode: LoginMode; disabled: boolean; onToggle: () => void }) {
  return (
    <p className="m-0 text-center text-sm text-slate-600">
      {mode === 'signin' ? "Don't have an account? " : 'Already have an account? '}
      <button type="button" className="bg-transparent p-0 font-medium text-indigo-600 hover:underline disabled:opacity-50" disabled={disabled} onClick={onToggle}>
        {mode === 'signin' ? 'Create an account' : 'Sign in instead'}
      </button>
    </p>
  );
}
