import type { OAuthProvider } from '../../auth';

const PROVIDERS: ReadonlyArray<{ id: OAuthProvider; label: string }> = [
  { id: 'google', label: 'Continue with Google' },
  { id: 'github', label: 'Continue with GitHub' },
  { id: 'azure', label: 'Continue with Azure' },
];

/** Third-party sign-in: google, github, azure. */
export function OAuthButtons({ disabled, onSelect }: { disabled: boolean; onSelect: (provider: OAuthProvider) => void }) {
  return (
    <div className="space-y-2">
      <p className="m-0 flex items-center gap-3 text-xs uppercase tracking-wide text-slate-400">
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
        or continue with
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
      </p>
      <div className="grid gap-2">
        {PROVIDERS.map((p) => (
          <button key={p.id} type="button" className="btn-ghost w-full border border-slate-300" disabled={disabled} onClick={() => onSelect(p.id)}>
            {p.label}
          </button>
        ))}
      </div>
    </div>
  );
}
