/**
 * Telling the user how a queued request ended: a toast in the app, and a
 * system notification only when the user already allowed them (the outbox
 * never prompts for permission: a prompt out of nowhere gets denied).
 */
import { presentationTitleOf } from '../../core/config-rules';
import type { ToastAction, ToastKind } from '../toast';
import { summarizePayload } from './payload';
import type { OutboxReport } from './runner';

/** The deck's saved title; undefined when it cannot be read. */
export type TitleOf = (deckId: string) => Promise<string | undefined>;
export type ShowToast = (kind: ToastKind, message: string, opts?: { ms?: number; action?: ToastAction }) => number;
export type ShowNotification = (title: string, options: { body: string; tag: string; href: string }) => void | Promise<void>;

export interface NotifyDeps {
  toast: ShowToast;
  titleOf?: TitleOf;
  notify?: ShowNotification;
}

/** A 'ready' toast stays a little longer than the default: it carries the Open link. */
export const READY_TOAST_MS = 10_000;

export function deckLink(deckId: string): string {
  return `/home?deck=${encodeURIComponent(deckId)}`;
}

export function readyMessage(title: string): string {
  return `Your deck "${title}" is ready`;
}

export function failedMessage(topic: string, error: string): string {
  return topic === '' ? `A queued deck could not be generated: ${error}` : `Your queued deck "${topic}" could not be generated: ${error}`;
}

export function rewriteDoneMessage(label: string): string {
  return `Done now that you are online: ${label}`;
}

export function rewriteFailedMessage(label: string, error: string): string {
  return label === '' ? `A queued rewrite could not be done: ${error}` : `Your queued rewrite "${label}" could not be done: ${error}`;
}

/** Shows the toast (and the system notification) for one report. */
export async function announce(report: OutboxReport, deps: NotifyDeps): Promise<void> {
  if (report.kind === 'failed') {
    const summary = summarizePayload(report.payload);
    const message = summary.kind === 'rewrite' ? rewriteFailedMessage(summary.topic, report.error) : failedMessage(summary.topic, report.error);
    deps.toast('error', message);
    return;
  }
  if (report.kind === 'rewrite-done') {
    const message = rewriteDoneMessage(report.label);
    const href = deckLink(report.rewrite.deckId);
    deps.toast('success', message, { ms: READY_TOAST_MS, action: { label: 'Open', href } });
    return;
  }
  const saved = await deps.titleOf?.(report.deckId).catch(() => undefined);
  const title = saved !== undefined && saved.trim() !== '' ? saved : presentationTitleOf(report.request.config);
  const message = readyMessage(title);
  const href = deckLink(report.deckId);
  deps.toast('success', message, { ms: READY_TOAST_MS, action: { label: 'Open', href } });
  await deps.notify?.('Decksmith', { body: message, tag: `deck-${report.deckId}`, href });
}

/**
 * A system notifier, acting only where permission is already 'granted'. From
 * the page where the constructor works (a click focuses the tab and opens
 * the deck through `navigate`), else through the service worker (Android
 * Chrome allows only that; its click just focuses the app).
 */
export function systemNotifier(navigate: (href: string) => void = (href) => window.location.assign(href)): ShowNotification {
  return async (title, options) => {
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    try {
      const notification = new Notification(title, { body: options.body, tag: options.tag, icon: '/favicon.svg' });
      notification.onclick = () => {
        window.focus();
        navigate(options.href);
      };
    } catch {
      const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
      await registration?.showNotification(title, { body: options.body, tag: options.tag, icon: '/favicon.svg' }).catch(() => undefined);
    }
  };
}
