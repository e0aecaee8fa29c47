import { useSnapshot } from 'valtio';
import { dismissToast, toastState } from './toast';

const KIND_CLASS = {
  info: 'border-slate-200',
  success: 'border-emerald-300',
  error: 'border-red-300',
} as const;

/** Renders the notifications; messages are plain text, never HTML. */
export function Toaster() {
  const { toasts } = useSnapshot(toastState);
  if (toasts.length === 0) return null;
  return (
    <div className="fixed bottom-4 left-1/2 z-50 flex -translate-x-1/2 flex-col gap-2" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} role={t.kind === 'error' ? 'alert' : 'status'} className={`card flex items-center gap-3 border px-4 py-3 ${KIND_CLASS[t.kind]}`}>
          <span className="text-sm text-slate-800">{t.message}</span>
          {t.action && (
            <button type="button" className="btn-primary" onClick={() => { t.action?.run(); dismissToast(t.id); }}>
              {t.action.label}
            </button>
          )}
          <button type="button" className="btn-ghost px-2" aria-label="Dismiss notification" onClick={() => dismissToast(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
