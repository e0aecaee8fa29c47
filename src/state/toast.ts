import { proxy } from 'valtio';

export type ToastKind = 'info' | 'success' | 'error';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** Optional action button (e.g. 'Reload'), or a link within the app when `href` is given. */
  action?: ToastAction;
}
/** A button that runs `run`, or (with `href`) a link to an in-app path such as '/home?deck=1'. */
export type ToastAction = { label: string; run: () => void; href?: undefined } | { label: string; href: string; run?: () => void };

/** At most this many notifications at once. */
export const MAX_TOASTS = 10;
const DEFAULT_MS = 5_000;

export const toastState = proxy({ toasts: [] as Toast[] });
let nextId = 1;

/** Shows a notification; errors stay until dismissed, others leave after `ms`. */
export function showToast(kind: ToastKind, message: string, opts: { ms?: number; action?: Toast['action'] } = {}): number {
  const id = nextId++;
  toastState.toasts.push({ id, kind, message, action: opts.action });
  while (toastState.toasts.length > MAX_TOASTS) toastState.toasts.shift();
  const ms = opts.ms ?? (kind === 'error' ? 0 : DEFAULT_MS);
  if (ms > 0) setTimeout(() => dismissToast(id), ms);
  return id;
}

export function dismissToast(id: number): void {
  const i = toastState.toasts.findIndex((t) => t.id === id);
  if (i >= 0) toastState.toasts.splice(i, 1);
}
