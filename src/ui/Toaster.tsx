import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useSnapshot } from 'valtio';
import { dismissToast, toastState, type Toast } from '../state/toast';

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
          {t.action && <ToastActionControl toast={t} />}
          <button type="button" className="btn-ghost px-2" aria-label="Dismiss notification" onClick={() => dismissToast(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

/** The toast's action: a link (client-side navigation; a modified click opens a new tab as usual) or a button. */
function ToastActionControl({ toast }: { toast: Toast }) {
  // No router around (a test, an error screen): the link still works as a full page load.
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  const action = toast.action;
  if (!action) return null;
  const finish = () => {
    action.run?.();
    dismissToast(toast.id);
  };
  if (action.href === undefined) {
    return <button type="button" className="btn-primary" onClick={finish}>{action.label}</button>;
  }
  const href = action.href;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (router && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) {
      event.preventDefault();
      router.history.push(href);
    }
    finish();
  };
  return <a href={href} className="btn-primary no-underline" onClick={onClick}>{action.label}</a>;
}
